/**
 * Which non-essential mails a person receives (issue #18): mi-perfil's preferences
 * (`POST /profile/getMailPreferences`, `/profile/updateMailPreferences`, behind a session) and the
 * one-click unsubscribe of a mail (`POST /mail/unsubscribe`, RFC 8058: posted by mail providers with
 * no session and no client key, the signed address saying who). Every refusal leaves the
 * preferences as they were; a mail with a topic carries the link and the headers, others do not.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPharmacyTeam, type Person } from '../../../../tests/factories/pharmacies';
import { createUser } from '../../../../tests/factories/users';
import { buyPlan, PHARMACY_BILLING } from '../../../../tests/setup/purchase-calls';
import { runJobs } from '../../../../tests/setup/test-jobs';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { mailOptOuts, users } from '../../db/schema';
import { enqueueDueChores } from '../../jobs/clock';
import { renderMail } from '../../mail/layout';
import { createMemoryMailer } from '../../services/mail';
import { unsubscribeLinks } from '../../services/mail-preferences';

const NOW = new Date('2026-11-22T10:00:00Z');
/** Thursday 26 November 2026, 11:00 in Madrid. */
const THURSDAY = new Date('2026-11-26T10:00:00Z');
/** Plan Farmacia XL, monthly (its own itineraries), and a demo course (seed data). */
const PHARMACY_XL_MONTHLY = 321;
const COURSE = 1001;
const ALL_ON = { learning_reminders: true, team_digest: true };

