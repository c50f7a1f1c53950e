/**
 * SQL of the itinerary manager (issue #7): itineraries with their courses and assignments, the
 * courses and people an owner may choose from, and who an itinerary reaches (its people one by
 * one, and the whole team, owner plus members, of each pharmacy it is assigned to) for the
 * dashboard and the date locks of the player.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ItineraryStatus, OwnerKey } from '../../../lib/contracts/itineraries';
import type { Database } from '../client';
import {
	categories,
	courses,
	itineraries,
	itineraryCourses,
	itineraryMembers,
	itineraryPharmacies,
	pharmacies,
	pharmacyGroups,
	pharmacyMembers,
} from '../schema';
import { courseColumns } from './itinerary-choices';
import { containsPattern, startsWithPattern } from '../like-patterns';

export {
	listGroupPharmacies,
	listPharmaciesById,
	listTeams,
	listVisibleCourses,
	visibleCourseIds,
} from './itinerary-choices';

export type ItineraryRow = typeof itineraries.$inferSelect;

/** The itineraries of an owner: `pharmacy_id = …` or `group_id = …`. */
export function ownedBy(owner: OwnerKey): SQL {
	return owner.kind === 'pharmacy'
		? eq(itineraries.pharmacyId, owner.id)
		: eq(itineraries.groupId, owner.id);
}

/**
 * The pharmacies whose team the person is in: as their owner or as a member (team = owner +
 * members, ADR 008). A subquery, so it runs inside the statement that needs it.
 */
function teamPharmaciesOf(userId: number): SQL {
	return sql`(select ${pharmacies.id} from ${pharmacies} where ${pharmacies.ownerUserId} = ${userId}
		union all
		select ${pharmacyMembers.pharmacyId} from ${pharmacyMembers} where ${pharmacyMembers.userId} = ${userId})`;
}

/**
 * The itineraries assigned to the person: directly (`itinerary_members`) or through a pharmacy
 * whose team they are in (`itinerary_pharmacies`). Any status: callers add `published`.
 */
export function assignedTo(userId: number): SQL {
	return sql`(${itineraries.id} in (select ${itineraryMembers.itineraryId} from ${itineraryMembers} where ${itineraryMembers.userId} = ${userId})
		or ${itineraries.id} in (select ${itineraryPharmacies.itineraryId} from ${itineraryPharmacies} where ${itineraryPharmacies.pharmacyId} in ${teamPharmaciesOf(userId)}))`;
}

export async function findItinerary(db: Database, id: number): Promise<ItineraryRow | undefined> {
	const [row] = await db.select().from(itineraries).where(eq(itineraries.id, id));
	return row;
}

/** The itinerary's row, locked until the transaction ends, so two saves apply one after the other. */
export async function lockItinerary(db: Database, id: number): Promise<ItineraryRow | undefined> {
	const [row] = await db.select().from(itineraries).where(eq(itineraries.id, id)).for('update');
	return row;
}

export interface ItineraryListFilter {
	pharmacyIds: number[];
	groupIds: number[];
	/** Add the campus's own templates (no owner). */
	campusTemplates: boolean;
	status?: ItineraryStatus | undefined;
	/** Matched against the name ignoring case and accents. */
	query?: string | undefined;
}

/**
 * The people an itinerary reaches, each once (`user_id`): assigned one by one, or in the team of
 * a pharmacy assigned (its owner and members), the same people whose dashboard shows it
 * ({@link assignedTo}).
 */
export function assigneesOf(itineraryId: SQL | number): SQL {
	return sql`(select ${itineraryMembers.userId} as user_id from ${itineraryMembers} where ${itineraryMembers.itineraryId} = ${itineraryId}
		union
		select ${pharmacies.ownerUserId} from ${itineraryPharmacies} join ${pharmacies} on ${pharmacies.id} = ${itineraryPharmacies.pharmacyId} where ${itineraryPharmacies.itineraryId} = ${itineraryId}
		union
		select ${pharmacyMembers.userId} from ${itineraryPharmacies} join ${pharmacyMembers} on ${pharmacyMembers.pharmacyId} = ${itineraryPharmacies.pharmacyId} where ${itineraryPharmacies.itineraryId} = ${itineraryId})`;
}

const assigneeCount = sql<number>`(select count(*) from ${assigneesOf(sql`${itineraries.id}`)} as people)::int`;

