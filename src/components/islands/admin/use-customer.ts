/**
 * The person page's one data hook (issue #20): the person named by `?id=` in the address, once the
 * session check answered, and the actions on them. A 404 is either "not an admin" or, with its own
 * code, "nobody has that number"; the page says which. Each action says how it went in a toast
 * and shows the page again as it is now.
 */
import { useCallback, useEffect, useState } from 'react';
import * as admin from '../../../lib/api/admin';
import type { ApiResult } from '../../../lib/api/client';
import type { PlanMovePreview } from '../../../lib/contracts/customer-actions';
import type { CustomerDetail, GrantedLicence } from '../../../lib/contracts/customers';
import { formatDate } from '../../../lib/dates';
import { idParam } from '../../../lib/id-param';
import { formatMoney } from '../../../lib/money';
import { showToast } from '../../../stores/toasts';
import { useCampusSession } from '../use-campus-session';
import type { CancelRequest } from './customer/CancelLicenceDialog';
import type { ExtendTrialRequest } from './customer/ExtendTrialDialog';
import type { GrantRequest } from './customer/GrantLicenceDialog';
import {
	planMovedText,
	type MovePlanRequest,
	type PreviewMoveRequest,
} from './customer/MovePlanDialog';
import type { RefundRequest } from './customer/RefundDialog';
import { t } from './shared';

export type CustomerLoad =
	| { state: 'loading' }
	| { state: 'not_staff' }
	| { state: 'missing'; msg: string | null }
	| { state: 'failed'; msg: string }
	| { state: 'ready'; customer: CustomerDetail };

/** What a dialog shows when its action failed; the data when it worked. */
export type ActionOutcome<T> = T | { error: string };

function asOutcome<T>(result: ApiResult<T>): ActionOutcome<T> {
	return result.ok ? result.data : { error: result.msg };
}

/** What a move of size would charge today; nothing changes, so no toast. Stable per person. */
function usePlanMovePreview(userId: number | null) {
	return useCallback(
		async (request: PreviewMoveRequest): Promise<ActionOutcome<PlanMovePreview>> =>
			userId === null
				? { error: t('admin.customer.failed') }
				: asOutcome(await admin.previewPlanMove({ userId, ...request })),
		[userId],
	);
}

export function useCustomer() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<CustomerLoad>({ state: 'loading' });

	const fetchCustomer = useCallback(async () => {
		const userId = idParam(window.location.search, 'id');
		if (userId === null) {
			setLoad({ state: 'missing', msg: null });
			return;
		}
		const result = await admin.getCustomer(userId);
		if (result.ok) setLoad({ state: 'ready', customer: result.data });
		else if (result.result === 'customer_nf') setLoad({ state: 'missing', msg: result.msg });
		else if (result.status === 404) setLoad({ state: 'not_staff' });
		else setLoad({ state: 'failed', msg: result.msg });
	}, []);

	useEffect(() => {
		if (phase === 'ready') void fetchCustomer();
	}, [phase, fetchCustomer]);

	const userId = load.state === 'ready' ? load.customer.account.id : null;

	const previewPlanMove = usePlanMovePreview(userId);

	/** Runs one action on the person: its toast, then the page again. */
	async function act<T>(
		call: (userId: number) => Promise<ApiResult<T>>,
		done: (data: T) => string,
	): Promise<ActionOutcome<T>> {
		if (userId === null) return { error: t('admin.customer.failed') };
		const result = await call(userId);
		if (!result.ok) return { error: result.msg };
		showToast({ text: done(result.data), type: 'success' });
		await fetchCustomer();
		return result.data;
	}

	/** A failure with no dialog to show it in becomes an error toast. */
	function toastFailure<T>(outcome: ActionOutcome<T>): void {
		if (typeof outcome === 'object' && outcome !== null && 'error' in outcome) {
			showToast({ text: outcome.error, type: 'error' });
		}
	}

	return {
		load,
		reload: fetchCustomer,
		grant: (request: GrantRequest): Promise<ActionOutcome<GrantedLicence>> =>
			act(
				(id) => admin.grantLicence({ userId: id, ...request }),
				(data) => t('admin.customer.grant_done', { date: formatDate(data.endAt) ?? '' }),
			),
		endSessions: async (requestKey: string) => {
			toastFailure(
				await act(
					(id) => admin.endSessions({ userId: id, requestKey }),
					({ sessionsEnded }) =>
						sessionsEnded === 0
							? t('admin.customer.end_sessions_none')
							: t('admin.customer.end_sessions_done', { count: sessionsEnded }),
				),
			);
		},
		sendPasswordReset: async (requestKey: string) => {
			toastFailure(
				await act(
					(id) => admin.sendPasswordReset({ userId: id, requestKey }),
					({ email }) => t('admin.customer.password_reset_done', { email }),
				),
			);
		},
		block: async (requestKey: string) => {
			toastFailure(
				await act(
					(id) => admin.blockAccount({ userId: id, requestKey }),
					() => t('admin.customer.block_done'),
				),
			);
		},
		unblock: async (requestKey: string) => {
			toastFailure(
				await act(
					(id) => admin.unblockAccount({ userId: id, requestKey }),
					() => t('admin.customer.unblock_done'),
				),
			);
		},
		cancelLicence: (request: CancelRequest) =>
			act(
				(id) => admin.cancelLicence({ userId: id, ...request }),
				(data) =>
					data.status === 'canceled'
						? t('admin.customer.cancel_done_now')
						: t('admin.customer.cancel_done_later', { date: formatDate(data.endsAt) ?? '' }),
			),
		extendTrial: (request: ExtendTrialRequest) =>
			act(
				(id) => admin.extendTrial({ userId: id, ...request }),
				(data) => t('admin.customer.extend_done', { date: formatDate(data.trialEnd) ?? '' }),
			),
		previewPlanMove,
		movePlan: (request: MovePlanRequest) =>
			act((id) => admin.movePlan({ userId: id, ...request }), planMovedText),
		refund: (request: RefundRequest) =>
			act(
				(id) => admin.refundInvoice({ userId: id, ...request }),
				(data) => t('admin.customer.refund_done', { amount: formatMoney(data.amountMinor) }),
			),
		correctName: (request: { name: string; lastName: string; requestKey: string }) =>
			act(
				(id) => admin.correctName({ userId: id, ...request }),
				(data) => t('admin.customer.rename_done', { name: `${data.name} ${data.lastName}` }),
			),
	};
}

export type CustomerState = ReturnType<typeof useCustomer>;
