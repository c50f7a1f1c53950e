/**
 * `POST /api/jobs/run` (issue #18, ADR 015): where no worker runs (Netlify Functions), a scheduled
 * function calls this every minute with `Authorization: Bearer JOBS_RUN_SECRET`; the call ticks the
 * clock and does the due jobs for up to 20 seconds. Without the setting the call does not exist
 * (404); a wrong or missing secret is 401 and does nothing.
 */
import { Hono } from 'hono';
import { t } from '../../../i18n';
import type { JobsRound } from '../../../lib/contracts/jobs';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { ok } from '../../http';
import { runJobsRound } from '../../jobs/worker';
import { secretsEqual } from '../../services/auth/tokens';

/** Netlify stops a scheduled function after 30 s: the round leaves it time to answer. */
const ROUND_MS = 20_000;

export const jobsRouter = new Hono<AppEnv>().post('/run', async (c) => {
	const deps = c.var.deps;
	const secret = deps.config.jobsRunSecret;
	if (!secret) throw new AppError('not_found', 404, t('api.not_found'));
	const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
	if (!secretsEqual(given, secret)) {
		throw new AppError('jobs_key_inv', 401, t('api.jobs_key_inv'));
	}
	const round: JobsRound = await runJobsRound(deps, { deadline: Date.now() + ROUND_MS });
	c.header('Cache-Control', 'no-store');
	return ok(c, 'runJobs', round);
});
