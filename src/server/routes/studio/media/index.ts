/**
 * Router of the studio's media (issue #19, ADR 017m), mounted inside the studio's router at
 * `/api/studio/media`: the tus endpoint of master videos (`/uploads`, `/uploads/<uuid>`), lessons'
 * PDF sheets (`/uploadSheet`, one multipart request), an asset's state for polling, the recent
 * assets, captions, and a preview link. The studio's router lets only staff reach it
 * (`requireStaff`): anyone else gets 404.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { t } from '../../../../i18n';
import { CAPTIONS_MAX_BYTES } from '../../../../lib/contracts/media';
import type { AppEnv } from '../../../context';
import * as handlers from './handlers';

/**
 * Calls with captions in their body, exempt from the app's 64 KB limit (app.ts) and held to this
 * one: the text, escaped in JSON (at most six bytes per character), and room for the fields.
 */
export const CAPTIONS_PATHS: ReadonlySet<string> = new Set([
	'/api/studio/media/uploadCaptions',
	'/api/studio/media/saveCaptions',
]);
const captionsBody = bodyLimit({
	maxSize: CAPTIONS_MAX_BYTES * 6 + 4096,
	onError: (c) =>
		c.json({ ok: false, result: 'body_too_large', msg: t('api.body_too_large') }, 413),
});

export const studioMediaRouter = new Hono<AppEnv>()
	.post('/uploads', handlers.tusUpload)
	// Hono routes HEAD as GET (and drops the body): the handler answers only the HEAD.
	.on(['GET', 'PATCH', 'DELETE'], '/uploads/:id', handlers.tusUpload)
	.post('/uploadSheet', handlers.uploadSheet)
	.post('/getMediaAsset', handlers.getMediaAsset)
	.post('/listMediaAssets', handlers.listMediaAssets)
	.post('/uploadCaptions', captionsBody, handlers.uploadCaptions)
	.post('/saveCaptions', captionsBody, handlers.saveCaptions)
	.post('/getCaptions', handlers.getCaptions)
	.post('/getPlayback', handlers.getPlayback);