/** The ids of the people the itinerary reaches, in order. */
export async function listAssigneeIds(db: Database, itineraryId: number): Promise<number[]> {
	// The driver's result type is not generic over its rows; both drivers answer `{ rows }`.
	const result: unknown = await db.execute(
		sql`select people.user_id from ${assigneesOf(itineraryId)} as people order by people.user_id`,
	);
	return (result as { rows: { user_id: number }[] }).rows.map((row) => row.user_id);
}

const courseCount = sql<number>`(select count(*) from ${itineraryCourses} where ${itineraryCourses.itineraryId} = ${itineraries.id})::int`;

/**
 * The itineraries of the given pharmacies and groups (and the campus templates when asked), with
 * their owner's name and their counts: the caller's own first, newest change first.
 */
export function listItineraries(db: Database, filter: ItineraryListFilter) {
	const owners: SQL[] = [];
	if (filter.pharmacyIds.length > 0)
		owners.push(inArray(itineraries.pharmacyId, filter.pharmacyIds));
	if (filter.groupIds.length > 0) owners.push(inArray(itineraries.groupId, filter.groupIds));
	if (filter.campusTemplates) {
		const campus = and(isNull(itineraries.pharmacyId), isNull(itineraries.groupId));
		if (campus) owners.push(campus);
	}
	if (owners.length === 0) return Promise.resolve([]);
	const query = filter.query?.trim();
	return db
		.select({
			id: itineraries.id,
			name: itineraries.name,
			description: itineraries.description,
			status: itineraries.status,
			pharmacyId: itineraries.pharmacyId,
			groupId: itineraries.groupId,
			pharmacyName: pharmacies.name,
			groupName: pharmacyGroups.name,
			updatedAt: itineraries.updatedAt,
			courses: courseCount,
			assignees: assigneeCount,
		})
		.from(itineraries)
		.leftJoin(pharmacies, eq(pharmacies.id, itineraries.pharmacyId))
		.leftJoin(pharmacyGroups, eq(pharmacyGroups.id, itineraries.groupId))
		.where(
			and(
				or(...owners),
				filter.status ? eq(itineraries.status, filter.status) : undefined,
				query
					? sql`campus_search_normalize(${itineraries.name}) like campus_search_normalize(${containsPattern(query)})`
					: undefined,
			),
		)
		.orderBy(
			sql`(${itineraries.pharmacyId} is null and ${itineraries.groupId} is null)`,
			desc(itineraries.updatedAt),
			asc(itineraries.id),
		);
}

export type ItineraryListRow = Awaited<ReturnType<typeof listItineraries>>[number];

/** The names an owner already uses that start like `prefix` (lower-cased), to pick a free one. */
export async function listNamesLike(
	db: Database,
	owner: OwnerKey,
	prefix: string,
): Promise<string[]> {
	const rows = await db
		.select({ name: itineraries.name })
		.from(itineraries)
		.where(
			and(ownedBy(owner), sql`lower(${itineraries.name}) like lower(${startsWithPattern(prefix)})`),
		);
	return rows.map((row) => row.name.toLocaleLowerCase('es'));
}

export interface NewItinerary {
	owner: OwnerKey;
	name: string;
	description: string;
	status: ItineraryStatus;
	endsOn: string | null;
	createdByUserId: number;
	now: Date;
}

export async function insertItinerary(db: Database, values: NewItinerary): Promise<ItineraryRow> {
	const [row] = await db
		.insert(itineraries)
		.values({
			pharmacyId: values.owner.kind === 'pharmacy' ? values.owner.id : null,
			groupId: values.owner.kind === 'group' ? values.owner.id : null,
			name: values.name,
			description: values.description,
			status: values.status,
			endsOn: values.endsOn,
			createdByUserId: values.createdByUserId,
			createdAt: values.now,
			updatedAt: values.now,
		})
		.returning();
	if (!row) throw new Error('insert into itineraries returned no row');
	return row;
}

export async function updateItineraryRow(
	db: Database,
	id: number,
	patch: Partial<
		Pick<ItineraryRow, 'name' | 'description' | 'endsOn' | 'status' | 'publishedAt' | 'updatedAt'>
	>,
): Promise<void> {
	await db.update(itineraries).set(patch).where(eq(itineraries.id, id));
}

export async function deleteItinerary(db: Database, id: number): Promise<boolean> {
	const rows = await db
		.delete(itineraries)
		.where(eq(itineraries.id, id))
		.returning({ id: itineraries.id });
	return rows.length > 0;
}

