import type { CustomerRow } from '../../../lib/contracts/customers';
import { formatDate } from '../../../lib/dates';
import { customerHref, t } from './shared';

function Pharmacy({ row }: { row: CustomerRow }) {
	if (!row.pharmacy) return <>{t('admin.customers.no_pharmacy')}</>;
	return (
		<>
			{row.pharmacy.name}
			<span className="studio__note">{t(`admin.customers.${row.pharmacy.role}`)}</span>
		</>
	);
}

/**
 * One page of people. A real table (caption, column headers) so screen readers move by cell; on a
 * phone each row becomes a card (studio.css). Each name is a link to the person's page.
 */
export function CustomerTable({ customers }: { customers: CustomerRow[] }) {
	return (
		<table className="studio__table">
			<caption className="visually-hidden">{t('admin.customers.caption')}</caption>
			<thead>
				<tr>
					<th scope="col">{t('admin.customers.col_person')}</th>
					<th scope="col">{t('admin.customers.col_pharmacy')}</th>
					<th scope="col">{t('admin.customers.col_licence')}</th>
					<th scope="col">{t('admin.customers.col_created')}</th>
					<th scope="col">{t('admin.customers.col_last_login')}</th>
				</tr>
			</thead>
			<tbody>
				{customers.map((row) => (
					<tr key={row.id}>
						<th scope="row" data-label={t('admin.customers.col_person')}>
							<a className="studio__course-link" href={customerHref(row.id)}>
								{row.name}
							</a>
							<span className="studio__path">{row.email}</span>
							<span className="studio__note">@{row.nick}</span>
							{row.blockedAt ? (
								<span className="studio__flag">{t('admin.customers.blocked')}</span>
							) : null}
						</th>
						<td data-label={t('admin.customers.col_pharmacy')}>
							<Pharmacy row={row} />
						</td>
						<td data-label={t('admin.customers.col_licence')}>
							{row.licence ? (
								<>
									<span className={`studio__status admin-licence--${row.licence.status}`}>
										{t(`subscriptions.status.${row.licence.status}`)}
									</span>
									<span className="studio__note">{row.licence.planName}</span>
								</>
							) : (
								t('admin.customers.no_licence')
							)}
						</td>
						<td data-label={t('admin.customers.col_created')}>{formatDate(row.createdAt)}</td>
						<td data-label={t('admin.customers.col_last_login')}>
							{formatDate(row.lastLoginAt) ?? t('admin.customers.never')}
						</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
