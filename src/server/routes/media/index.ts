/**
 * Router of media playback (issue #19, ADR 017m), mounted at `/api/media`: the HLS playlists of a
 * ready video through a signed, short-lived link (`services/media.ts` `playbackUrlFor`). No
 * `pcek`, no bearer: hls.js and a native HLS player fetch them as plain URLs.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import * as handlers from './handlers';

export const mediaRouter = new Hono<AppEnv>()
	.get('/hls/:assetId/master.m3u8', handlers.getPlaylist)
	.get('/hls/:assetId/:rendition/index.m3u8', handlers.getPlaylist);
