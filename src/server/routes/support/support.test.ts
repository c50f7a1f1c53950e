import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { contactRequests, newsletterSubscriptions } from '../../db/schema';

const NOW = new Date('2026-11-22T10:00:00Z');

const request = {
	f_name: 'Carmen',
	l_name: 'Carrión Díaz',
	email: 'Carmen@Farmacia-Carrion.es',
	course: 'Dermofarmacia',
	won_newsletter: false,
};

describe.each(databaseKinds)('support calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => NOW }));
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		await handle.db.delete(contactRequests);
		await handle.db.delete(newsletterSubscriptions);
	});

	describe('carrion', () => {
		it('refuses a call without pcek and stores nothing', async () => {
			const res = await call(app, 'POST', '/api/support/carrion', {
				body: request,
				headers: { pcek: '' },
			});
			expect(res.status).toBe(403);
			expect(res.body).toMatchObject({ ok: false, result: 'pcek_inv' });
			expect(await handle.db.select().from(contactRequests)).toEqual([]);
		});

		it('stores the request and answers data.carrion "ok"', async () => {
			const res = await call(app, 'POST', '/api/support/carrion', { body: request });
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ok: true, data: { carrion: 'ok' } });
			expect(await handle.db.select().from(contactRequests)).toEqual([
				expect.objectContaining({
					kind: 'carrion',
					firstName: 'Carmen',
					lastName: 'Carrión Díaz',
					email: 'carmen@farmacia-carrion.es',
					course: 'Dermofarmacia',
					message: null,
					wantsNewsletter: false,
					createdAt: NOW,
				}),
			]);
			expect(await handle.db.select().from(newsletterSubscriptions)).toEqual([]);
		});

		it('with won_newsletter also subscribes the address, once', async () => {
			const body = { ...request, won_newsletter: true };
			await call(app, 'POST', '/api/support/carrion', { body });
			const again = await call(app, 'POST', '/api/support/carrion', {
				body: { ...body, course: 'Salud capilar' },
			});
			expect(again.body.data.carrion).toBe('ok');
			expect(await handle.db.select().from(contactRequests)).toHaveLength(2);
			expect(await handle.db.select().from(newsletterSubscriptions)).toEqual([
				expect.objectContaining({ email: 'carmen@farmacia-carrion.es', source: 'carrion' }),
			]);
		});

		it('takes won_newsletter as optional (no newsletter)', async () => {
			const { won_newsletter: _left, ...body } = request;
			const res = await call(app, 'POST', '/api/support/carrion', { body });
			expect(res.status).toBe(200);
			const [row] = await handle.db.select().from(contactRequests);
			expect(row?.wantsNewsletter).toBe(false);
		});

		it.each([
			[{ ...request, f_name: '' }, 'Nombre: Este campo es obligatorio'],
			[{ ...request, l_name: undefined }, 'Apellidos: Este campo es obligatorio'],
			[{ ...request, l_name: 'Díaz_3' }, 'Apellidos: Solo se admiten letras y espacios'],
			[{ ...request, email: 'carmen.es' }, 'Email: Introduce un email válido'],
			[{ ...request, course: ' ' }, 'Curso: Este campo es obligatorio'],
			[{ ...request, course: 'x'.repeat(161) }, 'Curso: Máximo 160 caracteres'],
			[{ ...request, won_newsletter: 'no' }, 'Newsletter: Debe ser sí o no'],
			[{ won_newsletter: true }, 'Datos incorrectos, revise los campos: Nombre, Apellidos, Email'],
		])('answers 400 inv_data to %j', async (body, message) => {
			const res = await call(app, 'POST', '/api/support/carrion', { body });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ ok: false, result: 'inv_data' });
			expect(res.body.msg).toContain(message);
			expect(await handle.db.select().from(contactRequests)).toEqual([]);
		});

		it('answers the JSON 404 of the API for an unknown support path', async () => {
			const res = await call(app, 'POST', '/api/support/otra-cosa', { body: request });
			expect(res.status).toBe(404);
			expect(res.body).toMatchObject({ ok: false, result: 'not_found' });
		});
	});
});
