/** Router of the purchase calls, mounted at `/api/buy` (the plans so far; purchase is issue #5). */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import * as handlers from './handlers';

export const buyRouter = new Hono<AppEnv>()
	.post('/getPlans', handlers.getPlans)
	.get('/getLicenseBySlug', handlers.getLicenseBySlug);
