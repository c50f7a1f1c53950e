/**
 * An itinerary's life: publishing, back to draft, deleting, and copies (duplicates and
 * templates). Publishing, unpublishing and deleting change who is locked out of a course, so they
 * tell the access cache (services/access-cache.ts).
 */
import { t } from '../../../i18n';
import {
	CONFIRM_WORD,
	DELETE_WORD,
	typedWordMatches,
	type DeletedItinerary,
	type ItineraryDetail,
	type ItineraryStatus,
} from '../../../lib/contracts/itineraries';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/itineraries';
import type { ItineraryRow } from '../../db/queries/itineraries';
import { AppError } from '../../errors';
import { itineraryNotFound, requireWritableItinerary, type OwnerScope } from '../itinerary-scope';
import { forgetAccess } from '../access-cache';
import { itineraryPublishedChore } from '../itinerary-mail';
import {
	type ItineraryDeps,
	type LockingDeps,
	detail,
	reread,
	derivedName,
	insertUnderFreeName,
} from './shared';

/**
 * `POST /itineraries/publishItinerary {id}`: the people it reaches are told by mail, from a job
 * enqueued in the same transaction (services/itinerary-mail.ts).
 */
export async function publishItinerary(
	deps: LockingDeps & Pick<AppDeps, 'jobs'>,
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
		await deps.jobs.enqueue(tx, itineraryPublishedChore(id, userId, now), now);
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
