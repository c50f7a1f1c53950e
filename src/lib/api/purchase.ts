/**
 * The purchase calls of spec §7 for the islands (contract: docs/decisions/005-purchase.md): cart,
 * coupons, paying, the trial check, cancellation, the pharmacy "we call you" request, and the
 * sandbox gateway's card form and 3-D Secure step, and a failed renewal's new card (the sandbox's
 * card page or Stripe's portal). Amounts are minor units.
 */
import type {
	BillingPortal,
	CheckoutBilling,
	CartView,
	InvoiceSummary,
	LicenceStanding,
	PaidCart,
	PayConfirmation,
	PharmacyPlanRequestInput,
	PlanChanged,
	PlanChangePreview,
	PurchaseResult,
	Reactivated,
} from '../contracts/purchase';
import type { CouponApplication } from '../contracts/coupons';
import type { SandboxPaymentMethod, SandboxResult } from '../contracts/sandbox';
import { API_BASE_URL, api, dataAt, type ApiClient, type ApiResult } from './client';
import { okAt } from './crm';

/** Puts one plan offer in the cart (a new cart without `scd`); anonymous or logged in. */
export function setCart(
	lid: number,
	saleCode: string | null,
	app: number,
	client: ApiClient = api,
): Promise<ApiResult<CartView, PurchaseResult>> {
	return client.post(
		'/buy/setCart',
		{ itl: [lid], app, ...(saleCode ? { scd: saleCode } : {}) },
		{ select: dataAt<CartView>('setCart') },
	);
}

/** What a coupon does to a plan offer's first payment. */
export function applyCoupon(
	code: string,
	lid: number,
	app: number,
	client: ApiClient = api,
): Promise<ApiResult<CouponApplication, PurchaseResult>> {
	return client.post(
		'/buy/applyCoupons',
		{ cpn: code, item: lid, app },
		{ select: dataAt<CouponApplication>('applyCoupons') },
	);
}

/**
 * Pays the cart with a payment method from the card form (`spid`); with `billing`, who its
 * invoices are made out to (saved on the account, issue #18).
 */
export function paidCart(
	saleCode: string,
	paymentMethodId: string,
	coupon: string | null,
	billing: CheckoutBilling | null = null,
	client: ApiClient = api,
): Promise<ApiResult<PaidCart, PurchaseResult>> {
	return client.post(
		'/buy/paidCart',
		{ scd: saleCode, spid: paymentMethodId, ...(coupon ? { cpn: coupon } : {}), ...billing },
		{ select: dataAt<PaidCart>('paidCart') },
	);
}

/** After the card form (and its 3-D Secure step): gives the licence once the payment is real. */
export function payConfirmation(
	saleCode: string,
	client: ApiClient = api,
): Promise<ApiResult<PayConfirmation, PurchaseResult>> {
	return client.post(
		'/buy/payConfirmation',
		{ scd: saleCode },
		{ select: dataAt<PayConfirmation>('payConfirmation') },
	);
}

/** Whether the logged-in user already had their free trial. */
export function checkUsedDemo(
	client: ApiClient = api,
): Promise<ApiResult<boolean, PurchaseResult>> {
	return client.get('/buy/checkUsedDemo', {
		select: (data) => {
			const used = dataAt<unknown>('checkUsedDemo')(data);
			return typeof used === 'boolean' ? used : undefined;
		},
	});
}

/**
 * The person's invoices, newest first (issue #18). Each `url` opens its PDF where the API answers
 * (`PUBLIC_API_URL` when the API is elsewhere), without a header: the link is signed.
 */
export function getInvoices(
	client: ApiClient = api,
): Promise<ApiResult<InvoiceSummary[], PurchaseResult>> {
	return client.post(
		'/buy/getInvoices',
		{},
		{
			select: (data) =>
				dataAt<InvoiceSummary[]>('getInvoices')(data)?.map((invoice) => ({
					...invoice,
					url: `${API_BASE_URL}${invoice.url.replace(/^\/api(?=\/)/, '')}`,
				})),
		},
	);
}

