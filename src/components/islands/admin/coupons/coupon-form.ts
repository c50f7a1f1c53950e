/**
 * The new-coupon form's state (issue #20), pure: what the admin typed, the payload it makes (the
 * contract that the server checks again decides what is valid, so both say the same) and how a
 * coupon's terms read in Spanish.
 */
import * as v from 'valibot';
import {
	CreateCouponBody,
	type CouponSummary,
	type CreateCouponInput,
} from '../../../../lib/contracts/coupons';
import { fieldErrors } from '../../../../lib/contracts/fields';
import { formatMoney, parseEuros } from '../../../../lib/money';
import { t } from '../shared';

export interface CouponDraft {
	code: string;
	kind: 'percent' | 'amount';
	/** As typed: "15". */
	percent: string;
	/** As typed, in euros: "5" or "4,50". */
	amount: string;
	everyPayment: boolean;
	/** `YYYY-MM-DD` from the date fields, or empty. */
	startsOn: string;
	endsOn: string;
	maxRedemptions: string;
	perPersonLimit: string;
	planIds: number[];
	note: string;
}

export const EMPTY_DRAFT: CouponDraft = {
	code: '',
	kind: 'percent',
	percent: '',
	amount: '',
	everyPayment: false,
	startsOn: '',
	endsOn: '',
	maxRedemptions: '',
	perPersonLimit: '',
	planIds: [],
	note: '',
};

/** "12" → 12; blank → undefined (left out); anything else → NaN, which the contract refuses. */
function wholeOrBlank(text: string): number | undefined {
	const trimmed = text.trim();
	if (trimmed === '') return undefined;
	return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** The payload the draft makes; numbers the admin typed wrong stay wrong, for the contract. */
function payloadOf(draft: CouponDraft, requestKey: string): Record<string, unknown> {
	const amount = draft.amount.trim() === '' ? undefined : (parseEuros(draft.amount) ?? NaN);
	return {
		code: draft.code,
		...(draft.kind === 'percent'
			? { percentOff: wholeOrBlank(draft.percent) }
			: { amountOffMinor: amount }),
		everyPayment: draft.everyPayment,
		startsOn: draft.startsOn === '' ? undefined : draft.startsOn,
		endsOn: draft.endsOn === '' ? undefined : draft.endsOn,
		maxRedemptions: wholeOrBlank(draft.maxRedemptions),
		perPersonLimit: wholeOrBlank(draft.perPersonLimit),
		planIds: draft.planIds,
		note: draft.note,
		requestKey,
	};
}

/** The draft as the call's input, or the message of each field that is wrong. */
export function parseDraft(
	draft: CouponDraft,
	requestKey: string,
): { ok: true; input: CreateCouponInput } | { ok: false; errors: Partial<Record<string, string>> } {
	const result = v.safeParse(CreateCouponBody, payloadOf(draft, requestKey));
	if (result.success) return { ok: true, input: result.output };
	const errors = fieldErrors(result.issues);
	// The discount's error belongs to the field the admin sees for the kind chosen.
	if (draft.kind === 'amount' && errors.percentOff !== undefined) {
		errors.amountOffMinor = errors.percentOff;
		delete errors.percentOff;
	}
	return { ok: false, errors };
}

type CouponTerms = Pick<CouponSummary, 'percentOff' | 'amountOffMinor' | 'everyPayment'>;

/** "15 % en el primer pago", "5,00 € en cada pago". */
export function discountText(coupon: CouponTerms): string {
	const off =
		coupon.amountOffMinor !== null
			? formatMoney(coupon.amountOffMinor, 'es-ES')
			: `${String(coupon.percentOff ?? 0)}\u00a0%`;
	return t(coupon.everyPayment ? 'admin.coupons.off_every' : 'admin.coupons.off_first', { off });
}

/** "3 de 50 usos", "3 usos" when there is no total limit. */
export function usesText(coupon: Pick<CouponSummary, 'redemptions' | 'maxRedemptions'>): string {
	return coupon.maxRedemptions === null
		? t('admin.coupons.uses', { count: coupon.redemptions })
		: t('admin.coupons.uses_of', { count: coupon.redemptions, max: coupon.maxRedemptions });
}
