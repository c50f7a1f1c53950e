/**
 * Coupons in the back-office (issue #20) on both databases: an admin creates one (its days read
 * in Madrid), the same request twice makes one, a code is never reused; ends one, after which the
 * checkout refuses it; reads who used it. Nobody else can do any of it, and a refused call
 * changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	adminCall,
	logInRoles,
	refusedCallers,
	type RoleTokens,
} from '../../../../tests/setup/admin-calls';
import { loggedInBuyer, payPlan } from '../../../../tests/setup/purchase-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_WEBHOOK_SECRET,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { CouponList, CouponRedemptionPage } from '../../../lib/contracts/coupons';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, coupons } from '../../db/schema';
import { createSandboxGateway } from '../../payments/sandbox';

/** Demo plan offers (seed data): Profesional mensual 19,90 € and anual; its trial offer. */
const PROFESSIONAL_MONTHLY = 201;
const PROFESSIONAL_ANNUAL = 202;
const PROFESSIONAL_TRIAL = 205;

describe.each(databaseKinds)('coupons in the back-office on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let tokens: RoleTokens;
	const clock = new Date('2026-11-22T10:00:00Z');

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		const payments = createSandboxGateway({
			db: handle.db,
			now,
			webhookSecret: TEST_WEBHOOK_SECRET,
		});
		app = createApp(createTestDeps(handle.db, { now, payments }));
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (name: string, token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, name, token, body);
	const couponRow = async (code: string) =>
		(await handle.db.select().from(coupons).where(eq(coupons.code, code)))[0];
	const counts = async () => ({
		coupons: (await handle.db.select({ n: count() }).from(coupons))[0]?.n,
		audit: (await handle.db.select({ n: count() }).from(auditLog))[0]?.n,
	});
	const listed = async () => {
		const res = await post('listCoupons', tokens.admin, {});
		expect(res.status, res.text).toBe(200);
		return res.body.data.listCoupons as CouponList;
	};

	it('creates a coupon once per request, its days read in Madrid, and lists it', async () => {
		const body = {
			code: 'sefac-2026',
			percentOff: 15,
			everyPayment: false,
			startsOn: '2026-12-01',
			endsOn: '2026-12-31',
			maxRedemptions: 50,
			perPersonLimit: 1,
			planIds: [PROFESSIONAL_ANNUAL, PROFESSIONAL_MONTHLY],
			note: 'Congreso SEFAC',
			requestKey: randomUUID(),
		};
		const first = await post('createCoupon', tokens.admin, body);
		expect(first.status, first.text).toBe(200);
		expect(first.body.data.createCoupon).toEqual({ code: 'SEFAC-2026' });
		const again = await post('createCoupon', tokens.admin, body);
		expect(again.body.data.createCoupon).toEqual({ code: 'SEFAC-2026' });

		expect(await couponRow('SEFAC-2026')).toMatchObject({
			percentOff: 15,
			amountOffMinor: null,
			// 00:00 in Madrid (CET) on the first day; 00:00 on the day after the last.
			startsAt: new Date('2026-11-30T23:00:00Z'),
			expiresAt: new Date('2026-12-31T23:00:00Z'),
			maxRedemptions: 50,
			perPersonLimit: 1,
			planIds: [PROFESSIONAL_ANNUAL, PROFESSIONAL_MONTHLY],
			redemptions: 0,
		});
		const entries = await handle.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.requestKey, body.requestKey));
		expect(entries).toMatchObject([
			{ action: 'coupon.create', subjectType: 'coupon', subjectId: 'SEFAC-2026' },
		]);

		const { coupons: list, plans } = await listed();
		expect(list.find((coupon) => coupon.code === 'SEFAC-2026')).toMatchObject({
			state: 'scheduled',
			plans: [
				{ id: PROFESSIONAL_ANNUAL, name: expect.any(String) },
				{ id: PROFESSIONAL_MONTHLY, name: expect.any(String) },
			],
			note: 'Congreso SEFAC',
		});
		// A coupon can be limited to plans on sale, never to a trial offer.
		expect(plans.map((plan) => plan.id)).toContain(PROFESSIONAL_MONTHLY);
		expect(plans.map((plan) => plan.id)).not.toContain(PROFESSIONAL_TRIAL);
	});

	it('never reuses a code and refuses terms that make no sense, writing nothing', async () => {
		await post('createCoupon', tokens.admin, {
			code: 'UNICO',
			amountOffMinor: 300,
			requestKey: randomUUID(),
		});
		const before = await counts();
		const refusals: [Record<string, unknown>, number, string][] = [
			[{ code: 'unico', percentOff: 10 }, 409, 'coupon_exists'],
			[{ code: 'DOBLE', percentOff: 10, amountOffMinor: 100 }, 400, 'inv_data'],
			[{ code: 'NADA' }, 400, 'inv_data'],
			[
				{ code: 'FECHAS', percentOff: 10, startsOn: '2027-01-10', endsOn: '2027-01-09' },
				400,
				'inv_data',
			],
			[{ code: 'DEMASIADO', percentOff: 101 }, 400, 'inv_data'],
			[{ code: 'PRUEBA', percentOff: 10, planIds: [PROFESSIONAL_TRIAL] }, 404, 'plan_nf'],
			[{ code: 'CON ESPACIO', percentOff: 10 }, 400, 'inv_data'],
		];
		for (const [body, status, result] of refusals) {
			const res = await post('createCoupon', tokens.admin, { ...body, requestKey: randomUUID() });
			expect(res.status, JSON.stringify(body)).toBe(status);
			expect(res.body.result, JSON.stringify(body)).toBe(result);
		}
		expect(await counts()).toEqual(before);
	});

	it('ends a coupon now: the checkout refuses it from then on and its uses stay listed', async () => {
		await post('createCoupon', tokens.admin, {
			code: 'FERIA',
			percentOff: 20,
			requestKey: randomUUID(),
		});
		const { user, token } = await loggedInBuyer(app, handle.db);
		expect((await payPlan(app, token, PROFESSIONAL_MONTHLY, { coupon: 'feria' })).status).toBe(200);

		const requestKey = randomUUID();
		const ended = await post('endCoupon', tokens.admin, { code: 'feria', requestKey });
		expect(ended.body.data.endCoupon).toEqual({ code: 'FERIA', expiresAt: clock.toISOString() });
		// Sent again: the same answer, nothing more done.
		const resent = await post('endCoupon', tokens.admin, { code: 'FERIA', requestKey });
		expect(resent.body.data.endCoupon).toEqual(ended.body.data.endCoupon);
		const twice = await post('endCoupon', tokens.admin, {
			code: 'FERIA',
			requestKey: randomUUID(),
		});
		expect(twice.status).toBe(409);
		expect(twice.body.result).toBe('coupon_ended');
		const unknown = await post('endCoupon', tokens.admin, {
			code: 'NOEXISTE',
			requestKey: randomUUID(),
		});
		expect(unknown.status).toBe(404);

		const apply = await call(app, 'POST', '/api/buy/applyCoupons', {
			body: { cpn: 'FERIA', item: PROFESSIONAL_MONTHLY, app: 1 },
		});
		expect(apply.body.result).toBe('cpn_exp');
		expect((await listed()).coupons.find((coupon) => coupon.code === 'FERIA')?.state).toBe('ended');

		const res = await post('listCouponRedemptions', tokens.admin, { code: 'FERIA' });
		const page = res.body.data.listCouponRedemptions as CouponRedemptionPage;
		expect(page).toMatchObject({ total: 1, page: 1 });
		expect(page.redemptions).toEqual([
			{
				checkoutId: expect.any(Number),
				userId: user.id,
				name: `${user.name} ${user.lastName}`,
				email: user.email,
				planName: expect.any(String),
				discountMinor: 398,
				totalMinor: 1592,
				status: 'paid',
				at: clock.toISOString(),
			},
		]);
		const audit = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, 'FERIA'));
		expect(audit.map((entry) => entry.action).sort()).toEqual(['coupon.create', 'coupon.end']);
	});

	it('lets nobody but admins see, create or end coupons, and a refused call changes nothing', async () => {
		await post('createCoupon', tokens.admin, {
			code: 'EQUIPO',
			percentOff: 30,
			requestKey: randomUUID(),
		});
		const before = await counts();
		const calls: [string, Record<string, unknown>][] = [
			['listCoupons', {}],
			['createCoupon', { code: 'INTRUSO', percentOff: 90, requestKey: randomUUID() }],
			['endCoupon', { code: 'EQUIPO', requestKey: randomUUID() }],
			['listCouponRedemptions', { code: 'EQUIPO' }],
		];
		for (const [name, body] of calls) {
			for (const [who, token] of refusedCallers(tokens)) {
				const res = await post(name, token, body);
				expect(res.status, `${name} as ${who}`).toBe(404);
				expect(res.body.data ?? null, `${name} as ${who}`).toBeNull();
			}
		}
		expect(await counts()).toEqual(before);
		expect((await couponRow('EQUIPO'))?.expiresAt).toBeNull();
	});
});
