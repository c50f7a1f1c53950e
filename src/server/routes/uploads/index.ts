/**
 * Router of uploads (issue #7), mounted at `/api/uploads`: a pharmacy's logo. Own training is
 * uploaded through `/api/training`. Both read multipart through services/uploads.ts, and their
 * paths are in its UPLOAD_PATHS (exempt from the app's 64 KB JSON body limit).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const uploadsRouter = new Hono<AppEnv>()
	.post('/uploadLogo', noStore, requireUser, handlers.uploadLogo)
	.post('/removeLogo', noStore, requireUser, handlers.removeLogo);
