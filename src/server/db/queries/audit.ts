/**
 * SQL of the audit log (issue #20): rows are only ever inserted (migration 0023's triggers refuse
 * the rest) and read back newest first, narrowed by the back-office's filters.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { containsPattern } from '../like-patterns';
import { auditLog, users } from '../schema';

export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id'>;

export async function insertAuditEntry(db: Database, values: NewAuditRow): Promise<void> {
	await db.insert(auditLog).values(values);
}

/** The entry a request wrote, by the request's own key. */
export async function findAuditEntryByRequestKey(db: Database, requestKey: string) {
	const [row] = await db.select().from(auditLog).where(eq(auditLog.requestKey, requestKey));
	return row;
}

export interface AuditFilter {
	/** Words matched against the action and the subject's id. */
	query: string;
	action?: string | undefined;
	actorId?: number | undefined;
	/** Days in Madrid, `YYYY-MM-DD`, both included. */
	from?: string | undefined;
	to?: string | undefined;
	limit: number;
	offset: number;
}

function conditions(filter: AuditFilter): SQL | undefined {
	const parts: (SQL | undefined)[] = [];
	if (filter.action) parts.push(eq(auditLog.action, filter.action));
	if (filter.actorId !== undefined) parts.push(eq(auditLog.actorId, filter.actorId));
	if (filter.from) {
		parts.push(
			gte(auditLog.at, sql`(${filter.from}::date::timestamp at time zone 'Europe/Madrid')`),
		);
	}
	if (filter.to) {
		parts.push(
			lt(auditLog.at, sql`((${filter.to}::date + 1)::timestamp at time zone 'Europe/Madrid')`),
		);
	}
	for (const word of filter.query.split(/\s+/).filter(Boolean)) {
		const pattern = containsPattern(word);
		parts.push(or(ilike(auditLog.action, pattern), ilike(auditLog.subjectId, pattern)));
	}
	return and(...parts);
}

/** A page of entries, newest first, with who acted as the account is now, and the total. */
export async function listAuditEntries(db: Database, filter: AuditFilter) {
	const where = conditions(filter);
	const [rows, [total]] = await Promise.all([
		db
			.select({
				entry: auditLog,
				actorName: users.name,
				actorLastName: users.lastName,
				actorEmail: users.email,
			})
			.from(auditLog)
			.leftJoin(users, eq(users.id, auditLog.actorId))
			.where(where)
			.orderBy(desc(auditLog.at), desc(auditLog.id))
			.limit(filter.limit)
			.offset(filter.offset),
		db.select({ n: count() }).from(auditLog).where(where),
	]);
	return { rows, total: total?.n ?? 0 };
}
