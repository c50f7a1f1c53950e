/** A person's account, pharmacy, certificates and activity on their back-office page (issue #20). */
import type { CustomerDetail } from '../../../../lib/contracts/customers';
import { formatDate, formatDateTime, formatLongDay } from '../../../../lib/dates';
import { Fact } from '../AdminSection';
import { t } from '../shared';

export function CustomerAccount({ account }: { account: CustomerDetail['account'] }) {
	return (
		<dl className="admin-facts">
			<Fact label={t('admin.customer.email')}>{account.email}</Fact>
			<Fact label={t('admin.customer.nick')}>@{account.nick}</Fact>
			<Fact label={t('admin.customer.phone')}>{account.phone ?? t('admin.customer.no_phone')}</Fact>
			<Fact label={t('admin.customer.user_type')}>
				{t(`admin.customer.user_type_${String(account.userType)}`)}
				{account.staffRole ? (
					<span className="studio__note">
						{t('admin.customer.staff', { role: t(`admin.roles.${account.staffRole}`) })}
					</span>
				) : null}
			</Fact>
			<Fact label={t('admin.customer.created')}>{formatDate(account.createdAt)}</Fact>
			<Fact label={t('admin.customer.terms')}>
				{formatDate(account.termsAcceptedAt) ?? t('admin.customer.terms_never')}
			</Fact>
			<Fact label={t('admin.customer.newsletter')}>
				{t(account.newsletter ? 'admin.customer.newsletter_yes' : 'admin.customer.newsletter_no')}
			</Fact>
		</dl>
	);
}

export function CustomerPharmacy({ pharmacy }: { pharmacy: CustomerDetail['pharmacy'] }) {
	if (!pharmacy) return <p>{t('admin.customer.pharmacy_none')}</p>;
	if (pharmacy.role === 'member') {
		return (
			<p>
				{t('admin.customer.pharmacy_member', { name: pharmacy.name, owner: pharmacy.ownerName })}
			</p>
		);
	}
	return (
		<>
			<p>{t('admin.customer.pharmacy_owner', { name: pharmacy.name })}</p>
			<p className="studio__note">
				{pharmacy.seats === null
					? t('admin.customer.team_members', { count: pharmacy.members })
					: t('admin.customer.team_seats', { members: pharmacy.members, seats: pharmacy.seats })}
			</p>
		</>
	);
}

export function CustomerCertificates({
	certificates,
}: {
	certificates: CustomerDetail['certificates'];
}) {
	if (certificates.length === 0) return <p>{t('admin.customer.certificates_empty')}</p>;
	return (
		<ul className="admin-list">
			{certificates.map((certificate) => (
				<li key={certificate.code}>
					<a href={`/certificados/${encodeURIComponent(certificate.code)}`}>
						{certificate.courseName}
					</a>
					<span className="studio__note">
						{t('admin.customer.certificate_issued', {
							date: formatDate(certificate.issuedAt) ?? '',
							name: certificate.holderName,
						})}
					</span>
					{certificate.revokedAt ? (
						<span className="studio__flag">
							{t('admin.customer.certificate_revoked', {
								date: formatDate(certificate.revokedAt) ?? '',
							})}
						</span>
					) : null}
				</li>
			))}
		</ul>
	);
}

export function CustomerActivity({
	account,
	sessions,
	learning,
}: Pick<CustomerDetail, 'account' | 'sessions' | 'learning'>) {
	return (
		<dl className="admin-facts">
			<Fact label={t('admin.customer.last_login')}>
				{formatDateTime(account.lastLoginAt) ?? t('admin.customer.never')}
				<span className="studio__note">
					{t('admin.customer.open_sessions', { count: sessions.openSessions })}
				</span>
			</Fact>
			{sessions.recentLogins.length > 0 ? (
				<Fact label={t('admin.customer.recent_logins')}>
					<ul className="admin-list">
						{sessions.recentLogins.map((at) => (
							<li key={at}>{formatDateTime(at)}</li>
						))}
					</ul>
				</Fact>
			) : null}
			<Fact label={t('admin.customer.courses_started')}>{learning.coursesStarted}</Fact>
			<Fact label={t('admin.customer.courses_completed')}>{learning.coursesCompleted}</Fact>
			<Fact label={t('admin.customer.minutes_watched')}>{learning.minutesWatched}</Fact>
			<Fact label={t('admin.customer.last_learning_day')}>
				{learning.lastLearningDay
					? formatLongDay(learning.lastLearningDay)
					: t('admin.customer.nothing_yet')}
			</Fact>
		</dl>
	);
}
