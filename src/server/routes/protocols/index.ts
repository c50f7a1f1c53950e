/** Router of the counter-advice protocols (issue #6), mounted at `/api/protocols`; logged-in only. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const protocolsRouter = new Hono<AppEnv>()
	.use(noStore, requireUser)
	.post('/getProtocols', handlers.getProtocols);
