/**
 * Router of a pharmacy's own training (issue #7, ADR 008), mounted at `/api/training`: its
 * managers list, upload, rename and delete it; its teams list what they may watch. Logged-in only.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const trainingRouter = new Hono<AppEnv>()
	.use(noStore, requireUser)
	.post('/listTrainings', handlers.listTrainings)
	.post('/uploadTraining', handlers.uploadTraining)
	.post('/updateTraining', handlers.updateTraining)
	.post('/deleteTraining', handlers.deleteTraining)
	.post('/listMyTrainings', handlers.listMyTrainings);
