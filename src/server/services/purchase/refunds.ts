/**
 * Giving money back on an invoice (issue #18): all of it or part, through the gateway, to the card
 * that paid; the rectifying invoice follows at once (invoices.ts). The back-office's refund action
 * (issue #20) calls this; in Stripe mode a refund given in Stripe's dashboard arrives as a
 * `credit_note.created` webhook and is invoiced the same way.
 */
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/invoices';
import { RefundRefused, type GatewayRefund } from '../../payments/gateway';
import { invoiceCharges } from './invoices';

/**
 * Refunds `amountMinor` (the whole invoice when left out) of the invoice `invoiceId`. `requestId`
 * names the request (a back-office action's id): the same one never refunds twice. Throws
 * `RefundRefused` for a rectifying invoice, an unknown one, or more than it has left.
 */
export async function refundInvoice(
	deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now' | 'payments' | 'jobs'>,
	input: { invoiceId: number; amountMinor?: number | undefined; requestId: string },
): Promise<GatewayRefund> {
	const invoice = await queries.findInvoice(deps.db, input.invoiceId);
	if (invoice?.series !== 'F') throw new RefundRefused('nothing_to_refund');
	const refund = await deps.payments.refundCharge({
		subscriptionId: invoice.gatewaySubscriptionId,
		chargeId: invoice.chargeId,
		amountMinor: input.amountMinor ?? invoice.totalMinor,
		idempotencyKey: `refund:${String(invoice.id)}:${input.requestId}`,
	});
	await invoiceCharges(deps, invoice.gatewaySubscriptionId);
	return refund;
}
