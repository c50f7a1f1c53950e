/**
 * The billing details of a person's invoices (issue #18): `POST /profile/getBilling` and
 * `/profile/updateBilling`. Only the caller's own, behind a session; a NIF/NIE/CIF must be valid
 * and brings the fiscal address with it; every refusal leaves the account as it was; the next
 * invoice carries what was saved.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { buyPlan } from '../../../../tests/setup/purchase-calls';
import { call, createApp, createTestDeps, TEST_CLIENT_KEY } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { invoices, users } from '../../db/schema';

const EMPTY = { billing_name: null, tax_id: null, billing_address: null };

describe.each(databaseKinds)('billing details on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => new Date('2026-11-22T10:00:00Z') }));
	});
	afterAll(async () => {
		await handle.close();
	});

	async function person() {
		const user = await createUser(handle.db);
		const res = await login(app, user.email, user.password);
		return { user, token: res.body.data.token.access_token as string };
	}

	const get = (token: string) => call(app, 'POST', '/api/profile/getBilling', { token, body: {} });
	const update = (token: string | undefined, body: unknown) =>
		call(app, 'POST', '/api/profile/updateBilling', {
			...(token ? { token } : { headers: { pcek: TEST_CLIENT_KEY } }),
			body,
		});

	async function stored(userId: number) {
		const [row] = await handle.db
			.select({
				name: users.billingName,
				taxId: users.billingTaxId,
				address: users.billingAddress,
			})
			.from(users)
			.where(eq(users.id, userId));
		return row;
	}

	it('saves, normalises, reads back and clears the caller’s own details', async () => {
		const { user, token } = await person();
		expect((await get(token)).body).toEqual({ ok: true, data: { getBilling: EMPTY } });

		const saved = await update(token, {
			billing_name: '  Farmacia Gil Ortega, C.B. ',
			tax_id: 'e-12.345.674',
			billing_address: 'Calle Mayor 3, 28013 Madrid',
		});
		expect(saved.status, saved.text).toBe(200);
		const details = {
			billing_name: 'Farmacia Gil Ortega, C.B.',
			tax_id: 'E12345674',
			billing_address: 'Calle Mayor 3, 28013 Madrid',
		};
		expect(saved.body.data.updateBilling).toEqual(details);
		expect((await get(token)).body.data.getBilling).toEqual(details);
		expect(await stored(user.id)).toEqual({
			name: 'Farmacia Gil Ortega, C.B.',
			taxId: 'E12345674',
			address: 'Calle Mayor 3, 28013 Madrid',
		});

		// Another person's call changes only their own.
		const other = await person();
		await update(other.token, { billing_name: 'Otra' });
		expect((await get(token)).body.data.getBilling).toEqual(details);

		const cleared = await update(token, { billing_name: '', tax_id: null });
		expect(cleared.body.data.updateBilling).toEqual(EMPTY);
		expect(await stored(user.id)).toEqual({ name: null, taxId: null, address: null });
	});

	it('refuses an invalid id, an id without address, overlong fields, and no session, changing nothing', async () => {
		const { user, token } = await person();
		await update(token, {
			billing_name: 'Farmacia Sol',
			tax_id: '12345678Z',
			billing_address: 'Plaza 1',
		});
		const before = await stored(user.id);
		// Each refusal names the field and what to fix.
		const cases: [unknown, string][] = [
			[
				{ tax_id: '12345678A', billing_address: 'Plaza 1' },
				'NIF, NIE o CIF: Introduce un NIF, NIE o CIF válido',
			],
			[{ tax_id: 'B12345674' }, 'Dirección fiscal: Indica la dirección fiscal'],
			[{ billing_name: 'x'.repeat(121) }, 'Nombre o razón social'],
			[{ billing_address: 'x'.repeat(251) }, 'Dirección fiscal'],
			[{ billing_name: 'Farmacia\u0000Sol' }, 'Nombre o razón social'],
			[{ tax_id: 7 }, 'NIF, NIE o CIF'],
		];
		for (const [body, message] of cases) {
			const res = await update(token, body);
			expect(res.status, JSON.stringify(body)).toBe(400);
			expect(res.body.result).toBe('inv_data');
			expect(res.body.msg as string, JSON.stringify(body)).toContain(message);
		}
		expect(await stored(user.id)).toEqual(before);

		for (const path of ['/api/profile/getBilling', '/api/profile/updateBilling']) {
			const anonymous = await call(app, 'POST', path, {
				body: { billing_name: 'X' },
				headers: { pcek: TEST_CLIENT_KEY },
			});
			expect(anonymous.status, path).toBe(401);
		}
		expect(await stored(user.id)).toEqual(before);
	});

	it('the next invoice is made out to what was saved', async () => {
		const { user, token } = await person();
		await update(token, {
			billing_name: 'Farmacia del Puerto, S.L.',
			tax_id: 'B12345674',
			billing_address: 'Muelle 1, 46024 Valencia',
		});
		await buyPlan(app, token, 201);
		const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.userId, user.id));
		expect(invoice).toMatchObject({
			buyerName: 'Farmacia del Puerto, S.L.',
			buyerTaxId: 'B12345674',
			buyerAddress: 'Muelle 1, 46024 Valencia',
		});
	});
});
