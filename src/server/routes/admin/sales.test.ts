/**
 * The sales dashboard (issue #20) on both databases against a known history, to the cent: three
 * months of purchases (one with a coupon), an annual plan partly refunded, a trial that paid and
 * was cancelled, one that never paid, a renewal refused and then recovered. Also by week, cut to
 * the range; the CSV for Spanish Excel; and nobody but admins gets any of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import {
	adminCall,
	logInRoles,
	refusedCallers,
	type RoleTokens,
} from '../../../../tests/setup/admin-calls';
import { createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { SalesReport } from '../../../lib/contracts/sales';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { carts, checkouts, enrollments, invoices, paymentFailures, plans } from '../../db/schema';

/** Demo plan offers: Profesional mensual (19,90 €) and anual (191,04 €). */
const MONTHLY = 201;
const ANNUAL = 202;
const at = (iso: string) => new Date(`${iso}:00Z`);

describe.each(databaseKinds)('the sales dashboard on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let tokens: RoleTokens;
	let names: { monthly: string; annual: string };
	// Mid-March: the last bucket's recurring figures are taken now.
	const clock = at('2026-03-15T12:00');
	let invoiceNumber = 9000;

	async function subscription(
		planId: number,
		options: { created: string; trial?: boolean; cancelAt?: string; coupon?: string },
	) {
		const user = await createUser(handle.db);
		const gatewaySubscriptionId = `sub_sales_${String(user.id)}`;
		let checkoutId: number | null = null;
		if (options.coupon) {
			const [cart] = await handle.db
				.insert(carts)
				.values({ saleCode: `sales-${String(user.id)}`, app: 1, userId: user.id, planId })
				.returning();
			const [checkout] = await handle.db
				.insert(checkouts)
				.values({
					cartId: cart!.id,
					userId: user.id,
					planId,
					couponCode: options.coupon,
					trial: false,
					amountSubtotalMinor: 1990,
					amountDiscountMinor: 398,
					amountTotalMinor: 1592,
					currency: 'EUR',
					gateway: 'sandbox',
					status: 'paid',
					createdAt: at(options.created),
				})
				.returning();
			checkoutId = checkout!.id;
		}
		const [licence] = await handle.db
			.insert(enrollments)
			.values({
				userId: user.id,
				planId,
				status: options.cancelAt ? 'canceled' : 'active',
				startAt: at(options.created),
				periodicity: planId === ANNUAL ? 1 : 2,
				priceMinor: planId === ANNUAL ? 19_104 : 1990,
				checkoutId,
				gatewaySubscriptionId,
				trial: options.trial ?? false,
				cancelAt: options.cancelAt ? at(options.cancelAt) : null,
				createdAt: at(options.created),
			})
			.returning();
		return { user, licence: licence!, gatewaySubscriptionId };
	}

	async function invoice(
		owner: Awaited<ReturnType<typeof subscription>>,
		reason: 'first_period' | 'renewal' | 'refund',
		issued: string,
		period: [string, string],
		baseMinor: number,
	) {
		invoiceNumber += 1;
		const taxMinor = Math.round(baseMinor * 0.21);
		await handle.db.insert(invoices).values({
			series: reason === 'refund' ? 'R' : 'F',
			year: 2026,
			number: invoiceNumber,
			chargeId: `ch_sales_${String(invoiceNumber)}`,
			reason,
			userId: owner.user.id,
			gatewaySubscriptionId: owner.gatewaySubscriptionId,
			issuedAt: at(issued),
			periodStart: at(period[0]),
			periodEnd: at(period[1]),
			description: 'Plan',
			buyerName: 'Comprador',
			buyerEmail: owner.user.email,
			operatorName: 'Liceo',
			operatorTaxId: 'B00000000',
			operatorAddress: 'Madrid',
			operatorRegistry: 'Registro',
			taxRateBasisPoints: 2100,
			baseMinor,
			taxMinor,
			totalMinor: baseMinor + taxMinor,
			currency: 'EUR',
		});
	}

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		tokens = await logInRoles(app);
		const planRows = await handle.db.select().from(plans);
		names = {
			monthly: planRows.find((plan) => plan.id === MONTHLY)!.name,
			annual: planRows.find((plan) => plan.id === ANNUAL)!.name,
		};

		// A: monthly with a 20 % coupon on the first payment, renewed in February and March.
		const a = await subscription(MONTHLY, { created: '2026-01-10T10:00', coupon: 'CONGRESO' });
		await invoice(
			a,
			'first_period',
			'2026-01-10T10:00',
			['2026-01-10T10:00', '2026-02-10T10:00'],
			1316,
		);
		await invoice(a, 'renewal', '2026-02-10T10:00', ['2026-02-10T10:00', '2026-03-10T10:00'], 1645);
		await invoice(a, 'renewal', '2026-03-10T10:00', ['2026-03-10T10:00', '2026-04-10T10:00'], 1645);
		// B: annual, 16,45 € of it given back on 1 February.
		const b = await subscription(ANNUAL, { created: '2026-01-20T10:00' });
		await invoice(
			b,
			'first_period',
			'2026-01-20T10:00',
			['2026-01-20T10:00', '2027-01-20T10:00'],
			15_788,
		);
		await invoice(b, 'refund', '2026-02-01T10:00', ['2026-01-20T10:00', '2027-01-20T10:00'], -1645);
		// C: a trial from 5 January that paid on the 10th and ended on 10 February.
		const c = await subscription(MONTHLY, {
			created: '2026-01-05T10:00',
			trial: true,
			cancelAt: '2026-02-10T10:00',
		});
		await invoice(c, 'renewal', '2026-01-10T10:00', ['2026-01-10T10:00', '2026-02-10T10:00'], 1645);
		// D: a trial from 3 February that never paid.
		await subscription(MONTHLY, {
			created: '2026-02-03T10:00',
			trial: true,
			cancelAt: '2026-02-08T10:00',
		});
		// E: monthly from 14 February; its March renewal refused on the 14th, paid on the 15th.
		const e = await subscription(MONTHLY, { created: '2026-02-14T10:00' });
		await invoice(
			e,
			'first_period',
			'2026-02-14T10:00',
			['2026-02-14T10:00', '2026-03-14T10:00'],
			1645,
		);
		await invoice(e, 'renewal', '2026-03-15T10:00', ['2026-03-14T10:00', '2026-04-14T10:00'], 1645);
		await handle.db.insert(paymentFailures).values({
			enrollmentId: e.licence.id,
			periodStart: at('2026-03-14T10:00'),
			failedAt: at('2026-03-14T10:00'),
			declineCode: 'insufficient_funds',
			amountMinor: 1990,
			recoveredAt: at('2026-03-15T10:00'),
		});
	});
	afterAll(async () => {
		await handle.close();
	});

	const report = async (body: Record<string, unknown>) => {
		const res = await adminCall(app, 'getSales', tokens.admin, body);
		expect(res.status, res.text).toBe(200);
		return res.body.data.getSales as SalesReport;
	};

	it('adds up each month of the known history to the cent', async () => {
		const { buckets } = await report({
			startsOn: '2026-01-01',
			endsOn: '2026-03-31',
			interval: 'month',
		});
		expect(buckets.map((bucket) => bucket.startsOn)).toEqual([
			'2026-01-01',
			'2026-02-01',
			'2026-03-01',
		]);
		const [january, february, march] = buckets;
		expect(january).toEqual({
			startsOn: '2026-01-01',
			newSubscriptions: 3,
			newByPlan: [
				{ label: names.monthly, count: 2 },
				{ label: names.annual, count: 1 },
			].sort((x, y) => x.label.localeCompare(y.label, 'en')),
			trialsStarted: 1,
			trialsConverted: 1,
			conversionPercent: 100,
			// 13,16 + 157,88 ÷ 12 + 16,45 = 42,7666… → 42,77 €.
			mrrMinor: 4277,
			arrMinor: 51_324,
			activeAtStart: 0,
			cancellations: 0,
			churnPercent: null,
			failedPayments: 0,
			recoveredPayments: 0,
			revenueMinor: 18_749,
			revenueByPlan: expect.arrayContaining([
				{ label: names.monthly, minor: 2961 },
				{ label: names.annual, minor: 15_788 },
			]),
			revenueByCoupon: [{ label: 'CONGRESO', minor: 1316 }],
		});
		expect(february).toMatchObject({
			newSubscriptions: 1,
			newByPlan: [{ label: names.monthly, count: 1 }],
			trialsStarted: 1,
			trialsConverted: 0,
			conversionPercent: 0,
			// A 16,45 + B 13,1567 + E 16,45 (C ended on 10 February).
			mrrMinor: 4606,
			activeAtStart: 3,
			// C, which had paid; D never did, so it is not a paying customer lost.
			cancellations: 1,
			churnPercent: 33.3,
			failedPayments: 0,
			// A's renewal and E's first month, less B's refund.
			revenueMinor: 1645,
			revenueByCoupon: [{ label: 'CONGRESO', minor: 1645 }],
		});
		expect(february?.revenueByPlan).toEqual(
			expect.arrayContaining([
				{ label: names.monthly, minor: 3290 },
				{ label: names.annual, minor: -1645 },
			]),
		);
		expect(march).toMatchObject({
			newSubscriptions: 0,
			trialsStarted: 0,
			conversionPercent: null,
			// Now (15 March): A, B and E's recovered renewal.
			mrrMinor: 4606,
			arrMinor: 55_272,
			activeAtStart: 3,
			cancellations: 0,
			churnPercent: 0,
			failedPayments: 1,
			recoveredPayments: 1,
			revenueMinor: 3290,
		});
	});

	it('cuts weeks (from Monday) to the range asked', async () => {
		const { buckets } = await report({
			startsOn: '2026-01-01',
			endsOn: '2026-01-18',
			interval: 'week',
		});
		expect(buckets.map((bucket) => bucket.startsOn)).toEqual([
			'2026-01-01',
			'2026-01-05',
			'2026-01-12',
		]);
		expect(buckets.map((bucket) => [bucket.trialsStarted, bucket.newSubscriptions])).toEqual([
			[0, 0],
			[1, 2],
			[0, 0],
		]);
		// B (20 January) is outside the range.
		expect(buckets.reduce((sum, bucket) => sum + bucket.revenueMinor, 0)).toBe(2961);
	});

	it('exports the figures as a CSV for Spanish Excel', async () => {
		const res = await adminCall(app, 'exportSalesCsv', tokens.admin, {
			startsOn: '2026-01-01',
			endsOn: '2026-02-28',
			interval: 'month',
		});
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
		expect(res.headers.get('content-disposition')).toBe(
			'attachment; filename="ventas-2026-01-01-2026-02-28-month.csv"',
		);
		const lines = res.text.replace('\uFEFF', '').split('\r\n');
		expect(lines[0]).toMatch(/^Periodo desde;Altas de pago;/);
		expect(lines[1]).toBe('01/01/2026;3;1;1;100;42,77;513,24;0;0;;0;0;187,49');
		expect(lines[2]).toBe('01/02/2026;1;1;0;0;46,06;552,72;3;1;33,3;0;0;16,45');
	});

	it('refuses a range out of order or too long, and anyone but an admin', async () => {
		for (const body of [
			{ startsOn: '2026-02-01', endsOn: '2026-01-01', interval: 'month' },
			{ startsOn: '2024-01-01', endsOn: '2026-03-01', interval: 'day' },
			{ startsOn: '2026-01-01', endsOn: '2026-02-01', interval: 'year' },
		]) {
			const res = await adminCall(app, 'getSales', tokens.admin, body);
			expect(res.status, JSON.stringify(body)).toBe(400);
			// The field is named as the form names it.
			expect(res.body.msg).toMatch(/^(Último día|Agrupar por): /);
		}
		const query = { startsOn: '2026-01-01', endsOn: '2026-03-31', interval: 'month' };
		for (const [who, token] of refusedCallers(tokens)) {
			for (const name of ['getSales', 'exportSalesCsv']) {
				const res = await adminCall(app, name, token, query);
				expect(res.status, `${name} as ${who}`).toBe(404);
				expect(res.text, `${name} as ${who}`).not.toContain('CONGRESO');
			}
		}
		// Reading the figures changes nothing.
		const rows = await handle.db.select().from(invoices).where(eq(invoices.year, 2026));
		expect(rows.filter((row) => row.chargeId.startsWith('ch_sales_'))).toHaveLength(8);
	});
});
