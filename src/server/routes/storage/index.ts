/**
 * Router of stored objects read through this app's signed links (ADR 017m), mounted at
 * `/api/storage`: `GET /api/storage/<key>?exp=&sig=`. No `pcek` and no bearer: `<video>`,
 * `<img>`, `<track>` and hls.js's segment requests cannot send them; the signature is the proof.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import * as handlers from './handlers';

export const storageRouter = new Hono<AppEnv>().get('/*', handlers.getStoredObject);
