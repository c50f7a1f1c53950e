/**
 * A free trial in time travel (issue #18): the campus clock ticks with an injected `now`, as the
 * worker would each minute, from the sign-up through the reminder two days before the end to the
 * first charge and its invoice; a trial cancelled on the way is told so and never reminded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../tests/setup/auth-calls';
import { buyPlan } from '../../../tests/setup/purchase-calls';
import { call, createApp, createTestDeps } from '../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../tests/setup/test-db';
import { runJobs } from '../../../tests/setup/test-jobs';
import { formatMoney } from '../../lib/money';
import type { App } from '../app';
import type { AppDeps } from '../context';
import type { DatabaseHandle } from '../db/client';
import { enrollments, invoices, users } from '../db/schema';
import { createMemoryMailer } from '../services/mail';
import { enqueueDueChores } from './clock';

const SIGN_UP = new Date('2026-11-22T10:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (days: number, hours = 0) => new Date(SIGN_UP.getTime() + days * DAY + hours * HOUR);
/** The professional plan's 5-day trial, 19,90 € a month after it (seed data). */
const PROFESSIONAL_TRIAL = 205;
const PRICE = formatMoney(1990, 'es-ES');

describe.each(databaseKinds)('a free trial over time on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let clock = SIGN_UP;
	const mailer = createMemoryMailer();

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});

	/** The clock's tick at `moment`, and the worker doing what it enqueued. */
	async function tick(moment: Date) {
		clock = moment;
		await enqueueDueChores(deps);
		await runJobs(deps);
	}

	/** What `email` received, in alphabetical order: the queue sends one moment's mails in any order. */
	const subjectsTo = (email: string) =>
		mailer.sent
			.filter((mail) => mail.to === email)
			.map((mail) => mail.subject)
			.sort();

	async function signUpAndStartTrial(nick: string) {
		const email = `${nick}@farmacia.es`;
		const signUp = await call(app, 'POST', '/api/auth/signUp', {
			body: {
				name: 'Irene',
				last_name: 'Soler',
				email,
				nick,
				password: 'Mostrador#2026',
				user_type: 2,
				newsletter: false,
				terms: true,
			},
		});
		expect(signUp.status, signUp.text).toBe(200);
		const token = (await login(app, email, 'Mostrador#2026')).body.data.token
			.access_token as string;
		await buyPlan(app, token, PROFESSIONAL_TRIAL);
		const [user] = await handle.db.select().from(users).where(eq(users.email, email));
		const [licence] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, user?.id ?? 0));
		return { email, token, userId: user?.id ?? 0, licenceId: licence?.id ?? 0 };
	}

	it('welcome, trial started, a reminder two days before, then the first charge with its invoice', async () => {
		clock = SIGN_UP;
		const irene = await signUpAndStartTrial('irene_viaje');
		const cancels = await signUpAndStartTrial('tomas_viaje');
		await runJobs(deps);
		expect(subjectsTo(irene.email)).toEqual([
			'Te damos la bienvenida a Liceo Campus',
			'Tu prueba gratuita de Liceo Campus ha empezado',
		]);

		// Day 1: the second person cancels their trial; they are told until when it lasts.
		clock = at(1);
		const cancelled = await call(app, 'POST', '/api/buy/unsubscribe', {
			token: (await login(app, cancels.email, 'Mostrador#2026')).body.data.token.access_token,
			body: { eid: cancels.licenceId },
		});
		expect(cancelled.status, cancelled.text).toBe(200);
		await tick(at(1, 1));
		const told = mailer.sent.findLast((mail) => mail.to === cancels.email);
		expect(told?.subject).toBe('Has cancelado la renovación de tu Plan Profesional mensual');
		expect(told?.text).toContain(
			'no se te cobrará nada y puedes seguir usándola hasta el 27 de noviembre de 2026',
		);

		// Days 1 and 2: more than two days left, no reminder yet.
		for (const moment of [at(2), at(2, 23)]) await tick(moment);
		expect(subjectsTo(irene.email)).toHaveLength(2);

		// Day 3: two days left. One reminder, however often the clock ticks after.
		const remindersSent = () =>
			mailer.sent.filter(
				(mail) => mail.subject === 'Tu prueba gratuita termina el 27 de noviembre de 2026',
			);
		await tick(at(3, 1));
		expect(remindersSent().map((mail) => mail.to)).toEqual([irene.email]);
		for (const moment of [at(3, 2), at(3, 2), at(4)]) await tick(moment);
		const reminders = remindersSent();
		expect(reminders).toHaveLength(1);
		const [reminder] = reminders;
		expect(reminder?.text).toContain(`Ese día se cobrarán ${PRICE} en tu tarjeta`);
		expect(reminder?.text).toContain(
			'Cancelar la prueba:\nhttps://campus.test/aula/mis-suscripciones',
		);
		expect(
			reminder?.html.match(/href="https:\/\/campus\.test\/aula\/mis-suscripciones"/g),
		).toHaveLength(2);

		// Day 5: the trial ends; the clock's renewal chore charges it and invoices the charge.
		await tick(at(5, 1));
		const [licence] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.id, irene.licenceId));
		expect(licence?.status).toBe('active');
		const charged = await handle.db
			.select()
			.from(invoices)
			.where(eq(invoices.userId, irene.userId));
		expect(charged).toEqual([
			expect.objectContaining({
				reason: 'renewal',
				totalMinor: 1990,
				baseMinor: 1645,
				taxMinor: 345,
			}),
		]);
		const renewal = mailer.sent.findLast((mail) => mail.to === irene.email);
		expect(renewal?.subject).toBe('Tu Plan Profesional mensual se ha renovado');
		expect(renewal?.attachments?.[0]?.contentType).toBe('application/pdf');

		// The cancelled trial ended without a charge, an invoice or a reminder.
		expect(
			await handle.db.select().from(invoices).where(eq(invoices.userId, cancels.userId)),
		).toEqual([]);
		expect(subjectsTo(cancels.email)).toEqual([
			'Has cancelado la renovación de tu Plan Profesional mensual',
			'Te damos la bienvenida a Liceo Campus',
			'Tu prueba gratuita de Liceo Campus ha empezado',
		]);
	});
});
