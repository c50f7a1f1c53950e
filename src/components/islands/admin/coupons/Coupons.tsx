/**
 * `/admin/cupones/` (issue #20): the campus's coupons, newest first, with what each gives, when
 * it is valid, how often it was used and by whom; creating one and ending one now. What a coupon
 * gives is never edited once created (as in Stripe): end it and create another.
 */
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { StudioLoading } from '../../studio/StudioLoading';
import { t } from '../shared';
import { CouponTable } from './CouponTable';
import { CreateCouponDialog } from './CreateCouponDialog';
import { EndCouponDialog } from './EndCouponDialog';
import { RedemptionsDialog } from './RedemptionsDialog';
import { useCoupons } from './use-coupons';

export default function Coupons() {
	const state = useCoupons();
	const { load } = state;
	const [creating, setCreating] = useState(false);
	const [showingUses, setShowingUses] = useState<string | null>(null);
	const [ending, setEnding] = useState<string | null>(null);

	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{
					loading: t('admin.coupons.loading'),
					failed: t('admin.coupons.failed'),
					notStaff: t('admin.page.not_admin'),
				}}
				onRetry={() => void state.reload()}
			/>
		);
	}

	const { coupons, plans } = load.list;
	return (
		<div className="studio">
			<div className="admin-actions">
				<Button
					onClick={() => {
						setCreating(true);
					}}
				>
					{t('admin.coupons.create_open')}
				</Button>
			</div>
			<p className="studio__count" role="status">
				{t('admin.coupons.count', { count: coupons.length })}
			</p>
			{coupons.length === 0 ? (
				<p className="studio__empty">{t('admin.coupons.empty')}</p>
			) : (
				<CouponTable coupons={coupons} onShowUses={setShowingUses} onEnd={setEnding} />
			)}
			<CreateCouponDialog
				open={creating}
				plans={plans}
				onClose={() => {
					setCreating(false);
				}}
				onCreate={state.create}
			/>
			<RedemptionsDialog
				code={showingUses}
				onClose={() => {
					setShowingUses(null);
				}}
			/>
			<EndCouponDialog
				code={ending}
				onClose={() => {
					setEnding(null);
				}}
				onEnd={state.end}
			/>
		</div>
	);
}
