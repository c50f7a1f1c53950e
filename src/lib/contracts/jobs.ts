/**
 * Contract of `POST /api/jobs/run` (issue #18, ADR 015), the job round Netlify's scheduled
 * function asks for: shared by the route and its tests.
 */
import type { AreaResult } from './common';

export type JobsResult = AreaResult<
	/** The bearer secret (JOBS_RUN_SECRET) is missing or wrong. */
	'jobs_key_inv'
>;

/** `data.runJobs`: what one round did. */
export interface JobsRound {
	/** Chores the clock enqueued for this period. */
	chores: number;
	completed: number;
	/** Jobs that failed this time (pg-boss retries them later or dead-letters them). */
	failed: number;
}
