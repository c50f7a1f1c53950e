/**
 * The itinerary manager (issue #7): owners of an XL pharmacy and group holders build ordered lists
 * of courses (the catalogue and their own training), each course with the day it opens, assign
 * them to pharmacies (their whole team) and to people, and publish them; members then see them on
 * their dashboard and the player keeps a course locked until its day (services/itinerary-locks.ts).
 *
 * Every call asks services/itinerary-scope.ts first, so a refused call changes nothing. Names are
 * unique per owner whatever their case, held by unique indexes (so two creations racing cannot
 * both win), and turned into 409 `itn_dup` here. A published itinerary is changed only after
 * moving it back to draft, which takes the typed word of spec §5.
 */
import { t } from '../../i18n';
import {
	CONFIRM_WORD,
	DELETE_WORD,
	ITINERARY_NAME_MAX_LENGTH,
	typedWordMatches,
	type AssignableCourse,
	type AssignableCourses,
	type AssignablePeople,
	type DeletedItinerary,
	type ItineraryDetail,
	type ItineraryList,
	type ItineraryOwner,
	type ItineraryPreview,
	type ItineraryStatus,
	type ItinerarySummary,
	type OwnerKey,
	type UpdateItineraryPayload,
} from '../../lib/schemas/itineraries';
import type { AppDeps } from '../context';
import { violatedUniqueConstraint } from '../db/errors';
import * as queries from '../db/queries/itineraries';
import type { ItineraryListRow, ItineraryRow } from '../db/queries/itineraries';
import { AppError } from '../errors';
import {
	itineraryNotFound,
	ownerOf,
	requireItineraryScope,
	requireOwner,
	requireReadableItinerary,
	requireWritableItinerary,
	type OwnerScope,
} from './itinerary-scope';
import { madridDay } from '../../lib/dates';
import { forgetAccess } from './access-cache';

type ItineraryDeps = Pick<AppDeps, 'db' | 'now'>;
/** What changes whose courses are locked: the access cache is told (services/access-cache.ts). */
type LockingDeps = ItineraryDeps & Pick<AppDeps, 'accessCache'>;

/** Courses offered per search: enough to scroll, few enough for a phone. */
const ASSIGNABLE_COURSES_LIMIT = 50;
/** The unique indexes of itinerary names (migration 0011). */
const NAME_INDEXES = new Set([
	'itineraries_pharmacy_name_uq',
	'itineraries_group_name_uq',
	'itineraries_campus_template_name_uq',
]);
/** Tries at a free "Copia de …" name when another copy takes it meanwhile. */
const FREE_NAME_ATTEMPTS = 5;

const nameInUse = () => new AppError('itn_dup', 409, t('errors.itinerary_name_in_use'));

function isNameTaken(error: unknown): boolean {
	const constraint = violatedUniqueConstraint(error);
	return constraint !== undefined && NAME_INDEXES.has(constraint);
}

function campusOwner(): ItineraryOwner {
	return { kind: 'campus', id: null, name: t('itineraries.api.campus_owner') };
}

function ownerView(scope: OwnerScope | null): ItineraryOwner {
	return scope ? { ...scope.owner, name: scope.name } : campusOwner();
}