describe.each(databaseKinds)('mail preferences on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let clock = NOW;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});

	async function person() {
		const user = await createUser(handle.db);
		const res = await login(app, user.email, user.password);
		return { user, token: res.body.data.token.access_token as string };
	}

	const get = (token: string) =>
		call(app, 'POST', '/api/profile/getMailPreferences', { token, body: {} });
	const update = (token: string | undefined, body: unknown) =>
		call(app, 'POST', '/api/profile/updateMailPreferences', {
			...(token ? { token } : {}),
			body,
		});

	async function optedOut(userId: number) {
		const rows = await handle.db
			.select({ topic: mailOptOuts.topic, at: mailOptOuts.createdAt })
			.from(mailOptOuts)
			.where(eq(mailOptOuts.userId, userId));
		return rows.map((row) => row.topic).sort();
	}

	/** What a mail provider posts to the `List-Unsubscribe` address: a form, no key, no session. */
	const oneClick = (url: string) =>
		call(app, 'POST', new URL(url).pathname + new URL(url).search, {
			form: { 'List-Unsubscribe': 'One-Click' },
			headers: { pcek: '' },
		});

	it('receives every topic until told otherwise, and saves each switch', async () => {
		const { user, token } = await person();
		expect((await get(token)).body).toEqual({ ok: true, data: { getMailPreferences: ALL_ON } });

		const off = await update(token, { learning_reminders: false, team_digest: true });
		expect(off.status, off.text).toBe(200);
		expect(off.body.data.updateMailPreferences).toEqual({
			learning_reminders: false,
			team_digest: true,
		});
		expect(await optedOut(user.id)).toEqual(['learning-reminders']);

		await update(token, { learning_reminders: true, team_digest: false });
		expect((await get(token)).body.data.getMailPreferences).toEqual({
			learning_reminders: true,
			team_digest: false,
		});
		expect(await optedOut(user.id)).toEqual(['team-digest']);
	});

	it('refuses without a session or with a partial body, changing nothing', async () => {
		const { user, token } = await person();
		await update(token, { learning_reminders: false, team_digest: true });

		const anonymous = await update(undefined, ALL_ON);
		expect(anonymous.status).toBe(401);
		for (const body of [{ learning_reminders: true }, { ...ALL_ON, team_digest: 'yes' }, []]) {
			const refused = await update(token, body);
			expect(refused.status, JSON.stringify(body)).toBe(400);
			expect(refused.body.ok).toBe(false);
		}
		expect(await optedOut(user.id)).toEqual(['learning-reminders']);
	});

	it('switches a topic off with the one-click address of a mail, once, for that person only', async () => {
		const { user, token } = await person();
		const { user: other } = await person();
		const links = unsubscribeLinks(deps.config, user.id, 'team-digest', NOW);
		expect(links.oneClickUrl).toMatch(
			/^https:\/\/campus\.test\/api\/mail\/unsubscribe\?topic=team-digest&/,
		);
		expect(links.pageUrl).toMatch(/^https:\/\/campus\.test\/baja-de-avisos\?topic=team-digest&/);

		const first = await oneClick(links.oneClickUrl);
		expect(first.status, first.text).toBe(200);
		expect(first.body).toEqual({ ok: true, data: { unsubscribe: { topic: 'team-digest' } } });
		// A provider that posts twice, or a person who clicks again: still done, one row.
		expect((await oneClick(links.oneClickUrl)).status).toBe(200);
		expect(await optedOut(user.id)).toEqual(['team-digest']);
		expect((await get(token)).body.data.getMailPreferences).toEqual({
			learning_reminders: true,
			team_digest: false,
		});
		expect(await optedOut(other.id)).toEqual([]);
	});

	it('refuses an altered, foreign or expired link, changing nothing', async () => {
		const { user } = await person();
		const { user: other } = await person();
		const url = new URL(
			unsubscribeLinks(deps.config, user.id, 'learning-reminders', NOW).oneClickUrl,
		);
		/** The link with `name` set to `value`, or left out when `value` is null. */
		const altered = (name: string, value: string | null) => {
			const copy = new URL(url);
			if (value === null) copy.searchParams.delete(name);
			else copy.searchParams.set(name, value);
			return copy.toString();
		};
		const refusals = [
			altered('uid', String(other.id)),
			altered('topic', 'team-digest'),
			altered('topic', 'receipts'),
			altered('topic', null),
			altered('sig', 'x'.repeat(43)),
			altered('sig', null),
			altered('exp', String(Number(url.searchParams.get('exp')) + 1)),
		];
		for (const link of refusals) {
			const refused = await oneClick(link);
			expect(refused.status, link).toBe(404);
			expect(refused.body.result).toBe('unsubscribe_inv');
		}

		clock = new Date(NOW.getTime() + 366 * 24 * 3_600_000);
		try {
			const expired = await oneClick(url.toString());
			expect(expired.status).toBe(403);
			expect(expired.body).toMatchObject({ ok: false, result: 'unsubscribe_exp' });
			expect(expired.body.msg).toContain('Mi perfil');
		} finally {
			clock = NOW;
		}
		expect(await optedOut(user.id)).toEqual([]);
		expect(await optedOut(other.id)).toEqual([]);
	});

	it('writes nothing for an account deleted since the mail went', async () => {
		const { user } = await person();
		const link = unsubscribeLinks(deps.config, user.id, 'team-digest', NOW).oneClickUrl;
		await handle.db.delete(users).where(eq(users.id, user.id));
		const answer = await oneClick(link);
		expect(answer.status).toBe(200);
		expect(await optedOut(user.id)).toEqual([]);
	});
});

