/**
 * What the Checkout island needs from a card form, whichever gateway takes the payment: turn the
 * card into a payment method, and run the bank's confirmation step (3-D Secure). The sandbox form
 * (SandboxCardFields) and Stripe Elements (StripeCardFields) both provide it.
 */

export type CardFormResult = { ok: true; paymentMethodId: string } | { ok: false; message: string };

export interface CardFormHandle {
	createPaymentMethod(): Promise<CardFormResult>;
	/**
	 * Stripe runs the bank's step itself (its own dialog) and answers when it is over; the sandbox
	 * has no bank, so its step is a screen of the Checkout island instead and this is undefined.
	 */
	confirm?: ((clientSecret: string) => Promise<{ ok: boolean; message?: string }>) | undefined;
}
