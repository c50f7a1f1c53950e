/** Router of what a mail's reader does from the mail itself (issue #18), mounted at `/api/mail`. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import * as handlers from './handlers';

export const mailRouter = new Hono<AppEnv>()
	.use(noStore)
	.post('/unsubscribe', handlers.unsubscribe);
