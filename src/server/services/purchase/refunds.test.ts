/**
 * Refunds (issue #18): money given back on an invoice produces a rectifying invoice (series R,
 * numbered without gaps of its own), negative by the amount returned, naming the invoice it
 * corrects, mailed with its PDF and listed in Mis suscripciones; never more than was paid, never
 * twice for the same request, and a refund of Stripe's (a credit note, by webhook) the same way.
 */
import { asc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { buyPlan } from '../../../../tests/setup/purchase-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_WEBHOOK_SECRET,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { invoices, sandboxRefunds } from '../../db/schema';
import { RefundRefused } from '../../payments/gateway';
import { createSandboxGateway, type SandboxGateway } from '../../payments/sandbox';
import { formatMoney } from '../../../lib/money';
import { createMemoryMailer } from '../mail';
import { invoiceCode } from './invoices';
import { refundInvoice } from './refunds';

const NOW = new Date('2026-11-22T10:00:00Z');
const LATER = new Date('2026-11-25T16:30:00Z');
/** Plan Profesional mensual, 19,90 € (seed data). */
const PROFESSIONAL_MONTHLY = 201;

describe.each(databaseKinds)('refunds on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let payments: SandboxGateway;
	let clock = NOW;
	const mailer = createMemoryMailer();

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		payments = createSandboxGateway({ db: handle.db, now, webhookSecret: TEST_WEBHOOK_SECRET });
		deps = createTestDeps(handle.db, { now, mailer, payments });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	async function buyer() {
		const user = await createUser(handle.db, {
			billingName: 'Farmacia Gil Ortega, C.B.',
			billingTaxId: 'E12345674',
			billingAddress: 'Calle Mayor 3, 28013 Madrid',
		});
		const token = (await login(app, user.email, user.password)).body.data.token
			.access_token as string;
		await buyPlan(app, token, PROFESSIONAL_MONTHLY);
		await runJobs(deps);
		const [paid] = await invoicesOf(user.id);
		if (!paid) throw new Error('the purchase was not invoiced');
		return { user, token, paid };
	}

	function invoicesOf(userId: number) {
		return handle.db
			.select()
			.from(invoices)
			.where(eq(invoices.userId, userId))
			.orderBy(asc(invoices.id));
	}

	it('gives a rectifying invoice for a whole refund, mailed with its PDF and listed', async () => {
		const { user, token, paid } = await buyer();
		clock = LATER;
		const refund = await refundInvoice(deps, { invoiceId: paid.id, requestId: 'a1' });
		expect(refund).toMatchObject({ chargeId: paid.chargeId, amountMinor: 1990 });

		const [, rectifying, ...more] = await invoicesOf(user.id);
		expect(more).toEqual([]);
		expect(rectifying).toMatchObject({
			series: 'R',
			year: 2026,
			reason: 'refund',
			rectifiesId: paid.id,
			chargeId: refund.id,
			baseMinor: -1645,
			taxMinor: -345,
			totalMinor: -1990,
			buyerName: 'Farmacia Gil Ortega, C.B.',
			buyerTaxId: 'E12345674',
			description: 'Plan Profesional mensual',
			issuedAt: LATER,
			periodStart: paid.periodStart,
			periodEnd: paid.periodEnd,
		});
		if (!rectifying) return;
		const code = invoiceCode(rectifying);
		expect(code).toMatch(/^R2026-\d{5}$/);

		await runJobs(deps);
		const mail = mailer.sent.find(
			(sent) =>
				sent.to === user.email &&
				sent.subject === `Te hemos devuelto ${formatMoney(1990, 'es-ES')}`,
		);
		expect(mail?.text).toContain(`factura rectificativa ${code}`);
		expect(mail?.text).toContain(`Rectifica la factura: ${invoiceCode(paid)}`);
		const [pdf] = mail?.attachments ?? [];
		expect(pdf?.filename).toBe(`factura-${code}.pdf`);
		const { text } = await extractText((pdf?.content ?? new Uint8Array()).slice(), {
			mergePages: true,
		});
		const flat = text.replace(/\s+/g, ' ');
		for (const expected of [
			'Factura rectificativa',
			`Número: ${code}`,
			`Rectifica la factura: ${invoiceCode(paid)}`,
			'-16,45',
			'-3,45',
			'-19,90',
		]) {
			expect(flat).toContain(expected);
		}

		// The access token of the purchase has lapsed since: the listing is asked on its day.
		clock = NOW;
		const listed = await call(app, 'POST', '/api/buy/getInvoices', { token, body: {} });
		expect(
			(listed.body.data.getInvoices as { code: string; total: number }[]).map((row) => [
				row.code,
				row.total,
			]),
		).toEqual([
			[code, -1990],
			[invoiceCode(paid), 1990],
		]);
	});

	it('refunds in parts up to what was paid, once per request, and refuses the rest', async () => {
		const { user, paid } = await buyer();
		await refundInvoice(deps, { invoiceId: paid.id, amountMinor: 500, requestId: 'p1' });
		// The same request again (a retried back-office action): no second refund.
		await refundInvoice(deps, { invoiceId: paid.id, amountMinor: 500, requestId: 'p1' });
		await expect(
			refundInvoice(deps, { invoiceId: paid.id, amountMinor: 1491, requestId: 'p2' }),
		).rejects.toThrow(RefundRefused);
		await refundInvoice(deps, { invoiceId: paid.id, amountMinor: 1490, requestId: 'p3' });
		await expect(
			refundInvoice(deps, { invoiceId: paid.id, amountMinor: 1, requestId: 'p4' }),
		).rejects.toThrow(RefundRefused);

		const rows = await invoicesOf(user.id);
		expect(rows.map((row) => [row.series, row.totalMinor, row.baseMinor + row.taxMinor])).toEqual([
			['F', 1990, 1990],
			['R', -500, -500],
			['R', -1490, -1490],
		]);
		const [, first, second] = rows;
		expect(second?.number).toBe((first?.number ?? 0) + 1);
		const given = await handle.db
			.select()
			.from(sandboxRefunds)
			.where(eq(sandboxRefunds.chargeId, paid.chargeId));
		expect(given.map((row) => row.amountMinor).sort()).toEqual([1490, 500]);

		// A rectifying invoice is not refunded in turn.
		await expect(
			refundInvoice(deps, { invoiceId: first?.id ?? 0, requestId: 'p5' }),
		).rejects.toThrow(RefundRefused);
	});

	it('never gives back more than was paid when two refunds race', async () => {
		const { user, paid } = await buyer();
		const outcomes = await Promise.allSettled([
			refundInvoice(deps, { invoiceId: paid.id, amountMinor: 1200, requestId: 'r1' }),
			refundInvoice(deps, { invoiceId: paid.id, amountMinor: 1200, requestId: 'r2' }),
		]);
		expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
		const rectifying = (await invoicesOf(user.id)).filter((row) => row.series === 'R');
		expect(rectifying.map((row) => row.totalMinor)).toEqual([-1200]);
	});

	it('invoices a refund the gateway announces by webhook, once however often it is told', async () => {
		const { user, paid } = await buyer();
		// Given outside the campus (Stripe's dashboard does this): only the gateway knows.
		await payments.refundCharge({
			subscriptionId: paid.gatewaySubscriptionId,
			chargeId: paid.chargeId,
			amountMinor: 990,
			idempotencyKey: 'dashboard-1',
		});
		expect((await invoicesOf(user.id)).filter((row) => row.series === 'R')).toEqual([]);

		for (const eventId of ['evt_cn_1', 'evt_cn_1', 'evt_cn_2']) {
			const body = JSON.stringify({
				id: eventId,
				type: 'credit_note.created',
				data: { object: { subscription: paid.gatewaySubscriptionId } },
			});
			const res = await call(app, 'POST', '/api/buy/webhook', {
				rawBody: body,
				headers: { 'stripe-signature': payments.signWebhook(body), pcek: '' },
			});
			expect(res.status, res.text).toBe(200);
		}
		const rectifying = (await invoicesOf(user.id)).filter((row) => row.series === 'R');
		expect(rectifying.map((row) => [row.totalMinor, row.rectifiesId])).toEqual([[-990, paid.id]]);
	});
});
