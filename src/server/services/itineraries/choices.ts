/** What the wizard offers to choose: the preview, and the courses and people one may assign. */
import {
	type AssignableCourses,
	type AssignablePeople,
	type ItineraryPreview,
	type OwnerKey,
} from '../../../lib/contracts/itineraries';
import * as queries from '../../db/queries/itineraries';
import { requireOwner, requireReadableItinerary } from '../itinerary-scope';
import { madridDay } from '../../../lib/dates';
import { type ItineraryDeps, ASSIGNABLE_COURSES_LIMIT, courseView } from './shared';

/**
 * `POST /itineraries/previewItinerary {id}`: the courses in order as a member sees them today
 * (Europe/Madrid), each open or locked until its day, by the rule the player applies.
 */
export async function previewItinerary(
	deps: ItineraryDeps,
	userId: number,
	id: number,
): Promise<ItineraryPreview> {
	const { row } = await requireReadableItinerary(deps, userId, id);
	const today = madridDay(deps.now());
	const courses = await queries.listItineraryCourses(deps.db, id);
	return {
		id: row.id,
		name: row.name,
		description: row.description,
		endsOn: row.endsOn,
		today,
		courses: courses.map((course) => ({
			...courseView(course),
			opensOn: course.opensOn,
			locked: course.opensOn !== null && course.opensOn > today,
		})),
	};
}

/**
 * `POST /itineraries/listAssignableCourses {owner, query?}`: the catalogue and the own training of
 * the owner's pharmacies (never another pharmacy's), matching the search ignoring accents.
 */
export async function listAssignableCourses(
	deps: ItineraryDeps,
	userId: number,
	owner: OwnerKey,
	query: string,
): Promise<AssignableCourses> {
	const scope = await requireOwner(deps, userId, owner);
	const rows = await queries.listVisibleCourses(
		deps.db,
		scope.pharmacyIds,
		query,
		ASSIGNABLE_COURSES_LIMIT,
	);
	return { courses: rows.map(courseView) };
}

/** `POST /itineraries/listAssignablePeople {owner}`: the pharmacies in scope and their teams. */
export async function listAssignablePeople(
	deps: ItineraryDeps,
	userId: number,
	owner: OwnerKey,
): Promise<AssignablePeople> {
	const scope = await requireOwner(deps, userId, owner);
	const [pharmacies, people] = await Promise.all([
		queries.listPharmaciesById(deps.db, scope.pharmacyIds),
		queries.listTeams(deps.db, scope.pharmacyIds),
	]);
	return {
		pharmacies: pharmacies.map((pharmacy) => ({
			id: pharmacy.id,
			name: pharmacy.name,
			people: people
				.filter((person) => person.pharmacyId === pharmacy.id)
				.map((person) => ({
					userId: person.userId,
					name: `${person.name} ${person.lastName}`.trim(),
					email: person.email,
					owner: person.owner,
				})),
		})),
	};
}
