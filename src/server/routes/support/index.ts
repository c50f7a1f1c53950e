/**
 * Routers of the support calls: `/api/support/carrion` (the carrion landing's form) and the
 * campus chat's `/api/supportRequest` (spec §7 names it at the top level).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const supportRouter = new Hono<AppEnv>().post('/carrion', handlers.carrion);

export const supportRequestRouter = new Hono<AppEnv>().post(
	'/',
	requireUser,
	handlers.supportRequest,
);
