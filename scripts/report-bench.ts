/**
 * The reports part of `npm run bench` (issue #7), loaded by scripts/bench.ts through Vite's module
 * runner so it can use the server's code as the tests do. On PGlite and on PostgreSQL in turn: a
 * fresh migrated and seeded database, the data factory's group (50 pharmacies, 1,000 people,
 * 200,000 progress rows), then the Hono app in-process measures the group report, one pharmacy's
 * report and the group's CSV, one call after another, and the player's heartbeat, whose cost the
 * reports' `course_progress` must not change (only an item's first heartbeat writes to it).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp, type App } from '../src/server/app';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';
import { createReportData, type ReportData } from '../tests/factories/report-data';
import { login } from '../tests/setup/auth-calls';
import { stopJobQueuesOf } from '../tests/setup/test-jobs';
import { createTestDeps, TEST_CLIENT_KEY } from '../tests/setup/test-app';
import { postgresUrlFor } from '../tests/setup/postgres-url';

export interface ReportBenchRow {
	database: 'PGlite' | 'PostgreSQL';
	label: string;
	calls: number;
	p50: number;
	p99: number;
	max: number;
	failed: number;
	/** The budget for this call's p99, in ms. */
	budget: number;
}

export interface ReportBenchResult {
	rows: ReportBenchRow[];
	/** What was generated, and how long it took, per database. */
	setups: { database: string; seconds: number; counts: ReportData['counts'] }[];
	skipped: string[];
}

/** Issue #7: p99 under 200 ms for the group report, on both databases. */
const REPORT_BUDGET_MS = 200;
/** Issue #6: saveProgress p99 under 30 ms. */
const HEARTBEAT_BUDGET_MS = 30;

function percentile(sorted: readonly number[], share: number): number {
	if (sorted.length === 0) return NaN;
	const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
	return Math.round((sorted[index] ?? NaN) * 10) / 10;
}

export async function post(app: App, path: string, token: string, body: unknown) {
	const response = await app.request(
		`/api${path}`,
		{
			method: 'POST',
			headers: {
				pcek: TEST_CLIENT_KEY,
				'content-type': 'application/json',
				authorization: `Bearer ${token}`,
			},
			body: JSON.stringify(body),
		},
		{ clientAddress: '127.0.0.1' },
	);
	// Reading the body is part of the call: a CSV is produced as it is read.
	await response.arrayBuffer();
	return response.status;
}

/** `calls` sequential calls after a warm-up of 10, timed each from request to last byte. */
export async function measure(
	database: ReportBenchRow['database'],
	label: string,
	calls: number,
	budget: number,
	send: (index: number) => Promise<number>,
): Promise<ReportBenchRow> {
	for (let index = 0; index < 10; index++) await send(-1 - index);
	const times: number[] = [];
	let failed = 0;
	for (let index = 0; index < calls; index++) {
		const started = performance.now();
		const status = await send(index);
		times.push(performance.now() - started);
		if (status !== 200) failed++;
	}
	times.sort((a, b) => a - b);
	return {
		database,
		label,
		calls,
		p50: percentile(times, 0.5),
		p99: percentile(times, 0.99),
		max: percentile(times, 1),
		failed,
		budget,
	};
}