/** Cancels a licence; resolves the ISO date access ends (`exd`). */
export function unsubscribe(
	enrollmentId: number,
	client: ApiClient = api,
): Promise<ApiResult<string, PurchaseResult>> {
	return client.post(
		'/buy/unsubscribe',
		{ eid: enrollmentId },
		{ select: dataAt<string>('unsubscribe', 'exd') },
	);
}

/** What switching licence `enrollmentId` to plan offer `lid` charges today; changes nothing. */
export function previewPlanChange(
	enrollmentId: number,
	lid: number,
	client: ApiClient = api,
): Promise<ApiResult<PlanChangePreview, PurchaseResult>> {
	return client.post(
		'/buy/previewPlanChange',
		{ eid: enrollmentId, lid },
		{ select: dataAt<PlanChangePreview>('previewPlanChange') },
	);
}

/** Makes the switch a preview showed (`prd`, its proration instant), charging what it showed. */
export function changePlan(
	preview: Pick<PlanChangePreview, 'eid' | 'prd'> & { lid: number },
	client: ApiClient = api,
): Promise<ApiResult<PlanChanged, PurchaseResult>> {
	return client.post(
		'/buy/changePlan',
		{ eid: preview.eid, lid: preview.lid, prd: preview.prd },
		{ select: dataAt<PlanChanged>('changePlan') },
	);
}

/** Undoes a cancellation before the licence ends: it renews again. */
export function reactivate(
	enrollmentId: number,
	client: ApiClient = api,
): Promise<ApiResult<Reactivated, PurchaseResult>> {
	return client.post(
		'/buy/reactivate',
		{ eid: enrollmentId },
		{ select: dataAt<Reactivated>('reactivate') },
	);
}

/** The pharmacy plans' "te llamamos" form. */
export function pharmacyPlanRequest(
	payload: PharmacyPlanRequestInput,
	client: ApiClient = api,
): Promise<ApiResult<'ok', PurchaseResult>> {
	return client.post(
		'/buy/pharmacyPlanRequest',
		{ ...payload },
		{ select: okAt('pharmacyPlanRequest') },
	);
}

/** The sandbox card form: a card becomes a payment method (what Stripe.js does otherwise). */
export function sandboxPaymentMethod(
	card: { number: string; exp_month: number; exp_year: number; cvc: string },
	client: ApiClient = api,
): Promise<ApiResult<SandboxPaymentMethod, SandboxResult>> {
	return client.post(
		'/sandbox/paymentMethods',
		{ ...card },
		{ select: dataAt<SandboxPaymentMethod>('paymentMethod') },
	);
}

/** The sandbox's 3-D Secure step: the card holder approves or refuses. */
export function sandboxConfirm(
	clientSecret: string,
	approve: boolean,
	client: ApiClient = api,
): Promise<ApiResult<string, SandboxResult>> {
	return client.post(
		'/sandbox/confirm',
		{ client_secret: clientSecret, approve },
		{ select: dataAt<string>('confirm', 'status') },
	);
}

/** The sandbox's card page (issue #18): licence `enrollmentId` gets the card; an unpaid renewal is charged to it. */
export function updateCard(
	enrollmentId: number,
	paymentMethodId: string,
	client: ApiClient = api,
): Promise<ApiResult<LicenceStanding, SandboxResult>> {
	return client.post(
		'/sandbox/updateCard',
		{ eid: enrollmentId, spid: paymentMethodId },
		{ select: dataAt<LicenceStanding>('updateCard') },
	);
}

/** Stripe's customer portal for licence `enrollmentId`, made for this click (issue #18). */
export function billingPortal(
	enrollmentId: number,
	client: ApiClient = api,
): Promise<ApiResult<BillingPortal, PurchaseResult>> {
	return client.post(
		'/buy/billingPortal',
		{ eid: enrollmentId },
		{ select: dataAt<BillingPortal>('billingPortal') },
	);
}
