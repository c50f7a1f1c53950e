/** Listing, reading, creating and editing itineraries (drafts and templates). */
import { t } from '../../../i18n';
import {
	type ItineraryDetail,
	type ItineraryList,
	type ItineraryStatus,
	type OwnerKey,
	type UpdateItineraryPayload,
} from '../../../lib/contracts/itineraries';
import * as queries from '../../db/queries/itineraries';
import type { ItineraryRow } from '../../db/queries/itineraries';
import { AppError } from '../../errors';
import {
	itineraryNotFound,
	ownerOf,
	requireItineraryScope,
	requireOwner,
	requireReadableItinerary,
	requireWritableItinerary,
	type OwnerScope,
} from '../itinerary-scope';
import { type ItineraryDeps, nameInUse, isNameTaken, summary, detail, reread } from './shared';

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
