/**
 * SQL of the sandbox gateway (payments/sandbox.ts): its customers, payment methods and
 * subscriptions, kept in the database so the gateway holds across processes like Stripe does.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../client';
import { sandboxCustomers, sandboxPaymentMethods, sandboxSubscriptions } from '../schema';

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type NewSandboxSubscription = typeof sandboxSubscriptions.$inferInsert;
export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
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
export async function insertSubscriptionOnce(
	db: Database,
	subscription: NewSandboxSubscription,
): Promise<SandboxSubscriptionRow | undefined> {
	await db
		.insert(sandboxSubscriptions)
		.values(subscription)
		.onConflictDoNothing({ target: sandboxSubscriptions.idempotencyKey });
	return findSubscriptionByIdempotencyKey(db, subscription.idempotencyKey);
}

export async function updateSubscription(
	db: Database,
	id: string,
	change: SandboxSubscriptionChange,
): Promise<SandboxSubscriptionRow | undefined> {
	const [row] = await db
		.update(sandboxSubscriptions)
		.set(change)
		.where(eq(sandboxSubscriptions.id, id))
		.returning();
	return row;
}

/** Active and trialing subscriptions whose current period has ended by `now`. */
export function listDueSubscriptions(db: Database, now: Date): Promise<SandboxSubscriptionRow[]> {
	return db
		.select()
		.from(sandboxSubscriptions)
		.where(
			and(
				inArray(sandboxSubscriptions.status, ['active', 'trialing']),
				lte(sandboxSubscriptions.currentPeriodEnd, now),
			),
		);
}
