/** What the itinerary services share: their errors, views, the reread detail and free names. */
import { t } from '../../../i18n';
import {
	ITINERARY_NAME_MAX_LENGTH,
	type AssignableCourse,
	type ItineraryDetail,
	type ItineraryOwner,
	type ItinerarySummary,
	type OwnerKey,
} from '../../../lib/contracts/itineraries';
import type { AppDeps } from '../../context';
import { violatedUniqueConstraint } from '../../db/errors';
import * as queries from '../../db/queries/itineraries';
import type { ItineraryListRow, ItineraryRow } from '../../db/queries/itineraries';
import { AppError } from '../../errors';
import { itineraryNotFound, type OwnerScope } from '../itinerary-scope';

export type ItineraryDeps = Pick<AppDeps, 'db' | 'now'>;
/** What changes whose courses are locked: the access cache is told (services/access-cache.ts). */
export type LockingDeps = ItineraryDeps & Pick<AppDeps, 'accessCache'>;

/** Courses offered per search: enough to scroll, few enough for a phone. */
export const ASSIGNABLE_COURSES_LIMIT = 50;
/** The unique indexes of itinerary names (migration 0011). */
const NAME_INDEXES = new Set([
	'itineraries_pharmacy_name_uq',
	'itineraries_group_name_uq',
	'itineraries_campus_template_name_uq',
]);
/** Tries at a free "Copia de …" name when another copy takes it meanwhile. */
const FREE_NAME_ATTEMPTS = 5;

export const nameInUse = () => new AppError('itn_dup', 409, t('errors.itinerary_name_in_use'));

export function isNameTaken(error: unknown): boolean {
	const constraint = violatedUniqueConstraint(error);
	return constraint !== undefined && NAME_INDEXES.has(constraint);
}

function campusOwner(): ItineraryOwner {
	return { kind: 'campus', id: null, name: t('itineraries.api.campus_owner') };
}

function ownerView(scope: OwnerScope | null): ItineraryOwner {
	return scope ? { ...scope.owner, name: scope.name } : campusOwner();
}

export function summary(row: ItineraryListRow): ItinerarySummary {
	let owner: ItineraryOwner = campusOwner();
	if (row.pharmacyId !== null) {
		owner = { kind: 'pharmacy', id: row.pharmacyId, name: row.pharmacyName ?? '' };
	} else if (row.groupId !== null) {
		owner = { kind: 'group', id: row.groupId, name: row.groupName ?? '' };
	}
	return {
		id: row.id,
		name: row.name,
		description: row.description,
		status: row.status,
		owner,
		courses: row.courses,
		assignees: row.assignees,
		updatedAt: row.updatedAt.toISOString(),
		readOnly: owner.kind === 'campus',
	};
}

export function courseView(row: {
	courseId: number;
	name: string;
	path: string;
	area: string;
	minutes: number;
	pharmacyId: number | null;
}): AssignableCourse {
	return {
		courseId: row.courseId,
		name: row.name,
		path: row.path,
		area: row.area,
		minutes: row.minutes,
		ownTraining: row.pharmacyId !== null,
	};
}

export async function detail(
	deps: ItineraryDeps,
	row: ItineraryRow,
	scope: OwnerScope | null,
): Promise<ItineraryDetail> {
	const [courses, pharmacyIds, userIds] = await Promise.all([
		queries.listItineraryCourses(deps.db, row.id),
		queries.listItineraryPharmacyIds(deps.db, row.id),
		queries.listItineraryUserIds(deps.db, row.id),
	]);
	return {
		id: row.id,
		name: row.name,
		description: row.description,
		status: row.status,
		endsOn: row.endsOn,
		owner: ownerView(scope),
		courses: courses.map((course) => ({ ...courseView(course), opensOn: course.opensOn })),
		pharmacyIds,
		userIds,
		publishedAt: row.publishedAt?.toISOString() ?? null,
		updatedAt: row.updatedAt.toISOString(),
		readOnly: scope === null,
	};
}

/** The row again after a change (it exists: the caller holds it or just wrote it). */
export async function reread(deps: ItineraryDeps, id: number): Promise<ItineraryRow> {
	const row = await queries.findItinerary(deps.db, id);
	if (!row) throw itineraryNotFound();
	return row;
}

/**
 * `base`, or `base (2)`, `base (3)`… whichever the owner does not use yet (ignoring case).
 *
 * @example
 * await freeName(deps, owner, 'Copia de Acogida'); // 'Copia de Acogida (2)' when the first is taken
 */
async function freeName(deps: ItineraryDeps, owner: OwnerKey, base: string): Promise<string> {
	const taken = new Set(await queries.listNamesLike(deps.db, owner, base));
	if (!taken.has(base.toLocaleLowerCase('es'))) return base;
	for (let n = 2; ; n++) {
		const candidate = `${base} (${n})`;
		if (!taken.has(candidate.toLocaleLowerCase('es'))) return candidate;
	}
}

/** A name built from another that still fits the limit once " (12)" is added. */
export function derivedName(key: string, name: string): string {
	const room = ITINERARY_NAME_MAX_LENGTH - t(key, { name: '' }).length - ' (99)'.length;
	return t(key, { name: name.slice(0, Math.max(1, room)).trim() });
}

/** Inserts under a free name derived from `base`, trying again if a racing copy takes it. */
export async function insertUnderFreeName(
	deps: ItineraryDeps,
	owner: OwnerKey,
	base: string,
	write: (name: string) => Promise<ItineraryRow>,
): Promise<ItineraryRow> {
	for (let attempt = 1; ; attempt++) {
		const name = await freeName(deps, owner, base);
		try {
			return await write(name);
		} catch (error) {
			if (!isNameTaken(error) || attempt >= FREE_NAME_ATTEMPTS) {
				throw isNameTaken(error) ? nameInUse() : error;
			}
		}
	}
}
