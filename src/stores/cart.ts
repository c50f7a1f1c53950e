/**
 * The purchase cart kept between the plan chooser and the payment page (spec §3 "Cart record", §4),
 * persisted under `lwf_cart`.
 */
import { computed } from 'nanostores';
import * as v from 'valibot';
import { persistentRecord } from './persistent-record';

/** The chosen licence, as `/buy/getLicenseBySlug` describes it (spec §3 "Licence by slug"). */
export const CartLicenceSchema = v.looseObject({
	license_id: v.number(),
	name: v.string(),
	slug: v.string(),
	/** Price in minor units (cents). */
	amount_minor: v.number(),
	currency_code: v.optional(v.string()),
	/** Billing period: 1 annual, 2 monthly. */
	billing_type: v.optional(v.number()),
	/** 1 pharmacy owner, 2 professional, 3 student. */
	license_type: v.optional(v.number()),
	/** A trial (demo) offer. */
	demo: v.optional(v.boolean()),
	description: v.optional(v.string()),
	/** Payment-provider price id. */
	price_stripe: v.optional(v.string()),
	discount: v.optional(v.number()),
	coupon: v.optional(v.nullable(v.string())),
});
export type CartLicence = v.InferOutput<typeof CartLicenceSchema>;

/** One line of the cart sent as `itl` to `/buy/setCart`; the purchase flow owns the other fields. */
export const CartItemSchema = v.looseObject({
	/** Licence id of the line. */
	lid: v.number(),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

export const CartSchema = v.object({
	/** The chosen licence; at most one is kept. */
	license: v.fallback(v.array(CartLicenceSchema), []),
	cart: v.fallback(v.array(CartItemSchema), []),
	/** Server cart code (`scd`), null when there is none. */
	saleCode: v.fallback(v.nullable(v.string()), null),
});
export type CartRecord = v.InferOutput<typeof CartSchema>;

export const CART_DEFAULTS: CartRecord = { license: [], cart: [], saleCode: null };

export const $cart = persistentRecord('lwf_cart', CartSchema, CART_DEFAULTS);

/** First cart line, or null: what cart listeners react to (spec §3). */
export const $firstCartEntry = computed($cart, ({ cart }) => cart[0] ?? null);

/** The chosen licence, or null. */
export const $firstLicence = computed($cart, ({ license }) => license[0] ?? null);

/** A sale code is present only if it is not blank after trimming (spec §4, §5). */
export const $hasSaleCode = computed($cart, ({ saleCode }) => isPresent(saleCode));

/** Chooses a licence; only one is kept, so it replaces any earlier choice. */
export function addLicence(licence: CartLicence): void {
	$cart.set({ ...$cart.get(), license: [licence] });
}

/** Replaces the cart lines. */
export function setCartItems(items: readonly CartItem[]): void {
	$cart.set({ ...$cart.get(), cart: [...items] });
}

/** Empties the cart lines and the chosen licence; the sale code stays (spec §4). */
export function clearCart(): void {
	$cart.set({ ...$cart.get(), cart: [], license: [] });
}

/** Sets the server cart code, or clears it with null. */
export function setSaleCode(code: string | null): void {
	$cart.set({ ...$cart.get(), saleCode: code });
}

/** Back to the defaults, sale code included (part of clearing the session). */
export function resetCart(): void {
	$cart.set({ license: [], cart: [], saleCode: null });
}

function isPresent(code: string | null): boolean {
	return code !== null && code.trim() !== '';
}
