/**
 * A coupon's uses (issue #20): who paid with it, for which plan, what it took off and whether the
 * payment went through, newest first, a page at a time. Each person links to their page.
 */
import { useState } from 'react';
import type { CouponRedemption } from '../../../../lib/contracts/coupons';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { Modal } from '../../../ui/Modal';
import { StudioLoading } from '../../studio/StudioLoading';
import { StudioPager } from '../../studio/StudioPager';
import { customerHref, t } from '../shared';
import { useRedemptions } from './use-coupons';

export function RedemptionsDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
	return (
		<Modal
			open={code !== null}
			onClose={onClose}
			title={t('admin.coupons.uses_title', { code: code ?? '' })}
			closeLabel={t('admin.customer.close')}
			size="lg"
		>
			{code !== null ? <Redemptions code={code} /> : null}
		</Modal>
	);
}

function Redemptions({ code }: { code: string }) {
	const [page, setPage] = useState(1);
	const { load, retry } = useRedemptions(code, page);
	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{ loading: t('admin.coupons.uses_loading'), failed: t('admin.coupons.uses_failed') }}
				onRetry={retry}
			/>
		);
	}
	const { list } = load;
	return (
		<div className="studio">
			<p className="studio__count" role="status">
				{t('admin.coupons.uses', { count: list.total })}
			</p>
			{list.redemptions.length === 0 ? (
				<p className="studio__empty">{t('admin.coupons.uses_empty')}</p>
			) : (
				<RedemptionTable redemptions={list.redemptions} />
			)}
			<StudioPager list={list} label={t('admin.coupons.uses_pages')} onPage={setPage} />
		</div>
	);
}

function RedemptionTable({ redemptions }: { redemptions: CouponRedemption[] }) {
	return (
		<table className="studio__table">
			<caption className="visually-hidden">{t('admin.coupons.uses_caption')}</caption>
			<thead>
				<tr>
					<th scope="col">{t('admin.coupons.col_person')}</th>
					<th scope="col">{t('admin.coupons.col_plan')}</th>
					<th scope="col">{t('admin.coupons.col_discount')}</th>
					<th scope="col">{t('admin.coupons.col_paid')}</th>
					<th scope="col">{t('admin.coupons.col_payment')}</th>
					<th scope="col">{t('admin.coupons.col_when')}</th>
				</tr>
			</thead>
			<tbody>
				{redemptions.map((use) => (
					<tr key={use.checkoutId}>
						<th scope="row" data-label={t('admin.coupons.col_person')}>
							<a className="studio__course-link" href={customerHref(use.userId)}>
								{use.name}
							</a>
							<span className="studio__path">{use.email}</span>
						</th>
						<td data-label={t('admin.coupons.col_plan')}>{use.planName}</td>
						<td data-label={t('admin.coupons.col_discount')}>
							−{formatMoney(use.discountMinor, 'es-ES')}
						</td>
						<td data-label={t('admin.coupons.col_paid')}>{formatMoney(use.totalMinor, 'es-ES')}</td>
						<td data-label={t('admin.coupons.col_payment')}>
							{t(`admin.coupons.payment_${use.status}`)}
						</td>
						<td data-label={t('admin.coupons.col_when')}>{formatDateTime(use.at)}</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
