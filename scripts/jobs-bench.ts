/**
 * Issue #18: the job queue on the built server and its embedded PGlite, as `npm start` runs it.
 *
 * 1. Throughput: `BENCH_MAILS` (200) sign-ups with the worker off queue as many welcome mails;
 *    the server restarts with its worker on and sends them to the outbox folder. Mails per second
 *    are read from the outbox files' own times (first to last).
 * 2. Latency: with the worker on, one sign-up every `BENCH_MAIL_INTERVAL_MS` (500) for
 *    `BENCH_SECONDS` (10); the job is committed with the account, inside the call, so each mail's
 *    latency lies between its outbox time minus the call's start and minus its answer.
 * Run by `npm run bench -- --jobs` (after `npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const PORT = 4396;
const CLIENT_KEY = 'campus-web-local';
const MAILS = Number(process.env.BENCH_MAILS ?? 200);
const INTERVAL_MS = Number(process.env.BENCH_MAIL_INTERVAL_MS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DATA_DIR = path.resolve(`.data/bench/jobs-${String(PORT)}`);
const OUTBOX = path.join(DATA_DIR, 'outbox');
const BASE = `http://127.0.0.1:${String(PORT)}`;

function startServer(worker: boolean): ChildProcess {
	return spawn(process.execPath, ['scripts/serve.ts'], {
		env: {
			...process.env,
			// The embedded database, as `npm start` runs it.
			DATABASE_URL: '',
			HOST: '127.0.0.1',
			PORT: String(PORT),
			PGLITE_DIR: path.join(DATA_DIR, 'pglite'),
			DATA_DIR,
			SMTP_URL: '',
			LOG_LEVEL: 'warn',
			JOB_WORKER: worker ? 'on' : 'off',
			// Sign-ups come from addresses of their own, as behind a real proxy (10 an hour each).
			TRUSTED_PROXY: 'xff:1',
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	});
}

async function stopServer(server: ChildProcess): Promise<void> {
	const exited = new Promise((resolve) => server.once('exit', resolve));
	server.kill('SIGTERM');
	await exited;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (await check().catch(() => false)) return;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`timed out waiting for ${what}`);
}

const healthy = () =>
	waitFor(async () => (await fetch(`${BASE}/api/health`)).ok, 120_000, 'the server');

let accounts = 0;

/**
 * Signs a new account up; answers its email, when the call began and when its answer was in. The
 * job is committed with the account, between the two.
 */
async function signUp(
	run: string,
): Promise<{ email: string; startedAt: number; answeredAt: number }> {
	const index = accounts++;
	const startedAt = Date.now();
	const email = `bench.${run}.${String(index)}@bench.local`;
	const response = await fetch(`${BASE}/api/auth/signUp`, {
		method: 'POST',
		headers: {
			pcek: CLIENT_KEY,
			'content-type': 'application/json',
			'x-forwarded-for': `198.18.${String(Math.floor(index / 256))}.${String(index % 256)}`,
		},
		body: JSON.stringify({
			name: 'Banco',
			last_name: 'De Pruebas',
			email,
			nick: `bench_${run}_${String(index)}`,
			password: 'Mostrador#2026',
			user_type: 2,
			terms: true,
		}),
	});
	const answeredAt = Date.now();
	if (!response.ok) throw new Error(`sign-up answered ${String(response.status)}`);
	return { email, startedAt, answeredAt };
}

/** The outbox's mails: recipient and the time the transport wrote each. */
async function outbox(): Promise<{ to: string; at: number }[]> {
	// Whole messages only: the transport writes each aside and renames it to .json.
	const files = (await readdir(OUTBOX).catch(() => [])).filter((file) => file.endsWith('.json'));
	return Promise.all(
		files.map(async (file) => {
			const mail = JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8')) as {
				to: string;
				createdAt: string;
			};
			return { to: mail.to, at: Date.parse(mail.createdAt) };
		}),
	);
}

function percentile(sorted: number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function jobsBench(): Promise<void> {
	await rm(DATA_DIR, { recursive: true, force: true });
	const run = Date.now().toString(36);
	console.log(`\nIssue #18: the job queue on PGlite (built server, outbox transport)`);

	// 1. A backlog queued with the worker off, then sent by the worker alone.
	let server = startServer(false);
	try {
		await healthy();
		for (let first = 0; first < MAILS; first += 8) {
			const batch = Array.from({ length: Math.min(8, MAILS - first) }, () => signUp(run));
			await Promise.all(batch);
		}
	} finally {
		await stopServer(server);
	}
	if ((await outbox()).length !== 0) throw new Error('mail went out with the worker off');
	server = startServer(true);
	try {
		await waitFor(async () => (await outbox()).length >= MAILS, 300_000, `${String(MAILS)} mails`);
		const times = (await outbox()).map((mail) => mail.at).sort((a, b) => a - b);
		const seconds = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
		console.log(
			`  worker throughput: ${String(MAILS)} queued mails sent in ${seconds.toFixed(1)} s: ${(
				(MAILS - 1) /
				seconds
			).toFixed(1)} mails/s`,
		);

		// 2. Enqueue → sent, one sign-up every INTERVAL_MS.
		const calls = new Map<string, { startedAt: number; answeredAt: number }>();
		const ends = Date.now() + SECONDS * 1000;
		while (Date.now() < ends) {
			const next = Date.now() + INTERVAL_MS;
			const { email, ...times } = await signUp(run);
			calls.set(email, times);
			await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
		}
		await waitFor(
			async () => (await outbox()).filter((mail) => calls.has(mail.to)).length >= calls.size,
			60_000,
			'the latency mails',
		);
		const mails = (await outbox()).filter((mail) => calls.has(mail.to));
		// The enqueue happened inside the call: its latency is at most `at - startedAt` (which also
		// holds the password hash) and at least `at - answeredAt` (negative: sent before the answer
		// reached the client).
		const bound = (from: 'startedAt' | 'answeredAt') =>
			mails.map((mail) => mail.at - (calls.get(mail.to)?.[from] ?? mail.at)).sort((a, b) => a - b);
		const upper = bound('startedAt');
		const lower = bound('answeredAt');
		const beforeAnswer = lower.filter((ms) => ms <= 0).length;
		console.log(
			`  enqueue → sent (${String(mails.length)} mails, one sign-up every ${String(INTERVAL_MS)} ms): p50 ≤ ${String(percentile(upper, 50))} ms, p99 ≤ ${String(percentile(upper, 99))} ms (from the call's start, password hash included); ${String(beforeAnswer)} of ${String(mails.length)} written before the sign-up's answer arrived; after the answer p99 ${String(percentile(lower, 99))} ms`,
		);
	} finally {
		await stopServer(server);
	}
}
