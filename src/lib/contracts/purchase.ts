/**
 * Payloads of the purchase calls (spec §7 "Purchase", ADR 005): cart, coupons, payment, trial,
 * cancellation and the pharmacy "we call you" request. Shared by the routes in
 * src/server/routes/buy and the purchase islands; field names are the spec's wire names.
 */
import type { AreaResult } from './common';
import type { PlansResult } from './plans';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { billingDetailsEntries } from './auth';
import {
	email,
	optionalFlag,
	optionalName,
	optionalText,
	payloadObject,
	positiveId,
	requiredName,
	requiredText,
	text,
} from './fields';

/** Sale codes we issue are 32 characters; other clients' may be longer, never this long. */
export const SALE_CODE_MAX_LENGTH = 64;
export const COUPON_MAX_LENGTH = 40;
/** Payment method ids (`pm_…`) are well under this. */
export const PAYMENT_METHOD_MAX_LENGTH = 255;
export const PHARMACY_NAME_MAX_LENGTH = 120;

const appId = () => positiveId(() => t('purchase.validation.app'));
const planId = () => positiveId(() => t('purchase.validation.lid'));

/** `scd`: the sale code that names a cart. */
export const saleCode = () =>
	v.pipe(
		requiredText(SALE_CODE_MAX_LENGTH),
		v.regex(/^[\w-]+$/, () => t('purchase.validation.scd')),
	);

/** `cpn`: a coupon code as typed; compared upper-case. */
export const couponCode = () =>
	v.pipe(
		requiredText(COUPON_MAX_LENGTH),
		v.regex(/^[\p{L}\d_-]+$/u, () => t('purchase.validation.cpn')),
		v.toUpperCase(),
	);

/** `cpn` where it may be left out: blank reads as no coupon. */
const optionalCoupon = () =>
	v.pipe(
		optionalText(COUPON_MAX_LENGTH),
		v.check(
			(code) => code === undefined || /^[\p{L}\d_-]+$/u.test(code),
			() => t('purchase.validation.cpn'),
		),
		v.transform((code) => code?.toUpperCase()),
	);

/**
 * `POST /buy/setCart`: the plan offer (`itl`, an id or a list of one, spec §3: one licence per
 * cart) under a sale code; without `scd` a new cart and code are made.
 */
export const SetCartBody = payloadObject({
	itl: v.pipe(
		v.union([v.array(v.union([v.number(), text()])), v.number(), text()], () =>
			t('purchase.validation.itl'),
		),
		v.transform((value) => (Array.isArray(value) ? value : [value])),
		v.length(1, () => t('purchase.validation.itl')),
		v.transform((list) => list[0]),
		planId(),
	),
	scd: v.optional(v.nullable(v.union([v.literal(''), saleCode()]))),
	app: appId(),
});
export type SetCartPayload = v.InferOutput<typeof SetCartBody>;

/** `POST /buy/getCart`. */
export const GetCartBody = payloadObject({ scd: saleCode() });

/** `POST /buy/setOwnerCart`: gives the cart to the caller (bearer). */
export const SetOwnerCartBody = payloadObject({ scd: saleCode(), app: appId() });

/** `POST /buy/checkCoupons`. */
export const CheckCouponsBody = payloadObject({ cpn: couponCode() });

/** `POST /buy/applyCoupons`: what a coupon does to a plan offer's price (`item` is its `lid`). */
export const ApplyCouponsBody = payloadObject({ cpn: couponCode(), item: planId(), app: appId() });

/** `spid`: a payment method the card form made (`pm_…`). */
const paymentMethodId = () =>
	v.pipe(
		requiredText(PAYMENT_METHOD_MAX_LENGTH),
		v.regex(/^[\w-]+$/, () => t('purchase.validation.spid')),
	);

/** The billing fields a checkout may carry, all three together (issue #18). */
const BILLING_PATHS = [['billing_name'], ['tax_id'], ['billing_address']] as const;
type BillingInput = Record<(typeof BILLING_PATHS)[number][0], string | undefined>;

/** Billing details given at checkout are a full invoice's: one field given asks for the others. */
function givenWithTheOthers(field: keyof BillingInput) {
	return (input: BillingInput) =>
		input[field] !== undefined || BILLING_PATHS.every(([other]) => input[other] === undefined);
}

const required = () => t('validation.required');

const PaidCartFields = payloadObject({
	scd: saleCode(),
	spid: paymentMethodId(),
	cpn: optionalCoupon(),
	...billingDetailsEntries(),
});
/**
 * `POST /buy/paidCart`: pay the cart with the card form's payment method (`spid`). With the
 * invoice's buyer (issue #18): `billing_name`, `tax_id` and `billing_address` all given or none;
 * given, they are saved on the account for its invoices; a pharmacy plan needs them, given now or
 * already on the account.
 */
export const PaidCartBody = v.pipe(
	PaidCartFields,
	v.forward(v.partialCheck(BILLING_PATHS, givenWithTheOthers('billing_name'), required), [
		'billing_name',
	]),
	v.forward(v.partialCheck(BILLING_PATHS, givenWithTheOthers('tax_id'), required), ['tax_id']),
	v.forward(v.partialCheck(BILLING_PATHS, givenWithTheOthers('billing_address'), required), [
		'billing_address',
	]),
);
export type PaidCartPayload = v.InferOutput<typeof PaidCartBody>;

