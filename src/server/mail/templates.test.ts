/**
 * Every mail the campus sends (issue #18), made the way users make them, through the API, and sent
 * by the queue's jobs: each has its text, no "NA" where a text is missing, a plain-text part,
 * absolute links to this site only, and the brand's layout.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPharmacyTeam } from '../../../tests/factories/pharmacies';
import { createUser } from '../../../tests/factories/users';
import { adminCall } from '../../../tests/setup/admin-calls';
import { call, createApp, createTestDeps } from '../../../tests/setup/test-app';
import { DEMO_PASSWORD } from '../db/seed-data/accounts';
import { databaseKinds, openTestDatabase } from '../../../tests/setup/test-db';
import { runJobs } from '../../../tests/setup/test-jobs';
import { basicClientHeader, login } from '../../../tests/setup/auth-calls';
import { buyPlan, DECLINES_LATER_CARD } from '../../../tests/setup/purchase-calls';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { addDays, madridDay, weekStart } from '../../lib/dates';
import { invoices, itineraries, users } from '../db/schema';
import type { JobRequest, MailJob } from '../jobs/contract';
import { createMemoryMailer, type MailMessage } from '../services/mail';
import { enqueueDueChores } from '../jobs/clock';
import { courseOpensMail, deadlineSoonMail, overdueMail } from '../services/itinerary-mail';
import { advanceSandboxSubscriptions, refundInvoice } from '../services/purchase';
import { teamDigestMail } from '../services/team-digest';

const SITE = 'https://campus.test';
/** The mails a person may switch off (reminders, digests); every other one always goes. */
const OPTIONAL_TEMPLATES = new Set<MailJob['template']>([
	'itinerary-assigned',
	'course-opens',
	'itinerary-deadline',
	'itinerary-overdue',
	'team-digest',
]);
/** A pharmacy plan of the seed (plan requests are for pharmacy plans only). */
const PHARMACY_M_MONTHLY = 301;
/** The professional plan bought monthly (19,90 €) and its free trial (seed data). */
const PROFESSIONAL_MONTHLY = 201;
const PROFESSIONAL_TRIAL = 205;
const PROFESSIONAL_ANNUAL = 202;