/** Replaces the courses: positions 1…n in the given order. */
export async function replaceCourses(
	db: Database,
	itineraryId: number,
	entries: { courseId: number; opensOn: string | null }[],
): Promise<void> {
	await db.delete(itineraryCourses).where(eq(itineraryCourses.itineraryId, itineraryId));
	if (entries.length === 0) return;
	await db.insert(itineraryCourses).values(
		entries.map((entry, index) => ({
			itineraryId,
			courseId: entry.courseId,
			position: index + 1,
			opensOn: entry.opensOn,
		})),
	);
}

export async function replacePharmacies(
	db: Database,
	itineraryId: number,
	pharmacyIds: number[],
): Promise<void> {
	await db.delete(itineraryPharmacies).where(eq(itineraryPharmacies.itineraryId, itineraryId));
	if (pharmacyIds.length === 0) return;
	await db
		.insert(itineraryPharmacies)
		.values(pharmacyIds.map((pharmacyId) => ({ itineraryId, pharmacyId })));
}

export async function replaceMembers(
	db: Database,
	itineraryId: number,
	userIds: number[],
): Promise<void> {
	await db.delete(itineraryMembers).where(eq(itineraryMembers.itineraryId, itineraryId));
	if (userIds.length === 0) return;
	await db.insert(itineraryMembers).values(userIds.map((userId) => ({ itineraryId, userId })));
}

/** The itinerary's courses in order, each with the day it opens. */
export function listItineraryCourses(db: Database, itineraryId: number) {
	return db
		.select({ ...courseColumns, opensOn: itineraryCourses.opensOn })
		.from(itineraryCourses)
		.innerJoin(courses, eq(courses.id, itineraryCourses.courseId))
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.where(eq(itineraryCourses.itineraryId, itineraryId))
		.orderBy(asc(itineraryCourses.position));
}

export async function listItineraryPharmacyIds(db: Database, itineraryId: number) {
	const rows = await db
		.select({ id: itineraryPharmacies.pharmacyId })
		.from(itineraryPharmacies)
		.where(eq(itineraryPharmacies.itineraryId, itineraryId))
		.orderBy(asc(itineraryPharmacies.pharmacyId));
	return rows.map((row) => row.id);
}

export async function listItineraryUserIds(db: Database, itineraryId: number) {
	const rows = await db
		.select({ id: itineraryMembers.userId })
		.from(itineraryMembers)
		.where(eq(itineraryMembers.itineraryId, itineraryId))
		.orderBy(asc(itineraryMembers.userId));
	return rows.map((row) => row.id);
}

/** Courses of a template (or any itinerary) to copy, in order. */
export function listCourseEntries(db: Database, itineraryId: number) {
	return db
		.select({ courseId: itineraryCourses.courseId, opensOn: itineraryCourses.opensOn })
		.from(itineraryCourses)
		.where(eq(itineraryCourses.itineraryId, itineraryId))
		.orderBy(asc(itineraryCourses.position));
}

/** How many courses and assignments (pharmacies and people) an itinerary has. */
export async function countContents(db: Database, itineraryId: number) {
	const [row] = await db
		.select({
			courses: courseCount,
			assignments: sql<number>`((select count(*) from ${itineraryPharmacies} where ${itineraryPharmacies.itineraryId} = ${itineraries.id})
				+ (select count(*) from ${itineraryMembers} where ${itineraryMembers.itineraryId} = ${itineraries.id}))::int`,
		})
		.from(itineraries)
		.where(eq(itineraries.id, itineraryId));
	return { courses: row?.courses ?? 0, assignments: row?.assignments ?? 0 };
}

/**
 * The courses the person may only open from a date: for each course in a published itinerary
 * assigned to them, the earliest day it opens, kept only when every such itinerary gives it one
 * (one that opens it from the start wins). Whether that day is still ahead is the caller's
 * question (services/itinerary-locks.ts), so an answer kept in a cache stays right across
 * midnight. With `courseId`, only that course.
 */
export async function listCourseLocks(
	db: Database,
	userId: number,
	courseId?: number,
): Promise<{ courseId: number; opensOn: string }[]> {
	const rows = await db
		.select({
			courseId: itineraryCourses.courseId,
			opensOn: sql<string>`min(${itineraryCourses.opensOn})::text`,
		})
		.from(itineraryCourses)
		.innerJoin(itineraries, eq(itineraries.id, itineraryCourses.itineraryId))
		.where(
			and(
				eq(itineraries.status, 'published'),
				courseId === undefined ? undefined : eq(itineraryCourses.courseId, courseId),
				assignedTo(userId),
			),
		)
		.groupBy(itineraryCourses.courseId)
		.having(sql`bool_and(${itineraryCourses.opensOn} is not null)`);
	return rows;
}
