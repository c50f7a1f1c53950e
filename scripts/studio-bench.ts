/**
 * Issue #19: the studio at catalogue scale. Loaded by scripts/bench.ts through Vite's module
 * runner, as the server's code needs it. Writes the demo campus and `courses` more published
 * courses (copies of the demo ones under new titles and paths) into a PGlite folder, then times the
 * studio's course list in-process (p99 budget 100 ms). bench.ts then serves that folder and times
 * the rebuild of the public pages after a publish (budget 120 s).
 */
import { openDatabase } from '../src/server/db/client';
import { writeCourseDocuments } from '../src/server/db/queries/course-documents';
import { seedDemoData } from '../src/server/db/seed';
import { demoContent } from '../src/server/db/seed-data/content-files';
import { createApp } from '../src/server/app';
import { DEMO_PASSWORD } from '../src/server/db/seed-data/accounts';
import type { CourseDocument } from '../src/lib/contracts/course-document';
import { createTestDeps } from '../tests/setup/test-app';
import { stopJobQueuesOf } from '../tests/setup/test-jobs';
import { measure, post, token, type ReportBenchRow } from './report-bench.ts';

/** Issue #19: the studio's course list answers within 100 ms at p99 with 2,000 courses. */
const LIST_BUDGET_MS = 100;
/** Courses written per transaction: the seed's own statement shape, in bounded sizes. */
const BATCH = 250;

export interface StudioBenchResult {
	courses: number;
	seedSeconds: number;
	rows: ReportBenchRow[];
}

/** A copy of a demo course as a new one: no ids, its own title and path. */
function copyOf(course: CourseDocument, n: number): CourseDocument {
	const copy = structuredClone(course);
	delete copy.id;
	for (const topic of copy.program) {
		for (const item of topic.items) delete item.id;
	}
	return {
		...copy,
		name: `${course.name} (${String(n)})`.slice(0, 150),
		path: `${course.path}-${String(n)}`,
		related: [],
	};
}

export async function runStudioBench(options: {
	dataDir: string;
	courses: number;
	calls: number;
}): Promise<StudioBenchResult> {
	const handle = await openDatabase({ kind: 'pglite', dataDir: options.dataDir });
	try {
		await handle.migrate();
		const started = performance.now();
		await seedDemoData(handle.db);
		const demo = demoContent().courses;
		const now = new Date();
		for (let first = 0; first < options.courses; first += BATCH) {
			const batch: CourseDocument[] = [];
			for (let n = first; n < Math.min(options.courses, first + BATCH); n++) {
				const source = demo[n % demo.length];
				if (source) batch.push(copyOf(source, n + 1));
			}
			await handle.db.transaction((tx) =>
				writeCourseDocuments(tx, batch, { status: 'published', now }),
			);
		}
		const seedSeconds = (performance.now() - started) / 1000;

		const app = createApp(createTestDeps(handle.db, { now: () => new Date() }));
		const editor = await token(app, 'editora@liceo.local', DEMO_PASSWORD);
		const list = (body: object) => post(app, '/studio/listCourses', editor, body);
		const rows = [
			await measure('PGlite', 'listCourses first page', options.calls, LIST_BUDGET_MS, () =>
				list({}),
			),
			await measure('PGlite', 'listCourses search', options.calls, LIST_BUDGET_MS, () =>
				list({ query: 'fotoproteccion fototipo' }),
			),
			await measure('PGlite', 'listCourses state + category', options.calls, LIST_BUDGET_MS, () =>
				list({ status: 'published', categoryId: 1 }),
			),
			await measure(
				'PGlite',
				'listCourses review due, page 10',
				options.calls,
				LIST_BUDGET_MS,
				() => list({ reviewDue: true, page: 10 }),
			),
		];
		await stopJobQueuesOf(handle.db);
		return { courses: options.courses, seedSeconds, rows };
	} finally {
		await handle.close();
	}
}
