import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPharmacyGroup } from '../../../../tests/factories/pharmacies';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { enrollments, plans } from '../../db/schema';

const NOW = new Date('2026-11-22T10:00:00Z');

describe.each(databaseKinds)('POST /buy/getSubscriptions on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock = NOW;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
	});
	afterAll(async () => {
		await handle.close();
	});

	async function accessToken(user: { email: string; password: string }) {
		return (await login(app, user.email, user.password)).body.data.token.access_token as string;
	}

	it('answers no licences and a free trial available to a new account', async () => {
		const user = await createUser(handle.db);
		const res = await call(app, 'POST', '/api/buy/getSubscriptions', {
			token: await accessToken(user),
			body: {},
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			ok: true,
			data: { getSubscriptions: { ens: [], hasFreeTrial: true, team: null, group: null } },
		});
	});

	it("lists the caller's licences, newest first, and no one else's", async () => {
		const [annual, trial] = await handle.db.select().from(plans).limit(2);
		const user = await createUser(handle.db);
		const stranger = await createUser(handle.db);
		await handle.db.insert(enrollments).values([
			{
				userId: user.id,
				planId: trial!.id,
				status: 'canceled',
				startAt: new Date('2026-01-01T00:00:00Z'),
				endAt: new Date('2026-01-06T00:00:00Z'),
				periodicity: 1,
				priceMinor: 0,
				createdAt: new Date('2026-01-01T00:00:00Z'),
			},
			{
				userId: user.id,
				planId: annual!.id,
				status: 'active',
				startAt: new Date('2026-02-01T00:00:00Z'),
				endAt: new Date('2027-02-01T00:00:00Z'),
				cancelAtPeriodEnd: true,
				periodicity: 1,
				priceMinor: annual!.priceMinor,
				createdAt: new Date('2026-02-01T00:00:00Z'),
			},
			{
				userId: stranger.id,
				planId: annual!.id,
				status: 'active',
				periodicity: 1,
				priceMinor: 1,
			},
		]);
		const res = await call(app, 'POST', '/api/buy/getSubscriptions', {
			token: await accessToken(user),
		});
		expect(res.status).toBe(200);
		const { ens, hasFreeTrial } = res.body.data.getSubscriptions;
		expect(hasFreeTrial).toBe(false);
		expect(ens).toEqual([
			{
				enrollment_id: expect.any(Number),
				lid: annual!.id,
				name: annual!.name,
				status: 'active',
				start: '2026-02-01T00:00:00.000Z',
				end: '2027-02-01T00:00:00.000Z',
				cancel_at_period_end: true,
				periodicity: 1,
				price: annual!.priceMinor,
				info: annual!.description,
				complimentary: false,
			},
			expect.objectContaining({ lid: trial!.id, status: 'canceled', cancel_at_period_end: false }),
		]);
	});

	it('names the group of pharmacies the caller holds (issue 17), and no group to its members', async () => {
		const { group, holder, teams } = await createPharmacyGroup(handle.db, app, {
			pharmacies: 1,
			membersEach: 1,
		});
		const asked = async (token: string) =>
			(await call(app, 'POST', '/api/buy/getSubscriptions', { token, body: {} })).body.data
				.getSubscriptions;
		expect(await asked(holder.token)).toMatchObject({
			ens: [],
			team: null,
			group: { name: group.name },
		});
		const [member] = teams[0]?.members ?? [];
		expect((await asked(member!.token)).group).toBeNull();
	});

	it('answers 401 token_inv without a token, with a bad one and with an expired one', async () => {
		const user = await createUser(handle.db);
		const token = await accessToken(user);
		for (const options of [{}, { token: 'no-vale' }, { headers: { authorization: token } }]) {
			const res = await call(app, 'POST', '/api/buy/getSubscriptions', { ...options, body: {} });
			expect(res.status).toBe(401);
			expect(res.body).toMatchObject({ ok: false, result: 'token_inv' });
		}
		clock = new Date(NOW.getTime() + 15 * 60_000);
		try {
			const expired = await call(app, 'POST', '/api/buy/getSubscriptions', { token, body: {} });
			expect(expired.status).toBe(401);
			expect(expired.body.result).toBe('token_inv');
		} finally {
			clock = NOW;
		}
	});

	it('answers 400 inv_json to a body that is not a JSON object', async () => {
		const user = await createUser(handle.db);
		const res = await call(app, 'POST', '/api/buy/getSubscriptions', {
			token: await accessToken(user),
			rawBody: '[1]',
		});
		expect(res.status).toBe(400);
		expect(res.body.result).toBe('inv_json');
	});
});
