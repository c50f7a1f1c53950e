/**
 * Refunds in Stripe mode (./stripe.ts): a credit note on the paid invoice, refunding its amount to
 * the card. A credit note is Stripe's rectifying document, with its own number, so the campus's
 * rectifying invoice prints Stripe's number and amounts, as its invoices do.
 */
import Stripe from 'stripe';
import { RefundRefused, type GatewayRefund, type PaymentGateway } from './gateway';
import { fromUnix, missingAsNotFound } from './stripe-helpers';

/** The subscription's paid invoices that have money given back, newest first. */
async function refundedInvoices(stripe: Stripe, subscriptionId: string): Promise<Stripe.Invoice[]> {
	const paid = await missingAsNotFound('subscription', () =>
		stripe.invoices
			.list({ subscription: subscriptionId, status: 'paid', limit: 100 })
			.autoPagingToArray({ limit: 1000 }),
	);
	return paid.filter((invoice) => invoice.post_payment_credit_notes_amount > 0);
}

export function stripeRefunds(
	stripe: Stripe,
): Pick<PaymentGateway, 'listRefunds' | 'refundCharge'> {
	return {
		async listRefunds(subscriptionId) {
			const refunds: GatewayRefund[] = [];
			for (const invoice of await refundedInvoices(stripe, subscriptionId)) {
				const notes = await stripe.creditNotes
					.list({ invoice: invoice.id, limit: 100 })
					.autoPagingToArray({ limit: 1000 });
				// A voided credit note gave nothing back.
				for (const note of notes.filter((note) => note.status === 'issued')) {
					refunds.push(refundOfCreditNote(note, invoice.id, subscriptionId));
				}
			}
			return refunds.sort((a, b) => a.refundedAt.getTime() - b.refundedAt.getTime());
		},

		async refundCharge(input) {
			if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
				throw new RefundRefused('nothing_to_refund');
			}
			try {
				const note = await stripe.creditNotes.create(
					{
						invoice: input.chargeId,
						amount: input.amountMinor,
						refund_amount: input.amountMinor,
					},
					{ idempotencyKey: input.idempotencyKey },
				);
				return refundOfCreditNote(note, input.chargeId, input.subscriptionId);
			} catch (error) {
				// Stripe refuses a credit note above what the invoice has left to credit.
				if (
					error instanceof Stripe.errors.StripeInvalidRequestError &&
					error.code !== 'resource_missing'
				) {
					throw new RefundRefused('amount_too_large');
				}
				throw error;
			}
		},
	};
}

function refundOfCreditNote(
	note: Stripe.CreditNote,
	invoiceId: string,
	subscriptionId: string,
): GatewayRefund {
	return {
		id: note.id,
		chargeId: invoiceId,
		subscriptionId,
		amountMinor: note.total,
		currency: note.currency,
		refundedAt: fromUnix(note.effective_at ?? note.created),
		number: note.number,
	};
}
