/**
 * Invoices (issue #18): each payment the sandbox gateway takes (a first period, a trial's first
 * charge, a renewal, a change of plan) gets one invoice, numbered without gaps, with the
 * operator's data from configuration and IVA broken down; the purchase confirmation carries the
 * first one's PDF, a renewal's goes in its own mail; the buyer lists theirs and opens each PDF
 * through a signed link that works for nobody else.
 */
import { and, asc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { buyPlan } from '../../../../tests/setup/purchase-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_CLIENT_KEY,
	TEST_OPERATOR,
	TEST_WEBHOOK_SECRET,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { invoices, invoiceSeries, users } from '../../db/schema';
import { createSandboxGateway } from '../../payments/sandbox';
import { formatMoney } from '../../../lib/money';
import { createMemoryMailer, type MailMessage } from '../../services/mail';
import { advanceSandboxSubscriptions, reconcilePurchases } from '../../services/purchase';
import { INVOICE_LINK_TTL_SECONDS, invoiceCode, splitTax } from '../../services/purchase/invoices';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;

/** Demo plan offers (src/server/db/seed-data/plans.ts). */
const PROFESSIONAL_MONTHLY = 201; // 19,90 €
const PROFESSIONAL_ANNUAL = 202; // 191,04 €
const PROFESSIONAL_TRIAL = 205;

interface Listed {
	id: number;
	code: string;
	issued: string;
	concept: string;
	total: number;
	url: string;
}

async function pdfText(content: Uint8Array): Promise<string> {
	const { text } = await extractText(content.slice(), { mergePages: true });
	return text.replace(/\s+/g, ' ');
}

describe('splitTax', () => {
	it('breaks a price with IVA into base and tax that add up to it', () => {
		expect(splitTax(1990, 2100)).toEqual({ baseMinor: 1645, taxMinor: 345 });
		expect(splitTax(19104, 2100)).toEqual({ baseMinor: 15788, taxMinor: 3316 });
		expect(splitTax(1, 2100)).toEqual({ baseMinor: 1, taxMinor: 0 });
		for (const total of [99, 1000, 5990, 123_457]) {
			const { baseMinor, taxMinor } = splitTax(total, 2100);
			expect(baseMinor + taxMinor).toBe(total);
			expect(Math.abs(taxMinor - baseMinor * 0.21)).toBeLessThanOrEqual(1);
		}
	});
});

describe('invoiceCode', () => {
	it("prints the campus's series, or Stripe's own number when the charge has one", () => {
		expect(invoiceCode({ series: 'F', year: 2026, number: 42, gatewayNumber: null })).toBe(
			'F2026-00042',
		);
		expect(invoiceCode({ series: 'R', year: 2027, number: 1, gatewayNumber: null })).toBe(
			'R2027-00001',
		);
		expect(invoiceCode({ series: 'F', year: 2026, number: 42, gatewayNumber: 'LICEO-0007' })).toBe(
			'LICEO-0007',
		);
	});
});

describe.each(databaseKinds)('invoices on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let clock: Date;
	const mailer = createMemoryMailer();

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		const payments = createSandboxGateway({
			db: handle.db,
			now,
			webhookSecret: TEST_WEBHOOK_SECRET,
		});
		deps = createTestDeps(handle.db, { now, mailer, payments });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		clock = NOW;
		await runJobs(deps);
		mailer.sent.length = 0;
	});

	// ---- helpers ------------------------------------------------------------------------------

	async function sentTo(email: string): Promise<MailMessage[]> {
		await runJobs(deps);
		return mailer.sent.filter((mail) => mail.to === email);
	}

	async function buyer(overrides: Parameters<typeof createUser>[1] = {}) {
		const user = await createUser(handle.db, overrides);
		const res = await login(app, user.email, user.password);
		return { user, token: res.body.data.token.access_token as string };
	}

	const buy = (token: string, planId: number) => buyPlan(app, token, planId);

	function invoicesOf(userId: number) {
		return handle.db
			.select()
			.from(invoices)
			.where(eq(invoices.userId, userId))
			.orderBy(asc(invoices.id));
	}

	async function listed(token: string): Promise<Listed[]> {
		const res = await call(app, 'POST', '/api/buy/getInvoices', { token, body: {} });
		expect(res.status).toBe(200);
		return res.body.data.getInvoices as Listed[];
	}

	/** Opens a link as a browser would: a plain GET, no client key, no bearer token. */
	function open(url: string) {
		return app.request(url);
	}

	async function seriesNumbers(year: number): Promise<number[]> {
		const rows = await handle.db
			.select({ number: invoices.number })
			.from(invoices)
			.where(and(eq(invoices.series, 'F'), eq(invoices.year, year)))
			.orderBy(asc(invoices.number));
		return rows.map((row) => row.number);
	}

	// ---- tests ----------------------------------------------------------------------------------

	it('a purchase gets one invoice, sent with the confirmation as a PDF that says what it must', async () => {
		const { user, token } = await buyer({
			billingName: 'Farmacia Gil Ortega, C.B.',
			billingTaxId: 'E12345674',
			billingAddress: 'Calle Mayor 3, 28013 Madrid',
		});
		await buy(token, PROFESSIONAL_MONTHLY);

		const [invoice, ...more] = await invoicesOf(user.id);
		expect(more).toEqual([]);
		expect(invoice).toMatchObject({
			series: 'F',
			year: 2026,
			reason: 'first_period',
			description: 'Plan Profesional mensual',
			buyerName: 'Farmacia Gil Ortega, C.B.',
			buyerTaxId: 'E12345674',
			buyerAddress: 'Calle Mayor 3, 28013 Madrid',
			buyerEmail: user.email,
			operatorName: TEST_OPERATOR.name,
			operatorTaxId: TEST_OPERATOR.taxId,
			operatorAddress: TEST_OPERATOR.address,
			operatorRegistry: TEST_OPERATOR.registry,
			taxRateBasisPoints: 2100,
			baseMinor: 1645,
			taxMinor: 345,
			totalMinor: 1990,
			periodStart: NOW,
			periodEnd: new Date('2026-12-22T10:00:00Z'),
		});
		const code = `F2026-${String(invoice?.number).padStart(5, '0')}`;

		const mails = await sentTo(user.email);
		const confirmation = mails.find((mail) => mail.subject.startsWith('Gracias por tu compra'));
		expect(confirmation?.text).toContain(`Te adjuntamos la factura ${code} en PDF`);
		expect(confirmation?.attachments).toHaveLength(1);
		const [pdf] = confirmation?.attachments ?? [];
		expect(pdf).toMatchObject({ filename: `factura-${code}.pdf`, contentType: 'application/pdf' });
		const text = await pdfText(pdf?.content ?? new Uint8Array());
		for (const expected of [
			'Factura',
			`Número: ${code}`,
			'Fecha de expedición: 22 de noviembre de 2026',
			TEST_OPERATOR.name,
			`NIF: ${TEST_OPERATOR.taxId}`,
			'Farmacia Gil Ortega, C.B.',
			'NIF: E12345674',
			'Suscripción: Plan Profesional mensual',
			'Del 22 de noviembre de 2026 al 22 de diciembre de 2026',
			'Base imponible 16,45 €',
			'IVA (21 %) 3,45 €',
			'Total 19,90 €',
		]) {
			expect(text).toContain(expected);
		}
	});

	it('a replayed webhook, a reconciliation or a second sync issues and mails nothing more', async () => {
		const { user, token } = await buyer();
		await buy(token, PROFESSIONAL_MONTHLY);
		const [subscription] = await handle.db
			.select({ id: invoices.gatewaySubscriptionId })
			.from(invoices)
			.where(eq(invoices.userId, user.id));
		const first = await sentTo(user.email);
		expect(first.filter((mail) => mail.attachments?.length)).toHaveLength(1);

		const body = JSON.stringify({
			id: `evt_replay_${String(user.id)}`,
			type: 'invoice.paid',
			data: { object: { subscription: subscription?.id } },
		});
		const signature = createSandboxGateway({
			db: handle.db,
			now: () => clock,
			webhookSecret: TEST_WEBHOOK_SECRET,
		}).signWebhook(body);
		for (let delivery = 0; delivery < 2; delivery++) {
			const res = await app.request('/api/buy/webhook', {
				method: 'POST',
				headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
				body,
			});
			expect(res.status).toBe(200);
		}
		await reconcilePurchases(deps);
		await advanceSandboxSubscriptions(deps);
		expect(await invoicesOf(user.id)).toHaveLength(1);
		mailer.sent.length = 0;
		expect(await sentTo(user.email)).toEqual([]);
	});

	it('20 purchases at once are numbered one after another, without gaps', async () => {
		const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer()));
		await Promise.all(buyers.map(({ token }) => buy(token, PROFESSIONAL_MONTHLY)));
		for (const { user } of buyers) expect(await invoicesOf(user.id)).toHaveLength(1);
		const numbers = await seriesNumbers(2026);
		expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
		const [counter] = await handle.db
			.select()
			.from(invoiceSeries)
			.where(and(eq(invoiceSeries.series, 'F'), eq(invoiceSeries.year, 2026)));
		expect(counter?.lastNumber).toBe(numbers.length);
	});

	it('a trial is invoiced at its first charge, and each renewal, in a mail of its own', async () => {
		const { user, token } = await buyer();
		await buy(token, PROFESSIONAL_TRIAL);
		expect(await invoicesOf(user.id)).toEqual([]);
		const started = await sentTo(user.email);
		expect(started.some((mail) => mail.attachments?.length)).toBe(false);

		// The trial ends on day 5: the first charge.
		clock = new Date(NOW.getTime() + 5 * DAY + 1000);
		await advanceSandboxSubscriptions(deps);
		const [charged] = await invoicesOf(user.id);
		expect(charged).toMatchObject({ reason: 'renewal', totalMinor: 1990, baseMinor: 1645 });
		mailer.sent.length = 0;
		await advanceSandboxSubscriptions(deps);
		const mails = await sentTo(user.email);
		expect(mails).toHaveLength(1);
		expect(mails[0]?.subject).toBe('Tu Plan Profesional mensual se ha renovado');
		expect(mails[0]?.text).toContain(`Hemos cobrado ${formatMoney(1990, 'es-ES')} en tu tarjeta`);
		const pdf = await pdfText(mails[0]?.attachments?.[0]?.content ?? new Uint8Array());
		expect(pdf).toContain('Renovación: Plan Profesional mensual');

		// A month later, the next one; in the new year the numbers start again at 1 (the other
		// tests' subscriptions renew too, so 2027 has several by now, still without gaps).
		clock = new Date('2027-01-02T10:00:00Z');
		await advanceSandboxSubscriptions(deps);
		const all = await invoicesOf(user.id);
		expect(all.map((invoice) => invoice.reason)).toEqual(['renewal', 'renewal']);
		expect(all[1]).toMatchObject({ year: 2027, periodStart: new Date('2026-12-27T10:00:00Z') });
		const numbers = await seriesNumbers(2027);
		expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
		expect(numbers).toContain(all[1]?.number);
	});

	it('a change of plan invoices the prorated difference it charged', async () => {
		const { user, token } = await buyer();
		await buy(token, PROFESSIONAL_MONTHLY);
		const [licence] = (await call(app, 'POST', '/api/buy/getSubscriptions', { token, body: {} }))
			.body.data.getSubscriptions.ens as { enrollment_id: number }[];
		clock = new Date(NOW.getTime() + 10 * DAY);
		// Ten days on, the purchase's access token has long expired.
		const later = (await login(app, user.email, user.password)).body.data.token
			.access_token as string;
		const preview = await call(app, 'POST', '/api/buy/previewPlanChange', {
			token: later,
			body: { eid: licence?.enrollment_id, lid: PROFESSIONAL_ANNUAL },
		});
		expect(preview.status).toBe(200);
		const { amount_due: due, prd } = preview.body.data.previewPlanChange as {
			amount_due: number;
			prd: number;
		};
		const changed = await call(app, 'POST', '/api/buy/changePlan', {
			token: later,
			body: { eid: licence?.enrollment_id, lid: PROFESSIONAL_ANNUAL, prd },
		});
		expect(changed.status, JSON.stringify(changed.body)).toBe(200);
		const [, change] = await invoicesOf(user.id);
		expect(change).toMatchObject({
			reason: 'plan_change',
			description: 'Plan Profesional anual',
			totalMinor: due,
		});
		expect((change?.baseMinor ?? 0) + (change?.taxMinor ?? 0)).toBe(due);
		const mails = await sentTo(user.email);
		expect(mails.map((mail) => mail.subject)).toContain(
			'Factura del cambio a Plan Profesional anual',
		);
		expect(mails.map((mail) => mail.subject)).not.toContain(
			'Has cambiado a Plan Profesional anual',
		);
	});

	it('lists only the caller’s invoices, whose links open their PDF for them alone, for an hour', async () => {
		const { user, token } = await buyer();
		await buy(token, PROFESSIONAL_MONTHLY);
		const [row] = await invoicesOf(user.id);
		const [mine, ...others] = await listed(token);
		expect(others).toEqual([]);
		expect(mine).toMatchObject({
			id: row?.id,
			code: `F2026-${String(row?.number).padStart(5, '0')}`,
			issued: NOW.toISOString(),
			concept: 'Suscripción: Plan Profesional mensual',
			total: 1990,
		});
		expect(mine?.url).toMatch(/^\/api\/buy\/invoice\/\d+\?exp=\d+&uid=\d+&sig=[\w-]+$/);

		const opened = await open(mine?.url ?? '');
		expect(opened.status).toBe(200);
		expect(opened.headers.get('content-type')).toBe('application/pdf');
		expect(opened.headers.get('cache-control')).toBe('private, no-store');
		expect(opened.headers.get('content-disposition')).toBe(
			`inline; filename="factura-${mine?.code ?? ''}.pdf"`,
		);
		expect(await pdfText(new Uint8Array(await opened.arrayBuffer()))).toContain(mine?.code);

		// Another person sees none of it: not in their list, not by changing the link.
		const stranger = await buyer();
		expect(await listed(stranger.token)).toEqual([]);
		const url = new URL(mine?.url ?? '', 'https://campus.test');
		const tampered = [
			url.pathname.replace(/\d+$/, String((row?.id ?? 0) + 1)) + url.search,
			`${url.pathname}?${url.searchParams.toString().replace(/uid=\d+/, `uid=${String(stranger.user.id)}`)}`,
			`${url.pathname}?${url.searchParams.toString().replace(/sig=[\w-]+/, 'sig=AAAA')}`,
			url.pathname,
			'/api/buy/invoice/abc',
			'/api/buy/invoice/0',
		];
		for (const link of tampered) {
			const res = await open(link);
			expect(res.status, link).toBe(404);
			expect((await res.json()) as unknown).toMatchObject({ ok: false, result: 'inv_nf' });
		}
		// A link listed for the stranger about their own id does not open another's invoice.
		clock = new Date(NOW.getTime() + INVOICE_LINK_TTL_SECONDS * 1000 + 1000);
		const expired = await open(mine?.url ?? '');
		expect(expired.status).toBe(403);
		expect((await expired.json()) as unknown).toMatchObject({ result: 'link_exp' });
	});

	it('needs a session to list invoices, and a billing change applies to future invoices only', async () => {
		const anonymous = await call(app, 'POST', '/api/buy/getInvoices', {
			body: {},
			headers: { pcek: TEST_CLIENT_KEY },
		});
		expect(anonymous.status).toBe(401);

		const { user, token } = await buyer();
		await buy(token, PROFESSIONAL_MONTHLY);
		await handle.db
			.update(users)
			.set({ billingName: 'Otra Razón, S.L.', billingTaxId: 'B99999999' })
			.where(eq(users.id, user.id));
		const [issued] = await invoicesOf(user.id);
		expect(issued?.buyerName).toBe(`${user.name} ${user.lastName}`);
		expect(issued?.buyerTaxId).toBeNull();
	});
});
