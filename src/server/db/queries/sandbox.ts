/**
 * SQL of the sandbox gateway (payments/sandbox.ts): its customers, payment methods and
 * subscriptions, kept in the database so the gateway holds across processes like Stripe does.
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
	sandboxCharges,
	sandboxCustomers,
	sandboxPaymentMethods,
	sandboxRefunds,
	sandboxSubscriptions,
} from '../schema';

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type NewSandboxSubscription = typeof sandboxSubscriptions.$inferInsert;
export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
/** A charge of a subscription being written, which names it. */
export type NewSandboxCharge = Omit<typeof sandboxCharges.$inferInsert, 'subscriptionId'>;
export type SandboxSubscriptionChange = Partial<
	Pick<
		SandboxSubscriptionRow,
		| 'status'
		| 'amountPaidMinor'
		| 'transactionId'
		| 'cancelAt'
		| 'currentPeriodStart'
		| 'currentPeriodEnd'
		| 'amountMinor'
		| 'period'
		| 'metadata'
		| 'trialEnd'
		| 'paymentMethodId'
	>
>;

/** The user's sandbox customer id, made on first use (two calls at once get the same one). */
export async function ensureCustomer(
	db: Database,
	customer: { id: string; userId: number; email: string; name: string },
): Promise<string | undefined> {
	await db
		.insert(sandboxCustomers)
		.values(customer)
		.onConflictDoNothing({ target: sandboxCustomers.userId });
	const [row] = await db
		.select({ id: sandboxCustomers.id })
		.from(sandboxCustomers)
		.where(eq(sandboxCustomers.userId, customer.userId));
	return row?.id;
}

export async function insertPaymentMethod(
	db: Database,
	method: typeof sandboxPaymentMethods.$inferInsert,
): Promise<void> {
	await db.insert(sandboxPaymentMethods).values(method);
}

export async function findPaymentMethod(
	db: Database,
	id: string,
): Promise<SandboxPaymentMethodRow | undefined> {
	const [row] = await db
		.select()
		.from(sandboxPaymentMethods)
		.where(eq(sandboxPaymentMethods.id, id));
	return row;
}

export async function findSubscription(
	db: Database,
	id: string,
): Promise<SandboxSubscriptionRow | undefined> {
	const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
	return row;
}

export async function findSubscriptionByIdempotencyKey(
	db: Database,
	idempotencyKey: string,
): Promise<SandboxSubscriptionRow | undefined> {
	const [row] = await db
		.select()
		.from(sandboxSubscriptions)
		.where(eq(sandboxSubscriptions.idempotencyKey, idempotencyKey));
	return row;
}

export async function findSubscriptionByClientSecret(
	db: Database,
	clientSecret: string,
): Promise<SandboxSubscriptionRow | undefined> {
	const [row] = await db
		.select()
		.from(sandboxSubscriptions)
		.where(eq(sandboxSubscriptions.clientSecret, clientSecret));
	return row;
}

/**
 * Stores a subscription unless one with its idempotency key exists (two calls with one key at the
 * same instant: the second finds the first's row), and answers the one stored.
 */
/** Creates the subscription once per idempotency key, with the charges it made (a first period). */
export async function insertSubscriptionOnce(
	db: Database,
	subscription: NewSandboxSubscription,
	charges: NewSandboxCharge[],
): Promise<SandboxSubscriptionRow | undefined> {
	await db.transaction(async (tx) => {
		const [created] = await tx
			.insert(sandboxSubscriptions)
			.values(subscription)
			.onConflictDoNothing({ target: sandboxSubscriptions.idempotencyKey })
			.returning({ id: sandboxSubscriptions.id });
		if (created && charges.length > 0) {
			await tx
				.insert(sandboxCharges)
				.values(charges.map((charge) => ({ ...charge, subscriptionId: created.id })));
		}
	});
	return findSubscriptionByIdempotencyKey(db, subscription.idempotencyKey);
}

/**
 * Changes a subscription and records what the change charged, together. With `periodEnd` (and
 * `status`), only while the subscription's period still ends then (and it is in that status): two
 * processes renewing or retrying it at once charge once.
 */
export async function updateSubscription(
	db: Database,
	id: string,
	change: SandboxSubscriptionChange,
	{
		charges = [],
		periodEnd,
		status,
	}: {
		charges?: NewSandboxCharge[];
		periodEnd?: Date;
		status?: SandboxSubscriptionRow['status'];
	} = {},
): Promise<SandboxSubscriptionRow | undefined> {
	return db.transaction(async (tx) => {
		const [row] = await tx
			.update(sandboxSubscriptions)
			.set(change)
			.where(
				and(
					eq(sandboxSubscriptions.id, id),
					periodEnd ? eq(sandboxSubscriptions.currentPeriodEnd, periodEnd) : undefined,
					status ? eq(sandboxSubscriptions.status, status) : undefined,
				),
			)
			.returning();
		if (row && charges.length > 0) {
			await tx
				.insert(sandboxCharges)
				.values(charges.map((charge) => ({ ...charge, subscriptionId: id })));
		}
		return row;
	});
}

