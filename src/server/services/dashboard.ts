/**
 * The learner's dashboard (issue #6): where they left off, what to learn next for their
 * audience, the itineraries their pharmacy assigned them (the manager is issue #7's), and how
 * far they have come.
 */
import type {
	DashboardCourse,
	LearnerDashboard,
	ProgramItemType,
} from '../../lib/contracts/progress';
import type { AppDeps } from '../context';
import * as certificateQueries from '../db/queries/certificates';
import * as dashboardQueries from '../db/queries/dashboard';
import * as progressQueries from '../db/queries/progress';
import { findUserById } from '../db/queries/users';
import { requireLearningAccess } from './access';
import { assetUrl } from './courses';
import { listMyTrainings } from './own-training';

type DashboardDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;

/** Cards per row of the dashboard. */
const CARDS = 4;
/** User type 3 is a student (spec §3); titulares and professionals get professional courses. */
const STUDENT = 3;

export async function getDashboard(deps: DashboardDeps, userId: number): Promise<LearnerDashboard> {
	const access = await requireLearningAccess(deps, userId);
	const user = await findUserById(deps.db, userId);
	const audiences: ('professional' | 'student' | 'both')[] =
		user?.userType === STUDENT ? ['student', 'both'] : ['professional', 'both'];

	const recent = await progressQueries.listRecentCourses(deps.db, userId, 50);
	const startedIds = recent.map((row) => row.courseId);
	const [started, certificates, seconds, itineraryRows, ownTraining] = await Promise.all([
		dashboardQueries.findCourses(deps.db, startedIds),
		certificateQueries.listForUser(deps.db, userId),
		dashboardQueries.totalSecondsWatched(deps.db, userId),
		dashboardQueries.listAssignedItineraryCourses(deps.db, userId),
		listMyTrainings(deps, userId),
	]);
	const courseById = new Map(started.map((course) => [course.id, course]));
	const certificateByCourse = new Map(
		certificates
			.filter((row) => row.certificate.revokedAt === null)
			.map((row) => [row.certificate.courseId, row.certificate.code]),
	);

	const card = (course: (typeof started)[number]): DashboardCourse => ({
		cid: course.id,
		name: course.name,
		path: course.path,
		poster: assetUrl(deps.config.assetsUrl, course.posterUrl),
		area: course.categoryName,
		minutes: course.durationMinutes,
	});

	const itemsByCourse = new Map<
		number,
		{ id: number; name: string; type: ProgramItemType; done: boolean }[]
	>();
	for (const item of await dashboardQueries.listItemsWithCompletion(deps.db, userId, startedIds)) {
		const items = itemsByCourse.get(item.courseId) ?? [];
		items.push(item);
		itemsByCourse.set(item.courseId, items);
	}

	const continueWatching: LearnerDashboard['continueWatching'] = [];
	const completed: LearnerDashboard['completed'] = [];
	for (const row of recent) {
		const course = courseById.get(row.courseId);
		if (!course) continue;
		const items = itemsByCourse.get(course.id) ?? [];
		const next = items.find((item) => !item.done);
		if (!next) {
			completed.push({ ...card(course), certificate: certificateByCourse.get(course.id) ?? null });
		} else if (continueWatching.length < CARDS) {
			const done = items.filter((item) => item.done).length;
			continueWatching.push({
				...card(course),
				pct: Math.floor((done / items.length) * 100),
				next: { iid: next.id, name: next.name, type: next.type },
			});
		}
	}

	// Like what they started (same areas), then the newest, never a course already started.
	const areas = [...new Set(started.map((course) => course.categoryId))];
	const suggestion = { audiences, exclude: startedIds, demoOnly: access.demoOnly, limit: CARDS };
	const sameAreas =
		areas.length > 0
			? await dashboardQueries.listSuggestions(deps.db, { ...suggestion, categoryIds: areas })
			: [];
	const newest = await dashboardQueries.listSuggestions(deps.db, {
		...suggestion,
		limit: CARDS * 2,
	});
	// The newest go to "latest"; "recommended" is the same areas, topped up with the next newest.
	const sameAreaIds = new Set(sameAreas.map((course) => course.id));
	const others = newest.filter((course) => !sameAreaIds.has(course.id));
	const latest = others.slice(0, CARDS);
	const recommended = [...sameAreas, ...others.slice(CARDS)].slice(0, CARDS);

	return {
		continueWatching,
		itineraries: itinerariesOf(itineraryRows),
		ownTraining: ownTraining.trainings,
		recommended: recommended.map(card),
		latest: latest.map(card),
		summary: {
			minutesWatched: Math.floor(seconds / 60),
			coursesInProgress: recent.length - completed.length,
			coursesCompleted: completed.length,
			certificates: certificateByCourse.size,
		},
		completed,
	};
}

/**
 * Each itinerary with its courses in order (each completed or not, and the day it opens when it
 * has one) and its next course not completed.
 */
export function itinerariesOf(
	rows: Awaited<ReturnType<typeof dashboardQueries.listAssignedItineraryCourses>>,
): LearnerDashboard['itineraries'] {
	const byId = new Map<number, LearnerDashboard['itineraries'][number]>();
	for (const row of rows) {
		let itinerary = byId.get(row.itineraryId);
		if (!itinerary) {
			itinerary = {
				id: row.itineraryId,
				name: row.itineraryName,
				next: null,
				endsOn: row.endsOn,
				courses: [],
			};
			byId.set(row.itineraryId, itinerary);
		}
		const course = {
			cid: row.courseId,
			name: row.courseName,
			path: row.coursePath,
			opensOn: row.opensOn,
		};
		itinerary.courses.push({ ...course, completed: row.completed });
		if (itinerary.next === null && !row.completed) itinerary.next = course;
	}
	return [...byId.values()];
}
