import type { CouponList, CouponSummary } from '../../../../lib/contracts/coupons';
import { formatDateTime } from '../../../../lib/dates';
import { Button } from '../../../ui/Button';
import { t } from '../shared';
import { discountText, usesText } from './coupon-form';

function Validity({ coupon }: { coupon: CouponSummary }) {
	const starts = formatDateTime(coupon.startsAt);
	const ends = formatDateTime(coupon.expiresAt);
	if (!starts && !ends) return <>{t('admin.coupons.no_dates')}</>;
	return (
		<>
			{starts ? (
				<span className="studio__note">{t('admin.coupons.from', { date: starts })}</span>
			) : null}
			{ends ? (
				<span className="studio__note">{t('admin.coupons.until', { date: ends })}</span>
			) : null}
		</>
	);
}

function Plans({ coupon }: { coupon: CouponSummary }) {
	if (coupon.plans.length > 0) return <>{coupon.plans.map((plan) => plan.name).join(', ')}</>;
	if (coupon.licenceType !== null) {
		return <>{t(`admin.coupons.licence_type_${String(coupon.licenceType)}`)}</>;
	}
	return <>{t('admin.coupons.all_plans')}</>;
}

/**
 * The coupons, newest first. A real table (caption, column headers) so screen readers move by
 * cell; on a phone each row becomes a card (studio.css). Each row's buttons open its uses and end
 * it; both are reached by Tab.
 */
export function CouponTable({
	coupons,
	onShowUses,
	onEnd,
}: {
	coupons: CouponList['coupons'];
	onShowUses: (code: string) => void;
	onEnd: (code: string) => void;
}) {
	return (
		<table className="studio__table">
			<caption className="visually-hidden">{t('admin.coupons.caption')}</caption>
			<thead>
				<tr>
					<th scope="col">{t('admin.coupons.col_code')}</th>
					<th scope="col">{t('admin.coupons.col_discount')}</th>
					<th scope="col">{t('admin.coupons.col_validity')}</th>
					<th scope="col">{t('admin.coupons.col_uses')}</th>
					<th scope="col">{t('admin.coupons.col_plans')}</th>
					<th scope="col">{t('admin.coupons.col_state')}</th>
					<th scope="col">{t('admin.coupons.col_actions')}</th>
				</tr>
			</thead>
			<tbody>
				{coupons.map((coupon) => (
					<tr key={coupon.code}>
						<th scope="row" data-label={t('admin.coupons.col_code')}>
							<span className="studio__course-link">{coupon.code}</span>
							{coupon.note ? <span className="studio__note">{coupon.note}</span> : null}
						</th>
						<td data-label={t('admin.coupons.col_discount')}>{discountText(coupon)}</td>
						<td data-label={t('admin.coupons.col_validity')}>
							<Validity coupon={coupon} />
						</td>
						<td data-label={t('admin.coupons.col_uses')}>
							{usesText(coupon)}
							{coupon.perPersonLimit !== null ? (
								<span className="studio__note">
									{t('admin.coupons.per_person_limit', { count: coupon.perPersonLimit })}
								</span>
							) : null}
						</td>
						<td data-label={t('admin.coupons.col_plans')}>
							<Plans coupon={coupon} />
						</td>
						<td data-label={t('admin.coupons.col_state')}>
							<span className={`studio__status admin-coupon--${coupon.state}`}>
								{t(`admin.coupons.state_${coupon.state}`)}
							</span>
						</td>
						<td data-label={t('admin.coupons.col_actions')}>
							<div className="admin-actions">
								<Button
									variant="secondary"
									size="sm"
									aria-label={t('admin.coupons.show_uses_of', { code: coupon.code })}
									onClick={() => {
										onShowUses(coupon.code);
									}}
								>
									{t('admin.coupons.show_uses')}
								</Button>
								{coupon.state === 'ended' ? null : (
									<Button
										variant="secondary"
										size="sm"
										aria-label={t('admin.coupons.end_of', { code: coupon.code })}
										onClick={() => {
											onEnd(coupon.code);
										}}
									>
										{t('admin.coupons.end')}
									</Button>
								)}
							</div>
						</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
