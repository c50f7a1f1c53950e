/** Router of the purchase calls, mounted at `/api/buy` (plans and licences; purchase is issue #5). */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const buyRouter = new Hono<AppEnv>()
	.post('/getPlans', handlers.getPlans)
	.get('/getLicenseBySlug', handlers.getLicenseBySlug)
	.post('/getSubscriptions', requireUser, handlers.getSubscriptions);
