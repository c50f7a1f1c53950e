/** Router of la Infiltrada, the brands and ingredients game (issue #6), mounted at `/api/game`; logged-in only. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const gameRouter = new Hono<AppEnv>()
	.use(noStore, requireUser)
	.post('/startRound', handlers.startRound)
	.post('/checkAnswer', handlers.checkAnswer)
	.post('/finishRound', handlers.finishRound)
	.post('/getBestScore', handlers.getBestScore);
