/**
 * Issue #19: what loading the demo catalogue costs a fresh campus, now that it is read from the
 * content files (checked by the studio's schemas) and written as the studio publishes a course.
 * Loaded by scripts/bench.ts through Vite's module runner, as the server's code needs it: checks
 * the files once, then seeds the catalogue and what learning needs (quizzes, media, protocols,
 * brands) into a fresh in-memory PGlite `runs` times.
 */
import { openDatabase } from '../src/server/db/client';
import { seedDemoCatalogue, seedDemoLearning } from '../src/server/db/seed';
import { parseContentFiles } from '../src/server/db/seed-data/content-files';
import { contentModules } from '../src/server/db/seed-data/content-modules';

export interface SeedBenchResult {
	/** Checking every content file against its schema, once, in ms. */
	checkMs: number;
	/** The catalogue and the learning seed, each run, in ms. */
	seedMs: number[];
	courses: number;
}

export async function runSeedBench(runs: number): Promise<SeedBenchResult> {
	const started = performance.now();
	const content = parseContentFiles(contentModules);
	const checkMs = performance.now() - started;
	const seedMs: number[] = [];
	for (let run = 0; run < runs; run++) {
		const handle = await openDatabase({ kind: 'pglite' });
		await handle.migrate();
		const start = performance.now();
		await seedDemoCatalogue(handle.db, content);
		await seedDemoLearning(handle.db);
		seedMs.push(performance.now() - start);
		await handle.close();
	}
	return { checkMs, seedMs, courses: content.courses.length };
}
