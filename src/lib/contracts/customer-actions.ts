/**
 * What the back-office does to a person's account (issue #20): end their sessions, send them the
 * password-recovery mail, correct the name their certificates carry, block the account, refund
 * an invoice, cancel a licence, extend a trial, move a pharmacy to another size. Each call takes the page's
 * `requestKey` (a uuid per confirmation): sent again, it does nothing again (ADR 019). Shared by
 * services/admin/account-actions.ts, the admin route and the back-office.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { MAX_ID, payloadObject, positiveId, requiredName, text } from './fields';

/** The page's key of one confirmed request. */
export function requestKeyField() {
	return v.pipe(
		text(),
		v.uuid(() => t('validation.request_key')),
	);
}

/** `POST /admin/endSessions`, `/sendPasswordReset`, `/blockAccount` and `/unblockAccount`. */
export const CustomerRequestBody = payloadObject({
	userId: positiveId(() => t('validation.positive_id')),
	requestKey: requestKeyField(),
});

/** `POST /admin/correctName`: the name as it must read, on the account and its certificates. */
export const CorrectNameBody = payloadObject({
	userId: positiveId(() => t('validation.positive_id')),
	name: requiredName(),
	lastName: requiredName(),
	requestKey: requestKeyField(),
});
export type CorrectNameInput = v.InferOutput<typeof CorrectNameBody>;

/**
 * `POST /admin/refundInvoice`: gives back `amountMinor` of one of the person's invoices (all that
 * is left of it when left out) to the card that paid, through the gateway.
 */
export const RefundInvoiceBody = payloadObject({
	userId: positiveId(() => t('validation.positive_id')),
	invoiceId: positiveId(() => t('validation.positive_id')),
	amountMinor: v.optional(
		v.pipe(
			v.number(() => t('validation.amount_minor')),
			v.integer(() => t('validation.amount_minor')),
			v.minValue(1, () => t('validation.amount_minor')),
			v.maxValue(MAX_ID, () => t('validation.amount_minor')),
		),
	),
	requestKey: requestKeyField(),
});
export type RefundInvoiceInput = v.InferOutput<typeof RefundInvoiceBody>;

/** `data.refundInvoice`: the refund given (the same one when the request is sent again). */
export interface InvoiceRefunded {
	refundId: string;
	invoiceId: number;
	amountMinor: number;
}

/** When a cancellation takes effect: at once, or when the period paid for ends. */
export const CANCEL_WHEN = ['now', 'period_end'] as const;

/**
 * `POST /admin/cancelLicence`: ends a person's licence now (access closes, nothing more is
 * charged) or at the end of the period paid for (no renewal), through the gateway.
 */
export const CancelLicenceBody = payloadObject({
	userId: positiveId(() => t('validation.positive_id')),
	enrollmentId: positiveId(() => t('validation.positive_id')),
	when: v.picklist(CANCEL_WHEN, () => t('validation.choice', { options: CANCEL_WHEN.join(', ') })),
	requestKey: requestKeyField(),
});
export type CancelLicenceInput = v.InferOutput<typeof CancelLicenceBody>;

/** `data.cancelLicence`: the licence as it stands now, and the moment access ends. */
export interface LicenceCancelled {
	enrollmentId: number;
	status: string;
	endsAt: string;
}

/** A trial is extended by whole days, at most a month at a time. */
export const TRIAL_EXTENSION_MAX_DAYS = 30;

/** `POST /admin/extendTrial`: the trial of one of the person's licences ends `days` later. */
export const ExtendTrialBody = payloadObject({
	userId: positiveId(() => t('validation.positive_id')),
	enrollmentId: positiveId(() => t('validation.positive_id')),
	days: v.pipe(
		v.number(() => t('validation.whole_days', { max: TRIAL_EXTENSION_MAX_DAYS })),
		v.integer(() => t('validation.whole_days', { max: TRIAL_EXTENSION_MAX_DAYS })),
		v.minValue(1, () => t('validation.whole_days', { max: TRIAL_EXTENSION_MAX_DAYS })),
		v.maxValue(TRIAL_EXTENSION_MAX_DAYS, () =>
			t('validation.whole_days', { max: TRIAL_EXTENSION_MAX_DAYS }),
		),
	),
	requestKey: requestKeyField(),
});
export type ExtendTrialInput = v.InferOutput<typeof ExtendTrialBody>;

/** `data.extendTrial`: when the trial ends now (and its first charge is made). */
export interface TrialExtended {
	enrollmentId: number;
	trialEnd: string;
}

/**
 * `POST /admin/previewPlanMove`: what moving a pharmacy's licence to plan `planId` (another size,
 * same billing period) charges today; nothing changes.
 */
export const PreviewPlanMoveBody = payloadObject({
	userId: positiveId(() => t('validation.positive_id')),
	enrollmentId: positiveId(() => t('validation.positive_id')),
	planId: positiveId(() => t('validation.positive_id')),
});
export type PreviewPlanMoveInput = v.InferOutput<typeof PreviewPlanMoveBody>;

/** `data.previewPlanMove`: what the move charges today, or leaves in the pharmacy's favour. */
export interface PlanMovePreview {
	enrollmentId: number;
	planId: number;
	/** Charged today to the pharmacy's card, minor units (0 when nothing is). */
	amountDueMinor: number;
	/** Kept in the pharmacy's favour for its next payments, minor units. */
	creditMinor: number;
	currency: string;
	/** The preview's proration instant (Unix seconds), sent back with the move. */
	prd: number;
	/** When the licence renews, on the new plan, ISO 8601. */
	renewsAt: string;
}

/**
 * `POST /admin/movePlan`: moves a pharmacy's licence to plan `planId` as the preview of instant
 * `prd` showed, charging (or crediting) the prorated difference through the gateway.
 */
export const MovePlanBody = payloadObject({
	userId: positiveId(() => t('validation.positive_id')),
	enrollmentId: positiveId(() => t('validation.positive_id')),
	planId: positiveId(() => t('validation.positive_id')),
	prd: positiveId(() => t('purchase.validation.prd')),
	requestKey: requestKeyField(),
});
export type MovePlanInput = v.InferOutput<typeof MovePlanBody>;

/** `data.movePlan`: the licence on its new plan (the same answer when the request is sent again). */
export interface PlanMoved {
	enrollmentId: number;
	planId: number;
	planName: string;
	/** What was charged today, minor units. */
	amountPaidMinor: number;
	/** When it renews, ISO 8601. */
	renewsAt: string;
}

/** `data.endSessions`: how many open sessions were ended (0 when none was). */
export interface SessionsEnded {
	sessionsEnded: number;
}

/** `data.sendPasswordReset`: where the mail goes. */
export interface PasswordResetQueued {
	email: string;
}

/** `data.blockAccount` and `data.unblockAccount`: the block as it is now. */
export interface AccountBlock {
	blockedAt: string | null;
	/** Sessions the block ended (0 for an unblock). */
	sessionsEnded: number;
}

/** `data.correctName`: the name now, and how many certificates carry it. */
export interface NameCorrected {
	name: string;
	lastName: string;
	certificates: number;
}
