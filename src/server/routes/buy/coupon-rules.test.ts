/**
 * The coupon rules the back-office can set (issue #20), through the purchase calls on both
 * databases: an amount off every payment (renewals included), validity that starts later, some
 * plans only, a per-person limit, and a total limit that holds when 20 buyers pay at once.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, logInRoles } from '../../../../tests/setup/admin-calls';
import { loggedInBuyer, payPlan } from '../../../../tests/setup/purchase-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_WEBHOOK_SECRET,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { checkouts, coupons, enrollments, sandboxSubscriptions } from '../../db/schema';
import { createSandboxGateway } from '../../payments/sandbox';

/** Demo plan offers (seed data): Profesional mensual 19,90 €, anual; Estudiante mensual. */
const PROFESSIONAL_MONTHLY = 201;
const PROFESSIONAL_ANNUAL = 202;
const STUDENT_MONTHLY = 101;
const DAY = 86_400_000;

describe.each(databaseKinds)('coupon rules on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
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
	});
	afterAll(async () => {
		await handle.close();
	});

	const addCoupon = (values: typeof coupons.$inferInsert) =>
		handle.db.insert(coupons).values(values);
	const couponRow = async (code: string) =>
		(await handle.db.select().from(coupons).where(eq(coupons.code, code)))[0];
	const usedCheckouts = async (code: string) =>
		(
			await handle.db
				.select({ n: count() })
				.from(checkouts)
				.where(and(eq(checkouts.couponCode, code), ne(checkouts.status, 'failed')))
		)[0]?.n;
	const apply = (cpn: string, item: number) =>
		call(app, 'POST', '/api/buy/applyCoupons', { body: { cpn, item, app: 1 } });

	it('takes an amount off the first payment and every renewal', async () => {
		await addCoupon({ code: 'FIEL5', amountOffMinor: 500, everyPayment: true });
		const applied = await apply('fiel5', PROFESSIONAL_MONTHLY);
		expect(applied.body.data.applyCoupons).toEqual({
			amountSubtotal: 1990,
			amountDiscount: 500,
			amountTotal: 1490,
			percentOff: 0,
			everyPayment: true,
		});
		const { user, token } = await loggedInBuyer(app, handle.db);
		const paid = await payPlan(app, token, PROFESSIONAL_MONTHLY, { coupon: 'FIEL5' });
		expect(paid.body.data.paidCart).toMatchObject({ amount_discount: 500, amount_total: 1490 });
		const [licence] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, user.id));
		const [subscription] = await handle.db
			.select()
			.from(sandboxSubscriptions)
			.where(eq(sandboxSubscriptions.id, licence?.gatewaySubscriptionId ?? ''));
		// What each renewal will charge: the discounted price, not 19,90 €.
		expect(subscription).toMatchObject({ amountPaidMinor: 1490, amountMinor: 1490 });
	});

	it('takes a percent off the first payment only unless told otherwise', async () => {
		await addCoupon({ code: 'UNAVEZ', percentOff: 50 });
		const { user, token } = await loggedInBuyer(app, handle.db);
		await payPlan(app, token, PROFESSIONAL_MONTHLY, { coupon: 'UNAVEZ' });
		const [licence] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, user.id));
		const [subscription] = await handle.db
			.select()
			.from(sandboxSubscriptions)
			.where(eq(sandboxSubscriptions.id, licence?.gatewaySubscriptionId ?? ''));
		expect(subscription).toMatchObject({ amountPaidMinor: 995, amountMinor: 1990 });
	});

	it('refuses a coupon before its first day and for plans it is not for', async () => {
		await addCoupon({
			code: 'ENERO',
			percentOff: 10,
			startsAt: new Date(clock.getTime() + 3 * DAY),
		});
		const early = await apply('ENERO', PROFESSIONAL_MONTHLY);
		expect(early.status).toBe(422);
		expect(early.body).toMatchObject({ result: 'cpn_early' });
		expect(early.body.msg).toContain('25 de noviembre de 2026');

		await addCoupon({ code: 'SOLOANUAL', percentOff: 10, planIds: [PROFESSIONAL_ANNUAL] });
		expect((await apply('SOLOANUAL', PROFESSIONAL_ANNUAL)).status).toBe(200);
		for (const other of [PROFESSIONAL_MONTHLY, STUDENT_MONTHLY]) {
			const refused = await apply('SOLOANUAL', other);
			expect(refused.body.result, String(other)).toBe('cpn_plan');
		}
		const { token } = await loggedInBuyer(app, handle.db);
		const paid = await payPlan(app, token, PROFESSIONAL_MONTHLY, { coupon: 'SOLOANUAL' });
		expect(paid.body.result).toBe('cpn_plan');
		expect(await usedCheckouts('SOLOANUAL')).toBe(0);
	});

	it('lets one person use a coupon only as often as its per-person limit', async () => {
		await addCoupon({ code: 'UNAPORPERSONA', percentOff: 20, perPersonLimit: 1 });
		const { user, token } = await loggedInBuyer(app, handle.db);
		// A declined payment does not count as a use.
		const declined = await payPlan(app, token, PROFESSIONAL_MONTHLY, {
			coupon: 'UNAPORPERSONA',
			card: '4000000000000002',
		});
		expect(declined.status).toBe(402);
		expect(
			(await payPlan(app, token, PROFESSIONAL_MONTHLY, { coupon: 'UNAPORPERSONA' })).status,
		).toBe(200);
		// The plan ends today (cancelled by the staff), so the person may buy again, without it.
		const tokens = await logInRoles(app);
		const [licence] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, user.id));
		const cancelled = await adminCall(app, 'cancelLicence', tokens.admin, {
			userId: user.id,
			enrollmentId: licence?.id,
			when: 'now',
			requestKey: crypto.randomUUID(),
		});
		expect(cancelled.status).toBe(200);
		const again = await payPlan(app, token, PROFESSIONAL_MONTHLY, { coupon: 'UNAPORPERSONA' });
		expect(again.status).toBe(409);
		expect(again.body.result).toBe('cpn_person');
		expect((await couponRow('UNAPORPERSONA'))?.redemptions).toBe(1);
		expect(await usedCheckouts('UNAPORPERSONA')).toBe(1);
	});

	it('gives a coupon limited to 5 uses to exactly 5 of 20 buyers paying at once', async () => {
		await addCoupon({ code: 'CONGRESO5', percentOff: 25, maxRedemptions: 5 });
		const buyers = await Promise.all(
			Array.from({ length: 20 }, () => loggedInBuyer(app, handle.db)),
		);
		const answers = await Promise.all(
			buyers.map(({ token }) => payPlan(app, token, PROFESSIONAL_MONTHLY, { coupon: 'CONGRESO5' })),
		);
		const statuses = answers.map((answer) => answer.status).sort();
		expect(statuses.filter((status) => status === 200)).toHaveLength(5);
		for (const refused of answers.filter((answer) => answer.status !== 200)) {
			expect(refused.status).toBe(410);
			expect(refused.body.result).toBe('cpn_used');
		}
		expect((await couponRow('CONGRESO5'))?.redemptions).toBe(5);
		expect(await usedCheckouts('CONGRESO5')).toBe(5);
	});
});
