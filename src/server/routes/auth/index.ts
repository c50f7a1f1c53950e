/** Router of the account calls (spec §7 "Authentication", ADR 004), mounted at `/api/auth`. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const authRouter = new Hono<AppEnv>()
	.use(noStore)
	.post('/signUp', handlers.signUp)
	.post('/recovery-password', handlers.recoveryPassword)
	.post('/validate-token', handlers.validateToken)
	.post('/change-password', handlers.changePassword)
	.post('/autologin', requireUser, handlers.autologin);
