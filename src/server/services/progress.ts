/**
 * Learning progress (issue #6): the player's heartbeats and a course's progress, for those whose
 * licence opens the course (services/access.ts).
 *
 * Heartbeats carry the ranges played since the previous one; the server keeps their union, so a
 * video counts as watched when 90 % of its seconds were really played (never from elapsed time or
 * a seek), progress never goes backwards, and two devices add up. New seconds are accepted only
 * as fast as the server's clock allows (heartbeat-allowance.ts). The position is the newest by the
 * device's clock, so a late, older heartbeat cannot rewind it.
 */
import { t } from '../../i18n';
import type {
	CourseProgress,
	ItemProgress,
	PlayerCourse,
	SavedProgress,
	SaveProgressPayload,
} from '../../lib/contracts/progress';
import type { PlaybackAnswer } from '../../lib/contracts/media';
import type { AppDeps } from '../context';
import { findForUserCourse } from '../db/queries/certificates';
import * as courseProgressQueries from '../db/queries/course-progress';
import * as progressQueries from '../db/queries/progress';
import type { ItemProgressRow } from '../db/queries/progress';
import { mediaFromStored } from '../db/course-document-rows';
import { AppError } from '../errors';
import { requireCourseAccess, requireCourseAccessForHeartbeat } from './access';
import { issueIfCompleted } from './certificates';
import { assetUrl } from './courses';
import { allowHeartbeat } from './heartbeat-allowance';
import { playbackUrlFor } from './media';
import { ownTrainingMediaUrl } from './own-training';
import { madridDay } from '../../lib/dates';
import { isWatched, playedSeconds } from '../../lib/played-ranges';

type ProgressDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;
type HeartbeatDeps = ProgressDeps & Pick<AppDeps, 'catalogueCache' | 'accessCache'>;

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

/**
 * `POST /progress/saveProgress`: applies one (batched) heartbeat of the player, within what the
 * server's clock allows; the answer says how many new seconds it counted.
 */
export async function saveProgress(
	deps: HeartbeatDeps,
	userId: number,
	payload: SaveProgressPayload,
): Promise<SavedProgress> {
	// Catalogue data, the same for every viewer: kept with the catalogue's answers.
	const item = await deps.catalogueCache.getOrLoad(
		JSON.stringify(['program-item', payload.iid]),
		() => progressQueries.findItemWithCourse(deps.db, payload.iid),
	);
	if (!item) throw new AppError('it_nf', 404, t('progress.item_nf'));
	await requireCourseAccessForHeartbeat(deps, userId, item);
	const heartbeatAt = new Date(payload.ts);
	const { row, completedNow, firstHeartbeat, counted } = await deps.db.transaction(async (tx) => {
		const current = await progressQueries.lockProgress(tx, userId, item.id);
		const now = deps.now();
		// A row no heartbeat has moved yet: this item was never played before.
		const firstHeartbeat = current.positionAt === null;
		const allowed = allowHeartbeat(
			current.playedRanges,
			payload.rng,
			item.durationSeconds,
			current,
			now,
			deps.config.heartbeatMaxRate,
		);
		const newer = current.positionAt === null || heartbeatAt > current.positionAt;
		const watched = isWatched(allowed.ranges, item.durationSeconds);
		const completedNow = watched && current.completedAt === null;
		const row = await progressQueries.updateProgress(
			tx,
			userId,
			item.id,
			{
				playedRanges: allowed.ranges,
				...allowed.credit,
				...(newer
					? {
							positionSeconds: Math.round(Math.min(payload.pos, item.durationSeconds)),
							positionAt: heartbeatAt,
						}
					: {}),
				...(completedNow ? { completedAt: now } : {}),
			},
			now,
			// Minutes watched count the seconds accepted, replays included (the union does not grow
			// on a replay, but the person did spend that time learning), never more than allowed.
			{ day: madridDay(now), seconds: Math.round(allowed.spent) },
		);
		return { row, completedNow, firstHeartbeat, counted: allowed.counted };
	});
	// A completion recounts the course (issueIfCompleted); an item's first heartbeat marks the
	// course started, for the reports (issue #7). An ordinary heartbeat writes nothing more.
	if (completedNow) await issueIfCompleted(deps, userId, item.courseId);
	else if (firstHeartbeat) {
		await courseProgressQueries.recordCourseStarted(deps.db, userId, item.courseId, deps.now());
	}
	return { ...view(row, item.durationSeconds), counted: Math.round(counted * 10) / 10 };
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
	return { cid: courseId, ...(await progressOf(deps, userId, items)) };
}

