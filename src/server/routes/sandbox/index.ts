/** Router of the sandbox gateway's calls (ADR 005), mounted at `/api/sandbox`. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const sandboxRouter = new Hono<AppEnv>()
	.use(noStore)
	.post('/paymentMethods', handlers.createPaymentMethod)
	.post('/confirm', handlers.confirm)
	.post('/updateCard', requireUser, handlers.updateCard)
	.post('/advanceClock', requireUser, handlers.advanceClock);
