/**
 * SQL of what visitors leave on the public site: newsletter sign-ups, leads and contact requests.
 * Services pass already-validated, normalised values (lower-cased emails, trimmed names).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { contactRequests, leads, newsletterSubscriptions, plans } from '../schema';

/** A database or an open transaction: both run these queries. */
type Executor = Pick<Database, 'insert'>;

export interface NewsletterRow {
	email: string;
	firstName: string;
	appId?: number | undefined;
	userType?: number | undefined;
	source: (typeof newsletterSubscriptions.$inferInsert)['source'];
	at: Date;
}

/**
 * Adds the address, or refreshes it when it is already there: a second sign-up never fails and
 * never makes a second row, even when both arrive at once (the unique email decides). The name
 * and type given last win; the first source and `created_at` stay.
 */
export async function upsertNewsletterSubscription(db: Executor, row: NewsletterRow) {
	const [saved] = await db
		.insert(newsletterSubscriptions)
		.values({
			email: row.email,
			firstName: row.firstName,
			appId: row.appId ?? null,
			userType: row.userType ?? null,
			source: row.source,
			createdAt: row.at,
			updatedAt: row.at,
		})
		.onConflictDoUpdate({
			target: newsletterSubscriptions.email,
			set: {
				firstName: sql`excluded.first_name`,
				// A later sign-up without `app` or `typ` does not forget the ones given before.
				appId: sql`coalesce(excluded.app_id, ${newsletterSubscriptions.appId})`,
				userType: sql`coalesce(excluded.user_type, ${newsletterSubscriptions.userType})`,
				updatedAt: sql`excluded.updated_at`,
			},
		})
		.returning({ id: newsletterSubscriptions.id });
	return saved;
}

export async function insertLead(db: Executor, row: typeof leads.$inferInsert) {
	const [saved] = await db.insert(leads).values(row).returning({ id: leads.id });
	return saved;
}

export async function insertContactRequest(db: Executor, row: typeof contactRequests.$inferInsert) {
	const [saved] = await db
		.insert(contactRequests)
		.values(row)
		.returning({ id: contactRequests.id });
	return saved;
}

/** A contact or carrion request, for the mail that forwards it. */
export async function findContactRequest(db: Database, id: number) {
	const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id)).limit(1);
	return row;
}

/** A lead with the name of the plan it looked at (when that plan still exists). */
export async function findLead(db: Database, id: number) {
	const [row] = await db
		.select({
			id: leads.id,
			firstName: leads.firstName,
			email: leads.email,
			funnel: leads.funnel,
			userType: leads.userType,
			planName: plans.name,
		})
		.from(leads)
		.leftJoin(plans, eq(plans.id, leads.licenseId))
		.where(eq(leads.id, id))
		.limit(1);
	return row;
}
