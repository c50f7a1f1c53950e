/**
 * The Hono app behind `/api/*`: middleware, routers, and the single error handler that keeps every
 * answer inside the envelope (never a stack trace, never HTML).
 */
import { Hono } from 'hono';
import type { BlankSchema } from 'hono/types';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { t } from '../i18n';
import type { AppDeps, AppEnv } from './context';
import { AppError } from './errors';
import { requireClientKey } from './middleware/client-key';
import { notFoundAnswer } from './middleware/not-found';
import { requestLog } from './middleware/request-log';
import { apiSecurityHeaders } from './middleware/security-headers';
import { authRouter } from './routes/auth';
import { buyRouter } from './routes/buy';
import { certificatesRouter } from './routes/certificates';
import { coursesRouter } from './routes/courses';
import { crmRouter } from './routes/crm';
import { filesRouter } from './routes/files';
import { healthRouter } from './routes/health';
import { jobsRouter } from './routes/jobs';
import { itinerariesRouter } from './routes/itineraries';
import { oauthRouter } from './routes/oauth';
import { gameRouter } from './routes/game';
import { pharmacyRouter } from './routes/pharmacy';
import { profileRouter } from './routes/profile';
import { progressRouter } from './routes/progress';
import { protocolsRouter } from './routes/protocols';
import { reportsRouter } from './routes/reports';
import { mailRouter } from './routes/mail';
import { sandboxRouter } from './routes/sandbox';
import { siteRouter } from './routes/site';
import { statisticsRouter } from './routes/statistics';
import { adminRouter } from './routes/admin';
import { studioRouter } from './routes/studio';
import { CAPTIONS_PATHS } from './routes/studio/media';
import { storageRouter } from './routes/storage';
import { mediaRouter } from './routes/media';
import { supportRequestRouter, supportRouter } from './routes/support';
import { trainingRouter } from './routes/training';
import { uploadsRouter } from './routes/uploads';
import { isMediaUploadPath } from './services/media-uploads';
import { UPLOAD_PATHS } from './services/uploads';
import { STUDIO_DOCUMENT_MAX_BYTES, STUDIO_DOCUMENT_PATHS } from '../lib/contracts/studio';
import { DB_RETRY_AFTER_SECONDS, dbUnavailableBody, logIfDatabaseUnavailable } from './unavailable';

/** Bodies above this are refused before parsing; no call of the spec needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

export type App = Hono<AppEnv, BlankSchema, '/api'>;

export function createApp(deps: AppDeps): App {
	const app = new Hono<AppEnv>().basePath('/api');

	app.use(requestId({ headerName: 'X-Request-Id' }));
	app.use(async (c, next) => {
		c.set('deps', deps);
		await next();
	});
	app.use(requestLog);
	// Before the body limit and the client key, so their refusals carry the headers too.
	app.use(apiSecurityHeaders);
	const limitBody = bodyLimit({
		maxSize: MAX_BODY_BYTES,
		onError: (c) =>
			c.json({ ok: false, result: 'body_too_large', msg: t('api.body_too_large') }, 413),
	});
	// A whole course with its quizzes can pass 64 KB: the studio's document calls get more.
	const limitDocumentBody = bodyLimit({
		maxSize: STUDIO_DOCUMENT_MAX_BYTES,
		onError: (c) =>
			c.json({ ok: false, result: 'body_too_large', msg: t('api.body_too_large') }, 413),
	});
	// Upload routes read their multipart body as a stream under their own, larger limit
	// (services/uploads.ts), the studio's tus endpoint under MEDIA_MAX_BYTES and its captions
	// under theirs (routes/studio/media); every other route keeps the 64 KB one.
	const ownLimit = (path: string) =>
		UPLOAD_PATHS.has(path) || isMediaUploadPath(path) || CAPTIONS_PATHS.has(path);
	app.use((c, next) => {
		if (ownLimit(c.req.path)) return next();
		if (STUDIO_DOCUMENT_PATHS.has(c.req.path)) return limitDocumentBody(c, next);
		return limitBody(c, next);
	});
	app.use(requireClientKey);
	// Any handler may enqueue inside its transaction, which on PGlite's one connection must find
	// the queue started already (jobs/queue.ts). The server starts it before serving; this covers
	// an app made without the server (tests). Health answers whatever the queue's state.
	app.use(async (c, next) => {
		if (c.req.path !== '/api/health') await deps.jobs.start();
		await next();
	});

	app.route('/health', healthRouter);
	app.route('/jobs', jobsRouter);
	app.route('/oauth', oauthRouter);
	app.route('/auth', authRouter);
	app.route('/profile', profileRouter);
	app.route('/mail', mailRouter);
	app.route('/buy', buyRouter);
	app.route('/courses', coursesRouter);
	app.route('/crm', crmRouter);
	app.route('/support', supportRouter);
	app.route('/supportRequest', supportRequestRouter);
	app.route('/sandbox', sandboxRouter);
	app.route('/site', siteRouter);
	app.route('/progress', progressRouter);
	app.route('/protocols', protocolsRouter);
	app.route('/game', gameRouter);
	app.route('/statistics', statisticsRouter);
	app.route('/certificates', certificatesRouter);
	app.route('/pharmacy', pharmacyRouter);
	app.route('/itineraries', itinerariesRouter);
	app.route('/reports', reportsRouter);
	app.route('/training', trainingRouter);
	app.route('/files', filesRouter);
	app.route('/uploads', uploadsRouter);
	app.route('/studio', studioRouter);
	app.route('/admin', adminRouter);
	app.route('/storage', storageRouter);
	app.route('/media', mediaRouter);

	app.notFound(notFoundAnswer(app));

	app.onError((error, c) => {
		if (error instanceof AppError) {
			return c.json(
				{ ok: false, result: error.result, msg: error.msg },
				error.status,
				error.headers,
			);
		}
		if (error instanceof HTTPException) {
			const status = error.status;
			return c.json({ ok: false, result: 'http_error', msg: httpMessage(status) }, status);
		}
		// `log` is unset when the failure happened before the logging middleware ran.
		const log = (c.get('log') as AppEnv['Variables']['log'] | undefined) ?? deps.logger;
		if (logIfDatabaseUnavailable(log, error)) {
			return c.json(dbUnavailableBody(), 503, { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) });
		}
		log.error({ err: error }, 'unhandled error');
		return c.json({ ok: false, result: 'server_error', msg: t('api.server_error') }, 500);
	});

	return app;
}

/** The spec §8 message for an HTTP status. */
export function httpMessage(status: number): string {
	if (status === 400 || status === 401 || status === 403) return t(`http.${status}`);
	return t('http.unknown', { status });
}
