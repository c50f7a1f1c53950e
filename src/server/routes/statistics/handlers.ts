/** The learner's statistics call (issue #6; spec §7 conventions), for the caller only. */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { ok, readJsonObject } from '../../http';
import { currentUser } from '../../middleware/require-user';
import * as statistics from '../../services/statistics';

/** `POST /statistics/getStatistics {}`: the body carries nothing, but must be JSON when sent. */
export async function getStatistics(c: Context<AppEnv>) {
	await readJsonObject(c);
	return ok(c, 'getStatistics', await statistics.getStatistics(c.var.deps, currentUser(c).id));
}
