/**
 * Refunds from the back-office (issue #20): an admin gives back all or part of one of a person's
 * invoices, through the gateway, to the card that paid; the rectifying invoice follows
 * (services/purchase/refunds.ts). Once per request: the gateway's own idempotency key is made from
 * the request's, so a retry or a doubled request gives back once, and the audit entry holds the
 * request's key (./once-per-request.ts).
 */
import { t } from '../../../i18n';
import type { InvoiceRefunded, RefundInvoiceInput } from '../../../lib/contracts/customer-actions';
import type { AppDeps } from '../../context';
import { findInvoice } from '../../db/queries/invoices';
import { AppError } from '../../errors';
import { RefundRefused } from '../../payments/gateway';
import { earlierOutcome, type StaffActor } from '../audit';
import { invoiceCode } from '../purchase/invoices';
import { refundInvoice } from '../purchase/refunds';
import { oncePerRequest } from './once-per-request';

type RefundDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'now' | 'payments' | 'jobs'>;

const ACTION = 'customer.refund';

function asRefunded(after: Record<string, unknown>): InvoiceRefunded {
	return {
		refundId: String(after.refundId),
		invoiceId: Number(after.invoiceId),
		amountMinor: Number(after.amountMinor),
	};
}

/** `POST /admin/refundInvoice`. */
export async function refundCustomerInvoice(
	deps: RefundDeps,
	actor: StaffActor,
	input: RefundInvoiceInput,
): Promise<InvoiceRefunded> {
	// A request seen before does not reach the gateway again.
	const earlier = await earlierOutcome(deps.db, input.requestKey, ACTION);
	if (earlier) return asRefunded(earlier.after ?? {});
	const invoice = await findInvoice(deps.db, input.invoiceId);
	if (invoice?.userId !== input.userId || invoice.series !== 'F') {
		throw new AppError('invoice_nf', 404, t('admin.errors.invoice_not_found'));
	}
	let refund;
	try {
		// The gateway call cannot sit inside a transaction: the rectifying invoice is written by
		// its own, and the gateway's idempotency key keeps a repeat from refunding twice.
		refund = await refundInvoice(deps, {
			invoiceId: invoice.id,
			amountMinor: input.amountMinor,
			requestId: input.requestKey,
		});
	} catch (error) {
		if (!(error instanceof RefundRefused)) throw error;
		throw new AppError(
			'refund_refused',
			409,
			t(
				error.reason === 'amount_too_large'
					? 'admin.errors.refund_too_large'
					: 'admin.errors.nothing_to_refund',
			),
		);
	}
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: ACTION, requestKey: input.requestKey },
		() =>
			Promise.resolve({
				subjectId: input.userId,
				after: {
					invoiceId: invoice.id,
					invoice: invoiceCode(invoice),
					refundId: refund.id,
					amountMinor: refund.amountMinor,
				},
			}),
	);
	return asRefunded(after);
}
