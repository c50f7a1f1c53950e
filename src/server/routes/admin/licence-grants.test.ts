/**
 * Complimentary licences (issue #20) on both databases: an admin gives a person a plan for whole
 * months; the person has it in their subscriptions and learns with it at once; the grant is in the
 * audit log; a request sent again, or twenty times at once, gives one licence; nobody else can
 * grant, and a refused request changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, logInRoles, type RoleTokens } from '../../../../tests/setup/admin-calls';
import { createLearner } from '../../../../tests/factories/learners';
import { createPharmacyTeam } from '../../../../tests/factories/pharmacies';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { AuditLogPage } from '../../../lib/contracts/audit';
import type { GrantedLicence } from '../../../lib/contracts/customers';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, enrollments } from '../../db/schema';
import { requireLearningAccess } from '../../services/access';

/** Plan Profesional mensual and its trial offer (seed-data/plans.ts). */
const PROFESSIONAL_MONTHLY = 201;
const PROFESSIONAL_TRIAL = 205;

describe.each(databaseKinds)('complimentary licences on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	const clock = new Date('2026-11-26T10:00:00Z');
	let tokens: RoleTokens;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock });
		app = createApp(deps);
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const grant = (token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, 'grantLicence', token, body);
	const licencesOf = (userId: number) =>
		handle.db.select().from(enrollments).where(eq(enrollments.userId, userId));

	it('gives the person the plan, free, for the months chosen; they learn with it at once', async () => {
		const { user, token } = await createLearner(handle.db, app, null);
		await expect(requireLearningAccess(deps, user.id)).rejects.toMatchObject({ result: 'lic_req' });
		const requestKey = randomUUID();
		const res = await grant(tokens.admin, {
			userId: user.id,
			planId: PROFESSIONAL_MONTHLY,
			months: 1,
			requestKey,
		});
		expect(res.status, res.text).toBe(200);
		const granted = res.body.data.grantLicence as GrantedLicence;
		expect(granted.endAt).toBe('2026-12-26T10:00:00.000Z');

		expect(await licencesOf(user.id)).toEqual([
			expect.objectContaining({
				id: granted.enrollmentId,
				planId: PROFESSIONAL_MONTHLY,
				status: 'active',
				complimentary: true,
				priceMinor: 0,
				periodicity: 2,
				gatewaySubscriptionId: null,
				checkoutId: null,
				trial: false,
				startAt: clock,
				endAt: new Date('2026-12-26T10:00:00Z'),
			}),
		]);
		await expect(requireLearningAccess(deps, user.id)).resolves.toEqual({ demoOnly: false });
		const listed = await call(app, 'POST', '/api/buy/getSubscriptions', { token, body: {} });
		expect(listed.body.data.getSubscriptions.ens).toEqual([
			expect.objectContaining({
				enrollment_id: granted.enrollmentId,
				status: 'active',
				end: '2026-12-26T10:00:00.000Z',
				price: 0,
				complimentary: true,
				cancel_at_period_end: false,
			}),
		]);
		// Nothing to cancel: no gateway subscription is behind it.
		const cancel = await call(app, 'POST', '/api/buy/unsubscribe', {
			token,
			body: { eid: granted.enrollmentId },
		});
		expect(cancel.status).toBe(409);

		const log = await call(app, 'POST', '/api/admin/listAuditLog', {
			token: tokens.admin,
			body: { action: 'customer.grant_licence', query: String(user.id) },
		});
		const entries = (log.body.data.listAuditLog as AuditLogPage).entries;
		expect(entries).toHaveLength(1);
		expect(entries[0]).toMatchObject({
			actor: { email: 'admin@liceo.local' },
			actorRole: 'admin',
			subjectType: 'customer',
			subjectId: String(user.id),
			before: null,
			after: {
				enrollmentId: granted.enrollmentId,
				plan: 'Plan Profesional mensual',
				months: 1,
				endAt: '2026-12-26T10:00:00.000Z',
			},
		});
	});

	it('gives one licence for one request, sent again or twenty times at once', async () => {
		const { user } = await createLearner(handle.db, app, null);
		const body = {
			userId: user.id,
			planId: PROFESSIONAL_MONTHLY,
			months: 3,
			requestKey: randomUUID(),
		};
		const answers = await Promise.all(Array.from({ length: 20 }, () => grant(tokens.admin, body)));
		for (const answer of answers) expect(answer.status, answer.text).toBe(200);
		const ids = new Set(
			answers.map((answer) => (answer.body.data.grantLicence as GrantedLicence).enrollmentId),
		);
		expect(ids.size).toBe(1);
		const again = await grant(tokens.admin, body);
		expect((again.body.data.grantLicence as GrantedLicence).enrollmentId).toBe([...ids][0]);
		expect(await licencesOf(user.id)).toHaveLength(1);
		const [entries] = await handle.db
			.select({ n: count() })
			.from(auditLog)
			.where(eq(auditLog.requestKey, body.requestKey));
		expect(entries?.n).toBe(1);
		// A new confirmation is a new request: it gives a second licence.
		const second = await grant(tokens.admin, { ...body, requestKey: randomUUID() });
		expect(second.status).toBe(200);
		expect(await licencesOf(user.id)).toHaveLength(2);
	});

	it('refuses a trial offer, an unknown plan or person, bad months and a reused key, changing nothing', async () => {
		const { user } = await createLearner(handle.db, app, null);
		const used = randomUUID();
		expect(
			(
				await grant(tokens.admin, {
					userId: user.id,
					planId: PROFESSIONAL_MONTHLY,
					months: 1,
					requestKey: used,
				})
			).status,
		).toBe(200);
		const enrollmentsBefore = (await handle.db.select({ n: count() }).from(enrollments))[0]?.n;
		const auditBefore = (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
		const cases: [Record<string, unknown>, number, string][] = [
			[{ planId: PROFESSIONAL_TRIAL }, 404, 'plan_nf'],
			[{ planId: 999_999 }, 404, 'plan_nf'],
			[{ userId: 2_000_000_000 }, 404, 'customer_nf'],
			[{ months: 0 }, 400, 'inv_data'],
			[{ months: 13 }, 400, 'inv_data'],
			[{ months: 1.5 }, 400, 'inv_data'],
			[{ requestKey: 'otra-vez' }, 400, 'inv_data'],
		];
		for (const [change, status, result] of cases) {
			const res = await grant(tokens.admin, {
				userId: user.id,
				planId: PROFESSIONAL_MONTHLY,
				months: 1,
				requestKey: randomUUID(),
				...change,
			});
			expect(res.status, JSON.stringify(change)).toBe(status);
			expect(res.body.result).toBe(result);
		}
		const months = await grant(tokens.admin, {
			userId: user.id,
			planId: PROFESSIONAL_MONTHLY,
			months: 13,
			requestKey: randomUUID(),
		});
		expect(months.body.msg).toContain('Meses');
		// A key another action used is not taken for this one.
		await handle.db.insert(auditLog).values({
			at: clock,
			actorId: null,
			actorRole: 'admin',
			action: 'site.republish',
			subjectType: 'site',
			requestKey: 'b2c9e0c4-0d7e-4f5a-8a1e-3c2b1a0f9e8d',
		});
		const reused = await grant(tokens.admin, {
			userId: user.id,
			planId: PROFESSIONAL_MONTHLY,
			months: 1,
			requestKey: 'b2c9e0c4-0d7e-4f5a-8a1e-3c2b1a0f9e8d',
		});
		expect(reused.status).toBe(409);
		expect(reused.body.result).toBe('request_reused');
		expect((await handle.db.select({ n: count() }).from(enrollments))[0]?.n).toBe(
			enrollmentsBefore,
		);
		expect((await handle.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(
			(auditBefore ?? 0) + 1,
		);
	});

	it('lets nobody but admins grant, and a refused grant changes nothing', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: null });
		const before = (await handle.db.select({ n: count() }).from(enrollments))[0]?.n;
		const auditBefore = (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
		for (const [who, token] of [
			['editor', tokens.editor],
			['learner', tokens.learner],
			['owner', tokens.owner],
			['the person themself', team.owner.token],
			['anonymous', undefined],
		] as const) {
			const res = await grant(token, {
				userId: team.owner.user.id,
				planId: PROFESSIONAL_MONTHLY,
				months: 12,
				requestKey: randomUUID(),
			});
			expect(res.status, who).toBe(404);
		}
		expect((await handle.db.select({ n: count() }).from(enrollments))[0]?.n).toBe(before);
		expect((await handle.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(auditBefore);
	});
});
