/**
 * SQL of the invoices (issue #18, services/invoices.ts): numbering without gaps, one invoice per
 * charge, and what a buyer and their invoices say.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { enrollments, invoices, invoiceSeries, plans, users } from '../schema';

export type InvoiceRow = typeof invoices.$inferSelect;
/** An invoice to issue: everything but its number, which issuing gives. */
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number'>;

/** Rolls back an invoice whose charge was invoiced meanwhile, giving its number back. */
class AlreadyInvoiced extends Error {}

/**
 * Issues the invoice of a charge once: takes the next number of its series and year and writes
 * the invoice in one transaction. The counter row stays locked until the transaction ends, so
 * concurrent invoices are numbered one after the other; one whose charge another call invoiced
 * first rolls back with its number, so the series keeps no gap. Answers the invoice and whether
 * this call issued it.
 */
export async function issueInvoiceOnce(
	db: Database,
	invoice: NewInvoice,
	inTransaction: (tx: Database, issued: InvoiceRow) => Promise<void> = () => Promise.resolve(),
): Promise<{ row: InvoiceRow; issued: boolean }> {
	const existing = await findInvoiceByCharge(db, invoice.chargeId);
	if (existing) return { row: existing, issued: false };
	try {
		const row = await db.transaction(async (tx) => {
			const [counter] = await tx
				.insert(invoiceSeries)
				.values({ series: invoice.series, year: invoice.year, lastNumber: 1 })
				.onConflictDoUpdate({
					target: [invoiceSeries.series, invoiceSeries.year],
					set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
				})
				.returning({ number: invoiceSeries.lastNumber });
			if (!counter) throw new Error('invoice series: no number given');
			const [issued] = await tx
				.insert(invoices)
				.values({ ...invoice, number: counter.number })
				.onConflictDoNothing({ target: invoices.chargeId })
				.returning();
			if (!issued) throw new AlreadyInvoiced();
			await inTransaction(tx, issued);
			return issued;
		});
		return { row, issued: true };
	} catch (error) {
		if (!(error instanceof AlreadyInvoiced)) throw error;
		const row = await findInvoiceByCharge(db, invoice.chargeId);
		if (!row) throw error;
		return { row, issued: false };
	}
}

export async function findInvoiceByCharge(
	db: Database,
	chargeId: string,
): Promise<InvoiceRow | undefined> {
	const [row] = await db.select().from(invoices).where(eq(invoices.chargeId, chargeId)).limit(1);
	return row;
}

/** The invoice `id` when it is `userId`'s, or undefined. */
export async function findOwnInvoice(
	db: Database,
	id: number,
	userId: number,
): Promise<InvoiceRow | undefined> {
	const [row] = await db
		.select()
		.from(invoices)
		.where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
		.limit(1);
	return row;
}

export async function findInvoice(db: Database, id: number): Promise<InvoiceRow | undefined> {
	const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
	return row;
}

/** The invoice of a subscription's first paid period, once issued. */
export async function findFirstPeriodInvoice(
	db: Database,
	gatewaySubscriptionId: string,
): Promise<InvoiceRow | undefined> {
	const [row] = await db
		.select()
		.from(invoices)
		.where(
			and(
				eq(invoices.gatewaySubscriptionId, gatewaySubscriptionId),
				eq(invoices.reason, 'first_period'),
			),
		)
		.limit(1);
	return row;
}

/** A person's invoices, newest first. */
export function listInvoices(db: Database, userId: number): Promise<InvoiceRow[]> {
	return db
		.select()
		.from(invoices)
		.where(eq(invoices.userId, userId))
		.orderBy(desc(invoices.issuedAt), desc(invoices.id));
}

/**
 * Who pays a subscription and for which plan now (a change of plan moves its licence to the new
 * one), with the billing details an invoice copies.
 */
export async function findSubscriptionBuyer(db: Database, gatewaySubscriptionId: string) {
	const [row] = await db
		.select({
			userId: users.id,
			email: users.email,
			name: users.name,
			lastName: users.lastName,
			billingName: users.billingName,
			billingTaxId: users.billingTaxId,
			billingAddress: users.billingAddress,
			planName: plans.name,
		})
		.from(enrollments)
		.innerJoin(users, eq(users.id, enrollments.userId))
		.innerJoin(plans, eq(plans.id, enrollments.planId))
		.where(eq(enrollments.gatewaySubscriptionId, gatewaySubscriptionId))
		.orderBy(desc(enrollments.id))
		.limit(1);
	return row;
}
