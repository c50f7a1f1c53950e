/**
 * The coupons page's one data hook (issue #20): the coupons once the session check answered,
 * creating and ending one (each says how it went in a toast and shows the list again), and one
 * coupon's uses, a page at a time.
 */
import { useEffect, useState } from 'react';
import * as admin from '../../../../lib/api/admin';
import type { CouponRedemptionPage, CreateCouponInput } from '../../../../lib/contracts/coupons';
import { showToast } from '../../../../stores/toasts';
import type { StudioLoad } from '../../studio/StudioLoading';
import type { ActionOutcome } from '../use-customer';
import { t } from '../shared';
import { useStaffLoad } from '../use-staff-load';

export function useCoupons() {
	const { load, reload: fetchCoupons } = useStaffLoad(() => admin.listCoupons());

	async function create(input: CreateCouponInput): Promise<ActionOutcome<{ code: string }>> {
		const result = await admin.createCoupon(input);
		if (!result.ok) return { error: result.msg };
		showToast({
			text: t('admin.coupons.create_done', { code: result.data.code }),
			type: 'success',
		});
		await fetchCoupons();
		return result.data;
	}

	async function end(code: string, requestKey: string): Promise<ActionOutcome<{ code: string }>> {
		const result = await admin.endCoupon({ code, requestKey });
		if (!result.ok) return { error: result.msg };
		showToast({ text: t('admin.coupons.end_done', { code }), type: 'success' });
		await fetchCoupons();
		return result.data;
	}

	return { load, reload: fetchCoupons, create, end };
}

export type RedemptionsLoad = StudioLoad<CouponRedemptionPage>;

/** The uses of `code` on page `page`, and asking again after a failure. */
export function useRedemptions(code: string, page: number) {
	const [load, setLoad] = useState<RedemptionsLoad>({ state: 'loading' });
	const [attempt, setAttempt] = useState(0);
	useEffect(() => {
		let current = true;
		setLoad({ state: 'loading' });
		void admin.listCouponRedemptions({ code, page }).then((result) => {
			if (!current) return;
			setLoad(
				result.ok ? { state: 'ready', list: result.data } : { state: 'failed', msg: result.msg },
			);
		});
		return () => {
			current = false;
		};
	}, [code, page, attempt]);
	return {
		load,
		retry: () => {
			setAttempt((count) => count + 1);
		},
	};
}
