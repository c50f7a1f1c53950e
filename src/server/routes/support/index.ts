/** Router of the support calls under `/api/support` (the carrion landing's form). */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import * as handlers from './handlers';

export const supportRouter = new Hono<AppEnv>().post('/carrion', handlers.carrion);
