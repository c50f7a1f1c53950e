/**
 * SQL of what visitors leave on the public site: newsletter sign-ups, leads and contact requests.
 * Services pass already-validated, normalised values (lower-cased emails, trimmed names).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { contactRequests, leads, newsletterSubscriptions } from '../schema';

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
