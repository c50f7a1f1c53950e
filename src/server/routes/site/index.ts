/** Router of the site's settings (issue #17), mounted at `/api/site`; public. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import * as handlers from './handlers';

export const siteRouter = new Hono<AppEnv>()
	.get('/getBanner', handlers.getBanner)
	// Netlify's deploy notifications (ADR 017): signed, no client key.
	.post('/deployNotification', handlers.deployNotification);
