/**
 * The job queue (issue #18, ADR 015) on both databases: work decided once is enqueued once and
 * done once, even when the event comes twice or a job is delivered again; a refused mail is
 * retried, then kept in the dead-letter queue, from where it can be sent again; the clock enqueues
 * each chore once per period; and the scheduled round answers only to its secret.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories/users';
import { call, createApp, createTestDeps } from '../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../tests/setup/test-db';
import { runJobs } from '../../../tests/setup/test-jobs';
import type { AppDeps } from '../context';
import type { DatabaseHandle } from '../db/client';
import { jobKeys, mediaAssets } from '../db/schema';
import { fileStorage } from '../services/file-storage';
import type { MailMessage, Mailer } from '../services/mail';
import { choreKey, enqueueDueChores } from './clock';
import { deadJobs, redriveDeadJobs } from './dead-letters';
import { transcodeJob } from './media-jobs';
import { drainJobs, runJob } from './worker';

const NOW = new Date('2026-11-26T08:20:00Z');
const JOBS_SECRET = 'jobs-run-secret-for-tests-3b9e1c';

/** A transport that refuses while `down` is true, as an SMTP server that is unreachable. */
function flakyMailer(): Mailer & { down: boolean; sent: MailMessage[]; attempts: number } {
	const mailer = {
		down: false,
		attempts: 0,
		sent: [] as MailMessage[],
		send(message: MailMessage) {
			mailer.attempts += 1;
			if (mailer.down) return Promise.resolve({ ok: false as const, error: 'ECONNREFUSED' });
			mailer.sent.push(message);
			return Promise.resolve({ ok: true as const, id: String(mailer.sent.length) });
		},
	};
	return mailer;
}

