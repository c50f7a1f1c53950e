/**
 * The invoice's buyer asked at checkout (issue #18): a pharmacy plan (bought or tried) is not sold
 * without a name, a valid NIF/CIF and a fiscal address, given with the payment or already on the
 * account; a refusal leaves the database as it was. Details given are saved on the account in
 * the checkout's transaction, so the first invoice is made out to them; for a person's plan they
 * are optional, but given, all three go together.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type UserOverrides } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { PHARMACY_BILLING, payingCard } from '../../../../tests/setup/purchase-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_WEBHOOK_SECRET,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import {
	checkouts,
	coupons,
	enrollments,
	invoices,
	sandboxCharges,
	sandboxSubscriptions,
	users,
} from '../../db/schema';
import { createSandboxGateway } from '../../payments/sandbox';

const NOW = new Date('2026-11-22T10:00:00Z');

/** Demo plan offers (src/server/db/seed-data/plans.ts). */
const PROFESSIONAL_MONTHLY = 201;
const PHARMACY_M_MONTHLY = 301;
const PHARMACY_L_TRIAL = 315;

const REQUIRED_MESSAGE =
	'Para contratar un plan de farmacia necesitamos los datos de su factura: nombre o razón social, NIF o CIF y dirección fiscal.';

describe.each(databaseKinds)('billing details at checkout on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => NOW;
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

	let buyer: { user: Awaited<ReturnType<typeof createUser>>; token: string };
	async function newBuyer(overrides: UserOverrides = {}) {
		const user = await createUser(handle.db, { userType: 1, role: 2, ...overrides });
		const res = await login(app, user.email, user.password);
		return { user, token: res.body.data.token.access_token as string };
	}
	beforeEach(async () => {
		buyer = await newBuyer();
	});

	async function pay(planId: number, fields: Record<string, unknown> = {}) {
		const cart = await call(app, 'POST', '/api/buy/setCart', {
			token: buyer.token,
			body: { itl: [planId], app: 1 },
		});
		return call(app, 'POST', '/api/buy/paidCart', {
			token: buyer.token,
			body: { scd: cart.body.data.setCart.scd as string, spid: await payingCard(app), ...fields },
		});
	}

	/** Everything a checkout writes or that the buyer owns, to tell that a refusal wrote nothing. */
	async function footprint() {
		const userId = buyer.user.id;
		const [account] = await handle.db
			.select({
				name: users.billingName,
				taxId: users.billingTaxId,
				address: users.billingAddress,
				updatedAt: users.updatedAt,
			})
			.from(users)
			.where(eq(users.id, userId));
		return {
			account,
			checkouts: await handle.db.select().from(checkouts).where(eq(checkouts.userId, userId)),
			licences: await handle.db.select().from(enrollments).where(eq(enrollments.userId, userId)),
			invoices: await handle.db.select().from(invoices).where(eq(invoices.userId, userId)),
			subscriptions: (await handle.db.select().from(sandboxSubscriptions)).length,
			charges: (await handle.db.select().from(sandboxCharges)).length,
			coupon: (
				await handle.db
					.select({ redemptions: coupons.redemptions })
					.from(coupons)
					.where(eq(coupons.code, 'FARMACIA10'))
			)[0],
		};
	}

	async function firstInvoice() {
		const rows = await handle.db.select().from(invoices).where(eq(invoices.userId, buyer.user.id));
		expect(rows).toHaveLength(1);
		return rows[0];
	}

	it('refuses a pharmacy plan without billing details, before any charge and writing nothing', async () => {
		const before = await footprint();
		for (const planId of [PHARMACY_M_MONTHLY, PHARMACY_L_TRIAL]) {
			const res = await pay(planId, { cpn: 'FARMACIA10' });
			expect(res.status, res.text).toBe(422);
			expect(res.body).toEqual({
				ok: false,
				result: 'billing_required',
				msg: REQUIRED_MESSAGE,
			});
		}
		expect(await footprint()).toEqual(before);
	});

	it('refuses an invalid NIF/CIF and incomplete details, naming the field, writing nothing', async () => {
		const before = await footprint();
		const cases: [Record<string, unknown>, string][] = [
			[
				{ ...PHARMACY_BILLING, tax_id: 'B12345670' },
				'NIF, NIE o CIF: Introduce un NIF, NIE o CIF válido (por ejemplo, 12345678Z o B12345674)',
			],
			[
				{ ...PHARMACY_BILLING, tax_id: '12345678A' },
				'NIF, NIE o CIF: Introduce un NIF, NIE o CIF válido',
			],
			[
				{ ...PHARMACY_BILLING, billing_address: '  ' },
				'Dirección fiscal: Este campo es obligatorio',
			],
			[{ tax_id: 'B12345674' }, 'Nombre o razón social, Dirección fiscal'],
			[{ ...PHARMACY_BILLING, billing_name: 'x'.repeat(121) }, 'Nombre o razón social'],
		];
		for (const [fields, message] of cases) {
			for (const planId of [PHARMACY_M_MONTHLY, PROFESSIONAL_MONTHLY]) {
				const res = await pay(planId, fields);
				expect(res.status, JSON.stringify(fields)).toBe(400);
				expect(res.body.result).toBe('inv_data');
				expect(res.body.msg as string, JSON.stringify(fields)).toContain(message);
			}
		}
		expect(await footprint()).toEqual(before);
	});

	it('sells a pharmacy plan with valid details, saved on the account and on its first invoice', async () => {
		const res = await pay(PHARMACY_M_MONTHLY, {
			billing_name: '  Farmacia Ruiz Ortega, C.B. ',
			tax_id: 'e-12.345.674',
			billing_address: 'Calle del Carmen 4, 28013 Madrid',
		});
		expect(res.status, res.text).toBe(200);
		expect(res.body.data.paidCart.result).toBe('active');

		const profile = await call(app, 'POST', '/api/profile/getBilling', {
			token: buyer.token,
			body: {},
		});
		expect(profile.body.data.getBilling).toEqual(PHARMACY_BILLING);
		expect(await firstInvoice()).toMatchObject({
			buyerName: PHARMACY_BILLING.billing_name,
			buyerTaxId: PHARMACY_BILLING.tax_id,
			buyerAddress: PHARMACY_BILLING.billing_address,
		});
	});

	it('sells a pharmacy plan on the details already on the account, and a trial likewise', async () => {
		const saved = {
			billingName: 'Farmacia Sol',
			billingTaxId: '12345678Z',
			billingAddress: 'Plaza Mayor 1, 28012 Madrid',
		};
		buyer = await newBuyer(saved);
		const res = await pay(PHARMACY_M_MONTHLY);
		expect(res.status, res.text).toBe(200);
		expect(await firstInvoice()).toMatchObject({
			buyerName: 'Farmacia Sol',
			buyerTaxId: '12345678Z',
			buyerAddress: 'Plaza Mayor 1, 28012 Madrid',
		});

		buyer = await newBuyer(saved);
		const trial = await pay(PHARMACY_L_TRIAL);
		expect(trial.status, trial.text).toBe(200);
		expect(trial.body.data.paidCart.result).toBe('trialing');
	});

	it('refuses a pharmacy plan when the account has only part of the details', async () => {
		buyer = await newBuyer({ billingName: 'Farmacia Sol', billingTaxId: null });
		const before = await footprint();
		const res = await pay(PHARMACY_M_MONTHLY);
		expect(res.body.result).toBe('billing_required');
		expect(await footprint()).toEqual(before);
	});

	it('lets a person buy without details, or with a company’s, which their invoice carries', async () => {
		buyer = await newBuyer({ userType: 2, role: 1 });
		const plain = await pay(PROFESSIONAL_MONTHLY);
		expect(plain.status, plain.text).toBe(200);
		expect(await firstInvoice()).toMatchObject({
			buyerName: `${buyer.user.name} ${buyer.user.lastName}`,
			buyerTaxId: null,
			buyerAddress: null,
		});

		buyer = await newBuyer({ userType: 2, role: 1 });
		const company = await pay(PROFESSIONAL_MONTHLY, PHARMACY_BILLING);
		expect(company.status, company.text).toBe(200);
		expect(await firstInvoice()).toMatchObject({
			buyerName: PHARMACY_BILLING.billing_name,
			buyerTaxId: PHARMACY_BILLING.tax_id,
		});
	});
});
