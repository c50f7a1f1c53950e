/**
 * The cart and its coupon (spec §1, §4; ADR 005): what the buyer chose, priced from the plans and
 * coupons tables, never from the request. Its answers are declared in lib/contracts/purchase.ts,
 * the one the browser client reads too.
 */
import { randomBytes } from 'node:crypto';
import type { CartItem, CartView, SetCartPayload } from '../../../lib/contracts/purchase';
import type { CouponApplication } from '../../../lib/contracts/coupons';
import * as queries from '../../db/queries/purchase';
import type { PlanRow } from '../../db/queries/purchase';
import { priceWithCoupon, usableCoupon } from './coupons';
import { cartNotFound, planNotFound, type PurchaseDeps } from './deps';

export function cartItem(plan: PlanRow): CartItem {
	return {
		lid: plan.id,
		name: plan.name,
		price: plan.priceMinor,
		currency: plan.currency,
		per: plan.period,
		demo: plan.trial,
	};
}

/**
 * `POST /buy/setCart`: puts the plan offer in the cart named by `scd` (replacing what was there:
 * one licence per cart), or in a new cart with a new sale code. A logged-in caller owns the cart.
 */
export async function setCart(
	deps: PurchaseDeps,
	payload: SetCartPayload,
	userId: number | null,
): Promise<CartView> {
	const plan = await queries.findActivePlan(deps.db, payload.itl);
	if (!plan) throw planNotFound(payload.itl);
	const existing = payload.scd ? await queries.findCart(deps.db, payload.scd) : undefined;
	if (existing && existing.userId !== null && existing.userId !== userId) {
		// Someone else's cart: never change it; start a new one for this caller.
		return viewOf(await newCart(deps, plan.id, payload.app, userId), plan);
	}
	const cart = existing
		? await queries.updateCart(
				deps.db,
				existing.id,
				{ planId: plan.id, app: payload.app, userId: userId ?? existing.userId },
				deps.now(),
			)
		: await newCart(deps, plan.id, payload.app, userId);
	return viewOf(cart, plan);
}

function newCart(deps: PurchaseDeps, planId: number, app: number, userId: number | null) {
	return queries.insertCart(deps.db, {
		saleCode: randomBytes(16).toString('hex'),
		planId,
		app,
		userId,
	});
}

function viewOf(cart: { saleCode: string; couponCode: string | null }, plan: PlanRow | undefined) {
	return {
		scd: cart.saleCode,
		itl: plan ? [plan.id] : [],
		items: plan ? [cartItem(plan)] : [],
		cpn: cart.couponCode,
	};
}

/** `POST /buy/getCart`: a cart another person owns is not found for the caller. */
export async function getCart(
	deps: PurchaseDeps,
	saleCode: string,
	userId: number | null,
): Promise<CartView> {
	const cart = await queries.findCart(deps.db, saleCode);
	if (!cart || (cart.userId !== null && cart.userId !== userId)) throw cartNotFound();
	const plan =
		cart.planId === null ? undefined : await queries.findActivePlan(deps.db, cart.planId);
	return viewOf(cart, plan);
}

/** `POST /buy/setOwnerCart`: at login or sign-up the anonymous cart becomes the user's. */
export async function setOwnerCart(
	deps: PurchaseDeps,
	saleCode: string,
	userId: number,
): Promise<{ scd: string }> {
	const cart = await queries.findCart(deps.db, saleCode);
	if (!cart || (cart.userId !== null && cart.userId !== userId)) throw cartNotFound();
	if (cart.userId === null) await queries.updateCart(deps.db, cart.id, { userId }, deps.now());
	return { scd: cart.saleCode };
}

/** `POST /buy/applyCoupons`: what the coupon does to the plan offer's price. */
export async function applyCoupon(
	deps: PurchaseDeps,
	code: string,
	planId: number,
): Promise<CouponApplication> {
	const plan = await queries.findActivePlan(deps.db, planId);
	if (!plan) throw planNotFound(planId);
	const coupon = await usableCoupon(deps, code, plan);
	return priceWithCoupon(plan.priceMinor, coupon);
}
