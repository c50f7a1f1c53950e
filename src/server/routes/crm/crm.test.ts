import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { AppDeps } from '../../context';
import { createMemoryMailer } from '../../services/mail';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { contactRequests, leads, newsletterSubscriptions } from '../../db/schema';

const NOW = new Date('2026-11-22T10:00:00Z');

const newsletter = { app: 1, typ: 2, email: 'Lucia.Perez@Farmacia.es', f_name: 'Lucía' };
const lead = {
	app: 1,
	lid: 12,
	fnl: 'que-es-liceo',
	typ: 1,
	email: 'titular@farmacia-sol.es',
	f_name: 'Ramón',
};
const contact = {
	f_name: 'María José',
	l_name: 'Núñez Ortega',
	email: ' MJ.Nunez@Ejemplo.com ',
	phone: '612 345 678',
	msg: '¿Podéis darme de alta a todo el equipo de la farmacia?',
	terms: true,
	newsletter: false,
};

describe.each(databaseKinds)('CRM calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	const mailer = createMemoryMailer();

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => NOW, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		await handle.db.delete(newsletterSubscriptions);
		await handle.db.delete(leads);
		await handle.db.delete(contactRequests);
	});

	describe.each(['/api/crm/addToNewsletter', '/api/crm/addToLeadList', '/api/crm/contact'])(
		'%s',
		(path) => {
			it('refuses a call without pcek and stores nothing', async () => {
				const body = path.endsWith('Newsletter')
					? newsletter
					: path.endsWith('List')
						? lead
						: contact;
				const res = await call(app, 'POST', path, { body, headers: { pcek: '' } });
				expect(res.status).toBe(403);
				expect(res.body).toMatchObject({ ok: false, result: 'pcek_inv' });
				expect(await handle.db.select().from(newsletterSubscriptions)).toEqual([]);
				expect(await handle.db.select().from(leads)).toEqual([]);
				expect(await handle.db.select().from(contactRequests)).toEqual([]);
			});

			it.each([
				['a JSON array', '[]'],
				['broken JSON', '{"email":'],
			])('answers 400 inv_json to %s', async (_label, rawBody) => {
				const res = await call(app, 'POST', path, { rawBody });
				expect(res.status).toBe(400);
				expect(res.body).toMatchObject({ ok: false, result: 'inv_json' });
			});
		},
	);

	describe('addToNewsletter', () => {
		it('subscribes with the address trimmed and lower-cased', async () => {
			const res = await call(app, 'POST', '/api/crm/addToNewsletter', { body: newsletter });
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ok: true, data: { addToNewsletter: 'ok' } });
			const rows = await handle.db.select().from(newsletterSubscriptions);
			expect(rows).toEqual([
				expect.objectContaining({
					email: 'lucia.perez@farmacia.es',
					firstName: 'Lucía',
					appId: 1,
					userType: 2,
					source: 'newsletter',
					createdAt: NOW,
				}),
			]);
		});

		it('accepts typ left out and app as a string of digits', async () => {
			const res = await call(app, 'POST', '/api/crm/addToNewsletter', {
				body: { app: '1', email: 'sin-tipo@ejemplo.es', f_name: 'Ana' },
			});
			expect(res.body.data.addToNewsletter).toBe('ok');
			const [row] = await handle.db.select().from(newsletterSubscriptions);
			expect(row).toMatchObject({ appId: 1, userType: null });
		});

		it('is idempotent per email: the second sign-up answers ok and keeps one row', async () => {
			const later = createApp(
				createTestDeps(handle.db, { now: () => new Date('2026-12-01T09:00:00Z') }),
			);
			await call(app, 'POST', '/api/crm/addToNewsletter', { body: newsletter });
			const again = await call(later, 'POST', '/api/crm/addToNewsletter', {
				body: { app: 1, email: 'LUCIA.PEREZ@farmacia.es', f_name: 'Lucía María' },
			});
			expect(again.status).toBe(200);
			expect(again.body.data.addToNewsletter).toBe('ok');
			const rows = await handle.db.select().from(newsletterSubscriptions);
			expect(rows).toHaveLength(1);
			expect(rows[0]).toMatchObject({
				firstName: 'Lucía María',
				// Given the first time, not the second: kept.
				userType: 2,
				createdAt: NOW,
				updatedAt: new Date('2026-12-01T09:00:00Z'),
			});
		});

		it('keeps one row when two sign-ups of one address arrive at once', async () => {
			const answers = await Promise.all(
				[1, 2, 3].map(() => call(app, 'POST', '/api/crm/addToNewsletter', { body: newsletter })),
			);
			expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
			expect(await handle.db.select().from(newsletterSubscriptions)).toHaveLength(1);
		});

		it.each([
			[{ ...newsletter, email: 'no-es-un-email' }, 'Email: Introduce un email válido'],
			[{ ...newsletter, email: '   ' }, 'Email: Este campo es obligatorio'],
			[{ ...newsletter, email: 42 }, 'Email: Introduce un email válido'],
			[{ ...newsletter, email: `${'a'.repeat(250)}@x.es` }, 'Email: Introduce un email válido'],
			[{ ...newsletter, f_name: '' }, 'Nombre: Este campo es obligatorio'],
			[{ ...newsletter, f_name: 'R2-D2' }, 'Nombre: Solo se admiten letras y espacios'],
			[{ ...newsletter, f_name: 'a'.repeat(61) }, 'Nombre: Máximo 60 caracteres'],
			[{ ...newsletter, app: 0 }, 'Aplicación (app): El número de aplicación (app) debe'],
			[{ ...newsletter, app: 'uno' }, 'Aplicación (app): El número de aplicación (app) debe'],
			[{ ...newsletter, app: 1.5 }, 'Aplicación (app): El número de aplicación (app) debe'],
			[{ ...newsletter, typ: 4 }, 'Tipo de usuario (typ): El tipo de usuario (typ) debe ser 1'],
			[{ ...newsletter, typ: 'x' }, 'Tipo de usuario (typ): El tipo de usuario (typ) debe ser 1'],
			[{ email: newsletter.email, f_name: 'Ana' }, 'Aplicación (app): Este campo es obligatorio'],
			[{}, 'Datos incorrectos, revise los campos: Aplicación (app), Email, Nombre'],
		])('answers 400 inv_data to %j', async (body, message) => {
			const res = await call(app, 'POST', '/api/crm/addToNewsletter', { body });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ ok: false, result: 'inv_data' });
			expect(res.body.msg).toContain(message);
			expect(await handle.db.select().from(newsletterSubscriptions)).toEqual([]);
		});
	});

	describe('addToLeadList', () => {
		it('stores the lead and answers ok', async () => {
			const res = await call(app, 'POST', '/api/crm/addToLeadList', {
				body: { ...lead, lid: '12', email: 'Titular@Farmacia-Sol.es' },
			});
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ok: true, data: { addToLeadList: 'ok' } });
			expect(await handle.db.select().from(leads)).toEqual([
				expect.objectContaining({
					appId: 1,
					licenseId: 12,
					funnel: 'que-es-liceo',
					userType: 1,
					email: 'titular@farmacia-sol.es',
					firstName: 'Ramón',
					createdAt: NOW,
				}),
			]);
		});

		it('keeps every call: the same person in two funnels is two leads', async () => {
			await call(app, 'POST', '/api/crm/addToLeadList', { body: lead });
			const second = await call(app, 'POST', '/api/crm/addToLeadList', {
				body: { ...lead, fnl: 7 },
			});
			expect(second.body.data.addToLeadList).toBe('ok');
			const rows = await handle.db.select().from(leads).where(eq(leads.email, lead.email));
			expect(rows.map((row) => row.funnel).sort()).toEqual(['7', 'que-es-liceo']);
		});

		it.each([
			[{ ...lead, lid: -1 }, 'Licencia (lid): La licencia (lid) debe ser'],
			[{ ...lead, lid: 'doce' }, 'Licencia (lid): La licencia (lid) debe ser'],
			[{ ...lead, fnl: '' }, 'Embudo (fnl): El embudo (fnl) debe ser'],
			[{ ...lead, fnl: 'con espacios' }, 'Embudo (fnl): El embudo (fnl) debe ser'],
			[{ ...lead, fnl: 'x'.repeat(61) }, 'Embudo (fnl): El embudo (fnl) debe ser'],
			[{ ...lead, fnl: true }, 'Embudo (fnl): El embudo (fnl) debe ser'],
			[{ ...lead, typ: undefined }, 'Tipo de usuario (typ): Este campo es obligatorio'],
			[{ ...lead, typ: 0 }, 'Tipo de usuario (typ): El tipo de usuario (typ) debe ser'],
			[{ ...lead, app: null }, 'Aplicación (app): El número de aplicación (app) debe'],
			[{ ...lead, email: 'titular@' }, 'Email: Introduce un email válido'],
			[{ ...lead, f_name: '  ' }, 'Nombre: Este campo es obligatorio'],
			[{ ...lead, lid: 0, typ: 9 }, 'Datos incorrectos, revise los campos: Licencia (lid), Tipo'],
		])('answers 400 inv_data to %j', async (body, message) => {
			const res = await call(app, 'POST', '/api/crm/addToLeadList', { body });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ ok: false, result: 'inv_data' });
			expect(res.body.msg).toContain(message);
			expect(await handle.db.select().from(leads)).toEqual([]);
		});
	});

	describe('forwarding (issue #18)', () => {
		it('mails a contact message to support, a carrion request and a lead to sales, replies to the sender', async () => {
			await runJobs(deps);
			mailer.sent.length = 0;
			expect((await call(app, 'POST', '/api/crm/contact', { body: contact })).status).toBe(200);
			const carrion = await call(app, 'POST', '/api/support/carrion', {
				body: {
					f_name: 'Pilar',
					l_name: 'Carrión Gil',
					email: 'pilar@farmacia.es',
					course: 'Dermofarmacia',
					won_newsletter: true,
				},
			});
			expect(carrion.status, carrion.text).toBe(200);
			const leadCall = await call(app, 'POST', '/api/crm/addToLeadList', {
				body: { ...lead, lid: 201 },
			});
			expect(leadCall.status).toBe(200);
			await runJobs(deps);
			const byTo = (to: string) => mailer.sent.filter((mail) => mail.to === to);

			const [message, ...moreSupport] = byTo('soporte@campus.test');
			expect(moreSupport).toEqual([]);
			expect(message?.subject).toMatch(/^Mensaje de contacto #\d+ de María José Núñez Ortega$/);
			expect(message?.replyTo).toBe('mj.nunez@ejemplo.com');
			expect(message?.text).toContain(contact.msg);
			expect(message?.text).toContain('Teléfono: 612345678');

			const sales = byTo('ventas@campus.test');
			expect(sales.map((mail) => mail.subject).sort()).toEqual([
				expect.stringMatching(/^Nuevo interesado #\d+: Ramón, Plan Profesional mensual$/),
				expect.stringMatching(/^Solicitud de curso #\d+ de Pilar Carrión Gil$/),
			]);
			const course = sales.find((mail) => mail.subject.startsWith('Solicitud de curso'));
			expect(course?.replyTo).toBe('pilar@farmacia.es');
			expect(course?.text).toContain('Curso: Dermofarmacia');
			expect(course?.text).toContain('Quiere la newsletter: Sí');
			const interested = sales.find((mail) => mail.subject.startsWith('Nuevo interesado'));
			expect(interested?.replyTo).toBe(lead.email);
			expect(interested?.text).toContain('Origen: que-es-liceo');

			// A refused call forwards nothing.
			mailer.sent.length = 0;
			const refused = await call(app, 'POST', '/api/crm/contact', {
				body: { ...contact, terms: false },
			});
			expect(refused.status).toBe(400);
			await runJobs(deps);
			expect(mailer.sent).toEqual([]);
		});
	});

	describe('contact', () => {
		it('stores the message with the phone normalised and answers ok', async () => {
			const res = await call(app, 'POST', '/api/crm/contact', { body: contact });
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ok: true, data: { contact: 'ok' } });
			expect(await handle.db.select().from(contactRequests)).toEqual([
				expect.objectContaining({
					kind: 'contact',
					firstName: 'María José',
					lastName: 'Núñez Ortega',
					email: 'mj.nunez@ejemplo.com',
					phone: '612345678',
					message: contact.msg,
					course: null,
					acceptedTerms: true,
					wantsNewsletter: false,
					createdAt: NOW,
				}),
			]);
			// No newsletter box ticked: no subscription.
			expect(await handle.db.select().from(newsletterSubscriptions)).toEqual([]);
		});

		it('needs only name, email, message and terms; +34 phones are the same 9 digits', async () => {
			const minimal = { f_name: 'Pablo', email: 'pablo@ejemplo.es', msg: 'Hola', terms: true };
			expect((await call(app, 'POST', '/api/crm/contact', { body: minimal })).status).toBe(200);
			const withPrefix = { ...minimal, l_name: '', phone: '+34 612-345-678' };
			expect((await call(app, 'POST', '/api/crm/contact', { body: withPrefix })).status).toBe(200);
			const rows = await handle.db.select().from(contactRequests);
			expect(rows.map((row) => [row.lastName, row.phone, row.wantsNewsletter])).toEqual([
				[null, null, false],
				[null, '612345678', false],
			]);
		});

		it('subscribes to the newsletter when asked, once however many messages', async () => {
			const body = { ...contact, newsletter: true };
			await call(app, 'POST', '/api/crm/contact', { body });
			await call(app, 'POST', '/api/crm/contact', { body: { ...body, msg: 'Otra pregunta' } });
			expect(await handle.db.select().from(contactRequests)).toHaveLength(2);
			expect(await handle.db.select().from(newsletterSubscriptions)).toEqual([
				expect.objectContaining({
					email: 'mj.nunez@ejemplo.com',
					firstName: 'María José',
					source: 'contact',
					appId: null,
				}),
			]);
		});

		it.each([
			[{ ...contact, terms: false }, 'Términos y política de privacidad: Debes aceptar'],
			[{ ...contact, terms: 'true' }, 'Términos y política de privacidad: Debes aceptar'],
			[{ ...contact, terms: undefined }, 'Términos y política de privacidad: Este campo es'],
			[{ ...contact, msg: '' }, 'Mensaje: Este campo es obligatorio'],
			[{ ...contact, msg: 'x'.repeat(1001) }, 'Mensaje: Máximo 1000 caracteres'],
			[{ ...contact, phone: '12345' }, 'Teléfono: El teléfono debe tener 9 dígitos'],
			[{ ...contact, phone: 612345678 }, 'Teléfono: El teléfono debe tener 9 dígitos'],
			[{ ...contact, l_name: 'Núñez 2' }, 'Apellidos: Solo se admiten letras y espacios'],
			[{ ...contact, f_name: undefined }, 'Nombre: Este campo es obligatorio'],
			[{ ...contact, email: 'mj@@ejemplo.com' }, 'Email: Introduce un email válido'],
			[{ ...contact, newsletter: 'sí' }, 'Newsletter: Debe ser sí o no'],
			[{ f_name: 'Ana', terms: false }, 'Datos incorrectos, revise los campos: Email, Mensaje'],
		])('answers 400 inv_data to %j', async (body, message) => {
			const res = await call(app, 'POST', '/api/crm/contact', { body });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ ok: false, result: 'inv_data' });
			expect(res.body.msg).toContain(message);
			expect(await handle.db.select().from(contactRequests)).toEqual([]);
		});
	});
});
