/** `GET /api/health`: the process answers and the database answers a query. */
import { Hono } from 'hono';
import { t } from '../../../i18n';
import type { AppEnv } from '../../context';
import { pingDatabase } from '../../db/client';

export const healthRouter = new Hono<AppEnv>().get('/', async (c) => {
	const started = performance.now();
	const database = await pingDatabase(c.var.deps.db);
	const dbMs = Math.round((performance.now() - started) * 10) / 10;
	c.header('Cache-Control', 'no-store');
	if (!database) {
		return c.json({ ok: false, result: 'db_unavailable', msg: t('api.db_unavailable') }, 503);
	}
	return c.json({ ok: true, data: { health: { status: 'ok', database: 'ok', dbMs } } });
});