describe.each(databaseKinds)('job queue on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let clock: Date;
	const mailer = flakyMailer();

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, {
			now: () => clock,
			mailer,
			config: {
				...createTestDeps(handle.db).config,
				jobsRunSecret: JOBS_SECRET,
			},
		});
		await deps.jobs.start();
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		clock = NOW;
		mailer.down = false;
		await runJobs(deps);
		mailer.sent.length = 0;
		mailer.attempts = 0;
	});

	const welcome = (userId: number, key = `mail:welcome:${String(userId)}`) =>
		({ queue: 'mail', key, work: { template: 'welcome', userId } }) as const;

	it('enqueues work decided twice once, and sends its mail once', async () => {
		const user = await createUser(handle.db, { name: 'Berta' });
		expect(await deps.jobs.enqueue(handle.db, welcome(user.id), NOW)).toBe(true);
		// The same event again: a replayed webhook, a retried request.
		expect(await deps.jobs.enqueue(handle.db, welcome(user.id), NOW)).toBe(false);
		expect(await runJobs(deps)).toEqual({ completed: 1, failed: 0 });
		expect(mailer.sent.map((mail) => mail.to)).toEqual([user.email]);
		expect(mailer.sent[0]?.subject).toBe('Te damos la bienvenida a Liceo Campus');
		// Days later, the key still says it was decided.
		clock = new Date(NOW.getTime() + 3 * 86_400_000);
		expect(await deps.jobs.enqueue(handle.db, welcome(user.id), clock)).toBe(false);
		expect(await runJobs(deps)).toEqual({ completed: 0, failed: 0 });
		expect(mailer.sent).toHaveLength(1);
	});

	it('enqueues nothing when the event’s transaction rolls back', async () => {
		const user = await createUser(handle.db);
		const job = welcome(user.id, `mail:welcome:rolled-back:${String(user.id)}`);
		await expect(
			handle.db.transaction(async (tx) => {
				expect(await deps.jobs.enqueue(tx, job, NOW)).toBe(true);
				throw new Error('the event failed after asking for its mail');
			}),
		).rejects.toThrow('the event failed');
		expect(await handle.db.select().from(jobKeys).where(eq(jobKeys.key, job.key))).toEqual([]);
		expect(await runJobs(deps)).toEqual({ completed: 0, failed: 0 });
		expect(mailer.sent).toEqual([]);
		// Decided again once the event succeeds.
		expect(await deps.jobs.enqueue(handle.db, job, NOW)).toBe(true);
	});

	it('does not send again a job delivered twice after its mail went', async () => {
		const user = await createUser(handle.db);
		const job = welcome(user.id);
		await deps.jobs.enqueue(handle.db, job, NOW);
		await runJobs(deps);
		expect(mailer.sent).toHaveLength(1);
		// pg-boss delivers at least once: a job whose completion was lost runs again.
		await runJob(deps, 'mail', { key: job.key, work: job.work });
		expect(mailer.sent).toHaveLength(1);
	});

	it('retries a mail the transport refuses, then keeps it dead-lettered until sent again', async () => {
		const boss = await deps.jobs.start();
		// Retries at once, so the test does not wait the minutes production waits.
		await boss.updateQueue('mail', { retryLimit: 2, retryDelay: 0, retryBackoff: false });
		try {
			const user = await createUser(handle.db);
			const job = welcome(user.id);
			await deps.jobs.enqueue(handle.db, job, NOW);
			mailer.down = true;
			expect(await runJobs(deps)).toEqual({ completed: 0, failed: 3 });
			expect(mailer.attempts).toBe(3);
			const [key] = await handle.db.select().from(jobKeys).where(eq(jobKeys.key, job.key));
			expect(key?.doneAt).toBeNull();
			const dead = await deadJobs(boss);
			expect(dead).toEqual([
				expect.objectContaining({ queue: 'mail', key: job.key, work: job.work }),
			]);

			mailer.down = false;
			expect(await redriveDeadJobs(boss)).toBe(1);
			expect(await runJobs(deps)).toEqual({ completed: 1, failed: 0 });
			expect(mailer.sent.map((mail) => mail.to)).toEqual([user.email]);
			expect(await deadJobs(boss)).toEqual([]);
		} finally {
			await boss.updateQueue('mail', { retryLimit: 6, retryDelay: 60, retryBackoff: true });
		}
	});

	it("fails a transcode's asset with the reason after the last attempt, not before", async () => {
		const boss = await deps.jobs.start();
		await boss.updateQueue('media', { retryLimit: 1, retryDelay: 0, retryBackoff: false });
		try {
			// The storage is down: every attempt throws, and the queue retries.
			const down = {
				...deps,
				files: {
					...fileStorage(deps),
					localPath: () => null,
					open: () => Promise.reject(new Error('almacenamiento no disponible')),
				},
			};
			const id = randomUUID();
			await handle.db.insert(mediaAssets).values({
				id,
				status: 'processing',
				originalName: 'clase.mp4',
				bytes: 1024,
				masterKey: `media/${id}/master`,
				createdAt: NOW,
				updatedAt: NOW,
			});
			const asset = async () =>
				(await handle.db.select().from(mediaAssets).where(eq(mediaAssets.id, id)))[0];
			await deps.jobs.enqueue(handle.db, transcodeJob(id), NOW);
			const once = { maxJobs: 1, queues: ['media'] as const };
			expect(await drainJobs(down, boss, once)).toEqual({ completed: 0, failed: 1 });
			expect(await asset()).toMatchObject({ status: 'processing', error: null });
			expect(await drainJobs(down, boss, once)).toEqual({ completed: 0, failed: 1 });
			const failed = await asset();
			expect(failed?.status).toBe('failed');
			expect(failed?.error).toBe(
				'No se pudo procesar tras 2 intentos: almacenamiento no disponible',
			);
			expect(await deadJobs(boss)).toContainEqual(
				expect.objectContaining({ queue: 'media', key: `media:transcode:${id}` }),
			);
		} finally {
			await boss.updateQueue('media', { retryLimit: 2, retryDelay: 60, retryBackoff: true });
		}
	});

	it('enqueues each chore once per period, whoever ticks and how often', async () => {
		await handle.db.execute(sql`delete from job_keys where key like 'chore:%'`);
		expect(await enqueueDueChores(deps)).toBe(5);
		clock = new Date(NOW.getTime() + 30 * 60_000);
		expect(await enqueueDueChores(deps)).toBe(0);
		clock = new Date(NOW.getTime() + 60 * 60_000);
		// The next hour: the hourly chores again, the daily one not.
		expect(await enqueueDueChores(deps)).toBe(4);
		const keys = await handle.db
			.select({ key: jobKeys.key })
			.from(jobKeys)
			.where(sql`${jobKeys.key} like 'chore:%'`);
		expect(keys.map((row) => row.key).sort()).toEqual([
			'chore:forget-done-job-keys:2026-11-26T00:00:00.000Z',
			'chore:learning-reminders:2026-11-26T08:00:00.000Z',
			'chore:learning-reminders:2026-11-26T09:00:00.000Z',
			'chore:sandbox-renewals:2026-11-26T08:00:00.000Z',
			'chore:sandbox-renewals:2026-11-26T09:00:00.000Z',
			'chore:team-digest:2026-11-26T08:00:00.000Z',
			'chore:team-digest:2026-11-26T09:00:00.000Z',
			'chore:trial-reminders:2026-11-26T08:00:00.000Z',
			'chore:trial-reminders:2026-11-26T09:00:00.000Z',
		]);
		expect(await runJobs(deps)).toEqual({ completed: 9, failed: 0 });
	});

	it('names the period in the chore key', () => {
		expect(choreKey('sandbox-renewals', 3_600_000, NOW)).toBe(
			'chore:sandbox-renewals:2026-11-26T08:00:00.000Z',
		);
	});

	describe('POST /api/jobs/run', () => {
		const run = (headers: Record<string, string>) =>
			call(createApp(deps), 'POST', '/api/jobs/run', { headers });

		it('does the due jobs for the bearer of the secret, without a client key', async () => {
			const user = await createUser(handle.db);
			await deps.jobs.enqueue(handle.db, welcome(user.id), NOW);
			const res = await run({ authorization: `Bearer ${JOBS_SECRET}`, pcek: '' });
			expect(res.status).toBe(200);
			expect(res.body.data.runJobs).toMatchObject({ failed: 0 });
			expect(res.body.data.runJobs.completed).toBeGreaterThanOrEqual(1);
			expect(mailer.sent.map((mail) => mail.to)).toContain(user.email);
		});

		it('leaves a transcode to a worker process: the scheduled round has no ffmpeg', async () => {
			// An asset that does not exist: the worker's transcode finds nothing to do.
			await deps.jobs.enqueue(handle.db, transcodeJob(randomUUID()), NOW);
			const res = await run({ authorization: `Bearer ${JOBS_SECRET}` });
			expect(res.status).toBe(200);
			expect(await runJobs(deps)).toEqual({ completed: 1, failed: 0 });
		});

		it.each([
			['no secret', {}],
			['a wrong secret', { authorization: `Bearer ${JOBS_SECRET}x` }],
			['the secret without Bearer', { authorization: JOBS_SECRET }],
		])('answers 401 to %s and does nothing', async (_label, headers) => {
			const user = await createUser(handle.db);
			await deps.jobs.enqueue(handle.db, welcome(user.id), NOW);
			const res = await run(headers);
			expect(res.status).toBe(401);
			expect(res.body).toEqual({
				ok: false,
				result: 'jobs_key_inv',
				msg: 'Falta la clave de las tareas programadas o no es válida',
			});
			expect(mailer.sent).toEqual([]);
		});

		it('does not exist without JOBS_RUN_SECRET', async () => {
			const off = createTestDeps(handle.db, { jobs: deps.jobs });
			const res = await call(createApp(off), 'POST', '/api/jobs/run', {
				headers: { authorization: 'Bearer ' },
			});
			expect(res.status).toBe(404);
		});
	});
});
