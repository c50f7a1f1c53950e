/**
 * `npm run jobs`: the dead-letter queues of the job queue (src/server/jobs/jobs-command.ts) on the
 * database the server uses: `DATABASE_URL`, or the PGlite folder `PGLITE_DIR` (`.data/pglite`),
 * which only one process may open: stop `npm start` first. Loaded through Vite's module runner,
 * as the benches are, because the server's code is written for Vite.
 */
import path from 'node:path';
import { runnerImport } from 'vite';

const { module: client } = await runnerImport<typeof import('../src/server/db/client.ts')>(
	path.resolve('src/server/db/client.ts'),
);
const { module: queues } = await runnerImport<typeof import('../src/server/jobs/queue.ts')>(
	path.resolve('src/server/jobs/queue.ts'),
);
const { module: command } = await runnerImport<typeof import('../src/server/jobs/jobs-command.ts')>(
	path.resolve('src/server/jobs/jobs-command.ts'),
);
const { module: logging } = await runnerImport<typeof import('../src/server/logger.ts')>(
	path.resolve('src/server/logger.ts'),
);

const handle = await client.openDatabase(
	process.env.DATABASE_URL
		? { kind: 'postgres', url: process.env.DATABASE_URL }
		: { kind: 'pglite', dataDir: process.env.PGLITE_DIR ?? '.data/pglite' },
);
const queue = queues.createJobQueue({
	db: handle.db,
	logger: logging.createLogger('warn'),
	supervise: false,
});
try {
	process.exitCode = await command.runJobsCommand(
		process.argv.slice(2),
		await queue.start(),
		(line) => {
			console.log(line);
		},
	);
} finally {
	await queue.stop();
	await handle.close();
}
