/**
 * The answer when the database cannot be reached (issue #15): 503
 * `{ ok: false, result: 'db_unavailable', msg }` on every call, whether a query failed while the
 * app ran (app.ts `onError`) or the API could not even start, because migrating at start-up needs
 * the database (runtime.ts). The log line says why ("ECONNREFUSED", "57P01", "PGlite is closed").
 */
import { t } from '../i18n';
import { databaseUnavailableReason } from './db/unavailable';
import type { Logger } from './logger';

/** Seconds a client is asked to wait before trying again. */
export const DB_RETRY_AFTER_SECONDS = 5;

export function dbUnavailableBody() {
	return { ok: false as const, result: 'db_unavailable', msg: t('api.db_unavailable') };
}

/** Logs why the database is out of reach; false (nothing logged) when `error` is not that. */
export function logIfDatabaseUnavailable(logger: Logger, error: unknown): boolean {
	const reason = databaseUnavailableReason(error);
	if (!reason) return false;
	logger.error({ err: error, reason }, `database unavailable: ${reason}`);
	return true;
}

/**
 * The answer to any `/api/*` request while the API cannot start: 503 `db_unavailable` when the
 * database is out of reach (`/api/health` names it), otherwise 500 `server_error`; JSON either
 * way, where the endpoint would otherwise throw and the adapter answer an empty 500.
 */
export function startFailureResponse(error: unknown, path: string, logger: Logger): Response {
	const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };
	if (logIfDatabaseUnavailable(logger, error)) {
		const body =
			path.replace(/\/$/, '') === '/api/health'
				? { ...dbUnavailableBody(), health: { status: 'failing', database: 'unavailable' } }
				: dbUnavailableBody();
		return new Response(JSON.stringify(body), {
			status: 503,
			headers: { ...headers, 'retry-after': String(DB_RETRY_AFTER_SECONDS) },
		});
	}
	logger.error({ err: error }, 'the API could not start');
	return new Response(
		JSON.stringify({ ok: false, result: 'server_error', msg: t('api.server_error') }),
		{ status: 500, headers },
	);
}
