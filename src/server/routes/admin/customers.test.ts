/**
 * The back-office's customers (issue #20) on both databases: admins search people by name (accents
 * and case ignored), email, nick or pharmacy, and read a person's page (licences, invoices,
 * pharmacy and team, certificates, sessions, learning); everyone else, editors included, gets 404
 * and no data. Nothing here writes: the database is the same after every call.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, logInRoles, type RoleTokens } from '../../../../tests/setup/admin-calls';
import { ACTIVE_LICENCE, createLearner } from '../../../../tests/factories/learners';
import { createPharmacyTeam } from '../../../../tests/factories/pharmacies';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { CustomerDetail, CustomerList } from '../../../lib/contracts/customers';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import {
	certificates,
	courseProgress,
	courses,
	enrollments,
	invoices,
	learningDays,
	paymentFailures,
	refreshTokens,
	users,
} from '../../db/schema';

describe.each(databaseKinds)('the back-office customers on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	const clock = new Date('2026-11-26T10:00:00Z');
	let tokens: RoleTokens;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (name: string, token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, name, token, body);
	const search = async (query: string, page = 1) => {
		const res = await post('searchCustomers', tokens.admin, { query, page });
		expect(res.status, res.text).toBe(200);
		return res.body.data.searchCustomers as CustomerList;
	};
	const detail = async (userId: number) => {
		const res = await post('getCustomer', tokens.admin, { userId });
		expect(res.status, res.text).toBe(200);
		return res.body.data.getCustomer as CustomerDetail;
	};

	it('finds a person by their name typed without accents or capitals, by email and by nick', async () => {
		const person = await createUser(handle.db, { name: 'Íñigo', lastName: 'Arriquíbar Núñez' });
		const byName = await search('inigo ARRIQUIBAR');
		expect(byName.customers.map((row) => row.id)).toEqual([person.id]);
		expect(byName.total).toBe(1);
		expect(byName.customers[0]).toMatchObject({
			name: 'Íñigo Arriquíbar Núñez',
			email: person.email,
			nick: person.nick,
			userType: 2,
			staffRole: null,
			pharmacy: null,
			licence: null,
			createdAt: person.createdAt.toISOString(),
		});
		expect((await search(person.email.slice(0, 14))).customers.map((row) => row.id)).toContain(
			person.id,
		);
		expect((await search(person.nick.toUpperCase())).customers.map((row) => row.id)).toEqual([
			person.id,
		]);
		// Every word must match: a name with someone else's surname finds nobody.
		expect((await search('inigo zzzz')).total).toBe(0);
		// LIKE's wildcards are looked for as themselves.
		expect((await search('%')).total).toBe(0);
		const underscores = await search('_');
		expect(underscores.total).toBeGreaterThan(0);
		for (const row of underscores.customers) expect(`${row.nick}${row.email}`).toContain('_');
	});

	it('finds a pharmacy’s owner and team by the pharmacy’s name, each with their place in it', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: 'L', members: 2 });
		const found = await search(team.pharmacy.name.toLowerCase());
		expect(found.total).toBe(3);
		const owner = found.customers.find((row) => row.id === team.owner.user.id);
		expect(owner).toMatchObject({
			userType: 1,
			pharmacy: { id: team.pharmacy.id, name: team.pharmacy.name, role: 'owner' },
			licence: { planName: expect.stringContaining('L') as string, status: 'active' },
		});
		for (const member of team.members) {
			expect(found.customers.find((row) => row.id === member.user.id)?.pharmacy).toEqual({
				id: team.pharmacy.id,
				name: team.pharmacy.name,
				role: 'member',
			});
		}
	});

	it('pages the whole list, newest account first, with the true total', async () => {
		const [total] = await handle.db.select({ n: count() }).from(users);
		const first = await search('');
		expect(first.total).toBe(total?.n);
		expect(first.pageSize).toBe(20);
		expect(first.customers).toHaveLength(Math.min(20, total?.n ?? 0));
		const created = first.customers.map((row) => Date.parse(row.createdAt));
		expect(created).toEqual([...created].sort((a, b) => b - a));
		const second = await search('', 2);
		expect(second.page).toBe(2);
		const firstIds = new Set(first.customers.map((row) => row.id));
		expect(second.customers.some((row) => firstIds.has(row.id))).toBe(false);
	});

	it('shows a person’s licences, invoices, certificates, sessions and learning, never a password', async () => {
		const { user } = await createLearner(handle.db, app, ACTIVE_LICENCE);
		await login(app, user.email, user.password);
		const [course] = await handle.db
			.select({ id: courses.id, name: courses.name })
			.from(courses)
			.limit(1);
		if (!course) throw new Error('the seed has no course');
		await handle.db.insert(certificates).values({
			code: `CERT${String(user.id)}`,
			userId: user.id,
			courseId: course.id,
			holderName: `${user.name} ${user.lastName}`,
			courseName: course.name,
			categoryName: 'Dermofarmacia',
			minutes: 6,
			issuedAt: new Date('2026-11-20T09:00:00Z'),
		});
		await handle.db.insert(courseProgress).values([
			{
				userId: user.id,
				courseId: course.id,
				completedAt: new Date('2026-11-20T09:00:00Z'),
				share: 1,
			},
		]);
		await handle.db.insert(learningDays).values([
			{ userId: user.id, day: '2026-11-19', secondsWatched: 300 },
			{ userId: user.id, day: '2026-11-20', secondsWatched: 330 },
		]);
		await handle.db.insert(invoices).values({
			series: 'F',
			year: 2026,
			number: 90_000 + user.id,
			chargeId: `ch_test_${String(user.id)}`,
			reason: 'first_period',
			userId: user.id,
			gatewaySubscriptionId: 'sub_test',
			issuedAt: new Date('2026-11-01T10:00:00Z'),
			periodStart: new Date('2026-11-01T10:00:00Z'),
			periodEnd: new Date('2026-12-01T10:00:00Z'),
			description: 'Plan Profesional mensual',
			buyerName: `${user.name} ${user.lastName}`,
			buyerEmail: user.email,
			operatorName: 'Liceo',
			operatorTaxId: 'B00000000',
			operatorAddress: 'Madrid',
			operatorRegistry: 'RM Madrid',
			taxRateBasisPoints: 2100,
			baseMinor: 1645,
			taxMinor: 345,
			totalMinor: 1990,
			currency: 'EUR',
		});

		const [licence] = await handle.db
			.select({ id: enrollments.id })
			.from(enrollments)
			.where(eq(enrollments.userId, user.id));
		await handle.db.insert(paymentFailures).values({
			enrollmentId: licence!.id,
			periodStart: new Date('2026-11-22T10:00:00Z'),
			failedAt: new Date('2026-11-22T10:05:00Z'),
			declineCode: 'insufficient_funds',
			amountMinor: 1990,
		});

		const page = await detail(user.id);
		expect(page.account).toMatchObject({
			id: user.id,
			name: user.name,
			lastName: user.lastName,
			email: user.email,
			nick: user.nick,
			userType: 2,
			staffRole: null,
			// Logging in records the moment (the test's clock).
			lastLoginAt: clock.toISOString(),
			termsAcceptedAt: '2026-01-15T09:00:00.000Z',
		});
		expect(page.licences).toEqual([
			expect.objectContaining({
				planName: 'Plan Profesional mensual',
				status: 'active',
				periodicity: 2,
				priceMinor: 1990,
				endAt: ACTIVE_LICENCE.endAt?.toISOString(),
				cancelAtPeriodEnd: false,
				complimentary: false,
				failures: [
					{
						failedAt: '2026-11-22T10:05:00.000Z',
						periodStart: '2026-11-22T10:00:00.000Z',
						declineCode: 'insufficient_funds',
						amountMinor: 1990,
						recoveredAt: null,
					},
				],
			}),
		]);
		expect(page.invoices).toEqual([
			expect.objectContaining({
				number: `F2026-${String(90_000 + user.id).padStart(5, '0')}`,
				reason: 'first_period',
				totalMinor: 1990,
				currency: 'EUR',
			}),
		]);
		expect(page.certificates).toEqual([
			{
				code: `CERT${String(user.id)}`,
				courseName: course.name,
				holderName: `${user.name} ${user.lastName}`,
				issuedAt: '2026-11-20T09:00:00.000Z',
				revokedAt: null,
			},
		]);
		// createLearner logged in once and the test once more: two sessions, both still open.
		expect(page.sessions.openSessions).toBe(2);
		expect(page.sessions.recentLogins).toHaveLength(2);
		expect(page.learning).toEqual({
			coursesStarted: 1,
			coursesCompleted: 1,
			minutesWatched: 11,
			lastLearningDay: '2026-11-20',
		});
		expect(page.pharmacy).toBeNull();
		const raw = JSON.stringify(page);
		expect(raw).not.toMatch(/password|hash/i);
	});

	it('shows an owner’s pharmacy with its team and seats, and a member’s with its owner', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 1 });
		const owner = await detail(team.owner.user.id);
		expect(owner.pharmacy).toEqual({
			id: team.pharmacy.id,
			name: team.pharmacy.name,
			role: 'owner',
			ownerName: `${team.owner.user.name} ${team.owner.user.lastName}`,
			members: 1,
			seats: 4,
		});
		const member = await detail(team.members[0]!.user.id);
		expect(member.pharmacy).toMatchObject({
			role: 'member',
			name: team.pharmacy.name,
			seats: null,
		});
	});

	it('says plainly when nobody has that number', async () => {
		const res = await post('getCustomer', tokens.admin, { userId: 2_000_000_000 });
		expect(res.status).toBe(404);
		expect(res.body.result).toBe('customer_nf');
		expect(res.body.msg).toBe(
			'No hay ninguna persona con ese número. Puede que su cuenta se haya eliminado.',
		);
	});

	it('refuses bad bodies with the field named', async () => {
		const res = await post('getCustomer', tokens.admin, { userId: 'uno' });
		expect(res.status).toBe(400);
		expect(res.body.msg).toContain('Persona');
		const long = await post('searchCustomers', tokens.admin, { query: 'x'.repeat(101) });
		expect(long.status).toBe(400);
	});

	it('answers nobody but admins, and changes nothing for anyone', async () => {
		const target = await createPharmacyTeam(handle.db, app, { size: 'M' });
		const tables = [users, enrollments, refreshTokens, certificates, invoices];
		const counts = async () =>
			Promise.all(
				tables.map(async (table) => (await handle.db.select({ n: count() }).from(table))[0]?.n),
			);
		const before = await counts();
		for (const [who, token] of [
			['editor', tokens.editor],
			['learner', tokens.learner],
			['owner', tokens.owner],
			['owner of that pharmacy', target.owner.token],
			['anonymous', undefined],
		] as const) {
			for (const [name, body] of [
				['searchCustomers', { query: target.pharmacy.name }],
				['getCustomer', { userId: target.owner.user.id }],
			] as const) {
				const res = await post(name, token, body);
				expect(res.status, `${who} ${name}`).toBe(404);
				expect(res.text).not.toContain(target.owner.user.email);
				expect(res.body.data ?? null).toBeNull();
			}
		}
		expect(await counts()).toEqual(before);
	});
});
