/**
 * `npm run content -- export <dir> | import <dir> [--publish]`: the studio's export and import of
 * courses as files (src/server/services/studio/content-command.ts), on the database the server
 * uses: `DATABASE_URL`, or the PGlite folder `PGLITE_DIR` (`.data/pglite`), which only one
 * process may open: stop `npm start` first. Loaded through Vite's module runner, as `npm run jobs`
 * is.
 */
import path from 'node:path';
import { runnerImport } from 'vite';

const { module: client } = await runnerImport<typeof import('../src/server/db/client.ts')>(
	path.resolve('src/server/db/client.ts'),
);
const { module: command } = await runnerImport<
	typeof import('../src/server/services/studio/content-command.ts')
>(path.resolve('src/server/services/studio/content-command.ts'));

const handle = await client.openDatabase(
	process.env.DATABASE_URL
		? { kind: 'postgres', url: process.env.DATABASE_URL }
		: { kind: 'pglite', dataDir: process.env.PGLITE_DIR ?? '.data/pglite' },
);
try {
	await handle.migrate();
	process.exitCode = await command.runContentCommand(
		process.argv.slice(2),
		handle.db,
		new Date(),
		(line) => {
			console.log(line);
		},
	);
} finally {
	await handle.close();
}