describe.each(databaseKinds)('switched-off topics over time on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let clock = THURSDAY;
	const mailer = createMemoryMailer();

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});

	/** The campus clock's tick at `moment` and the worker doing what it enqueued. */
	async function tick(moment: Date) {
		clock = moment;
		await enqueueDueChores(deps);
		await runJobs(deps);
	}

	async function tokenOf(person: Person) {
		const fresh = await login(app, person.user.email, person.user.password);
		return fresh.body.data.token.access_token as string;
	}

	async function post(person: Person, path: string, body: unknown) {
		const res = await call(app, 'POST', `/api/${path}`, { token: await tokenOf(person), body });
		expect(res.status, res.text).toBe(200);
		return res.body.data as Record<string, { id: number }>;
	}

	const subjectsTo = (person: Person) =>
		mailer.sent.filter((mail) => mail.to === person.user.email).map((mail) => mail.subject);

	it('sends no reminder or digest to who switched them off, and still every receipt', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: null, members: 1 });
		const { owner } = team;
		const [member] = team.members;
		if (!member) throw new Error('no member');
		await post(owner, 'profile/updateMailPreferences', {
			learning_reminders: false,
			team_digest: false,
		});

		// A receipt: the owner buys the team's plan, and its confirmation and invoice go.
		await buyPlan(app, await tokenOf(owner), PHARMACY_XL_MONTHLY, { billing: PHARMACY_BILLING });
		const created = await post(owner, 'itineraries/createItinerary', {
			owner: { pharmacyId: team.pharmacy.id },
			name: 'Acogida de diciembre',
		});
		const id = created.createItinerary?.id;
		await post(owner, 'itineraries/updateItinerary', {
			id,
			endsOn: '2026-11-30',
			courses: [{ courseId: COURSE, opensOn: null }],
			pharmacyIds: [team.pharmacy.id],
		});
		await post(owner, 'itineraries/publishItinerary', { id });
		await tick(THURSDAY);
		// Friday, three days before the deadline; Monday, the digest; Tuesday, overdue.
		for (const day of ['2026-11-27', '2026-11-30', '2026-12-01']) {
			await tick(new Date(`${day}T09:30:00Z`));
		}

		const receipt = subjectsTo(owner);
		expect(receipt).toHaveLength(1);
		expect(receipt[0]).toMatch(/^Gracias por tu compra: /);
		const confirmation = mailer.sent.find((mail) => mail.to === owner.user.email);
		expect(confirmation?.attachments?.[0]?.contentType).toBe('application/pdf');
		expect(confirmation?.headers).toBeUndefined();

		// The member who kept them gets each, with the one-click headers.
		expect(subjectsTo(member)).toEqual([
			'Tienes un itinerario nuevo: Acogida de diciembre',
			'Quedan 3 días para terminar «Acogida de diciembre»',
			expect.stringMatching(/^El plazo de «Acogida de diciembre» terminó el /),
		]);
		for (const mail of mailer.sent.filter((sent) => sent.to === member.user.email)) {
			expect(mail.headers?.['List-Unsubscribe']).toMatch(/topic=learning-reminders&/);
		}

		// Switched on again, the next one goes.
		await post(owner, 'profile/updateMailPreferences', {
			learning_reminders: true,
			team_digest: true,
		});
		await tick(new Date('2026-12-07T09:30:00Z'));
		expect(subjectsTo(owner).slice(1)).toEqual([
			expect.stringMatching(/^Resumen semanal de formación de /),
		]);
	});
});

describe('the unsubscribe parts of a mail', () => {
	const content = {
		to: 'ana@farmacia.es',
		subject: 'Tu itinerario',
		preview: 'Empieza hoy',
		greeting: 'Hola, Ana:',
		paragraphs: ['Tienes un curso nuevo.'],
	};
	const links = {
		pageUrl: 'https://campus.test/baja-de-avisos?topic=learning-reminders&exp=1&uid=7&sig=abc',
		oneClickUrl:
			'https://campus.test/api/mail/unsubscribe?topic=learning-reminders&exp=1&uid=7&sig=abc',
	};

	it('gives a mail with a topic the RFC 8058 headers and a link in both parts', async () => {
		const mail = await renderMail(content, 'https://campus.test', links);
		expect(mail.headers).toEqual({
			'List-Unsubscribe': `<${links.oneClickUrl}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		});
		expect(mail.html).toContain(`href="${links.pageUrl.replaceAll('&', '&amp;')}"`);
		expect(mail.html).toContain('Dejar de recibir estos avisos');
		expect(mail.text).toContain(`Dejar de recibir estos avisos:\n${links.pageUrl}`);
	});

	it('gives a mail without one neither', async () => {
		const mail = await renderMail(content, 'https://campus.test');
		expect(mail.headers).toBeUndefined();
		expect(mail.html).not.toContain('baja-de-avisos');
		expect(mail.text).not.toContain('Dejar de recibir');
	});
});