/** Each billing field of the checkout, required: a field left empty is one to fill. */
function filled<Schema extends v.GenericSchema<unknown, string | undefined>>(schema: Schema) {
	return v.pipe(
		schema,
		v.check((value) => value !== undefined, required),
	);
}

/**
 * The checkout's "Datos de facturación" (issue #18) as its form checks them before paying: all
 * three, as a pharmacy plan needs them and a person who asks for a company invoice does too.
 */
export const CheckoutBillingBody = (() => {
	const entries = billingDetailsEntries();
	return payloadObject({
		billing_name: filled(entries.billing_name),
		tax_id: filled(entries.tax_id),
		billing_address: filled(entries.billing_address),
	});
})();
export type CheckoutBilling = v.InferOutput<typeof CheckoutBillingBody>;

/** `POST /buy/payConfirmation`: after the card form (and its 3-D Secure step), give access. */
export const PayConfirmationBody = payloadObject({ scd: saleCode() });

/** `POST /buy/unsubscribe`: cancel a licence (`eid`, its enrollment_id). */
export const UnsubscribeBody = payloadObject({
	eid: positiveId(() => t('purchase.validation.eid')),
});

const enrollmentId = () => positiveId(() => t('purchase.validation.eid'));

/** `POST /buy/previewPlanChange`: what switching licence `eid` to plan offer `lid` costs today. */
export const PreviewPlanChangeBody = payloadObject({ eid: enrollmentId(), lid: planId() });
export type PreviewPlanChangePayload = v.InferOutput<typeof PreviewPlanChangeBody>;

/**
 * `POST /buy/changePlan`: make the switch the preview showed; `prd` is the preview's proration
 * instant (Unix seconds), so what is charged is what was shown.
 */
export const ChangePlanBody = payloadObject({
	eid: enrollmentId(),
	lid: planId(),
	prd: positiveId(() => t('purchase.validation.prd')),
});
export type ChangePlanPayload = v.InferOutput<typeof ChangePlanBody>;

/** `POST /buy/reactivate`: undo the cancellation of licence `eid` before it ends. */
export const ReactivateBody = payloadObject({ eid: enrollmentId() });

/**
 * `POST /buy/billingPortal` (Stripe) and the sandbox's `POST /sandbox/advanceClock`: about licence
 * `eid` of the caller (issue #18).
 */
export const LicenceBody = payloadObject({ eid: enrollmentId() });

/**
 * `POST /sandbox/updateCard`: licence `eid`'s card becomes payment method `spid` (the sandbox's
 * card form); an unpaid renewal is retried with it at once.
 */
export const UpdateCardBody = payloadObject({ eid: enrollmentId(), spid: paymentMethodId() });

/** `ftyp` of a pharmacy plan request: which form sent it. */
export const PHARMACY_REQUEST_FORM = { PURCHASE: 1, TRIAL: 2 } as const;
const FORM_TYPES: readonly number[] = Object.values(PHARMACY_REQUEST_FORM);

/**
 * `POST /buy/pharmacyPlanRequest` ("te llamamos"): `ftyp` form, `fnm`/`lnm` names, `ph` phone,
 * `lid` the plan looked at, `wn` wants the newsletter, `pnm` the pharmacy, `cpn` a coupon.
 */
export const PharmacyPlanRequestBody = payloadObject({
	ftyp: v.pipe(
		positiveId(() => t('purchase.validation.ftyp')),
		v.check(
			(type) => FORM_TYPES.includes(type),
			() => t('purchase.validation.ftyp'),
		),
	),
	fnm: requiredName(),
	lnm: optionalName(),
	ph: v.pipe(
		text(() => t('validation.phone')),
		v.transform((text) => text.replace(/[\s().-]/g, '')),
		v.regex(/^(?:\+34|0034)?\d{9}$/, () => t('validation.phone')),
		v.transform((digits) => digits.slice(-9)),
	),
	email: email(),
	lid: planId(),
	wn: optionalFlag(() => t('validation.flag')),
	pnm: optionalText(PHARMACY_NAME_MAX_LENGTH),
	cpn: optionalCoupon(),
});
export type PharmacyPlanRequestInput = v.InferInput<typeof PharmacyPlanRequestBody>;
export type PharmacyPlanRequestPayload = v.InferOutput<typeof PharmacyPlanRequestBody>;

// ---- Answers (what the calls give back; the service builds them, the browser reads them) ----

/** `data.setCart` / `data.getCart`: the cart as the browser keeps it (spec §3 "Cart record"). */
export interface CartView {
	scd: string;
	/** The one licence (plan offer) in the cart. */
	itl: number[];
	items: CartItem[];
	/** The coupon applied to the cart, upper-case, or null. */
	cpn: string | null;
}

