/**
 * What the sandbox charged and gave back (./sandbox.ts): its charges, one per payment, and its
 * refunds, as Stripe's credit notes give back all or part of a paid invoice: several refunds on
 * one charge, never more than it paid, one per idempotency key.
 */
import type { Database } from '../db/client';
import * as sandboxQueries from '../db/queries/sandbox';
import { RefundRefused, type GatewayRefund, type PaymentGateway } from './gateway';
import { newId } from './sandbox-billing';

export function chargesAndRefunds(
	db: Database,
	now: () => Date,
	findSubscription: (id: string) => Promise<unknown>,
): Pick<PaymentGateway, 'listCharges' | 'listRefunds' | 'refundCharge'> {
	return {
		async listCharges(subscriptionId) {
			await findSubscription(subscriptionId);
			const charges = await sandboxQueries.listCharges(db, subscriptionId);
			return charges.map((charge) => ({ ...charge, number: null }));
		},

		async listRefunds(subscriptionId) {
			await findSubscription(subscriptionId);
			return (await sandboxQueries.listRefunds(db, subscriptionId)).map(toGatewayRefund);
		},

		async refundCharge(input) {
			await findSubscription(input.subscriptionId);
			if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
				throw new RefundRefused('nothing_to_refund');
			}
			const outcome = await sandboxQueries.refundOnce(db, {
				id: newId('re_sbx'),
				chargeId: input.chargeId,
				subscriptionId: input.subscriptionId,
				amountMinor: input.amountMinor,
				idempotencyKey: input.idempotencyKey,
				refundedAt: now(),
			});
			if (outcome.status === 'no_charge') throw new RefundRefused('nothing_to_refund');
			if (outcome.status === 'too_large') throw new RefundRefused('amount_too_large');
			return toGatewayRefund(outcome.refund);
		},
	};
}

function toGatewayRefund(row: sandboxQueries.SandboxRefundRow): GatewayRefund {
	return {
		id: row.id,
		chargeId: row.chargeId,
		subscriptionId: row.subscriptionId,
		amountMinor: row.amountMinor,
		currency: row.currency,
		refundedAt: row.refundedAt,
		number: null,
	};
}
