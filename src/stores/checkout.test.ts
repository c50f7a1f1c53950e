/** Where the purchase and trial flow leads, for each answer of the API (src/stores/checkout.ts). */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../lib/api/client';
import type { CartItem, PaidCart, PurchaseResult } from '../lib/contracts/purchase';
import * as purchaseApi from '../lib/api/purchase';
import { $cart, resetCart, setSaleCode } from './cart';
import {
	CHECKOUT_PATHS,
	checkoutDetour,
	confirmPayment,
	payCart,
	prepareCart,
	type CheckoutOffer,
} from './checkout';
import { loadSubscriptions } from './session';
import { resetSubscription, setSubscriptions } from './subscription';

vi.mock('../lib/api/purchase', async (original) => ({
	...(await original<typeof import('../lib/api/purchase')>()),
	checkUsedDemo: vi.fn(),
	setCart: vi.fn(),
	paidCart: vi.fn(),
	payConfirmation: vi.fn(),
}));
vi.mock('./session', () => ({ loadSubscriptions: vi.fn() }));

const api = vi.mocked(purchaseApi);
const subscriptions = vi.mocked(loadSubscriptions);

const OFFER: CheckoutOffer = {
	lid: 201,
	slug: 'profesional-mensual',
	name: 'Plan Profesional mensual',
	price: 1990,
	currency: 'EUR',
	per: 2,
	demo: false,
	licenceType: 2,
};

function failure(
	status: number,
	result: ApiFailure<PurchaseResult>['result'],
	msg = 'Mensaje del servidor',
): ApiFailure<PurchaseResult> {
	return { ok: false, status, result, msg };
}

function paid(result: PaidCart['result'], clientSecret: string | null = null) {
	return {
		ok: true as const,
		data: {
			client_secret: clientSecret,
			currency: 'EUR',
			items: [],
			transaction_id: null,
			new_subscription: true,
			result,
			amount_subtotal: 1990,
			amount_discount: 0,
			amount_total: 1990,
		},
	};
}

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	vi.resetAllMocks();
	subscriptions.mockResolvedValue(false);
});

afterEach(() => {
	resetCart();
	cleanTestStorage();
});

describe('checkoutDetour', () => {
	it('sends a trial to "ya disfrutada" when the trial was used', async () => {
		api.checkUsedDemo.mockResolvedValue({ ok: true, data: true });
		expect(await checkoutDetour('trial')).toBe('/prueba-gratis/ya-disfrutada');
	});

	it('sends anyone with a plan giving access to "ya tienes un plan activo"', async () => {
		api.checkUsedDemo.mockResolvedValue({ ok: true, data: false });
		subscriptions.mockResolvedValue(true);
		expect(await checkoutDetour('trial')).toBe('/ya-tienes-un-plan-activo');
		expect(await checkoutDetour('purchase')).toBe('/ya-tienes-un-plan-activo');
	});

	it('names the plan wanted, so "ya tienes un plan activo" can offer switching to it', async () => {
		subscriptions.mockResolvedValue(true);
		expect(await checkoutDetour('purchase', { lid: 202 })).toBe(
			'/ya-tienes-un-plan-activo?plan=202',
		);
	});

	it('lets a free licence buy a plan (it is replaced), but not take the trial', async () => {
		api.checkUsedDemo.mockResolvedValue({ ok: true, data: false });
		subscriptions.mockResolvedValue(true);
		const free = {
			status: 'freemium',
			end: null,
			enrollment_id: 1,
			name: 'Plan Profesional anual',
			lid: 202,
			periodicity: 1,
			price: 0,
		};
		setSubscriptions([free], false);
		expect(await checkoutDetour('purchase')).toBeNull();
		expect(await checkoutDetour('trial')).toBe('/ya-tienes-un-plan-activo');
		// A team's licence besides it is a plan that stays.
		setSubscriptions([free], false, {
			pharmacyName: 'Farmacia Sol',
			planName: 'Plan Farmacia M',
			status: 'active',
		});
		expect(await checkoutDetour('purchase')).toBe('/ya-tienes-un-plan-activo');
		resetSubscription();
	});

	it('lets the person stay otherwise, and does not ask about the trial when buying', async () => {
		expect(await checkoutDetour('purchase')).toBeNull();
		expect(api.checkUsedDemo).not.toHaveBeenCalled();
	});
});

describe('prepareCart', () => {
	const cart = (scd: string, items: CartItem[] = []) => ({
		ok: true as const,
		data: { scd, itl: [201], items, cpn: null },
	});

	it('reuses the sale code, keeps the one licence in lwf_cart and answers the code', async () => {
		setSaleCode('abc');
		api.setCart.mockResolvedValue(cart('abc'));
		expect(await prepareCart(OFFER)).toEqual({
			ok: true,
			data: { saleCode: 'abc', priceMinor: 1990 },
		});
		expect(api.setCart).toHaveBeenCalledWith(201, 'abc', expect.any(Number));
		expect($cart.get().license).toMatchObject([{ license_id: 201, amount_minor: 1990 }]);
	});

	it('starts a new cart when the server no longer knows the sale code', async () => {
		setSaleCode('olvidado');
		api.setCart.mockResolvedValueOnce(failure(404, 'cart_nf')).mockResolvedValueOnce(cart('nuevo'));
		expect(await prepareCart(OFFER)).toEqual({
			ok: true,
			data: { saleCode: 'nuevo', priceMinor: 1990 },
		});
		expect(api.setCart).toHaveBeenLastCalledWith(201, null, expect.any(Number));
		expect($cart.get().saleCode).toBe('nuevo');
	});

	it('answers the price the server charges now, not the one the page was built with', async () => {
		api.setCart.mockResolvedValue(
			cart('abc', [{ lid: 201, name: 'Plan', price: 2190, currency: 'EUR', per: 2, demo: false }]),
		);
		expect(await prepareCart(OFFER)).toEqual({
			ok: true,
			data: { saleCode: 'abc', priceMinor: 2190 },
		});
		expect($cart.get().license).toMatchObject([{ license_id: 201, amount_minor: 2190 }]);
	});
});

