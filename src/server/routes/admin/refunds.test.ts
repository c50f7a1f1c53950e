/**
 * Refunds from the back-office (issue #20) on both databases: an admin gives back all or part of
 * a person's invoice through the sandbox gateway; the rectifying invoice follows; the person's
 * page shows what was given back; the same request, sent again or twenty times at once, gives back
 * once; more than is left, another person's invoice or a rectifying one is refused; nobody but
 * admins can, and a refused call changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	adminCall,
	logInRoles,
	refusedCallers,
	type RoleTokens,
} from '../../../../tests/setup/admin-calls';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { buyPlan } from '../../../../tests/setup/purchase-calls';
import { createApp, createTestDeps, TEST_WEBHOOK_SECRET } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { InvoiceRefunded } from '../../../lib/contracts/customer-actions';
import type { CustomerDetail } from '../../../lib/contracts/customers';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, invoices, sandboxRefunds } from '../../db/schema';
import { createSandboxGateway } from '../../payments/sandbox';

/** Plan Profesional mensual, 19,90 € (seed data). */
const PROFESSIONAL_MONTHLY = 201;

describe.each(databaseKinds)('refunds from the back-office on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	const clock = new Date('2026-11-22T10:00:00Z');
	let tokens: RoleTokens;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		const payments = createSandboxGateway({
			db: handle.db,
			now,
			webhookSecret: TEST_WEBHOOK_SECRET,
		});
		deps = createTestDeps(handle.db, { now, payments });
		app = createApp(deps);
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (name: string, token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, name, token, body);

	async function buyer() {
		const user = await createUser(handle.db);
		const token = (await login(app, user.email, user.password)).body.data.token
			.access_token as string;
		await buyPlan(app, token, PROFESSIONAL_MONTHLY);
		await runJobs(deps);
		const [paid] = await invoicesOf(user.id);
		if (!paid) throw new Error('the purchase was not invoiced');
		return { user, paid };
	}
	const invoicesOf = (userId: number) =>
		handle.db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.id));
	const refundsOf = (chargeId: string) =>
		handle.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, chargeId));

	it('gives back part of an invoice, once for one request however often it arrives', async () => {
		const { user, paid } = await buyer();
		const body = {
			userId: user.id,
			invoiceId: paid.id,
			amountMinor: 500,
			requestKey: randomUUID(),
		};
		const answers = await Promise.all(
			Array.from({ length: 20 }, () => post('refundInvoice', tokens.admin, body)),
		);
		for (const answer of answers) expect(answer.status, answer.text).toBe(200);
		const ids = new Set(
			answers.map((answer) => (answer.body.data.refundInvoice as InvoiceRefunded).refundId),
		);
		expect(ids.size).toBe(1);
		expect(answers[0]?.body.data.refundInvoice).toMatchObject({
			invoiceId: paid.id,
			amountMinor: 500,
		});
		const again = await post('refundInvoice', tokens.admin, body);
		expect((again.body.data.refundInvoice as InvoiceRefunded).refundId).toBe([...ids][0]);

		expect(await refundsOf(paid.chargeId)).toEqual([expect.objectContaining({ amountMinor: 500 })]);
		const [, rectifying, ...more] = await invoicesOf(user.id);
		expect(more).toEqual([]);
		expect(rectifying).toMatchObject({ series: 'R', rectifiesId: paid.id, totalMinor: -500 });
		const entries = await handle.db
			.select({ n: count() })
			.from(auditLog)
			.where(eq(auditLog.requestKey, body.requestKey));
		expect(entries[0]?.n).toBe(1);

		// The person's page shows what was given back and what is left.
		const page = (await post('getCustomer', tokens.admin, { userId: user.id })).body.data
			.getCustomer as CustomerDetail;
		expect(page.invoices.find((invoice) => invoice.id === paid.id)).toMatchObject({
			series: 'F',
			totalMinor: 1990,
			refundedMinor: 500,
		});
		expect(page.invoices.find((invoice) => invoice.series === 'R')).toMatchObject({
			reason: 'refund',
			totalMinor: -500,
		});

		// The rest, as a new request; then nothing is left.
		const rest = await post('refundInvoice', tokens.admin, {
			...body,
			amountMinor: 1490,
			requestKey: randomUUID(),
		});
		expect(rest.status, rest.text).toBe(200);
		const beyond = await post('refundInvoice', tokens.admin, {
			...body,
			amountMinor: 1,
			requestKey: randomUUID(),
		});
		expect(beyond.status).toBe(409);
		expect(beyond.body).toMatchObject({
			result: 'refund_refused',
			msg: 'La devolución supera lo que queda por devolver de esta factura.',
		});
		expect((await refundsOf(paid.chargeId)).map((refund) => refund.amountMinor)).toEqual([
			500, 1490,
		]);
	});

	it('refuses more than the invoice, another person’s, a rectifying one, and anyone but admins', async () => {
		const { user, paid } = await buyer();
		const other = await buyer();
		const refundsBefore = (await handle.db.select({ n: count() }).from(sandboxRefunds))[0]?.n;
		const invoicesBefore = (await handle.db.select({ n: count() }).from(invoices))[0]?.n;
		const auditBefore = (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
		const refused: [Record<string, unknown>, number, string][] = [
			[{ amountMinor: 1991 }, 409, 'refund_refused'],
			[{ invoiceId: other.paid.id }, 404, 'invoice_nf'],
			[{ invoiceId: 2_000_000_000 }, 404, 'invoice_nf'],
			[{ amountMinor: 0 }, 400, 'inv_data'],
			[{ amountMinor: 12.5 }, 400, 'inv_data'],
		];
		for (const [change, status, result] of refused) {
			const res = await post('refundInvoice', tokens.admin, {
				userId: user.id,
				invoiceId: paid.id,
				requestKey: randomUUID(),
				...change,
			});
			expect(res.status, JSON.stringify(change)).toBe(status);
			expect(res.body.result).toBe(result);
		}
		for (const [who, token] of refusedCallers(tokens)) {
			const res = await post('refundInvoice', token, {
				userId: user.id,
				invoiceId: paid.id,
				requestKey: randomUUID(),
			});
			expect(res.status, who).toBe(404);
		}
		expect((await handle.db.select({ n: count() }).from(sandboxRefunds))[0]?.n).toBe(refundsBefore);
		expect((await handle.db.select({ n: count() }).from(invoices))[0]?.n).toBe(invoicesBefore);
		expect((await handle.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(auditBefore);

		// A rectifying invoice gives nothing back.
		await post('refundInvoice', tokens.admin, {
			userId: user.id,
			invoiceId: paid.id,
			requestKey: randomUUID(),
		});
		const rectifying = (await invoicesOf(user.id)).find((invoice) => invoice.series === 'R');
		const res = await post('refundInvoice', tokens.admin, {
			userId: user.id,
			invoiceId: rectifying!.id,
			requestKey: randomUUID(),
		});
		expect(res.body.result).toBe('invoice_nf');
	});
});
