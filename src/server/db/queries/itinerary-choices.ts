/**
 * SQL of what an itinerary's owner may choose from (issue #7): the courses (the catalogue and
 * their pharmacies' own training, searched by words) and the pharmacies and teams of a group.
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { containsPattern } from '../like-patterns';
import { isLive } from './courses';
import { categories, courses, pharmacies, pharmacyMembers, users } from '../schema';

/** A course as the itinerary screens list it. */
export const courseColumns = {
	courseId: courses.id,
	name: courses.name,
	path: courses.path,
	area: categories.name,
	minutes: courses.durationMinutes,
	pharmacyId: courses.pharmacyId,
};

/** A course the owner may put in an itinerary: the catalogue's, or their pharmacies' own training. */
function visibleTo(pharmacyIds: number[]): SQL | undefined {
	return and(
		isLive(),
		pharmacyIds.length > 0
			? or(isNull(courses.pharmacyId), inArray(courses.pharmacyId, pharmacyIds))
			: isNull(courses.pharmacyId),
	);
}

/**
 * Courses to choose from: the whole catalogue (the demo exclusions are the learner's matter, not
 * the manager's) and the own training of `pharmacyIds`; own training first, then by name.
 */
export function listVisibleCourses(
	db: Database,
	pharmacyIds: number[],
	query: string | undefined,
	limit: number,
) {
	const terms = (query ?? '').split(/\s+/).filter((term) => term !== '');
	return db
		.select(courseColumns)
		.from(courses)
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.where(
			and(
				visibleTo(pharmacyIds),
				...terms.map(
					(term) =>
						sql`(${courses.searchText} like campus_search_normalize(${containsPattern(term)}) or ${categories.searchName} like campus_search_normalize(${containsPattern(term)}))`,
				),
			),
		)
		.orderBy(sql`${courses.pharmacyId} is null`, asc(courses.sortName), asc(courses.id))
		.limit(limit);
}

/** Which of `courseIds` exist and are visible to an owner whose pharmacies are `pharmacyIds`. */
export async function visibleCourseIds(
	db: Database,
	courseIds: number[],
	pharmacyIds: number[],
): Promise<Set<number>> {
	if (courseIds.length === 0) return new Set();
	const rows = await db
		.select({ id: courses.id })
		.from(courses)
		.where(and(inArray(courses.id, courseIds), visibleTo(pharmacyIds)));
	return new Set(rows.map((row) => row.id));
}

/** The pharmacies of a group, by name. */
export function listGroupPharmacies(db: Database, groupId: number) {
	return db
		.select({ id: pharmacies.id, name: pharmacies.name })
		.from(pharmacies)
		.where(eq(pharmacies.groupId, groupId))
		.orderBy(asc(pharmacies.name), asc(pharmacies.id));
}

/** The pharmacies by id, by name. */
export function listPharmaciesById(db: Database, ids: number[]) {
	if (ids.length === 0) return Promise.resolve([]);
	return db
		.select({ id: pharmacies.id, name: pharmacies.name })
		.from(pharmacies)
		.where(inArray(pharmacies.id, ids))
		.orderBy(asc(pharmacies.name), asc(pharmacies.id));
}

/** Everyone in the teams of the pharmacies: each owner, then the members by name. */
export async function listTeams(db: Database, pharmacyIds: number[]) {
	if (pharmacyIds.length === 0) return [];
	const person = {
		userId: users.id,
		name: users.name,
		lastName: users.lastName,
		email: users.email,
	};
	const [owners, members] = await Promise.all([
		db
			.select({ pharmacyId: pharmacies.id, ...person })
			.from(pharmacies)
			.innerJoin(users, eq(users.id, pharmacies.ownerUserId))
			.where(inArray(pharmacies.id, pharmacyIds)),
		db
			.select({ pharmacyId: pharmacyMembers.pharmacyId, ...person })
			.from(pharmacyMembers)
			.innerJoin(users, eq(users.id, pharmacyMembers.userId))
			.where(inArray(pharmacyMembers.pharmacyId, pharmacyIds))
			.orderBy(asc(users.name), asc(users.lastName), asc(users.id)),
	]);
	return [
		...owners.map((row) => ({ ...row, owner: true })),
		...members.map((row) => ({ ...row, owner: false })),
	];
}
