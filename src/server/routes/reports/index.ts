/**
 * Router of the tracking reports of owners and group holders (issue #7, ADR 008), mounted at
 * `/api/reports`; logged-in only, and never cached: every answer is about people.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const reportsRouter = new Hono<AppEnv>()
	.use(noStore, requireUser)
	.post('/getScope', handlers.getScope)
	.post('/getReport', handlers.getReport)
	.post('/exportCsv', handlers.exportCsv);
