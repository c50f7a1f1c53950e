/**
 * Progress calls of the campus (issue #6; spec §7 conventions): the course player's heartbeats
 * and a course's progress, for the caller only.
 */
import type { Context } from 'hono';
import { GetProgressBody, SaveProgressBody } from '../../../lib/schemas/progress';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as progress from '../../services/progress';

const labels = (...fields: string[]) => fieldLabels('progress.fields', fields);

/** `POST /progress/saveProgress {iid, pos, rng, ts}`. */
export async function saveProgress(c: Context<AppEnv>) {
	const payload = await readPayload(c, SaveProgressBody, labels('iid', 'pos', 'rng', 'ts'));
	return ok(c, 'saveProgress', await progress.saveProgress(c.var.deps, currentUser(c).id, payload));
}

/** `POST /progress/getProgress {cid}`. */
export async function getProgress(c: Context<AppEnv>) {
	const { cid } = await readPayload(c, GetProgressBody, labels('cid'));
	return ok(c, 'getProgress', await progress.getProgress(c.var.deps, currentUser(c).id, cid));
}