describe.each(databaseKinds)('mail templates on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	const mailer = createMemoryMailer();
	const sent = new Map<MailJob['template'], MailMessage>();
	let trialMail: MailMessage | undefined;
	let refundMail: MailMessage | undefined;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		// Real time, moved on by `later` to see a trial become paid.
		let later = 0;
		const deps = createTestDeps(handle.db, { mailer, now: () => new Date(Date.now() + later) });
		app = createApp(deps);

		const mark = async (template: MailJob['template'], to: string) => {
			await runJobs(deps);
			const mail = mailer.sent.findLast((message) => message.to === to);
			if (!mail) throw new Error(`no ${template} mail to ${to}`);
			sent.set(template, mail);
		};

		const signUp = await call(app, 'POST', '/api/auth/signUp', {
			body: {
				name: 'Lucía',
				last_name: 'Ferrer',
				email: 'lucia.plantillas@farmacia.es',
				nick: 'lucia_plantillas',
				password: 'Mostrador#2026',
				user_type: 2,
				newsletter: false,
				terms: true,
			},
		});
		expect(signUp.status, signUp.text).toBe(200);
		await mark('welcome', 'lucia.plantillas@farmacia.es');

		await call(app, 'POST', '/api/auth/recovery-password', {
			body: { email: 'lucia.plantillas@farmacia.es' },
		});
		await mark('password-reset', 'lucia.plantillas@farmacia.es');
		const tk = /recovery-password\?tk=([\w-]+)/.exec(sent.get('password-reset')?.text ?? '')?.[1];
		const changed = await call(app, 'POST', '/api/auth/change-password', {
			headers: basicClientHeader(),
			body: { tk, password: 'Receta#Nueva2026', repeat_password: 'Receta#Nueva2026' },
		});
		expect(changed.status, changed.text).toBe(200);
		await mark('password-changed', 'lucia.plantillas@farmacia.es');

		const team = await createPharmacyTeam(handle.db, app, { size: 'M' });
		const invite = await call(app, 'POST', '/api/pharmacy/inviteMember', {
			token: team.owner.token,
			body: { pharmacyId: team.pharmacy.id, email: 'nuevo.plantillas@farmacia.es' },
		});
		expect(invite.status, invite.text).toBe(200);
		await mark('team-invitation', 'nuevo.plantillas@farmacia.es');
		const joinToken = /invitacion=([\w%-]+)/.exec(sent.get('team-invitation')?.text ?? '')?.[1];
		const newcomer = await createUser(handle.db, { email: 'nuevo.plantillas@farmacia.es' });
		const newcomerToken = (await login(app, newcomer.email, newcomer.password)).body.data.token
			.access_token as string;
		const accepted = await call(app, 'POST', '/api/pharmacy/acceptInvitation', {
			token: newcomerToken,
			body: { token: decodeURIComponent(joinToken ?? '') },
		});
		expect(accepted.status, accepted.text).toBe(200);
		await mark('member-joined', team.owner.user.email);
		const left = await call(app, 'POST', '/api/pharmacy/leavePharmacy', {
			token: newcomerToken,
			body: {},
		});
		expect(left.status, left.text).toBe(200);
		await mark('member-left', team.owner.user.email);

		// An itinerary of an XL pharmacy: a course open from the start and one that opens today,
		// the deadline in three days. The time-based mails are enqueued as the clock's chores
		// would, for today, whatever the hour.
		const xl = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		const learner = xl.members[0];
		if (!learner) throw new Error('no member');
		const today = madridDay(new Date());
		const created = await call(app, 'POST', '/api/itineraries/createItinerary', {
			token: xl.owner.token,
			body: { owner: { pharmacyId: xl.pharmacy.id }, name: 'Acogida <de invierno>' },
		});
		const itineraryId = created.body.data.createItinerary.id as number;
		const endsOn = addDays(today, 3);
		const updated = await call(app, 'POST', '/api/itineraries/updateItinerary', {
			token: xl.owner.token,
			body: {
				id: itineraryId,
				endsOn,
				courses: [
					{ courseId: 1001, opensOn: null },
					{ courseId: 2002, opensOn: today },
				],
				pharmacyIds: [xl.pharmacy.id],
			},
		});
		expect(updated.status, updated.text).toBe(200);
		const published = await call(app, 'POST', '/api/itineraries/publishItinerary', {
			token: xl.owner.token,
			body: { id: itineraryId },
		});
		expect(published.status, published.text).toBe(200);
		await mark('itinerary-assigned', learner.user.email);
		const enqueue = (job: JobRequest) => deps.jobs.enqueue(deps.db, job, new Date());
		await enqueue(courseOpensMail(learner.user.id, today));
		await mark('course-opens', learner.user.email);
		await enqueue(deadlineSoonMail(itineraryId, learner.user.id, endsOn));
		await mark('itinerary-deadline', learner.user.email);
		await enqueue(teamDigestMail({ kind: 'pharmacy', id: xl.pharmacy.id }, weekStart(today)));
		await mark('team-digest', xl.owner.user.email);
		// The deadline was yesterday: the overdue notice.
		const passed = addDays(today, -1);
		await handle.db
			.update(itineraries)
			.set({ endsOn: passed })
			.where(eq(itineraries.id, itineraryId));
		await enqueue(overdueMail(itineraryId, learner.user.id, passed));
		await mark('itinerary-overdue', learner.user.email);

		const asker = await createUser(handle.db);
		const session = await login(app, asker.email, asker.password);
		await call(app, 'POST', '/api/supportRequest', {
			token: session.body.data.token.access_token,
			body: { sub: 'Certificados', des: 'No encuentro mi certificado <b>de ayer</b>.' },
		});
		await mark('support-request', 'soporte@campus.test');

		await call(app, 'POST', '/api/buy/pharmacyPlanRequest', {
			body: {
				ftyp: 1,
				fnm: 'Marta',
				ph: '612 345 678',
				email: 'marta.plantillas@farmacia.es',
				lid: PHARMACY_M_MONTHLY,
				wn: false,
				pnm: 'Farmacia del Puerto',
			},
		});
		await mark('plan-request', 'ventas@campus.test');

		await call(app, 'POST', '/api/crm/contact', {
			body: {
				f_name: 'Nuria',
				email: 'nuria.plantillas@farmacia.es',
				msg: 'Quiero información <i>para mi equipo</i>.',
				terms: true,
				newsletter: false,
			},
		});
		await mark('contact-request', 'soporte@campus.test');
		// Answered from the back-office's inbox (issue #20).
		const admin = (await login(app, 'admin@liceo.local', DEMO_PASSWORD)).body.data.token
			.access_token as string;
		const inbox = await adminCall(app, 'listInbox', admin, { query: 'nuria.plantillas' });
		const replied = await adminCall(app, 'sendReply', admin, {
			threadId: inbox.body.data.listInbox.threads[0].id as number,
			body: 'Hola, Nuria:\nTe llamamos <i>mañana</i>.',
			requestKey: randomUUID(),
		});
		expect(replied.status, replied.text).toBe(200);
		await mark('support-reply', 'nuria.plantillas@farmacia.es');
		await call(app, 'POST', '/api/crm/addToLeadList', {
			body: {
				app: 1,
				lid: PROFESSIONAL_MONTHLY,
				fnl: 'plantillas',
				typ: 2,
				email: 'lead@farmacia.es',
				f_name: 'Leo',
			},
		});
		await mark('lead', 'ventas@campus.test');

		// A paid plan and a free trial, through the sandbox gateway.
		const buy = async (planId: number, email: string, card?: string) => {
			const buyer = await createUser(handle.db, { email });
			const token = (await login(app, buyer.email, buyer.password)).body.data.token
				.access_token as string;
			await buyPlan(app, token, planId, { card });
			return token;
		};
		const annualToken = await buy(PROFESSIONAL_ANNUAL, 'anual.plantillas@farmacia.es');
		// Its confirmation goes first: the mails of one drain go in any order, and `mark` takes the last.
		await runJobs(deps);
		const annual = await call(app, 'POST', '/api/buy/getSubscriptions', {
			token: annualToken,
			body: {},
		});
		const eid = annual.body.data.getSubscriptions.ens[0].enrollment_id as number;
		const preview = await call(app, 'POST', '/api/buy/previewPlanChange', {
			token: annualToken,
			body: { eid, lid: PROFESSIONAL_MONTHLY },
		});
		const switched = await call(app, 'POST', '/api/buy/changePlan', {
			token: annualToken,
			body: {
				eid,
				lid: PROFESSIONAL_MONTHLY,
				prd: preview.body.data.previewPlanChange.prd as number,
			},
		});
		expect(switched.status, switched.text).toBe(200);
		await mark('plan-changed', 'anual.plantillas@farmacia.es');

		const buyerToken = await buy(PROFESSIONAL_MONTHLY, 'compra.plantillas@farmacia.es');
		await mark('purchase', 'compra.plantillas@farmacia.es');
		const licences = await call(app, 'POST', '/api/buy/getSubscriptions', {
			token: buyerToken,
			body: {},
		});
		const cancelled = await call(app, 'POST', '/api/buy/unsubscribe', {
			token: buyerToken,
			body: { eid: licences.body.data.getSubscriptions.ens[0].enrollment_id as number },
		});
		expect(cancelled.status, cancelled.text).toBe(200);
		await mark('cancellation', 'compra.plantillas@farmacia.es');
		await buy(PROFESSIONAL_TRIAL, 'prueba.plantillas@farmacia.es');
		// A trial whose card declines its first charge (Stripe's 0341).
		await buy(PROFESSIONAL_TRIAL, 'impago.plantillas@farmacia.es', DECLINES_LATER_CARD);
		await runJobs(deps);
		const trial = mailer.sent.findLast((mail) => mail.to === 'prueba.plantillas@farmacia.es');
		if (!trial) throw new Error('no trial mail');
		trialMail = trial;

		// Three and a half days on, two days before the trial's first charge: the reminder.
		later = 3.5 * 86_400_000;
		await enqueueDueChores(deps);
		await mark('trial-ending', 'prueba.plantillas@farmacia.es');

		// Six days on, the trial's first charge: its invoice comes in a mail of its own.
		later = 6 * 86_400_000;
		await advanceSandboxSubscriptions(deps);
		await mark('invoice', 'prueba.plantillas@farmacia.es');

		// The monthly purchase refunded: the invoice mail of its rectifying invoice.
		const [purchase] = await listInvoicesOf(handle.db, 'compra.plantillas@farmacia.es');
		if (!purchase) throw new Error('the purchase was not invoiced');
		await refundInvoice(deps, { invoiceId: purchase.id, requestId: 'plantillas' });
		await runJobs(deps);
		refundMail = mailer.sent.findLast((mail) => mail.to === 'compra.plantillas@farmacia.es');
		await mark('payment-failed', 'impago.plantillas@farmacia.es');
	});
	afterAll(async () => {
		await handle.close();
	});

	const templates: MailJob['template'][] = [
		'welcome',
		'password-reset',
		'password-changed',
		'team-invitation',
		'support-request',
		'plan-request',
		'purchase',
		'invoice',
		'trial-ending',
		'cancellation',
		'member-joined',
		'member-left',
		'contact-request',
		'support-reply',
		'lead',
		'plan-changed',
		'itinerary-assigned',
		'course-opens',
		'itinerary-deadline',
		'itinerary-overdue',
		'team-digest',
		'payment-failed',
	];

	it.each(templates)('%s: texts filled in, both parts, links to this site only', (template) => {
		const mail = sent.get(template);
		expect(mail, template).toBeDefined();
		if (mail) expectWellMade(mail);
	});

	it.each(templates)('%s: the unsubscribe header and link only if it is optional', (template) => {
		const mail = sent.get(template);
		if (!OPTIONAL_TEMPLATES.has(template)) {
			expect(mail?.headers, template).toBeUndefined();
			expect(mail?.html).not.toContain('/baja-de-avisos');
			return;
		}
		const topic = template === 'team-digest' ? 'team-digest' : 'learning-reminders';
		expect(mail?.headers?.['List-Unsubscribe']).toMatch(
			new RegExp(`^<${SITE}/api/mail/unsubscribe\\?topic=${topic}&exp=\\d+&uid=\\d+&sig=[\\w-]+>$`),
		);
		expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
		expect(mail?.html).toContain(`href="${SITE}/baja-de-avisos?topic=${topic}&amp;`);
		expect(mail?.text).toContain('Dejar de recibir estos avisos:');
	});

	it('refund: the same, with the rectifying invoice attached', () => {
		expect(refundMail?.subject).toMatch(/^Te hemos devuelto 19,90\s€$/);
		if (refundMail) expectWellMade(refundMail);
		expect(refundMail?.text).toMatch(/factura rectificativa R\d{4}-\d{5}/);
		expect(refundMail?.text).toMatch(/Rectifica la factura: F\d{4}-\d{5}/);
		expect(refundMail?.attachments?.[0]?.filename).toMatch(/^factura-R\d{4}-\d{5}\.pdf$/);
	});

	function expectWellMade(mail: MailMessage) {
		expect(mail.subject.trim()).not.toBe('');
		for (const part of [mail.subject, mail.text, mail.html]) {
			expect(part).not.toMatch(/\bNA\b|\{\{|undefined/);
		}
		expect(mail.text.length).toBeGreaterThan(60);
		expect(mail.text).not.toMatch(/<(p|div|table|a|br)\b/i);
		expect(mail.html).toMatch(/^<!doctype html>/i);
		expect(mail.html).toContain('<html lang="es"');
		const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
		expect(links.length).toBeGreaterThan(0);
		for (const link of links) expect(link.startsWith(`${SITE}/`), link).toBe(true);
		// The same links are in the text part, for mail apps that show no HTML.
		for (const link of links.filter((href) => href !== `${SITE}/`)) {
			expect(mail.text).toContain(link.replaceAll('&amp;', '&'));
		}
	}

	it('confirms a purchase with what was paid and until when', () => {
		const mail = sent.get('purchase');
		expect(mail?.subject).toBe('Gracias por tu compra: Plan Profesional mensual');
		// formatMoney writes a no-break space before €.
		expect(mail?.text).toMatch(/Importe pagado: 19,90\s€/);
		expect(mail?.text).toMatch(/Acceso: hasta el \d{1,2} de \w+ de \d{4}/);
		expect(mail?.text).toMatch(/Factura: F\d{4}-\d{5}/);
		expect(mail?.attachments?.map((file) => file.contentType)).toEqual(['application/pdf']);
	});

	it('sends the invoice of a renewal with its PDF, and only those two mails carry one', () => {
		const mail = sent.get('invoice');
		expect(mail?.subject).toBe('Tu Plan Profesional mensual se ha renovado');
		expect(mail?.text).toMatch(/Te adjuntamos la factura F\d{4}-\d{5} en PDF/);
		expect(mail?.attachments?.[0]?.filename).toMatch(/^factura-F\d{4}-\d{5}\.pdf$/);
		for (const template of templates.filter((name) => name !== 'purchase' && name !== 'invoice')) {
			expect(sent.get(template)?.attachments, template).toBeUndefined();
		}
	});

	it('tells a trial what it pays today, when the first charge comes and how to cancel', () => {
		expect(trialMail?.subject).toBe('Tu prueba gratuita de Liceo Campus ha empezado');
		expect(trialMail?.text).toMatch(/Hoy pagas: 0\s€/);
		expect(trialMail?.text).toMatch(/Primer cargo: 19,90\s€ · \d{1,2} de \w+ de \d{4}/);
		expect(trialMail?.text).toContain('Puedes cancelar cuando quieras desde Mis suscripciones');
		expect(trialMail?.html).toContain('href="https://campus.test/aula/mis-suscripciones"');
		expect(trialMail?.text).not.toMatch(/\bNA\b|\{\{|undefined/);
	});

	it('gives each learning mail its dates and the link to the itinerary or the report', () => {
		const link = /https:\/\/campus\.test\/dashboard#itinerario-\d+/;
		const assigned = sent.get('itinerary-assigned');
		expect(assigned?.subject).toBe('Tienes un itinerario nuevo: Acogida <de invierno>');
		expect(assigned?.text).toMatch(/: Ya disponible\n/);
		expect(assigned?.text).toMatch(/Fecha límite: \d{1,2} de \w+ de \d{4}/);
		expect(assigned?.text).toMatch(link);
		expect(assigned?.html).toContain('Acogida &lt;de invierno&gt;');
		expect(sent.get('course-opens')?.subject).toMatch(/^Hoy se abre «.+»$/);
		expect(sent.get('course-opens')?.text).toMatch(/https:\/\/campus\.test\/aula\/curso\/\S+/);
		expect(sent.get('itinerary-deadline')?.subject).toBe(
			'Quedan 3 días para terminar «Acogida <de invierno>»',
		);
		expect(sent.get('itinerary-deadline')?.text).toContain('Te faltan 2 de 2 cursos por completar');
		expect(sent.get('itinerary-overdue')?.subject).toMatch(
			/^El plazo de «Acogida <de invierno>» terminó el \d{1,2} de \w+ de \d{4}$/,
		);
		for (const template of ['itinerary-deadline', 'itinerary-overdue'] as const) {
			expect(sent.get(template)?.text).toMatch(link);
		}
		const digest = sent.get('team-digest');
		expect(digest?.subject).toMatch(/^Resumen semanal de formación de Farmacia /);
		expect(digest?.text).toMatch(
			/«Acogida <de invierno>», hasta el .+: 0 de 2 personas lo han terminado\./,
		);
		expect(digest?.text).toMatch(
			/https:\/\/campus\.test\/aula\/informes\?pharmacyId=\d+&itineraryId=\d+/,
		);
	});

	it('tells a failed renewal what it owes, until when access lasts and where to update the card', () => {
		const mail = sent.get('payment-failed');
		expect(mail?.subject).toBe('No hemos podido cobrar tu Plan Profesional mensual');
		expect(mail?.text).toMatch(/Importe pendiente: 19,90\s€/);
		expect(mail?.text).toMatch(
			/Sigues teniendo acceso a todo hasta el \d{1,2} de \w+ de \d{4}\. Si para entonces no hemos podido cobrar, tu suscripción se cancelará/,
		);
		expect(mail?.html).toMatch(
			/href="https:\/\/campus\.test\/aula\/mis-suscripciones\/tarjeta\?eid=\d+"/,
		);
	});

	it('escapes what people typed in the HTML part and keeps it as typed in the text part', () => {
		const mail = sent.get('support-request');
		expect(mail?.html).toContain('&lt;b&gt;de ayer&lt;/b&gt;');
		expect(mail?.html).not.toContain('<b>de ayer</b>');
		expect(mail?.text).toContain('<b>de ayer</b>');
	});

	it('sends replies to the person who wrote, not to the unattended sender', () => {
		expect(sent.get('plan-request')?.replyTo).toBe('marta.plantillas@farmacia.es');
		expect(sent.get('support-request')?.replyTo).toMatch(/@/);
		expect(sent.get('welcome')?.replyTo).toBeUndefined();
	});
});

/** The invoices of the account with `email`, oldest first. */
function listInvoicesOf(db: DatabaseHandle['db'], email: string) {
	return db
		.select({ id: invoices.id })
		.from(invoices)
		.innerJoin(users, eq(users.id, invoices.userId))
		.where(eq(users.email, email))
		.orderBy(asc(invoices.id));
}
