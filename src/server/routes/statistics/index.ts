/** Router of the learner's statistics (issue #6), mounted at `/api/statistics`; logged-in only. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const statisticsRouter = new Hono<AppEnv>()
	.use(noStore, requireUser)
	.post('/getStatistics', handlers.getStatistics);