describe('payCart and confirmPayment', () => {
	it('paid or trialing: to the thanks page of the mode, with the cart emptied', async () => {
		setSaleCode('abc');
		api.paidCart.mockResolvedValue(paid('active'));
		expect(await payCart('purchase', 'abc', 'pm_1', 'BIENVENIDA20')).toEqual({
			kind: 'go',
			to: '/gracias-por-tu-compra',
		});
		expect(api.paidCart).toHaveBeenCalledWith('abc', 'pm_1', 'BIENVENIDA20', null);
		expect($cart.get()).toMatchObject({ saleCode: null, license: [] });
		api.paidCart.mockResolvedValue(paid('trialing'));
		expect(await payCart('trial', 'abc', 'pm_1', null)).toEqual({
			kind: 'go',
			to: '/gracias-por-suscribirte',
		});
	});

	it('3-D Secure: asks for the bank step with the client secret', async () => {
		api.paidCart.mockResolvedValue(paid('requires_action', 'sub_secret'));
		expect(await payCart('purchase', 'abc', 'pm_1', null)).toEqual({
			kind: 'confirm',
			clientSecret: 'sub_secret',
		});
	});

	it.each([
		['purchase', 'payment_failed', CHECKOUT_PATHS.purchase.paymentError],
		['trial', 'payment_failed', CHECKOUT_PATHS.trial.paymentError],
		['trial', 'demo_used', CHECKOUT_PATHS.trialUsed],
		['purchase', 'plan_active', CHECKOUT_PATHS.planActive],
	] as const)('%s answered %s: to %s', async (mode, result, to) => {
		api.paidCart.mockResolvedValue(failure(409, result));
		expect(await payCart(mode, 'abc', 'pm_1', null)).toEqual({ kind: 'go', to });
	});

	it('a paid purchase without its licence, or a server failure, is a serious error', async () => {
		api.paidCart.mockResolvedValue(failure(500, 'enrol_failed', 'La compra se ha realizado…'));
		expect(await payCart('purchase', 'abc', 'pm_1', null)).toEqual({
			kind: 'error',
			message: 'La compra se ha realizado…',
			serious: true,
		});
		api.paidCart.mockResolvedValue(failure(503, 'http_error', 'Error desconocido: 503'));
		expect(await payCart('purchase', 'abc', 'pm_1', null)).toMatchObject({ serious: true });
	});

	it('another call is paying the cart: follows its outcome through payConfirmation', async () => {
		api.paidCart.mockResolvedValue(failure(409, 'checkout_busy'));
		api.payConfirmation.mockResolvedValue({
			ok: true,
			data: { result: 'ok', status: 'active', enrollment_id: 3, end: null },
		});
		expect(await payCart('purchase', 'abc', 'pm_1', null)).toEqual({
			kind: 'go',
			to: '/gracias-por-tu-compra',
		});
		expect(api.payConfirmation).toHaveBeenCalledWith('abc');
	});

	it('after the bank step, a refused payment goes to the error page', async () => {
		api.payConfirmation.mockResolvedValue(failure(402, 'payment_failed'));
		expect(await confirmPayment('trial', 'abc')).toEqual({
			kind: 'go',
			to: '/prueba-gratis/pago/error',
		});
	});

	it('a pharmacy plan smaller than the team is explained on the page (issue #7)', async () => {
		const msg =
			'Tu equipo tiene 7 personas y el Plan Farmacia M admite 4. Quita personas del equipo antes de cambiar a este plan.';
		api.paidCart.mockResolvedValue(failure(409, 'team_big', msg));
		expect(await payCart('purchase', 'abc', 'pm_1', null)).toEqual({ kind: 'error', message: msg });
	});

	it('sends the invoice details given, and a refusal for lack of them reopens that section', async () => {
		const billing = {
			billing_name: 'Farmacia Sol',
			tax_id: 'B12345674',
			billing_address: 'Plaza Mayor 1, 28012 Madrid',
		};
		const msg = 'Para contratar un plan de farmacia necesitamos los datos de su factura…';
		api.paidCart.mockResolvedValue(failure(422, 'billing_required', msg));
		expect(await payCart('purchase', 'abc', 'pm_1', null, billing)).toEqual({
			kind: 'error',
			message: msg,
			billing: true,
		});
		expect(api.paidCart).toHaveBeenCalledWith('abc', 'pm_1', null, billing);
	});

	it('any other failure is a message to show on the page', async () => {
		api.paidCart.mockResolvedValue(failure(0, 'network_error', 'Sin conexión'));
		expect(await payCart('purchase', 'abc', 'pm_1', null)).toEqual({
			kind: 'error',
			message: 'Sin conexión',
		});
	});
});
