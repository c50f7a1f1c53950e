/**
 * `GET /api/health`: the process answers, the database answers a query, and the data folder can
 * be written. A failing check answers 503 naming it (the reason goes to the log, not the body).
 */
import { Hono } from 'hono';
import { t } from '../../../i18n';
import type { AppEnv } from '../../context';
import { checkHealth } from '../../services/health';

export const healthRouter = new Hono<AppEnv>().get('/', async (c) => {
	const deps = c.var.deps;
	const report = await checkHealth(deps);
	c.header('Cache-Control', 'no-store');
	const checks = {
		database: report.database ? 'unavailable' : 'ok',
		dataDir: report.dataDir ? 'not_writable' : 'ok',
	} as const;
	if (!report.database && !report.dataDir) {
		return c.json({
			ok: true,
			data: { health: { status: 'ok', ...checks, dbMs: report.dbMs } },
		});
	}
	c.var.log.error(
		{ database: report.database, dataDir: report.dataDir, dataDirPath: deps.config.dataDir },
		`health check failing: ${[
			report.database && `database unavailable (${report.database})`,
			report.dataDir && `data folder not writable (${report.dataDir})`,
		]
			.filter(Boolean)
			.join(', ')}`,
	);
	const messages = [
		report.database && t('api.db_unavailable'),
		report.dataDir && t('api.data_dir_unwritable'),
	].filter(Boolean);
	return c.json(
		{
			ok: false,
			result: report.database ? 'db_unavailable' : 'data_dir_unwritable',
			msg: messages.join('. '),
			health: { status: 'failing', ...checks },
		},
		503,
	);
});
