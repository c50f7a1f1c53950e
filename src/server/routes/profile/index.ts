/**
 * Router of the logged-in person's own account (issue #17), mounted at `/api/profile`. Not under
 * `/auth`: the browser's API client renews an expired access token for these calls and retries,
 * which it never does for the token endpoints (spec §7).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const profileRouter = new Hono<AppEnv>()
	.use(noStore)
	.post('/updatePassword', requireUser, handlers.updatePassword)
	.post('/getBilling', requireUser, handlers.getBilling)
	.post('/updateBilling', requireUser, handlers.updateBilling)
	.post('/getMailPreferences', requireUser, handlers.getMailPreferences)
	.post('/updateMailPreferences', requireUser, handlers.updateMailPreferences);
