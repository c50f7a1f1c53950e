/**
 * The purchase calls of spec §7 "Purchase" (contract: docs/decisions/005-purchase.md): plans,
 * cart, coupons, payment, trial, subscriptions, cancellation, pharmacy requests and the gateway's
 * webhook. Bodies are checked with the shared schemas of src/lib/contracts/purchase.ts.
 */
import type { Context } from 'hono';
import { t } from '../../../i18n';
import {
	ApplyCouponsBody,
	ChangePlanBody,
	CheckCouponsBody,
	LicenceBody,
	GetCartBody,
	PaidCartBody,
	PayConfirmationBody,
	PharmacyPlanRequestBody,
	PreviewPlanChangeBody,
	ReactivateBody,
	SetCartBody,
	SetOwnerCartBody,
	UnsubscribeBody,
	type PurchaseResult,
} from '../../../lib/contracts/purchase';
import type { AppEnv } from '../../context';
import { failures, ok, readJsonObject } from '../../http';
import { clientAddress } from '../../middleware/client-address';
import { currentUser, readBearer } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import { InvalidWebhookSignature } from '../../payments/gateway';
import * as plans from '../../services/plans';
import * as purchase from '../../services/purchase';
import * as subscriptions from '../../services/subscriptions';

type BuyContext = Context<AppEnv>;

const fail = failures<PurchaseResult>();

const labels = (...fields: string[]) => fieldLabels('purchase_api.fields', fields);

const SLUG = /^[a-z0-9-]{1,80}$/;

export async function getPlans(c: BuyContext) {
	await readJsonObject(c);
	return ok(c, 'getPlans', await plans.getPlans(c.var.deps));
}

export async function getLicenseBySlug(c: BuyContext) {
	const slug = (c.req.query('slug') ?? '').trim().toLowerCase();
	if (!SLUG.test(slug)) throw fail('inv_data', 400, t('api.slug_inv'));
	const demo = ['1', 'true'].includes((c.req.query('demo') ?? '').toLowerCase());
	return ok(c, 'getLicenseBySlug', await plans.getLicenceBySlug(c.var.deps, slug, demo));
}

/**
 * `POST /buy/getSubscriptions` (behind requireUser): the caller's licences, the pharmacy licence
 * they learn on as a team member (`team`, issue #7; null otherwise) and the group of pharmacies
 * they hold (`group`, issue 17: the offers send a holder to the group panel; null otherwise).
 */
export async function getSubscriptions(c: BuyContext) {
	await readJsonObject(c);
	const user = currentUser(c);
	const [own, team, group] = await Promise.all([
		subscriptions.getSubscriptions(c.var.deps, user.id),
		subscriptions.getTeamLicence(c.var.deps, user.id),
		subscriptions.getHeldGroup(c.var.deps, user.id),
	]);
	return ok(c, 'getSubscriptions', { ...own, team, group });
}

/** `POST /buy/setCart`: anyone; a logged-in caller owns the cart. */
export async function setCart(c: BuyContext) {
	const payload = await readPayload(c, SetCartBody, labels('itl', 'scd', 'app'));
	const caller = await readBearer(c);
	return ok(c, 'setCart', await purchase.setCart(c.var.deps, payload, caller?.id ?? null));
}

/** `POST /buy/getCart`. */
export async function getCart(c: BuyContext) {
	const { scd } = await readPayload(c, GetCartBody, labels('scd'));
	const caller = await readBearer(c);
	return ok(c, 'getCart', await purchase.getCart(c.var.deps, scd, caller?.id ?? null));
}

/** `POST /buy/setOwnerCart` (behind requireUser). */
export async function setOwnerCart(c: BuyContext) {
	const { scd } = await readPayload(c, SetOwnerCartBody, labels('scd', 'app'));
	return ok(c, 'setOwnerCart', await purchase.setOwnerCart(c.var.deps, scd, currentUser(c).id));
}

/** `POST /buy/checkCoupons`. */
export async function checkCoupons(c: BuyContext) {
	const { cpn } = await readPayload(c, CheckCouponsBody, labels('cpn'));
	return ok(c, 'checkCoupons', await purchase.checkCoupon(c.var.deps, cpn));
}

/** `POST /buy/applyCoupons`. */
export async function applyCoupons(c: BuyContext) {
	const { cpn, item } = await readPayload(c, ApplyCouponsBody, labels('cpn', 'item', 'app'));
	return ok(c, 'applyCoupons', await purchase.applyCoupon(c.var.deps, cpn, item));
}

/** `POST /buy/paidCart` (behind requireUser). */
export async function paidCart(c: BuyContext) {
	const payload = await readPayload(
		c,
		PaidCartBody,
		labels('scd', 'spid', 'cpn', 'billing_name', 'tax_id', 'billing_address'),
	);
	return ok(c, 'paidCart', await purchase.paidCart(c.var.deps, currentUser(c), payload));
}

