/**
 * Payloads of the progress calls (issue #6, spec §7 conventions): the course player's heartbeats
 * and the progress of a course. Shared by src/server/routes/progress and the player.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { payloadObject, positiveId } from './fields';

/** More ranges than this in one heartbeat is not someone watching a 5-minute video. */
export const MAX_RANGES_PER_HEARTBEAT = 100;
/** Longer than any video of the campus (seconds). */
export const MAX_SECONDS = 24 * 60 * 60;

const seconds = () =>
	v.pipe(
		v.number(() => t('progress.validation.seconds')),
		v.minValue(0, () => t('progress.validation.seconds')),
		v.maxValue(MAX_SECONDS, () => t('progress.validation.seconds')),
	);

/**
 * `POST /progress/saveProgress`: the item (`iid`), where the player is now (`pos`), the ranges
 * played since the last heartbeat (`rng`, `[start, end]` in seconds) and the device's clock
 * (`ts`, ms) so an older heartbeat arriving late cannot move the position back.
 */
export const SaveProgressBody = payloadObject({
	iid: positiveId(() => t('progress.validation.iid')),
	pos: seconds(),
	rng: v.pipe(
		v.array(
			v.pipe(
				v.tuple([seconds(), seconds()], () => t('progress.validation.rng')),
				v.check(
					([start, end]) => end >= start,
					() => t('progress.validation.rng'),
				),
			),
			() => t('progress.validation.rng'),
		),
		v.maxLength(MAX_RANGES_PER_HEARTBEAT, () => t('progress.validation.rng')),
	),
	ts: v.pipe(
		v.number(() => t('progress.validation.ts')),
		v.integer(() => t('progress.validation.ts')),
		v.minValue(0, () => t('progress.validation.ts')),
	),
});
export type SaveProgressPayload = v.InferOutput<typeof SaveProgressBody>;

/** `POST /progress/getProgress {cid}`. */
export const GetProgressBody = payloadObject({
	cid: positiveId(() => t('progress.validation.cid')),
});
