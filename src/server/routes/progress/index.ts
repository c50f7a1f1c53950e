/** Router of the progress calls (issue #6), mounted at `/api/progress`; logged-in only. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const progressRouter = new Hono<AppEnv>()
	.use(noStore, requireUser)
	.post('/saveProgress', handlers.saveProgress)
	.post('/getProgress', handlers.getProgress)
	.post('/getCourse', handlers.getCourse)
	.post('/getQuiz', handlers.getQuiz)
	.post('/submitQuiz', handlers.submitQuiz)
	.post('/downloadResource', handlers.downloadResource)
	.post('/getDashboard', handlers.getDashboard);
