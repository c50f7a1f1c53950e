import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createUser } from '../../../../tests/factories/users';
import { basicClientHeader, checkToken, login, refresh } from '../../../../tests/setup/auth-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_OAUTH_CLIENT,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { passwordResets, pharmacies, rateLimits, refreshTokens, users } from '../../db/schema';
import { createMemoryMailer } from '../../services/mail';
import { verifyPassword } from '../../services/auth/passwords';
import { hashOpaqueToken } from '../../services/auth/tokens';

const NOW = new Date('2026-11-22T10:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

let sequence = 0;
/** A valid sign-up of a professional, unique on each call. */
function signUpBody(overrides: Record<string, unknown> = {}) {
	sequence++;
	return {
		name: 'Lucía',
		last_name: 'Pérez Gil',
		email: `lucia.${sequence}@farmacia.es`,
		nick: `lucia_${sequence}`,
		password: 'Mostrador#2026',
		repeat_password: 'Mostrador#2026',
		phone: '+34 612 345 678',
		user_type: 2,
		newsletter: true,
		terms: true,
		...overrides,
	};
}

describe.each(databaseKinds)('account calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let clock: Date;
	const mailer = createMemoryMailer();

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		clock = NOW;
		// What an earlier test queued goes now, so each test reads only its own mail.
		await runJobs(deps);
		mailer.sent.length = 0;
		await handle.db.delete(rateLimits);
	});

	const limitRows = () =>
		handle.db.select().from(rateLimits).orderBy(rateLimits.key, rateLimits.windowStart);

	const usersWithEmail = (email: string) =>
		handle.db
			.select()
			.from(users)
			.where(sql`lower(${users.email}) = lower(${email})`);

	describe('POST /auth/signUp', () => {
		it('creates a professional and answers TokenData that works', async () => {
			const body = signUpBody({ email: ' Lucia.Nueva@Farmacia.ES ', nick: 'Lucia_Nueva' });
			const res = await call(app, 'POST', '/api/auth/signUp', { body });
			expect(res.status).toBe(200);
			expect(res.headers.get('cache-control')).toBe('no-store');
			expect(res.body.data.token).toEqual({
				access_token: expect.any(String),
				at_expires_in: 900,
				refresh_token: expect.stringMatching(/^[\w-]{43}$/),
				rt_expires_in: 1_296_000,
				user_data: { name: 'Lucía', last_name: 'Pérez Gil', role: 1, staff_role: null },
				must_change_pwd: false,
			});
			const [user] = await usersWithEmail('lucia.nueva@farmacia.es');
			expect(user).toMatchObject({
				email: 'lucia.nueva@farmacia.es',
				nick: 'Lucia_Nueva',
				phone: '612345678',
				userType: 2,
				role: 1,
				newsletter: true,
				mustChangePwd: false,
				termsAcceptedAt: NOW,
			});
			expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
			expect(await verifyPassword(user!.passwordHash, 'Mostrador#2026')).toBe(true);
			expect((await checkToken(app, res.body.data.token.access_token)).status).toBe(200);
			expect((await refresh(app, res.body.data.token.refresh_token)).status).toBe(200);
			expect((await login(app, 'lucia_nueva', 'Mostrador#2026')).status).toBe(200);
		});

		it('takes the password once, as the sign-up form now asks it', async () => {
			const body = signUpBody({ repeat_password: undefined });
			const res = await call(app, 'POST', '/api/auth/signUp', { body });
			expect(res.status).toBe(200);
			const [user] = await usersWithEmail(body.email);
			expect(await verifyPassword(user!.passwordHash, 'Mostrador#2026')).toBe(true);
		});

		it('creates a titular with their pharmacy, as its administrator', async () => {
			const body = signUpBody({ user_type: 1, pharmacy_name: '  Farmacia   del Sol ' });
			const res = await call(app, 'POST', '/api/auth/signUp', { body });
			expect(res.status).toBe(200);
			expect(res.body.data.token.user_data.role).toBe(2);
			const [user] = await usersWithEmail(body.email);
			const rows = await handle.db
				.select()
				.from(pharmacies)
				.where(eq(pharmacies.ownerUserId, user!.id));
			expect(rows).toEqual([expect.objectContaining({ name: 'Farmacia del Sol' })]);
		});

		it('ignores a pharmacy name sent by a professional or a student', async () => {
			const body = signUpBody({ user_type: 3, pharmacy_name: 'Farmacia Ignorada' });
			expect((await call(app, 'POST', '/api/auth/signUp', { body })).status).toBe(200);
			const [user] = await usersWithEmail(body.email);
			expect(user?.role).toBe(1);
			expect(
				await handle.db.select().from(pharmacies).where(eq(pharmacies.name, 'Farmacia Ignorada')),
			).toEqual([]);
		});

		it('answers 409 email_used to an email already in use, whatever its case', async () => {
			const first = signUpBody();
			await call(app, 'POST', '/api/auth/signUp', { body: first });
			const res = await call(app, 'POST', '/api/auth/signUp', {
				body: signUpBody({ email: first.email.toUpperCase() }),
			});
			expect(res.status).toBe(409);
			expect(res.body).toEqual({
				ok: false,
				result: 'email_used',
				msg: 'Ese email ya está en uso',
			});
		});

		it('answers 409 nick_used to a nick already in use, whatever its case', async () => {
			const first = signUpBody();
			await call(app, 'POST', '/api/auth/signUp', { body: first });
			const second = signUpBody({ nick: first.nick.toUpperCase() });
			const res = await call(app, 'POST', '/api/auth/signUp', { body: second });
			expect(res.status).toBe(409);
			expect(res.body).toEqual({
				ok: false,
				result: 'nick_used',
				msg: 'Ese nombre de usuario ya está en uso',
			});
			expect(await usersWithEmail(second.email)).toEqual([]);
		});

		it('answers 409 pharmacy_used to a pharmacy name that exists, and creates no account', async () => {
			await call(app, 'POST', '/api/auth/signUp', {
				body: signUpBody({ user_type: 1, pharmacy_name: 'Farmacia Central' }),
			});
			const second = signUpBody({ user_type: 1, pharmacy_name: ' farmacia  CENTRAL' });
			const res = await call(app, 'POST', '/api/auth/signUp', { body: second });
			expect(res.status).toBe(409);
			expect(res.body).toEqual({
				ok: false,
				result: 'pharmacy_used',
				msg: 'Ya existe una farmacia con ese nombre',
			});
			expect(await usersWithEmail(second.email)).toEqual([]);
		});

		it('keeps one account when sign-ups with one email race, the rest get email_used', async () => {
			const email = `carrera.${Date.now()}@farmacia.es`;
			const answers = await Promise.all(
				[1, 2, 3].map(() => call(app, 'POST', '/api/auth/signUp', { body: signUpBody({ email }) })),
			);
			expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
			expect(answers.filter((res) => res.status === 409).map((res) => res.body.result)).toEqual([
				'email_used',
				'email_used',
			]);
			expect(await usersWithEmail(email)).toHaveLength(1);
		});

		it('keeps one pharmacy when titulares race for a name, and no account without it', async () => {
			const bodies = [1, 2, 3].map(() =>
				signUpBody({ user_type: 1, pharmacy_name: 'Farmacia Carrera' }),
			);
			const answers = await Promise.all(
				bodies.map((body) => call(app, 'POST', '/api/auth/signUp', { body })),
			);
			expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
			expect(answers.filter((res) => res.status === 409).map((res) => res.body.result)).toEqual([
				'pharmacy_used',
				'pharmacy_used',
			]);
			const created = (await Promise.all(bodies.map((body) => usersWithEmail(body.email)))).flat();
			expect(created).toHaveLength(1);
		});

		describe('accounts per address', () => {
			const signUpFrom = (address: string, body = signUpBody()) =>
				call(app, 'POST', '/api/auth/signUp', { body, clientAddress: address });
			const everything = async () => ({
				users: await handle.db.select({ id: users.id }).from(users).orderBy(users.id),
				pharmacies: await handle.db.select({ id: pharmacies.id }).from(pharmacies),
				sessions: await handle.db.select({ id: refreshTokens.id }).from(refreshTokens),
				limits: await limitRows(),
			});

			it('allows 10 accounts an hour from one address, then 429 that creates nothing', async () => {
				clock = minutes(15);
				for (let i = 0; i < 10; i++) expect((await signUpFrom('203.0.113.20')).status).toBe(200);
				const before = await everything();
				const titular = signUpBody({ user_type: 1, pharmacy_name: 'Farmacia Once' });
				const limited = await signUpFrom('203.0.113.20', titular);
				expect(limited.status).toBe(429);
				expect(limited.body).toEqual({
					ok: false,
					result: 'too_many',
					msg: 'Se han creado demasiadas cuentas desde esta conexión. Vuelve a intentarlo dentro de 45 minutos.',
				});
				expect(limited.headers.get('retry-after')).toBe('2700');
				expect(await everything()).toEqual(before);
				expect(await usersWithEmail(titular.email)).toEqual([]);
				// Another address is another budget; the next hour is a new one.
				expect((await signUpFrom('203.0.113.21')).status).toBe(200);
				clock = minutes(60);
				expect((await signUpFrom('203.0.113.20', titular)).status).toBe(200);
			});

			it('counts only accounts created: a taken email gives its count back', async () => {
				const taken = await createUser(handle.db);
				for (let i = 0; i < 12; i++) {
					const res = await signUpFrom('203.0.113.22', signUpBody({ email: taken.email }));
					expect(res.body.result).toBe('email_used');
				}
				expect((await signUpFrom('203.0.113.22')).status).toBe(200);
			});

			it('creates exactly 10 accounts from 15 sign-ups at once from one address', async () => {
				const bodies = Array.from({ length: 15 }, () => signUpBody());
				const answers = await Promise.all(bodies.map((body) => signUpFrom('203.0.113.23', body)));
				const statuses = answers.map((res) => res.status);
				expect(statuses.filter((status) => status === 200)).toHaveLength(10);
				expect(statuses.filter((status) => status === 429)).toHaveLength(5);
				const created = await Promise.all(bodies.map((body) => usersWithEmail(body.email)));
				expect(created.flat()).toHaveLength(10);
			});

			it('counts an IPv6 address by its /64', async () => {
				for (let i = 1; i <= 10; i++) {
					expect((await signUpFrom(`2001:db8:5:6::${i.toString(16)}`)).status).toBe(200);
				}
				expect((await signUpFrom('2001:db8:5:6:ffff::1')).status).toBe(429);
				expect((await signUpFrom('2001:db8:5:7::1')).status).toBe(200);
			});
		});

		it.each([
			[{ password: 'Cort#1a', repeat_password: 'Cort#1a' }, 'Contraseña: Mínimo 8'],
			[{ password: 'sinmayuscula#1', repeat_password: 'sinmayuscula#1' }, 'Contraseña: Mínimo 8'],
			[{ password: 'SinEspecial12', repeat_password: 'SinEspecial12' }, 'Contraseña: Mínimo 8'],
			[{ repeat_password: 'Otra#Clave26' }, 'Repetir contraseña: Las contraseñas deben coincidir'],
			[
				{ password: `Aa#1${'x'.repeat(125)}`, repeat_password: `Aa#1${'x'.repeat(125)}` },
				'Contraseña: Máximo 128 caracteres',
			],
			[{ nick: 'ana maría' }, 'Nombre de usuario: Solo letras, números y guiones bajos'],
			[{ nick: 'a'.repeat(36) }, 'Nombre de usuario: Solo letras, números y guiones bajos'],
			[{ email: 'ana@' }, 'Email: Introduce un email válido'],
			[{ email: `${'a'.repeat(250)}@x.es` }, 'Email: Introduce un email válido'],
			[{ phone: '6123' }, 'Teléfono: El teléfono debe tener 9 dígitos'],
			[{ name: 'Ana2' }, 'Nombre: Solo se admiten letras y espacios'],
			[{ last_name: 'x'.repeat(61) }, 'Apellidos: Máximo 60 caracteres'],
			[{ user_type: 4 }, 'Tipo de usuario: Elige si eres titular'],
			[{ user_type: '2' }, 'Tipo de usuario: Elige si eres titular'],
			[{ terms: false }, 'Términos y política de privacidad: Debes aceptar'],
			[{ newsletter: 'sí' }, 'Newsletter: Debe ser sí o no'],
			[{ user_type: 1 }, 'Nombre de la farmacia: Este campo es obligatorio'],
			[{ user_type: 1, pharmacy_name: '   ' }, 'Nombre de la farmacia: Este campo es obligatorio'],
			[{ name: undefined }, 'Nombre: Este campo es obligatorio'],
			[{ name: { first: 'Ana' } }, 'Nombre: Este campo es obligatorio'],
		])('answers 400 inv_data to %j and stores nothing', async (change, message) => {
			const body = signUpBody(change);
			const res = await call(app, 'POST', '/api/auth/signUp', { body });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ ok: false, result: 'inv_data' });
			expect(res.body.msg).toContain(message);
			expect(await usersWithEmail(body.email)).toEqual([]);
		});

		it.each([
			['an empty object', '{}', 'inv_data', 'Datos incorrectos, revise los campos: Nombre'],
			['broken JSON', '{"name":', 'inv_json', ''],
			['a JSON array', '[]', 'inv_json', ''],
			['a JSON string', '"hola"', 'inv_json', ''],
			['a form-encoded body', 'name=Ana&email=ana%40x.es', 'inv_json', ''],
		])('answers 400 to %s', async (_label, rawBody, result, message) => {
			const res = await call(app, 'POST', '/api/auth/signUp', { rawBody });
			expect(res.status).toBe(400);
			expect(res.body.result).toBe(result);
			expect(res.body.msg).toContain(message);
		});
	});

	describe('password recovery', () => {
		async function requestLink(email: string) {
			return call(app, 'POST', '/api/auth/recovery-password', { body: { email } });
		}
		/** The `tk` of the last mail sent. */
		async function lastLinkToken(): Promise<string> {
			// The mail job makes the link: what is queued goes first.
			await runJobs(deps);
			// The last mail with a link (a changed password's notice may have come after it).
			const links = mailer.sent.map((mail) =>
				/https:\/\/campus\.test\/recovery-password\?tk=([\w-]+)/.exec(mail.text),
			);
			const link = links.findLast(Boolean);
			if (!link?.[1]) throw new Error('no reset link mailed');
			return link[1];
		}
		const changePassword = (body: unknown, headers = basicClientHeader()) =>
			call(app, 'POST', '/api/auth/change-password', { body, headers });

		it('mails a single-use link to an existing account and stores only its HMAC', async () => {
			const user = await createUser(handle.db, { name: 'Inés' });
			const res = await requestLink(user.email.toUpperCase());
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ok: true, data: { recoveryPassword: 'email_sended' } });
			expect(await runJobs(deps)).toEqual({ completed: 1, failed: 0 });
			expect(mailer.sent).toHaveLength(1);
			const mail = mailer.sent[0]!;
			expect(mail.to).toBe(user.email);
			expect(mail.subject).toBe('Crea una contraseña nueva para Liceo Campus');
			expect(mail.text).toContain('Hola, Inés:');
			expect(mail.text).toContain('60 minutos');
			const tk = await lastLinkToken();
			expect(mail.html).toContain(`href="https://campus.test/recovery-password?tk=${tk}"`);
			const rows = await handle.db
				.select()
				.from(passwordResets)
				.where(eq(passwordResets.userId, user.id));
			expect(rows).toEqual([
				expect.objectContaining({ createdAt: NOW, expiresAt: minutes(60), usedAt: null }),
			]);
			expect(rows[0]?.tokenHash).not.toContain(tk);
			const valid = await call(app, 'POST', '/api/auth/validate-token', { body: { tk } });
			expect(valid.body).toEqual({ ok: true, data: { validateToken: 'ok' } });
		});

		it('answers the same to an unknown email, and sends nothing', async () => {
			const known = await createUser(handle.db);
			const knownAnswer = await requestLink(known.email);
			mailer.sent.length = 0;
			await runJobs(deps);
			mailer.sent.length = 0;
			const unknownAnswer = await requestLink('nadie.registrado@ejemplo.es');
			expect(unknownAnswer.status).toBe(knownAnswer.status);
			expect(unknownAnswer.body).toEqual(knownAnswer.body);
			expect(await runJobs(deps)).toEqual({ completed: 0, failed: 0 });
			expect(mailer.sent).toEqual([]);
		});

		it('allows 3 requests per email an hour, known or not, then 429 with Retry-After', async () => {
			const user = await createUser(handle.db);
			const resetsOfUser = () =>
				handle.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
			for (const email of [user.email, 'nadie.mas@ejemplo.es']) {
				// However the address is written, it is one mailbox.
				const spellings = [email, email.toUpperCase(), ` ${email} `];
				for (const spelling of spellings) expect((await requestLink(spelling)).status).toBe(200);
				clock = minutes(20);
				const before = { resets: await resetsOfUser(), limits: await limitRows() };
				const limited = await requestLink(email);
				// Refused: no link stored, no mail, not even a counter moved (the address's included).
				expect({ resets: await resetsOfUser(), limits: await limitRows() }).toEqual(before);
				expect(limited.status).toBe(429);
				expect(limited.body).toEqual({
					ok: false,
					result: 'too_many',
					msg: 'Demasiados intentos. Vuelve a intentarlo dentro de 40 minutos.',
				});
				expect(limited.headers.get('retry-after')).toBe('2400');
				clock = NOW;
			}
			await runJobs(deps);
			expect(mailer.sent).toHaveLength(3);
			clock = minutes(60);
			expect((await requestLink(user.email)).status).toBe(200);
		});

		it('allows 10 requests per IP an hour', async () => {
			const fromOneIp = (email: string, ip: string) =>
				call(app, 'POST', '/api/auth/recovery-password', {
					body: { email },
					clientAddress: ip,
					headers: { 'x-forwarded-for': '192.0.2.1' },
				});
			for (let i = 0; i < 10; i++) {
				expect((await fromOneIp(`persona${i}@ejemplo.es`, '203.0.113.9')).status).toBe(200);
			}
			expect((await fromOneIp('otra@ejemplo.es', '203.0.113.9')).status).toBe(429);
			expect((await fromOneIp('otra@ejemplo.es', '203.0.113.10')).status).toBe(200);
		});

		it.each([
			[{ email: 'no-es-email' }, 'inv_data', 'Email: Introduce un email válido'],
			[{}, 'inv_data', 'Email: Este campo es obligatorio'],
			[{ email: ['a@b.es'] }, 'inv_data', 'Email: Introduce un email válido'],
		])('answers 400 to %j', async (body, result, message) => {
			const res = await call(app, 'POST', '/api/auth/recovery-password', { body });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ result, msg: message });
		});

		it('validate-token: a link is good for 60 minutes and only until it is used', async () => {
			const user = await createUser(handle.db);
			await requestLink(user.email);
			const tk = await lastLinkToken();
			clock = minutes(59);
			expect((await call(app, 'POST', '/api/auth/validate-token', { body: { tk } })).status).toBe(
				200,
			);
			clock = minutes(60);
			const expired = await call(app, 'POST', '/api/auth/validate-token', { body: { tk } });
			expect(expired.status).toBe(400);
			expect(expired.body).toEqual({
				ok: false,
				result: 'tk_inv',
				msg: 'El enlace no es válido o ha caducado',
			});
		});

		it.each([
			[{ tk: 'z'.repeat(43) }, 'tk_inv'],
			[{ tk: 'z'.repeat(200) }, 'inv_data'],
			[{ tk: '' }, 'inv_data'],
			[{ tk: 7 }, 'inv_data'],
			[{}, 'inv_data'],
		])('validate-token answers 400 to %j', async (body, result) => {
			const res = await call(app, 'POST', '/api/auth/validate-token', { body });
			expect(res.status).toBe(400);
			expect(res.body.result).toBe(result);
		});

		it('change-password sets the password, ends every other session and spends the links', async () => {
			const user = await createUser(handle.db);
			const sessionA = (await login(app, user.email, user.password)).body.data.token;
			const sessionB = (await login(app, user.email, user.password)).body.data.token;
			await requestLink(user.email);
			const olderLink = await lastLinkToken();
			await requestLink(user.email);
			const tk = await lastLinkToken();
			clock = minutes(5);

			const res = await changePassword({
				tk,
				password: 'Receta#Nueva1',
				repeat_password: 'Receta#Nueva1',
			});
			expect(res.status).toBe(200);
			const fresh = res.body.data.token;
			expect(fresh).toMatchObject({ at_expires_in: 900, must_change_pwd: false });

			// The other sessions are over; the new one works.
			expect((await refresh(app, sessionA.refresh_token)).body.result).toBe('invalid_grant');
			expect((await refresh(app, sessionB.refresh_token)).body.result).toBe('invalid_grant');
			expect((await refresh(app, fresh.refresh_token)).status).toBe(200);
			// The old password no longer opens the account; the new one does.
			expect((await login(app, user.email, user.password)).body.result).toBe('pwd_inv');
			expect((await login(app, user.email, 'Receta#Nueva1')).status).toBe(200);
			// Neither this link nor the older one can be used again.
			for (const link of [tk, olderLink]) {
				const again = await changePassword({
					tk: link,
					password: 'Otra#Clave2026',
					repeat_password: 'Otra#Clave2026',
				});
				expect(again.status).toBe(400);
				expect(again.body.result).toBe('tk_inv');
			}
			expect((await login(app, user.email, 'Receta#Nueva1')).status).toBe(200);
		});

		it('change-password accepts the public client header, `Basic base64(client_id:)`', async () => {
			const user = await createUser(handle.db);
			await requestLink(user.email);
			const res = await changePassword(
				{ tk: await lastLinkToken(), password: 'Receta#Nueva1', repeat_password: 'Receta#Nueva1' },
				{ authorization: `Basic ${btoa(`${TEST_OAUTH_CLIENT.id}:`)}` },
			);
			expect(res.status).toBe(200);
		});

		it('one link used twice at once changes the password once', async () => {
			const user = await createUser(handle.db);
			await requestLink(user.email);
			const tk = await lastLinkToken();
			const answers = await Promise.all(
				['Primera#Clave1', 'Segunda#Clave2'].map((password) =>
					changePassword({ tk, password, repeat_password: password }),
				),
			);
			expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
		});

		it('two links of one account used at once: one wins, the other is spent by it', async () => {
			for (let round = 0; round < 3; round++) {
				const user = await createUser(handle.db);
				await requestLink(user.email);
				const first = await lastLinkToken();
				await requestLink(user.email);
				const second = await lastLinkToken();
				await handle.db.delete(rateLimits);
				const answers = await Promise.all(
					[first, second].map((tk) =>
						changePassword({ tk, password: 'Receta#Nueva1', repeat_password: 'Receta#Nueva1' }),
					),
				);
				expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
				expect(answers.find((res) => res.status === 400)?.body.result).toBe('tk_inv');
			}
		});

		it('change-password refuses an expired link and leaves the password alone', async () => {
			const user = await createUser(handle.db);
			await requestLink(user.email);
			const tk = await lastLinkToken();
			clock = minutes(61);
			const res = await changePassword({
				tk,
				password: 'Receta#Nueva1',
				repeat_password: 'Receta#Nueva1',
			});
			expect(res.body).toMatchObject({ ok: false, result: 'tk_inv' });
			expect((await login(app, user.email, user.password)).status).toBe(200);
		});

		it.each([
			['no header', {}],
			['a wrong secret', basicClientHeader(undefined, 'otro-secreto')],
			['a wrong client id', basicClientHeader('otra-app')],
			['a bearer instead', { authorization: 'Bearer abc' }],
			['garbage', { authorization: 'Basic ###' }],
		])(
			'change-password answers 401 invalid_client with %s, spending nothing',
			async (_l, headers) => {
				const user = await createUser(handle.db);
				await requestLink(user.email);
				const tk = await lastLinkToken();
				const res = await changePassword(
					{ tk, password: 'Receta#Nueva1', repeat_password: 'Receta#Nueva1' },
					headers,
				);
				expect(res.status).toBe(401);
				expect(res.body.result).toBe('invalid_client');
				expect((await call(app, 'POST', '/api/auth/validate-token', { body: { tk } })).status).toBe(
					200,
				);
			},
		);

		it.each([
			[
				{ password: 'debil', repeat_password: 'debil' },
				'Contraseña: Mínimo 8 caracteres, una minúscula, mayúscula, un número y un caracter especial',
			],
			[
				{ password: 'Receta#Nueva1', repeat_password: 'Receta#Nueva2' },
				'Repetir contraseña: Las contraseñas deben coincidir',
			],
			[{ password: 'Receta#Nueva1' }, 'Repetir contraseña: Este campo es obligatorio'],
		])('change-password answers 400 inv_data to %j', async (change, message) => {
			const user = await createUser(handle.db);
			await requestLink(user.email);
			const res = await changePassword({ tk: await lastLinkToken(), ...change });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ result: 'inv_data', msg: message });
		});
	});

	describe('must_change_pwd', () => {
		it('a flagged account gets a change token instead of a session, then a session after changing', async () => {
			const user = await createUser(handle.db, { mustChangePwd: true, name: 'Pilar' });
			const res = await login(app, user.email, user.password);
			expect(res.status).toBe(200);
			expect(res.body.data.token).toEqual({
				must_change_pwd: true,
				change_token: expect.stringMatching(/^[\w-]{43}$/),
				user_data: { name: 'Pilar', last_name: user.lastName, role: 1, staff_role: null },
			});
			expect(res.text).not.toContain('access_token');
			expect(res.text).not.toContain('refresh_token');
			expect(
				await handle.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)),
			).toEqual([]);
			// A wrong password still gets pwd_inv, not a change token.
			expect((await login(app, user.email, 'Mostrador#0000')).body.result).toBe('pwd_inv');

			const changed = await call(app, 'POST', '/api/auth/change-password', {
				headers: basicClientHeader(),
				body: {
					tk: res.body.data.token.change_token,
					password: 'Receta#Nueva1',
					repeat_password: 'Receta#Nueva1',
				},
			});
			expect(changed.status).toBe(200);
			expect(changed.body.data.token.must_change_pwd).toBe(false);
			const [saved] = await handle.db.select().from(users).where(eq(users.id, user.id));
			expect(saved?.mustChangePwd).toBe(false);
			const normal = await login(app, user.email, 'Receta#Nueva1');
			expect(normal.body.data.token).toMatchObject({
				must_change_pwd: false,
				access_token: expect.any(String),
			});
		});

		it('the change token is stored hashed and expires like a reset link', async () => {
			const user = await createUser(handle.db, { mustChangePwd: true });
			const tk = (await login(app, user.email, user.password)).body.data.token.change_token;
			const [row] = await handle.db
				.select()
				.from(passwordResets)
				.where(eq(passwordResets.userId, user.id));
			expect(row?.tokenHash).toBe(
				hashOpaqueToken(createTestDeps(handle.db).config.refreshTokenSecret, 'reset', tk),
			);
			clock = minutes(60);
			expect(
				(await call(app, 'POST', '/api/auth/validate-token', { body: { tk } })).body.result,
			).toBe('tk_inv');
		});
	});
});