export async function token(app: App, email: string, password: string): Promise<string> {
	const res = await login(app, email, password);
	if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${res.text}`);
	return res.body.data.token.access_token as string;
}

/** Heartbeats of `viewers` people on the first videos of the catalogue. */
async function heartbeatRows(
	database: ReportBenchRow['database'],
	app: App,
	handle: DatabaseHandle,
	data: ReportData,
	calls: number,
): Promise<ReportBenchRow[]> {
	const found: unknown = await handle.db.execute(
		// Videos the viewer never touched, so each first heartbeat below is a real first.
		sql`select pi.id, pi.duration_seconds from program_items pi
			where pi.duration_seconds > 60 and not exists (
				select 1 from item_progress ip where ip.item_id = pi.id and ip.user_id = ${data.owner.id})
			order by pi.id limit 40`,
	);
	const videos = found as { rows: { id: number; duration_seconds: number }[] };
	const video = videos.rows[0];
	if (!video) throw new Error('no video left for the heartbeat bench');
	const viewer = await token(app, data.owner.email, data.owner.password);
	const base = Date.now();
	let position = 0;
	let sent = 0;
	const ordinary = await measure(
		database,
		'saveProgress, ordinary heartbeat',
		calls,
		HEARTBEAT_BUDGET_MS,
		() => {
			// The next 10 s of the video, round and round, as a viewer who rewatches it.
			const from = position;
			const to = Math.min(video.duration_seconds, from + 10);
			position = to >= video.duration_seconds ? 0 : to;
			sent++;
			return post(app, '/progress/saveProgress', viewer, {
				iid: video.id,
				pos: to,
				rng: [[from, to]],
				ts: base + sent * 1000,
			});
		},
	);
	const firsts = videos.rows.slice(1);
	const first = await measure(
		database,
		"saveProgress, an item's first heartbeat",
		Math.min(calls, firsts.length - 10),
		HEARTBEAT_BUDGET_MS,
		(index) => {
			// The warm-up takes the first ten videos (indexes -1 … -10), the timed calls the rest.
			const item = firsts[index < 0 ? -1 - index : index + 10];
			if (!item) throw new Error('not enough videos');
			return post(app, '/progress/saveProgress', viewer, {
				iid: item.id,
				pos: 5,
				rng: [[0, 5]],
				ts: base,
			});
		},
	);
	return [ordinary, first];
}

async function benchOne(
	database: ReportBenchRow['database'],
	handle: DatabaseHandle,
	calls: number,
	result: ReportBenchResult,
) {
	await handle.migrate();
	await seedDemoData(handle.db);
	const started = performance.now();
	const data = await createReportData(handle.db);
	// As the running campus keeps them: autovacuum on PostgreSQL, the runtime's ANALYZE on PGlite.
	await handle.refreshStatistics();
	result.setups.push({
		database,
		seconds: Math.round((performance.now() - started) / 100) / 10,
		counts: data.counts,
	});
	const app = createApp(createTestDeps(handle.db, { now: () => new Date() }));
	try {
		await measureReports(database, app, handle, data, calls, result);
	} finally {
		// pg-boss's timers would keep the bench's process alive after it printed its figures.
		await stopJobQueuesOf(handle.db);
	}
}

async function measureReports(
	database: ReportBenchRow['database'],
	app: App,
	handle: DatabaseHandle,
	data: ReportData,
	calls: number,
	result: ReportBenchResult,
) {
	const holder = await token(app, data.holder.email, data.holder.password);
	const owner = await token(app, data.owner.email, data.owner.password);
	const firstPharmacy = data.pharmacyIds[0];
	result.rows.push(
		await measure(database, 'getReport, group (50 pharmacies)', calls, REPORT_BUDGET_MS, () =>
			post(app, '/reports/getReport', holder, { groupId: data.group.id }),
		),
		await measure(database, 'getReport, one pharmacy (owner)', calls, REPORT_BUDGET_MS, () =>
			post(app, '/reports/getReport', owner, { pharmacyId: firstPharmacy }),
		),
		await measure(database, 'exportCsv, group members', calls, REPORT_BUDGET_MS, () =>
			post(app, '/reports/exportCsv', holder, { groupId: data.group.id, view: 'members' }),
		),
		...(await heartbeatRows(database, app, handle, data, calls)),
	);
}

/**
 * Runs the reports bench on PGlite (in memory) and on the PostgreSQL server at `postgresUrl`, in
 * a database of its own, dropped afterwards. PostgreSQL is skipped, and said so, when unreachable.
 */
export async function runReportBench({
	calls = 100,
	postgresUrl,
}: {
	calls?: number;
	postgresUrl: string;
}): Promise<ReportBenchResult> {
	const result: ReportBenchResult = { rows: [], setups: [], skipped: [] };

	const pglite = await openDatabase({ kind: 'pglite' });
	try {
		await benchOne('PGlite', pglite, calls, result);
	} finally {
		await pglite.close();
	}

	const database = `campus_bench_reports_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
	const admin = new pg.Client({ connectionString: postgresUrl });
	try {
		await admin.connect();
	} catch (error) {
		result.skipped.push(`PostgreSQL at ${postgresUrl}: ${(error as Error).message}`);
		return result;
	}
	await admin.query(`create database ${database}`);
	const postgres = await openDatabase({
		kind: 'postgres',
		url: postgresUrlFor(postgresUrl, database),
	});
	try {
		await benchOne('PostgreSQL', postgres, calls, result);
	} finally {
		await postgres.close();
		await admin.query(`drop database if exists ${database} with (force)`);
		await admin.end();
	}
	return result;
}
