// @vitest-environment happy-dom
/**
 * The Stripe Elements card form against a stand-in for Stripe.js (no network here): the element
 * is created in Spanish and mounted, the card becomes a payment method, and the bank's step uses
 * the PaymentIntent or SetupIntent call that matches the secret.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardFormHandle } from './card-form';
import { StripeCardFields } from './StripeCardFields';

const card = { on: vi.fn(), mount: vi.fn(), destroy: vi.fn(), update: vi.fn() };
const elements = { create: vi.fn(() => card) };
const stripe = {
	elements: vi.fn(() => elements),
	createPaymentMethod: vi.fn(),
	confirmCardPayment: vi.fn(),
	confirmCardSetup: vi.fn(),
};
const loadStripe = vi.fn((_key: string, _options: unknown) => Promise.resolve(stripe));

vi.mock('@stripe/stripe-js/pure', () => ({
	loadStripe: (key: string, options: unknown) => loadStripe(key, options),
}));

afterEach(() => {
	cleanup();
	vi.clearAllMocks();
});

async function mounted() {
	const ref = createRef<CardFormHandle>();
	render(<StripeCardFields ref={ref} publishableKey="pk_test_123" />);
	await waitFor(() => {
		expect(card.mount).toHaveBeenCalledOnce();
	});
	if (!ref.current) throw new Error('no handle');
	return ref.current;
}

describe('StripeCardFields', () => {
	it('loads Stripe.js with the publishable key in Spanish and mounts the card element', async () => {
		await mounted();
		expect(loadStripe).toHaveBeenCalledWith('pk_test_123', { locale: 'es' });
		expect(stripe.elements).toHaveBeenCalledWith({ locale: 'es' });
		expect(elements.create).toHaveBeenCalledWith('card', { hidePostalCode: true });
		expect(screen.getByRole('group', { name: 'Datos de la tarjeta' })).toBeTruthy();
	});

	it('turns the card into a payment method, or answers the message Stripe gives', async () => {
		const form = await mounted();
		stripe.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: 'pm_123' } });
		expect(await form.createPaymentMethod()).toEqual({ ok: true, paymentMethodId: 'pm_123' });
		expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card });

		stripe.createPaymentMethod.mockResolvedValueOnce({
			error: { message: 'Tu tarjeta no es válida.' },
		});
		expect(await form.createPaymentMethod()).toEqual({
			ok: false,
			message: 'Tu tarjeta no es válida.',
		});
	});

	it('confirms a payment with confirmCardPayment and a trial card with confirmCardSetup', async () => {
		const form = await mounted();
		stripe.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
		expect(await form.confirm?.('pi_1_secret_2')).toEqual({ ok: true });
		expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2');

		stripe.confirmCardSetup.mockResolvedValueOnce({
			error: { message: 'No se ha podido autenticar.' },
		});
		expect(await form.confirm?.('seti_1_secret_2')).toEqual({
			ok: false,
			message: 'No se ha podido autenticar.',
		});
		expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_2');
	});
});