/** Each item's progress for the person, in the items' order, and the share of items done. */
async function progressOf(
	deps: ProgressDeps,
	userId: number,
	items: { id: number; durationSeconds: number }[],
): Promise<Omit<CourseProgress, 'cid'>> {
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
		pct: items.length === 0 ? 0 : Math.floor((done / items.length) * 100),
		items: progress,
	};
}

/** `POST /progress/getCourse {cid}`: the program with media and progress, for the player. */
export async function getCourse(
	deps: ProgressDeps & Pick<AppDeps, 'files'>,
	userId: number,
	courseId: number,
): Promise<PlayerCourse> {
	const course = await progressQueries.findCourseForPlayer(deps.db, courseId);
	if (!course) throw new AppError('co_nf', 404, t('errors.course_not_found'));
	await requireCourseAccess(deps, userId, course);
	const [items, certificate] = await Promise.all([
		progressQueries.listCourseItems(deps.db, courseId),
		findForUserCourse(deps.db, userId, courseId),
	]);
	const progress = await progressOf(deps, userId, items);
	const byItem = new Map(progress.items.map((item) => [item.iid, item]));
	const own = course.pharmacyId !== null;
	// An own training's media is an uploaded file (its id), served only through a signed link;
	// its PDF comes from downloadResource like any other.
	const studioMedia = own
		? new Map<number, PlaybackAnswer | null>()
		: await studioPlayback(deps, userId, items);
	const mediaOf = (item: (typeof items)[number]): string | null => {
		if (!item.mediaUrl) return null;
		const studio = studioMedia.get(item.id);
		if (studio !== undefined) return studio?.url ?? null;
		if (!own) return assetUrl(deps.config.assetsUrl, item.mediaUrl);
		return item.type === 'video'
			? ownTrainingMediaUrl(deps.config, item.mediaUrl, userId, deps.now())
			: null;
	};
	const captionsOf = (item: (typeof items)[number]): string | null => {
		if (!item.captionsUrl) return null;
		const studio = studioMedia.get(item.id);
		if (studio !== undefined) return studio?.captionsUrl ?? null;
		return assetUrl(deps.config.assetsUrl, item.captionsUrl);
	};
	// An HLS lesson's folder holds its poster (the demo lessons', ADR 017p); own training has none.
	const posterOf = (item: (typeof items)[number]): string | null => {
		const studio = studioMedia.get(item.id);
		if (studio !== undefined) return studio?.posterUrl ?? null;
		return !own && item.mediaUrl && /\.m3u8$/i.test(item.mediaUrl)
			? assetUrl(deps.config.assetsUrl, item.mediaUrl.replace(/[^/]*$/, 'poster.jpg'))
			: null;
	};
	const topics: PlayerCourse['topics'] = [];
	let topicPosition: number | null = null;
	for (const item of items) {
		if (item.topicPosition !== topicPosition) {
			topics.push({ name: item.topic, items: [] });
			topicPosition = item.topicPosition;
		}
		const itemProgress = byItem.get(item.id) ?? { iid: item.id, pos: 0, pct: 0, done: false };
		topics.at(-1)?.items.push({
			...itemProgress,
			name: item.name,
			type: item.type,
			dur: item.durationSeconds,
			media: mediaOf(item),
			captions: captionsOf(item),
			poster: posterOf(item),
		});
	}
	return {
		cid: course.id,
		name: course.name,
		path: course.path,
		area: course.categoryName,
		minutes: course.durationMinutes,
		pct: progress.pct,
		topics,
		certificate: certificate?.code ?? null,
		ownTraining: own,
	};
}

/**
 * The playback of each item whose video is a studio upload (`asset:<uuid>`, ADR 017m): a signed
 * HLS link naming the learner, with the asset's own poster and captions; `null` for an asset that
 * cannot play (gone, or not ready), so that lesson shows as unavailable and the rest still plays.
 */
async function studioPlayback(
	deps: ProgressDeps & Pick<AppDeps, 'files'>,
	userId: number,
	items: { id: number; type: string; mediaUrl: string | null }[],
): Promise<Map<number, PlaybackAnswer | null>> {
	const uploads = items.flatMap((item) => {
		// A PDF sheet's upload is downloaded (services/resources.ts), never played.
		if (item.type === 'pdf') return [];
		const assetId = mediaFromStored(item.mediaUrl).assetId;
		return assetId ? [{ itemId: item.id, assetId }] : [];
	});
	const answers = await Promise.all(
		uploads.map(async ({ itemId, assetId }) => {
			try {
				return [itemId, await playbackUrlFor(deps, assetId, { userId })] as const;
			} catch (error) {
				if (error instanceof AppError && (error.status === 404 || error.status === 409)) {
					return [itemId, null] as const;
				}
				throw error;
			}
		}),
	);
	return new Map(answers);
}
