/**
 * SQL of the back-office's customers (issue #20): the search over people and pharmacies, and what
 * a person's page shows. Reads only; never the password hash.
 */
import { and, asc, desc, eq, inArray, isNull, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { containsPattern } from '../like-patterns';
import {
	certificates,
	courseProgress,
	enrollments,
	invoices,
	learningDays,
	pharmacies,
	pharmacyMembers,
	plans,
	refreshTokens,
	users,
} from '../schema';

/**
 * The pharmacy a person owns (the first, for a group's holder) or belongs to. Written out with
 * aliases: in a one-table select drizzle leaves columns unqualified, and `id` inside these
 * subqueries would then be the pharmacy's own.
 */
const pharmacyOf = sql<number | null>`coalesce(
	(select member.pharmacy_id from pharmacy_members member where member.user_id = "users"."id"),
	(select min(owned.id) from pharmacies owned where owned.owner_user_id = "users"."id")
)`;

/** A page of people, newest account first; each word must be in the name, email, nick or pharmacy. */
export function searchCustomers(
	db: Database,
	filter: { searchWords: string[]; limit: number; offset: number },
) {
	const searchable = sql`campus_search_normalize(
		${users.name} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || ${users.nick} || ' ' ||
		coalesce((select pharmacy.name from pharmacies pharmacy where pharmacy.id = ${pharmacyOf}), '')
	)`;
	const conditions: SQL[] = filter.searchWords.map(
		(word) => sql`${searchable} like ${containsPattern(word)}`,
	);
	return db
		.select({
			id: users.id,
			name: users.name,
			lastName: users.lastName,
			email: users.email,
			nick: users.nick,
			userType: users.userType,
			staffRole: users.staffRole,
			createdAt: users.createdAt,
			lastLoginAt: users.lastLoginAt,
			blockedAt: users.blockedAt,
			pharmacyId: pharmacyOf,
			total: sql<number>`cast(count(*) over () as integer)`,
		})
		.from(users)
		.where(and(...conditions))
		.orderBy(desc(users.createdAt), desc(users.id))
		.limit(filter.limit)
		.offset(filter.offset);
}

export function findPharmacies(db: Database, ids: number[]) {
	if (ids.length === 0) return Promise.resolve([]);
	return db
		.select({
			id: pharmacies.id,
			name: pharmacies.name,
			ownerUserId: pharmacies.ownerUserId,
			ownerName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
			members: sql<number>`(select count(*)::int from ${pharmacyMembers} where ${pharmacyMembers.pharmacyId} = ${pharmacies.id})`,
		})
		.from(pharmacies)
		.innerJoin(users, eq(users.id, pharmacies.ownerUserId))
		.where(inArray(pharmacies.id, ids));
}

/** Each person's newest licence. */
export function newestLicences(db: Database, userIds: number[]) {
	if (userIds.length === 0) return Promise.resolve([]);
	return db
		.selectDistinctOn([enrollments.userId], {
			userId: enrollments.userId,
			planName: plans.name,
			status: enrollments.status,
		})
		.from(enrollments)
		.innerJoin(plans, eq(plans.id, enrollments.planId))
		.where(inArray(enrollments.userId, userIds))
		.orderBy(enrollments.userId, desc(enrollments.createdAt), desc(enrollments.id));
}

export async function findCustomerAccount(db: Database, userId: number) {
	const [row] = await db
		.select({
			id: users.id,
			name: users.name,
			lastName: users.lastName,
			email: users.email,
			nick: users.nick,
			phone: users.phone,
			userType: users.userType,
			staffRole: users.staffRole,
			createdAt: users.createdAt,
			lastLoginAt: users.lastLoginAt,
			termsAcceptedAt: users.termsAcceptedAt,
			newsletter: users.newsletter,
			blockedAt: users.blockedAt,
			pharmacyId: pharmacyOf,
		})
		.from(users)
		.where(eq(users.id, userId));
	return row;
}

export function listCustomerLicences(db: Database, userId: number) {
	return db
		.select({
			id: enrollments.id,
			planId: plans.id,
			planName: plans.name,
			seats: plans.seats,
			licenceType: plans.licenceType,
			planPeriod: plans.period,
			planSize: plans.size,
			planTrial: plans.trial,
			status: enrollments.status,
			trial: enrollments.trial,
			periodicity: enrollments.periodicity,
			priceMinor: enrollments.priceMinor,
			startAt: enrollments.startAt,
			endAt: enrollments.endAt,
			cancelAtPeriodEnd: enrollments.cancelAtPeriodEnd,
			cancelAt: enrollments.cancelAt,
			complimentary: enrollments.complimentary,
			gatewaySubscriptionId: enrollments.gatewaySubscriptionId,
			createdAt: enrollments.createdAt,
		})
		.from(enrollments)
		.innerJoin(plans, eq(plans.id, enrollments.planId))
		.where(eq(enrollments.userId, userId))
		.orderBy(desc(enrollments.createdAt), desc(enrollments.id));
}

export function listCustomerInvoices(db: Database, userId: number) {
	return db
		.select({
			id: invoices.id,
			series: invoices.series,
			rectifiesId: invoices.rectifiesId,
			year: invoices.year,
			number: invoices.number,
			gatewayNumber: invoices.gatewayNumber,
			reason: invoices.reason,
			issuedAt: invoices.issuedAt,
			description: invoices.description,
			totalMinor: invoices.totalMinor,
			currency: invoices.currency,
		})
		.from(invoices)
		.where(eq(invoices.userId, userId))
		.orderBy(desc(invoices.issuedAt), desc(invoices.id));
}

export function listCustomerCertificates(db: Database, userId: number) {
	return db
		.select({
			code: certificates.code,
			courseName: certificates.courseName,
			holderName: certificates.holderName,
			issuedAt: certificates.issuedAt,
			revokedAt: certificates.revokedAt,
		})
		.from(certificates)
		.where(eq(certificates.userId, userId))
		.orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** When each of the person's latest sessions began (a session is a refresh token family). */
export function recentLogins(db: Database, userId: number, limit: number) {
	return db
		.select({ at: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt) })
		.from(refreshTokens)
		.where(eq(refreshTokens.userId, userId))
		.groupBy(refreshTokens.familyId)
		.orderBy(desc(sql`min(${refreshTokens.createdAt})`))
		.limit(limit);
}

/** Sessions that can still be renewed: a live token not yet exchanged nor revoked. */
export async function countOpenSessions(db: Database, userId: number, now: Date) {
	const [row] = await db
		.select({ n: sql<number>`count(distinct ${refreshTokens.familyId})::int` })
		.from(refreshTokens)
		.where(
			and(
				eq(refreshTokens.userId, userId),
				isNull(refreshTokens.usedAt),
				isNull(refreshTokens.revokedAt),
				gt(refreshTokens.expiresAt, now),
			),
		);
	return row?.n ?? 0;
}

export async function learningSummary(db: Database, userId: number) {
	const [courses] = await db
		.select({
			started: sql<number>`count(*)::int`,
			completed: sql<number>`count(${courseProgress.completedAt})::int`,
		})
		.from(courseProgress)
		.where(eq(courseProgress.userId, userId));
	const [days] = await db
		.select({
			seconds: sql<number>`coalesce(sum(${learningDays.secondsWatched}), 0)::int`,
			lastDay: sql<string | null>`max(${learningDays.day})::text`,
		})
		.from(learningDays)
		.where(eq(learningDays.userId, userId));
	return {
		started: courses?.started ?? 0,
		completed: courses?.completed ?? 0,
		seconds: days?.seconds ?? 0,
		lastDay: days?.lastDay ?? null,
	};
}

/**
 * Plans a complimentary licence can be of, and a pharmacy moved to: on sale and not a trial offer.
 */
export function listGrantablePlans(db: Database) {
	return db
		.select({
			id: plans.id,
			name: plans.name,
			period: plans.period,
			licenceType: plans.licenceType,
			size: plans.size,
			seats: plans.seats,
			priceMinor: plans.priceMinor,
			trial: plans.trial,
		})
		.from(plans)
		.where(and(eq(plans.active, true), eq(plans.trial, false)))
		.orderBy(asc(plans.position), asc(plans.id));
}

export async function personExists(db: Database, userId: number): Promise<boolean> {
	const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
	return row !== undefined;
}

/** A licence the staff give: free, active from `startAt` to `endAt`, with no gateway behind it. */
export async function insertComplimentaryLicence(
	db: Database,
	values: { userId: number; planId: number; periodicity: number; startAt: Date; endAt: Date },
): Promise<number> {
	const [row] = await db
		.insert(enrollments)
		.values({
			...values,
			status: 'active',
			priceMinor: 0,
			complimentary: true,
			createdAt: values.startAt,
			updatedAt: values.startAt,
		})
		.returning({ id: enrollments.id });
	if (!row) throw new Error('insert into enrollments returned no row');
	return row.id;
}

/** The person's name and email, locked for an action that changes them. */
export async function lockPerson(db: Database, userId: number) {
	const [row] = await db
		.select({
			id: users.id,
			name: users.name,
			lastName: users.lastName,
			email: users.email,
			blockedAt: users.blockedAt,
		})
		.from(users)
		.where(eq(users.id, userId))
		.for('update');
	return row;
}

/**
 * The person's name as it must read, on the account and on every certificate still honoured;
 * gives how many certificates now carry it. A revoked certificate stays as it was issued.
 */
export async function renamePerson(
	db: Database,
	userId: number,
	name: { name: string; lastName: string },
	at: Date,
): Promise<number> {
	await db
		.update(users)
		.set({ name: name.name, lastName: name.lastName, updatedAt: at })
		.where(eq(users.id, userId));
	const renamed = await db
		.update(certificates)
		.set({ holderName: `${name.name} ${name.lastName}` })
		.where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
		.returning({ id: certificates.id });
	return renamed.length;
}

/** Blocks (a moment) or unblocks (null) the person's account. */
export async function setBlockedAt(db: Database, userId: number, blockedAt: Date | null, at: Date) {
	await db.update(users).set({ blockedAt, updatedAt: at }).where(eq(users.id, userId));
}

/** Ends a licence with no gateway behind it (a complimentary one) at `at`. */
export async function endLicenceNow(db: Database, enrollmentId: number, at: Date) {
	await db
		.update(enrollments)
		.set({ status: 'canceled', endAt: at, cancelAt: at, cancelAtPeriodEnd: false, updatedAt: at })
		.where(eq(enrollments.id, enrollmentId));
}
