/**
 * Contract of the sandbox gateway's own calls (ADR 005), which stand in for what Stripe.js does in
 * the browser: the card form (`POST /sandbox/paymentMethods`), the 3-D Secure step
 * (`/sandbox/confirm`), a failed renewal's new card (`/sandbox/updateCard`) and the test clock.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import type { AreaResult } from './common';
import { payloadObject, positiveId, requiredText } from './fields';

/** The sandbox card form (`POST /sandbox/paymentMethods`): what Stripe.js would tokenise. */
export const SandboxCardBody = payloadObject({
	number: v.pipe(
		requiredText(23),
		v.transform((text) => text.replace(/[\s-]/g, '')),
	),
	exp_month: positiveId(() => t('purchase.validation.card_expiry')),
	exp_year: positiveId(() => t('purchase.validation.card_expiry')),
	cvc: requiredText(4),
});

/** The sandbox's 3-D Secure step (`POST /sandbox/confirm`). */
export const SandboxConfirmBody = payloadObject({
	client_secret: requiredText(200),
	approve: v.boolean(() => t('validation.flag')),
});

/** `data.paymentMethod` of the sandbox's card form: what Stripe.js gives back otherwise. */
export interface SandboxPaymentMethod {
	id: string;
	brand: string;
	last4: string;
}

/** What the sandbox gateway's card form and 3-D Secure step (`/sandbox/*`) answer when they fail. */
export type SandboxResult = AreaResult<
	| 'card_number'
	| 'card_expiry'
	| 'card_cvc'
	| 'secret_nf'
	/** The card update (issue #18): no such licence of the caller, or no such payment method. */
	| 'en_nf'
	| 'spid_nf'
	/** The new card could not pay what is due: nothing changed. */
	| 'payment_failed'
	| 'not_payable'
>;