export interface CartItem {
	lid: number;
	name: string;
	/** Price per period, minor units. */
	price: number;
	currency: string;
	/** 1 annual, 2 monthly. */
	per: number;
	/** The free-trial offer of the plan. */
	demo: boolean;
}

/**
 * `data.paidCart` (spec §7): the checkout's state. `result` is `active` (paid: access given),
 * `trialing` (trial started: access given) or `requires_action` (confirm `client_secret` with
 * the bank, then call payConfirmation). `new_subscription` is false for a repeated call.
 */
export interface PaidCart {
	client_secret: string | null;
	currency: string;
	items: CartItem[];
	transaction_id: string | null;
	new_subscription: boolean;
	result: 'active' | 'trialing' | 'requires_action';
	amount_subtotal: number;
	amount_discount: number;
	amount_total: number;
}

/** `data.payConfirmation`: the licence the payment gave. */
export interface PayConfirmation {
	result: 'ok';
	status: 'active' | 'trialing';
	enrollment_id: number;
	/** End of the paid period or of the trial, ISO 8601. */
	end: string | null;
}

/** `data.previewPlanChange`: the switch and what it charges today (minor units). */
export interface PlanChangePreview {
	eid: number;
	/** The plan offer switched to, as the cart shows one. */
	item: CartItem;
	/** Charged today to the subscription's card. */
	amount_due: number;
	/** Unused time left in the person's favour, taken off the next payments. */
	credit: number;
	currency: string;
	/** The proration instant to send back to changePlan (Unix seconds). */
	prd: number;
	/** When the new plan's period ends and it renews, ISO 8601. */
	renews: string;
}

/** `data.changePlan`: the licence on its new plan. */
export interface PlanChanged {
	result: 'ok';
	enrollment_id: number;
	lid: number;
	/** What was charged today, minor units. */
	amount_paid: number;
	/** The new period's end, ISO 8601. */
	end: string;
}

/** `data.reactivate`: the licence renews again on `end` (ISO 8601). */
export interface Reactivated {
	result: 'ok';
	enrollment_id: number;
	end: string;
}

/**
 * `data.updateCard` and `data.advanceClock` (issue #18): where the licence stands afterwards
 * (`active` again once a new card paid; `past_due`; `canceled`) and until when (`end`, ISO 8601).
 */
export interface LicenceStanding {
	enrollment_id: number;
	status: string;
	end: string;
}

/** `data.billingPortal`: the gateway's page where the card is updated, for this visit only. */
export interface BillingPortal {
	url: string;
}

/** One invoice of `data.getInvoices` (issue #18), newest first. */
export interface InvoiceSummary {
	id: number;
	/** Series, year and number: `F2026-00042`. */
	code: string;
	/** When it was issued, ISO 8601. */
	issued: string;
	/** What it charged for: `Renovación: Plan Profesional mensual`. */
	concept: string;
	/** Taxes included, minor units. */
	total: number;
	/** Its PDF, a link that works for this person for a while (INVOICE_LINK_TTL_SECONDS). */
	url: string;
}

// ---- Result codes ----------------------------------------------------------------------------

/** What the purchase calls (`/buy/*`, ADR 005) answer when they fail. */
export type PurchaseResult =
	| PlansResult
	| AreaResult<
			| 'cart_nf'
			| 'cart_empty'
			| 'lid_inv'
			| 'p_nf'
			| 'cpn_nf'
			| 'cpn_exp'
			| 'cpn_used'
			| 'cpn_plan'
			/** The coupon's validity starts later. */
			| 'cpn_early'
			/** The buyer has used the coupon as often as one person may. */
			| 'cpn_person'
			/** The free trial was already used. */
			| 'demo_used'
			/** A plan is open (or waiting for the bank: `plan_pending`); one at a time. */
			| 'plan_active'
			| 'plan_pending'
			| 'payment_failed'
			| 'requires_action'
			/** Another payment of this cart is under way: confirm that one. */
			| 'checkout_busy'
			| 'checkout_nf'
			/** A pharmacy plan with fewer seats than the buyer's team has now. */
			| 'team_big'
			/** A pharmacy plan without the invoice's buyer: name, NIF/CIF and fiscal address (issue #18). */
			| 'billing_required'
			| 'enrol_failed'
			| 'en_nf'
			| 'not_cancellable'
			/** Changing plan (issue #17): the licence is not a running paid one (trial, free, ended, cancelled). */
			| 'not_changeable'
			/** The licence is already on that plan (or a switch to it was just made). */
			| 'same_plan'
			/** A switch the campus does not sell (to a trial, fewer seats, another audience). */
			| 'change_inv'
			/** The preview is too old to charge what it showed: preview again. */
			| 'preview_old'
			/** Only a cancelled licence that has not ended yet can be reactivated. */
			| 'not_reactivatable'
			/** The gateway's webhook signature did not match. */
			| 'sig_inv'
			/** No such invoice of the caller (or a link that is not ours). */
			| 'inv_nf'
			/** An invoice's link has expired: reload Mis suscripciones for a new one. */
			| 'link_exp'
			/** The licence has no card to update (free, ended) or no renewal to move (test clock). */
			| 'not_payable'
	  >;
