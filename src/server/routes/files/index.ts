/**
 * Router of uploaded files (logos, own training), mounted at `/api/files`. Public (no `pcek`, no
 * bearer): `<img>` and `<video>` cannot send headers. A logo is public; a video or PDF needs the
 * signed link of services/file-urls.ts.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import * as handlers from './handlers';

export const filesRouter = new Hono<AppEnv>().get('/:id', handlers.getFile);
