/**
 * `npm run admin:create -- email [--editor]`: makes the account with that address campus staff
 * (src/server/services/studio/staff.ts), creating it when there is none. On the database the server
 * uses: `DATABASE_URL`, or the PGlite folder `PGLITE_DIR` (`.data/pglite`), which only one process
 * may open: stop `npm start` first. Loaded through Vite's module runner, as `npm run jobs` is.
 */
import path from 'node:path';
import { runnerImport } from 'vite';

const { module: client } = await runnerImport<typeof import('../src/server/db/client.ts')>(
	path.resolve('src/server/db/client.ts'),
);
const { module: staff } = await runnerImport<
	typeof import('../src/server/services/studio/staff.ts')
>(path.resolve('src/server/services/studio/staff.ts'));

const handle = await client.openDatabase(
	process.env.DATABASE_URL
		? { kind: 'postgres', url: process.env.DATABASE_URL }
		: { kind: 'pglite', dataDir: process.env.PGLITE_DIR ?? '.data/pglite' },
);
try {
	process.exitCode = await staff.runAdminCreateCommand(
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