function summary(row: ItineraryListRow): ItinerarySummary {
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

function courseView(row: {
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

async function detail(
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
async function reread(deps: ItineraryDeps, id: number): Promise<ItineraryRow> {
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
function derivedName(key: string, name: string): string {
	const room = ITINERARY_NAME_MAX_LENGTH - t(key, { name: '' }).length - ' (99)'.length;
	return t(key, { name: name.slice(0, Math.max(1, room)).trim() });
}

/** Inserts under a free name derived from `base`, trying again if a racing copy takes it. */
async function insertUnderFreeName(
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

/**
 * `POST /itineraries/listItineraries {query?, status?}`: the caller's itineraries (every status,
 * or the one asked; with `template`, the campus's templates too), and apart, every template they
 * can start from.
 */
export async function listItineraries(
	deps: ItineraryDeps,
	userId: number,
	filter: { query: string; status?: ItineraryStatus | undefined },
): Promise<ItineraryList> {
	const scope = await requireItineraryScope(deps, userId);
	const owners = { pharmacyIds: scope.pharmacyIds, groupIds: scope.groupIds };
	const [rows, templates] = await Promise.all([
		// The caller's own; the campus's templates join them only when templates are asked for.
		queries.listItineraries(deps.db, {
			...owners,
			campusTemplates: filter.status === 'template',
			status: filter.status,
			query: filter.query,
		}),
		queries.listItineraries(deps.db, { ...owners, campusTemplates: true, status: 'template' }),
	]);
	return {
		itineraries: rows.map(summary),
		templates: templates.map(summary),
		owners: scope.owners,
	};
}

/** `POST /itineraries/getItinerary {id}`. */
export async function getItinerary(
	deps: ItineraryDeps,
	userId: number,
	id: number,
): Promise<ItineraryDetail> {
	const { row, scope } = await requireReadableItinerary(deps, userId, id);
	return detail(deps, row, scope);
}

/** `POST /itineraries/createItinerary {owner, name, description?, fromTemplateId?}`: a draft. */
export async function createItinerary(
	deps: ItineraryDeps,
	userId: number,
	payload: {
		owner: OwnerKey;
		name: string;
		description: string;
		fromTemplateId?: number | undefined;
	},
): Promise<ItineraryDetail> {
	const scope = await requireOwner(deps, userId, payload.owner);
	let entries: { courseId: number; opensOn: string | null }[] = [];
	let description = payload.description;
	if (payload.fromTemplateId !== undefined) {
		const template = await queries.findItinerary(deps.db, payload.fromTemplateId);
		const templateOwner = template ? ownerOf(template) : null;
		const usable =
			template?.status === 'template' &&
			(templateOwner === null ||
				(templateOwner.kind === scope.owner.kind && templateOwner.id === scope.owner.id));
		if (!template || !usable) throw itineraryNotFound();
		const templateEntries = await queries.listCourseEntries(deps.db, template.id);
		const visible = await queries.visibleCourseIds(
			deps.db,
			templateEntries.map((entry) => entry.courseId),
			scope.pharmacyIds,
		);
		entries = templateEntries.filter((entry) => visible.has(entry.courseId));
		if (description === '') description = template.description;
	}
	const now = deps.now();
	let row: ItineraryRow;
	try {
		row = await deps.db.transaction(async (tx) => {
			const inserted = await queries.insertItinerary(tx, {
				owner: scope.owner,
				name: payload.name,
				description,
				status: 'draft',
				endsOn: null,
				createdByUserId: userId,
				now,
			});
			await queries.replaceCourses(tx, inserted.id, entries);
			return inserted;
		});
	} catch (error) {
		if (isNameTaken(error)) throw nameInUse();
		throw error;
	}
	return detail(deps, row, scope);
}

/** Refuses courses that do not exist or that the owner may not see (another pharmacy's training). */
async function checkCourses(deps: ItineraryDeps, scope: OwnerScope, courseIds: number[]) {
	const visible = await queries.visibleCourseIds(deps.db, courseIds, scope.pharmacyIds);
	if (courseIds.some((id) => !visible.has(id))) {
		throw new AppError('co_nf', 404, t('itineraries.api.course_not_found'));
	}
}

/** Refuses pharmacies outside the owner's scope and people outside those pharmacies' teams. */
async function checkAssignments(
	deps: ItineraryDeps,
	scope: OwnerScope,
	pharmacyIds: number[] | undefined,
	userIds: number[] | undefined,
) {
	if (pharmacyIds?.some((id) => !scope.pharmacyIds.includes(id))) {
		throw new AppError('ph_nf', 404, t('itineraries.api.pharmacy_not_found'));
	}
	if (userIds && userIds.length > 0) {
		const team = new Set(
			(await queries.listTeams(deps.db, scope.pharmacyIds)).map((person) => person.userId),
		);
		if (userIds.some((id) => !team.has(id))) {
			throw new AppError('usr_nf', 404, t('itineraries.api.person_not_found'));
		}
	}
}

/**
 * `POST /itineraries/updateItinerary`: what each step of the wizard shows, saved as a draft.
 * Lists given replace the current ones; fields left out stay as they are.
 */
export async function updateItinerary(
	deps: ItineraryDeps,
	userId: number,
	payload: UpdateItineraryPayload,
): Promise<ItineraryDetail> {
	const { scope } = await requireWritableItinerary(deps, userId, payload.id);
	const assigning = (payload.pharmacyIds?.length ?? 0) + (payload.userIds?.length ?? 0) > 0;
	if (payload.courses) {
		await checkCourses(
			deps,
			scope,
			payload.courses.map((entry) => entry.courseId),
		);
	}
	await checkAssignments(deps, scope, payload.pharmacyIds, payload.userIds);
	try {
		await deps.db.transaction(async (tx) => {
			// Locked, so a publication or another save racing this one waits, then sees its result.
			const current = await queries.lockItinerary(tx, payload.id);
			if (!current) throw itineraryNotFound();
			if (current.status === 'published') {
				throw new AppError('itn_pub', 409, t('itineraries.api.published'));
			}
			if (current.status === 'template' && assigning) {
				throw new AppError('itn_tpl', 422, t('itineraries.api.template_assign'));
			}
			await queries.updateItineraryRow(tx, payload.id, {
				...(payload.name === undefined ? {} : { name: payload.name }),
				...(payload.description === undefined ? {} : { description: payload.description }),
				...(payload.endsOn === undefined ? {} : { endsOn: payload.endsOn }),
				updatedAt: deps.now(),
			});
			if (payload.courses) await queries.replaceCourses(tx, payload.id, payload.courses);
			if (payload.pharmacyIds) await queries.replacePharmacies(tx, payload.id, payload.pharmacyIds);
			if (payload.userIds) await queries.replaceMembers(tx, payload.id, payload.userIds);
		});
	} catch (error) {
		if (isNameTaken(error)) throw nameInUse();
		throw error;
	}
	return detail(deps, await reread(deps, payload.id), scope);
}

/** `POST /itineraries/publishItinerary {id}`: needs a course and someone to reach. */
export async function publishItinerary(
	deps: LockingDeps,
	userId: number,
	id: number,
): Promise<ItineraryDetail> {
	const { scope } = await requireWritableItinerary(deps, userId, id);
	await deps.db.transaction(async (tx) => {
		const current = await queries.lockItinerary(tx, id);
		if (!current) throw itineraryNotFound();
		if (current.status === 'published') return;
		if (current.status === 'template') {
			throw new AppError('itn_tpl', 422, t('itineraries.api.template_publish'));
		}
		const counts = await queries.countContents(tx, id);
		if (counts.courses === 0) {
			throw new AppError('itn_empty', 422, t('itineraries.api.no_courses'));
		}
		if (counts.assignments === 0) {
			throw new AppError('itn_nobody', 422, t('itineraries.api.no_people'));
		}
		const now = deps.now();
		await queries.updateItineraryRow(tx, id, {
			status: 'published',
			publishedAt: now,
			updatedAt: now,
		});
	});
	// Its dates lock courses now, for this process's next heartbeat already.
	forgetAccess(deps);
	return detail(deps, await reread(deps, id), scope);
}

/** `POST /itineraries/moveToDraft {id, word}`: the word is "CONFIRMAR" (spec §5). */
export async function moveToDraft(
	deps: LockingDeps,
	userId: number,
	id: number,
	word: string,
): Promise<ItineraryDetail> {
	const { row, scope } = await requireWritableItinerary(deps, userId, id);
	if (!typedWordMatches(word, CONFIRM_WORD)) {
		throw new AppError('word_inv', 422, t('itineraries.api.word_confirm', { word: CONFIRM_WORD }));
	}
	if (row.status === 'template') {
		throw new AppError('itn_tpl', 422, t('itineraries.api.template_draft'));
	}
	await queries.updateItineraryRow(deps.db, id, {
		status: 'draft',
		publishedAt: null,
		updatedAt: deps.now(),
	});
	forgetAccess(deps);
	return detail(deps, await reread(deps, id), scope);
}

/** `POST /itineraries/deleteItinerary {id, word}`: the word is "ELIMINAR" (spec §5). */
export async function deleteItinerary(
	deps: LockingDeps,
	userId: number,
	id: number,
	word: string,
): Promise<DeletedItinerary> {
	await requireWritableItinerary(deps, userId, id);
	if (!typedWordMatches(word, DELETE_WORD)) {
		throw new AppError('word_inv', 422, t('itineraries.api.word_delete', { word: DELETE_WORD }));
	}
	if (!(await queries.deleteItinerary(deps.db, id))) throw itineraryNotFound();
	forgetAccess(deps);
	return { id, deleted: true };
}

/**
 * `POST /itineraries/duplicateItinerary {id}`: a draft "Copia de …" (made unique) with the same
 * courses, dates and assignments; a template's copy is a template.
 */
export async function duplicateItinerary(
	deps: ItineraryDeps,
	userId: number,
	id: number,
): Promise<ItineraryDetail> {
	const source = await requireWritableItinerary(deps, userId, id);
	const [entries, pharmacyIds, userIds] = await Promise.all([
		queries.listCourseEntries(deps.db, id),
		queries.listItineraryPharmacyIds(deps.db, id),
		queries.listItineraryUserIds(deps.db, id),
	]);
	return insertCopy(deps, userId, source, {
		nameKey: 'itineraries.api.copy_name',
		status: source.row.status === 'template' ? 'template' : 'draft',
		endsOn: source.row.endsOn,
		entries,
		pharmacyIds,
		userIds,
	});
}

/**
 * `POST /itineraries/saveAsTemplate {id}`: a template of the owner with the same courses, without
 * dates or assignments, to start other itineraries from.
 */
export async function saveAsTemplate(
	deps: ItineraryDeps,
	userId: number,
	id: number,
): Promise<ItineraryDetail> {
	const source = await requireWritableItinerary(deps, userId, id);
	const entries = (await queries.listCourseEntries(deps.db, id)).map((entry) => ({
		courseId: entry.courseId,
		opensOn: null,
	}));
	return insertCopy(deps, userId, source, {
		nameKey: 'itineraries.api.template_name',
		status: 'template',
		endsOn: null,
		entries,
		pharmacyIds: [],
		userIds: [],
	});
}

/**
 * A new itinerary of the same owner made from `source`, under a free name derived from the
 * source's with `nameKey` ("Copia de …", "… (plantilla)"), its courses and assignments written in
 * the same transaction.
 */
async function insertCopy(
	deps: ItineraryDeps,
	userId: number,
	source: { row: ItineraryRow; scope: OwnerScope },
	copy: {
		nameKey: string;
		status: ItineraryStatus;
		endsOn: string | null;
		entries: { courseId: number; opensOn: string | null }[];
		pharmacyIds: number[];
		userIds: number[];
	},
): Promise<ItineraryDetail> {
	const { row, scope } = source;
	const inserted = await insertUnderFreeName(
		deps,
		scope.owner,
		derivedName(copy.nameKey, row.name),
		(name) =>
			deps.db.transaction(async (tx) => {
				const created = await queries.insertItinerary(tx, {
					owner: scope.owner,
					name,
					description: row.description,
					status: copy.status,
					endsOn: copy.endsOn,
					createdByUserId: userId,
					now: deps.now(),
				});
				await queries.replaceCourses(tx, created.id, copy.entries);
				if (copy.pharmacyIds.length > 0) {
					await queries.replacePharmacies(tx, created.id, copy.pharmacyIds);
				}
				if (copy.userIds.length > 0) await queries.replaceMembers(tx, created.id, copy.userIds);
				return created;
			}),
	);
	return detail(deps, inserted, source.scope);
}

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
