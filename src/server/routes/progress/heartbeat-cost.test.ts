/**
 * What one heartbeat costs the database (issue #16): the SQL statements `saveProgress` sends, with
 * the production caches (catalogue 30 s, access ACCESS_CHECK_SECONDS, sessions 5 s). The bench
 * measures time; this pins the count, so a change that adds a query to the hottest call shows
 * here first. PGlite only: the count is the application's, the same on PostgreSQL. And the
 * access cache's promise: the process that takes someone out of a team refuses them at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../../../../tests/factories/learners';
import { createPharmacyTeam } from '../../../../tests/factories/pharmacies';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { programItems } from '../../db/schema';
import { createAccessCache } from '../../services/access-cache';
import { createTtlCache } from '../../services/ttl-cache';

/** The statements a PGlite client runs, `begin`/`commit` of a transaction included. */
interface StatementCounter {
	count: number;
}

/** Wraps PGlite's `query` and `transaction` so every statement the app sends is counted. */
function countStatements(handle: DatabaseHandle): StatementCounter {
	const counter = { count: 0 };
	// drizzle keeps its PGlite client as `$client`; only the two methods it calls are wrapped.
	const client = (handle.db as unknown as { $client: PgliteLike }).$client;
	const query = client.query.bind(client);
	const transaction = client.transaction.bind(client);
	client.query = (...args) => {
		counter.count++;
		return query(...args);
	};
	client.transaction = (callback) =>
		transaction((tx) => {
			counter.count += 2; // begin, commit
			const txQuery = tx.query.bind(tx);
			tx.query = (...args) => {
				counter.count++;
				return txQuery(...args);
			};
			return callback(tx);
		});
	return counter;
}

interface PgliteLike {
	query: (...args: unknown[]) => Promise<unknown>;
	transaction: (callback: (tx: PgliteLike) => Promise<unknown>) => Promise<unknown>;
}

describe('the cost of one heartbeat on pglite', () => {
	let handle: DatabaseHandle;
	let app: App;
	let counter: StatementCounter;
	let clock: Date;
	let videoId: number;

	beforeAll(async () => {
		handle = await openTestDatabase('pglite');
		clock = new Date('2026-11-22T10:00:00Z');
		const cacheNow = () => clock.getTime();
		app = createApp(
			createTestDeps(handle.db, {
				now: () => clock,
				catalogueCache: createTtlCache({ ttlMs: 30_000, maxEntries: 2000, now: cacheNow }),
				accessCache: createAccessCache(cacheNow),
			}),
		);
		const [video] = await handle.db
			.select({ id: programItems.id })
			.from(programItems)
			.where(eq(programItems.type, 'video'))
			.limit(1);
		if (!video) throw new Error('the demo catalogue has no video');
		videoId = video.id;
		counter = countStatements(handle);
	});
	afterAll(async () => {
		await handle.close();
	});

	it('sends 4 statements for an ordinary heartbeat once the caches are warm', async () => {
		const { token } = await createLearner(handle.db, app);
		const beat = async (from: number) => {
			clock = new Date(clock.getTime() + 10_000);
			const before = counter.count;
			const res = await call(app, 'POST', '/api/progress/saveProgress', {
				token,
				body: { iid: videoId, pos: from + 10, rng: [[from, from + 10]], ts: clock.getTime() },
			});
			expect(res.status, res.text).toBe(200);
			return counter.count - before;
		};
		const first = await beat(0);
		const second = await beat(10);
		console.info(`saveProgress statements: first ${first}, warm ${second}`);
		// begin, lock the row, update it and the day, commit.
		expect(second).toBe(4);
	});

	it('refuses a member removed from the team at once, though their access was cached', async () => {
		const team = await createPharmacyTeam(handle.db, app, { members: 1 });
		const member = team.members[0]!;
		const beat = (from: number) => {
			clock = new Date(clock.getTime() + 10_000);
			return call(app, 'POST', '/api/progress/saveProgress', {
				token: member.token,
				body: { iid: videoId, pos: from + 10, rng: [[from, from + 10]], ts: clock.getTime() },
			});
		};
		expect((await beat(0)).status).toBe(200);
		const removed = await call(app, 'POST', '/api/pharmacy/removeMember', {
			token: team.owner.token,
			body: { pharmacyId: team.pharmacy.id, userId: member.user.id },
		});
		expect(removed.status, removed.text).toBe(200);
		const refused = await beat(10);
		expect(refused.status).toBe(403);
		expect(refused.body).toMatchObject({ ok: false, result: 'lic_req' });
	});
});