/** What a subscription was charged, oldest first. */
export function listCharges(db: Database, subscriptionId: string): Promise<SandboxChargeRow[]> {
	return db
		.select()
		.from(sandboxCharges)
		.where(eq(sandboxCharges.subscriptionId, subscriptionId))
		.orderBy(asc(sandboxCharges.paidAt), asc(sandboxCharges.id));
}

/** A due subscription and how its card behaves when charged. */
export type DueSandboxSubscription = SandboxSubscriptionRow & {
	cardBehaviour: SandboxPaymentMethodRow['behaviour'];
};

/**
 * Active and trialing subscriptions whose current period has ended by `now`, and `past_due` ones
 * unpaid since `pastDueBefore` or whose period has ended (their grace is over), with their cards.
 */
export async function listDueSubscriptions(
	db: Database,
	now: Date,
	pastDueBefore: Date,
): Promise<DueSandboxSubscription[]> {
	const rows = await db
		.select({ subscription: sandboxSubscriptions, cardBehaviour: sandboxPaymentMethods.behaviour })
		.from(sandboxSubscriptions)
		.innerJoin(
			sandboxPaymentMethods,
			eq(sandboxPaymentMethods.id, sandboxSubscriptions.paymentMethodId),
		)
		.where(
			or(
				and(
					inArray(sandboxSubscriptions.status, ['active', 'trialing']),
					lte(sandboxSubscriptions.currentPeriodEnd, now),
				),
				and(
					eq(sandboxSubscriptions.status, 'past_due'),
					or(
						lte(sandboxSubscriptions.currentPeriodStart, pastDueBefore),
						lte(sandboxSubscriptions.currentPeriodEnd, now),
					),
				),
			),
		);
	return rows.map(({ subscription, cardBehaviour }) => ({ ...subscription, cardBehaviour }));
}

export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

/** The refunds of a subscription's charges, oldest first. */
export function listRefunds(db: Database, subscriptionId: string): Promise<SandboxRefundRow[]> {
	return db
		.select()
		.from(sandboxRefunds)
		.where(eq(sandboxRefunds.subscriptionId, subscriptionId))
		.orderBy(asc(sandboxRefunds.refundedAt), asc(sandboxRefunds.id));
}

export type RefundOutcome =
	| { status: 'refunded'; refund: SandboxRefundRow }
	| { status: 'no_charge' }
	| { status: 'too_large' };

/**
 * Records a refund of `refund.amountMinor` on its charge unless the charge has less than that left
 * (what was paid minus what was refunded). The charge's row is locked meanwhile, so two refunds
 * at once cannot together give back more than was paid; a known idempotency key answers the
 * refund it made.
 */
export async function refundOnce(
	db: Database,
	refund: Omit<typeof sandboxRefunds.$inferInsert, 'currency'>,
): Promise<RefundOutcome> {
	return db.transaction(async (tx) => {
		const [charge] = await tx
			.select({ amountMinor: sandboxCharges.amountMinor, currency: sandboxCharges.currency })
			.from(sandboxCharges)
			.where(
				and(
					eq(sandboxCharges.id, refund.chargeId),
					eq(sandboxCharges.subscriptionId, refund.subscriptionId),
				),
			)
			.for('update');
		if (!charge) return { status: 'no_charge' } as const;
		const [known] = await tx
			.select()
			.from(sandboxRefunds)
			.where(eq(sandboxRefunds.idempotencyKey, refund.idempotencyKey));
		if (known) return { status: 'refunded', refund: known } as const;
		const [given] = await tx
			.select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountMinor}), 0)::int` })
			.from(sandboxRefunds)
			.where(eq(sandboxRefunds.chargeId, refund.chargeId));
		if ((given?.total ?? 0) + refund.amountMinor > charge.amountMinor) {
			return { status: 'too_large' } as const;
		}
		// In the charge's currency: a refund goes back the way it came.
		const [row] = await tx
			.insert(sandboxRefunds)
			.values({ ...refund, currency: charge.currency })
			.returning();
		if (!row) throw new Error('sandbox refund: not written');
		return { status: 'refunded', refund: row } as const;
	});
}
