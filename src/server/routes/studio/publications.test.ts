/**
 * Bringing the public pages up to date after a change in the studio (issue #19, ADR 017): each
 * change queues a publication with a job; one round builds once for every queued publication and
 * records how it ended; Netlify's signed deploy notification settles what its deploy covered.
 */
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps, TEST_CLIENT_KEY } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { sitePublications } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import type { PublishOutcome, SitePublisher } from '../../site-publisher';

const NOW = new Date('2026-11-26T10:00:00Z');
const DEPLOY_SECRET = 'netlify-jws-secret-for-tests-4f1c9a';

/** A publisher that records each call and answers what the test sets. */
function recordingPublisher() {
	const calls: { upTo: number; reason: string }[] = [];
	const publisher: SitePublisher & { answer: () => Promise<PublishOutcome> } = {
		kind: 'rebuild',
		answer: () => Promise.resolve({ state: 'live', log: 'built in 1.0 s' }),
		publish(request) {
			calls.push(request);
			return publisher.answer();
		},
	};
	return { publisher, calls };
}

describe.each(databaseKinds)('site publications on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: ReturnType<typeof createApp>;
	const recorder = recordingPublisher();
	const tokens = { editor: '', learner: '' };

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, {
			now: () => NOW,
			sitePublisher: recorder.publisher,
			config: { ...createTestDeps(handle.db).config, netlifyDeploySecret: DEPLOY_SECRET },
		});
		app = createApp(deps);
		for (const [who, email] of [
			['editor', 'editora@liceo.local'],
			['learner', 'demo@liceo.local'],
		] as const) {
			const res = await login(app, email, DEMO_PASSWORD);
			tokens[who] = res.body.data.token.access_token as string;
		}
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		// Each test starts with the earlier tests' rounds done and nothing recorded.
		await runJobs(deps);
		recorder.calls.length = 0;
		recorder.publisher.answer = () => Promise.resolve({ state: 'live', log: 'built in 1.0 s' });
	});

	const studio = (token: string | undefined, name: string, body: unknown = {}) =>
		call(app, 'POST', `/api/studio/${name}`, {
			...(token ? { token } : { headers: { pcek: TEST_CLIENT_KEY } }),
			body,
		});

	async function publicationRows() {
		return handle.db.select().from(sitePublications).orderBy(sitePublications.id);
	}

	it('builds once for the changes queued together, and shows each as live with its log', async () => {
		expect((await studio(tokens.editor, 'archiveCourse', { cid: 1001 })).status).toBe(200);
		expect((await studio(tokens.editor, 'restoreCourse', { cid: 1001 })).status).toBe(200);
		const queued = (await publicationRows()).slice(-2);
		expect(queued.map((row) => row.status)).toEqual(['queued', 'queued']);

		const round = await runJobs(deps);
		expect(round.failed).toBe(0);
		// Two jobs, one build: the second job found nothing left to take.
		expect(recorder.calls).toEqual([{ upTo: queued[1]!.id, reason: queued[1]!.reason }]);
		const settled = (await publicationRows()).slice(-2);
		expect(settled.map((row) => [row.status, row.log])).toEqual([
			['live', 'built in 1.0 s'],
			['live', 'built in 1.0 s'],
		]);
		expect(settled.every((row) => row.startedAt && row.finishedAt)).toBe(true);

		const list = await studio(tokens.editor, 'listPublications');
		expect(list.status, list.text).toBe(200);
		const answer = list.body.data.listPublications;
		expect(answer).toMatchObject({ page: 1, pageSize: 20, publisher: 'rebuild' });
		expect(answer.total).toBeGreaterThanOrEqual(2);
		expect(answer.publications[0]).toMatchObject({
			id: queued[1]!.id,
			status: 'live',
			requestedBy: 'Beatriz Navarro Gil',
			log: 'built in 1.0 s',
		});
		expect(answer.publications[0].reason).toMatch(/^Vuelve al catálogo: /);
	});

	it('fails the round’s publications with the build’s log, and a republish builds again', async () => {
		recorder.publisher.answer = () =>
			Promise.resolve({ state: 'failed', log: 'Build-time API call failed (getCourse)' });
		await studio(tokens.editor, 'archiveCourse', { cid: 1002 });
		await runJobs(deps);
		const failed = (await publicationRows()).at(-1)!;
		expect([failed.status, failed.log]).toEqual([
			'failed',
			'Build-time API call failed (getCourse)',
		]);

		// A publisher that throws fails them too, never leaves them building.
		recorder.publisher.answer = () => Promise.reject(new Error('disk full'));
		await studio(tokens.editor, 'restoreCourse', { cid: 1002 });
		await runJobs(deps);
		const thrown = (await publicationRows()).at(-1)!;
		expect([thrown.status, thrown.log]).toEqual(['failed', 'Error: disk full']);

		recorder.publisher.answer = () => Promise.resolve({ state: 'live', log: 'ok' });
		const again = await studio(tokens.editor, 'republishSite');
		expect(again.status, again.text).toBe(200);
		const { publicationId } = again.body.data.republishSite as { publicationId: number };
		await runJobs(deps);
		const [row] = await handle.db
			.select()
			.from(sitePublications)
			.where(eq(sitePublications.id, publicationId));
		expect([row?.status, row?.reason]).toEqual(['live', 'Publicación repetida desde el estudio']);
		expect(recorder.calls.at(-1)?.upTo).toBe(publicationId);
	});

	it('answers 404 to learners and visitors, and queues nothing', async () => {
		const [before] = await handle.db.select({ n: count() }).from(sitePublications);
		for (const token of [tokens.learner, undefined]) {
			for (const name of ['listPublications', 'republishSite']) {
				const res = await studio(token, name);
				expect([name, res.status]).toEqual([name, 404]);
			}
		}
		const [after] = await handle.db.select({ n: count() }).from(sitePublications);
		expect(after?.n).toBe(before?.n);
	});

	describe('Netlify’s deploy notifications', () => {
		async function notify(body: unknown, secret = DEPLOY_SECRET, tamper = false) {
			const raw = JSON.stringify(body);
			const signature = await new SignJWT({
				sha256: createHash('sha256').update(raw).digest('hex'),
			})
				.setProtectedHeader({ alg: 'HS256' })
				.setIssuer('netlify')
				.sign(new TextEncoder().encode(secret));
			return call(app, 'POST', '/api/site/deployNotification', {
				headers: { 'x-webhook-signature': signature, 'content-type': 'application/json' },
				rawBody: tamper ? raw.replace('ready', 'error') : raw,
			});
		}

		it('puts live what the deploy covered; a forged one changes nothing', async () => {
			recorder.publisher.answer = () =>
				Promise.resolve({ state: 'building', log: 'Netlify build hook accepted (200).' });
			await studio(tokens.editor, 'archiveCourse', { cid: 1003 });
			await runJobs(deps);
			const building = (await publicationRows()).at(-1)!;
			expect(building.status).toBe('building');

			const deploy = { state: 'ready', created_at: '2026-11-26T10:00:05Z', error_message: null };
			for (const forged of [
				await notify(deploy, 'another-secret-of-enough-length-123'),
				await notify(deploy, DEPLOY_SECRET, true),
				await call(app, 'POST', '/api/site/deployNotification', { body: deploy }),
			]) {
				expect([forged.status, forged.body.result]).toEqual([401, 'sig_inv']);
			}
			expect((await publicationRows()).at(-1)!.status).toBe('building');

			// A deploy created before the publication started does not cover it.
			const earlier = await notify({ ...deploy, created_at: '2026-11-26T09:00:00Z' });
			expect(earlier.body.data.deployNotification).toEqual({ settled: 0 });
			const ready = await notify(deploy);
			expect(ready.status, ready.text).toBe(200);
			expect(ready.body.data.deployNotification).toEqual({ settled: 1 });
			const live = (await publicationRows()).at(-1)!;
			expect([live.status, live.log]).toEqual(['live', 'Netlify: deploy ready.']);
		});

		it('fails them with Netlify’s message', async () => {
			recorder.publisher.answer = () => Promise.resolve({ state: 'building', log: 'accepted' });
			await studio(tokens.editor, 'restoreCourse', { cid: 1003 });
			await runJobs(deps);
			const res = await notify({
				state: 'error',
				created_at: '2026-11-26T10:00:05Z',
				error_message: 'Build script returned non-zero exit code: 2',
			});
			expect(res.body.data.deployNotification).toEqual({ settled: 1 });
			const failed = (await publicationRows()).at(-1)!;
			expect([failed.status, failed.log]).toEqual([
				'failed',
				'Netlify: deploy failed. Build script returned non-zero exit code: 2',
			]);
		});

		it('does not exist without NETLIFY_DEPLOY_SECRET', async () => {
			const plain = createApp(createTestDeps(handle.db, { now: () => NOW }));
			const res = await call(plain, 'POST', '/api/site/deployNotification', {
				body: { state: 'ready' },
			});
			expect([res.status, res.body.result]).toEqual([404, 'not_found']);
		});
	});
});
