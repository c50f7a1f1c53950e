/** Router of the OAuth calls (spec §7 "Authentication", ADR 004), mounted at `/api/oauth`. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const oauthRouter = new Hono<AppEnv>()
	.use(noStore)
	.post('/token', handlers.postToken)
	.get('/token', requireUser, handlers.getToken)
	.post('/logout', handlers.logout);