/** `POST /buy/payConfirmation` (behind requireUser). */
export async function payConfirmation(c: BuyContext) {
	const { scd } = await readPayload(c, PayConfirmationBody, labels('scd'));
	return ok(c, 'payConfirmation', await purchase.payConfirmation(c.var.deps, currentUser(c), scd));
}

/** `GET /buy/checkUsedDemo` (behind requireUser): true once the free trial was used. */
export async function checkUsedDemo(c: BuyContext) {
	return ok(c, 'checkUsedDemo', await purchase.checkUsedDemo(c.var.deps, currentUser(c).id));
}

/** `POST /buy/unsubscribe` (behind requireUser). */
export async function unsubscribe(c: BuyContext) {
	const { eid } = await readPayload(c, UnsubscribeBody, labels('eid'));
	return ok(c, 'unsubscribe', await purchase.unsubscribe(c.var.deps, currentUser(c).id, eid));
}

/** `POST /buy/previewPlanChange` (behind requireUser): what a switch of plan charges today. */
export async function previewPlanChange(c: BuyContext) {
	const payload = await readPayload(c, PreviewPlanChangeBody, labels('eid', 'lid'));
	const answer = await purchase.previewPlanChange(c.var.deps, currentUser(c).id, payload);
	return ok(c, 'previewPlanChange', answer);
}

/** `POST /buy/changePlan` (behind requireUser): the switch the preview showed. */
export async function changePlan(c: BuyContext) {
	const payload = await readPayload(c, ChangePlanBody, labels('eid', 'lid', 'prd'));
	return ok(c, 'changePlan', await purchase.changePlan(c.var.deps, currentUser(c).id, payload));
}

/** `POST /buy/reactivate` (behind requireUser): undo a cancellation before the licence ends. */
export async function reactivate(c: BuyContext) {
	const { eid } = await readPayload(c, ReactivateBody, labels('eid'));
	return ok(c, 'reactivate', await purchase.reactivate(c.var.deps, currentUser(c).id, eid));
}

/**
 * `POST /buy/billingPortal` (behind requireUser, Stripe only): a session of Stripe's customer
 * portal to update the card of licence `eid`, made on the person's click.
 */
export async function billingPortal(c: BuyContext) {
	const { eid } = await readPayload(c, LicenceBody, labels('eid'));
	return ok(c, 'billingPortal', await purchase.billingPortal(c.var.deps, currentUser(c).id, eid));
}

/** `POST /buy/pharmacyPlanRequest`: anyone ("te llamamos"). */
export async function pharmacyPlanRequest(c: BuyContext) {
	const payload = await readPayload(
		c,
		PharmacyPlanRequestBody,
		labels('ftyp', 'fnm', 'lnm', 'ph', 'email', 'lid', 'wn', 'pnm', 'cpn'),
	);
	const answer = await purchase.pharmacyPlanRequest(c.var.deps, payload, clientAddress(c));
	return ok(c, 'pharmacyPlanRequest', answer);
}

/** `POST /buy/getInvoices` (behind requireUser): the caller's invoices with links to their PDFs. */
export async function getInvoices(c: BuyContext) {
	await readJsonObject(c);
	return ok(c, 'getInvoices', await purchase.listInvoices(c.var.deps, currentUser(c).id));
}

/** `GET /buy/invoice/{id}?exp&uid&sig`: an invoice's PDF, by the signed link getInvoices gave. */
export async function invoicePdf(c: BuyContext) {
	const id = c.req.param('id') ?? '';
	if (!/^[1-9]\d{0,9}$/.test(id)) throw fail('inv_nf', 404, t('purchase_api.inv_nf'));
	const file = await purchase.invoicePdf(c.var.deps, Number(id), {
		exp: c.req.query('exp'),
		uid: c.req.query('uid'),
		sig: c.req.query('sig'),
	});
	// A copy backed by a plain ArrayBuffer, the only kind a Response body takes.
	return c.body(new Uint8Array(file.content), 200, {
		'Content-Type': file.contentType,
		'Content-Disposition': `inline; filename="${file.filename}"`,
		// A private document: never kept by a shared cache.
		'Cache-Control': 'private, no-store',
	});
}

/**
 * `POST /buy/webhook`: the gateway's signed events (Stripe's `Stripe-Signature` header; the
 * sandbox signs the same way). No client key: the signature is the proof.
 */
export async function webhook(c: BuyContext) {
	const rawBody = await c.req.text();
	try {
		const outcome = await purchase.handleWebhook(
			c.var.deps,
			rawBody,
			c.req.header('stripe-signature'),
		);
		return ok(c, 'webhook', outcome);
	} catch (error) {
		if (error instanceof InvalidWebhookSignature) {
			throw fail('sig_inv', 400, t('purchase_api.webhook_signature'));
		}
		throw error;
	}
}
