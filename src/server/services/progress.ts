/**
 * Learning progress (issue #6): the player's heartbeats and a course's progress. Who may learn:
 * a licence that gives access now (active, trialing, freemium); a trial (the demo licence of
 * spec §6) does not open the courses marked as excluded from it.
 *
 * Heartbeats carry the ranges played since the previous one; the server keeps their union, so a
 * video counts as watched when 90 % of its seconds were really played (never from elapsed time or
 * a seek), progress never goes backwards, and two devices add up. The position is the newest by
 * the device's clock, so a late, older heartbeat cannot rewind it.
 */
import { t } from '../../i18n';
import type { SaveProgressPayload } from '../../lib/schemas/progress';
import type { AppDeps } from '../context';
import * as progressQueries from '../db/queries/progress';
import type { ItemProgressRow } from '../db/queries/progress';
import { AppError } from '../errors';
import { isWatched, mergeRanges, playedSeconds } from './played-ranges';
import * as subscriptions from './subscriptions';

type ProgressDeps = Pick<AppDeps, 'db' | 'now'>;

/** `data.saveProgress` / one item of `data.getProgress.items`. */
export interface ItemProgress {
	iid: number;
	/** Where to resume, seconds. */
	pos: number;
	/** Share of the item's seconds really played, 0–100 (100 once completed). */
	pct: number;
	done: boolean;
}

/** Refuses, with the right code, someone whose licences do not open this course. */
async function requireCourseAccess(
	deps: ProgressDeps,
	userId: number,
	course: { demoExcluded: boolean },
): Promise<void> {
	const { ens } = await subscriptions.getSubscriptions(deps, userId);
	const now = deps.now();
	const open = ens.filter(
		(licence) =>
			['active', 'trialing', 'freemium'].includes(licence.status) &&
			(licence.end === null || new Date(licence.end) > now),
	);
	if (open.length === 0) throw new AppError('lic_req', 403, t('progress.licence_required'));
	if (course.demoExcluded && open.every((licence) => licence.status === 'trialing')) {
		throw new AppError('demo_excl', 403, t('progress.demo_excluded'));
	}
}

function view(row: ItemProgressRow, durationSeconds: number): ItemProgress {
	const done = row.completedAt !== null;
	const pct =
		done || durationSeconds === 0
			? done
				? 100
				: 0
			: Math.min(100, Math.floor((playedSeconds(row.playedRanges) / durationSeconds) * 100));
	return { iid: row.itemId, pos: row.positionSeconds, pct, done };
}

/** `POST /progress/saveProgress`: applies one (batched) heartbeat of the player. */
export async function saveProgress(
	deps: ProgressDeps,
	userId: number,
	payload: SaveProgressPayload,
): Promise<ItemProgress> {
	const item = await progressQueries.findItemWithCourse(deps.db, payload.iid);
	if (!item) throw new AppError('it_nf', 404, t('progress.item_nf'));
	await requireCourseAccess(deps, userId, item);
	const heartbeatAt = new Date(payload.ts);
	const row = await deps.db.transaction(async (tx) => {
		const current = await progressQueries.lockProgress(tx, userId, item.id);
		const ranges = mergeRanges(current.playedRanges, payload.rng, item.durationSeconds);
		const newer = current.positionAt === null || heartbeatAt > current.positionAt;
		const watched = isWatched(ranges, item.durationSeconds);
		return progressQueries.updateProgress(
			tx,
			userId,
			item.id,
			{
				playedRanges: ranges,
				...(newer
					? {
							positionSeconds: Math.round(Math.min(payload.pos, item.durationSeconds)),
							positionAt: heartbeatAt,
						}
					: {}),
				...(watched && current.completedAt === null ? { completedAt: deps.now() } : {}),
			},
			deps.now(),
		);
	});
	return view(row, item.durationSeconds);
}

/** `data.getProgress`: the course's completion and each item's progress. */
export interface CourseProgress {
	cid: number;
	/** Items completed out of all, 0–100. */
	pct: number;
	items: ItemProgress[];
}

/** `POST /progress/getProgress`: where the person stands in a course (any device). */
export async function getProgress(
	deps: ProgressDeps,
	userId: number,
	courseId: number,
): Promise<CourseProgress> {
	const course = await progressQueries.findCourseAccessInfo(deps.db, courseId);
	if (!course) throw new AppError('co_nf', 404, t('errors.course_not_found'));
	await requireCourseAccess(deps, userId, course);
	const items = await progressQueries.listCourseItems(deps.db, courseId);
	const rows = new Map(
		(
			await progressQueries.listProgress(
				deps.db,
				userId,
				items.map((item) => item.id),
			)
		).map((row) => [row.itemId, row]),
	);
	const progress = items.map((item) => {
		const row = rows.get(item.id);
		return row ? view(row, item.durationSeconds) : { iid: item.id, pos: 0, pct: 0, done: false };
	});
	const done = progress.filter((item) => item.done).length;
	return {
		cid: courseId,
		pct: items.length === 0 ? 0 : Math.floor((done / items.length) * 100),
		items: progress,
	};
}
