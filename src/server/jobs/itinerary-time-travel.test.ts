/**
 * An itinerary in time travel (issue #18): the campus clock ticks with an injected `now`, as the
 * worker would, from its publication (each person it reaches told, with its dates; someone who
 * joins the team later too) through the day a course opens (from 08:00 in Madrid, once, not the
 * day before), the owner's Monday digest (who finished, who is behind), the reminder three days
 * before the deadline and the overdue notice the day after it, each only to whoever has not
 * completed the itinerary by then. Every tick replayed sends nothing more.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../../tests/factories/catalogue';
import { createPharmacyTeam, type Person } from '../../../tests/factories/pharmacies';
import { createUser } from '../../../tests/factories/users';
import { login } from '../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../tests/setup/test-db';
import { runJobs } from '../../../tests/setup/test-jobs';
import type { App } from '../app';
import type { AppDeps } from '../context';
import type { DatabaseHandle } from '../db/client';
import { rebuildCourseProgress } from '../db/queries/course-progress';
import { certificates, courses, itemProgress, users } from '../db/schema';
import { createMemoryMailer } from '../services/mail';
import { enqueueDueChores } from './clock';

/** Demo catalogue courses (src/server/db/seed-data). */
const COURSE_A = 1001;
const COURSE_B = 2002;
/** Madrid is UTC+1 all through: `madrid('2026-12-01', 8, 30)` is 08:30 there. */
const madrid = (day: string, hour: number, minute = 0) =>
	new Date(Date.UTC(...dayParts(day), hour - 1, minute));
function dayParts(day: string): [number, number, number] {
	const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
	return [year, month - 1, date];
}

describe.each(databaseKinds)('an itinerary over time on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let clock = madrid('2026-11-26', 11);
	const mailer = createMemoryMailer();
	const ticks: Date[] = [];

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});

	/** The clock's tick at `moment`, the worker doing what it enqueued: the mails it sent. */
	async function tick(moment: Date) {
		clock = moment;
		ticks.push(moment);
		const before = mailer.sent.length;
		await enqueueDueChores(deps);
		await runJobs(deps);
		return sentSince(before);
	}

	/** The people of the test's own teams: the seed's demo pharmacy has itineraries too. */
	const watched = new Set<string>();
	const watch = (...people: Person[]) => {
		for (const person of people) watched.add(person.user.email);
	};

	/**
	 * Mails sent to the watched people after the `before`-th, as "to: subject", sorted: one
	 * moment's go in any order.
	 */
	function sentSince(before: number): string[] {
		return mailer.sent
			.slice(before)
			.filter((mail) => watched.has(mail.to))
			.map((mail) => `${mail.to}: ${mail.subject}`)
			.sort();
	}

	function lastMailTo(email: string, subject: string) {
		const mail = mailer.sent.findLast((sent) => sent.to === email && sent.subject === subject);
		if (!mail) throw new Error(`no "${subject}" to ${email}`);
		return mail;
	}

	/** Every item of the course completed at `at`, as the progress services leave it. */
	async function complete(person: Person, courseId: number, at: Date) {
		const items = await catalogueItems(handle.db, { courseId });
		await handle.db.insert(itemProgress).values(
			items.map((item) => ({
				userId: person.user.id,
				itemId: item.id,
				completedAt: at,
				updatedAt: at,
			})),
		);
		await rebuildCourseProgress(handle.db, [person.user.id]);
		const [course] = await handle.db.select().from(courses).where(eq(courses.id, courseId));
		await handle.db.insert(certificates).values({
			code: randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase(),
			userId: person.user.id,
			courseId,
			holderName: `${person.user.name} ${person.user.lastName}`,
			courseName: course?.name ?? '',
			categoryName: 'Dermofarmacia',
			minutes: course?.durationMinutes ?? 5,
			issuedAt: at,
		});
	}

	async function named(person: Person, name: string, lastName: string): Promise<Person> {
		await handle.db.update(users).set({ name, lastName }).where(eq(users.id, person.user.id));
		return { ...person, user: { ...person.user, name, lastName } };
	}

	async function post(person: Person, path: string, body: unknown) {
		const fresh = await login(app, person.user.email, person.user.password);
		const res = await call(app, 'POST', `/api/${path}`, {
			token: fresh.body.data.token.access_token as string,
			body,
		});
		expect(res.status, res.text).toBe(200);
		return res.body.data as Record<string, { id: number }>;
	}

	it('tells each person of the itinerary, on the day, once, and only those who have not completed it', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 2 });
		const owner = await named(team.owner, 'Olga', 'Titular');
		const [first, second] = team.members;
		if (!first || !second) throw new Error('missing members');
		const ana = await named(first, 'Ana', 'Ruiz');
		const ben = await named(second, 'Benito', 'Sanz');
		watch(owner, ana, ben);
		const pharmacy = team.pharmacy.name;
		const courseNames = new Map(
			(
				await handle.db
					.select({ id: courses.id, name: courses.name })
					.from(courses)
					.where(inArray(courses.id, [COURSE_A, COURSE_B]))
			).map((row) => [row.id, row.name]),
		);
		const courseB = courseNames.get(COURSE_B) ?? '';

		// Thursday 26 November: the owner publishes; course B opens on 1 December, the deadline is
		// the 11th. Its members are told; the owner, who published it, is not.
		const name = `Acogida de invierno ${kind}`;
		const created = await post(owner, 'itineraries/createItinerary', {
			owner: { pharmacyId: team.pharmacy.id },
			name,
		});
		const id = created.createItinerary?.id;
		await post(owner, 'itineraries/updateItinerary', {
			id,
			endsOn: '2026-12-11',
			courses: [
				{ courseId: COURSE_A, opensOn: null },
				{ courseId: COURSE_B, opensOn: '2026-12-01' },
			],
			pharmacyIds: [team.pharmacy.id],
		});
		await post(owner, 'itineraries/publishItinerary', { id });
		const assigned = `Tienes un itinerario nuevo: ${name}`;
		expect(await tick(madrid('2026-11-26', 11, 1))).toEqual(
			[ana, ben].map((person) => `${person.user.email}: ${assigned}`).sort(),
		);
		const toAna = lastMailTo(ana.user.email, assigned);
		expect(toAna.text).toContain(`${pharmacy} te ha asignado el itinerario «${name}»`);
		expect(toAna.text).toContain(`${courseNames.get(COURSE_A) ?? ''}: Ya disponible`);
		expect(toAna.text).toContain(`${courseB}: Se abre el 1 de diciembre de 2026`);
		expect(toAna.text).toContain('Fecha límite: 11 de diciembre de 2026');
		expect(toAna.text).toContain(`https://campus.test/dashboard#itinerario-${String(id)}`);
		expect(await tick(madrid('2026-11-26', 12))).toEqual([]);

		// Ana completes course A on the 27th.
		await complete(ana, COURSE_A, madrid('2026-11-27', 18));
		expect(await tick(madrid('2026-11-27', 19))).toEqual([]);

		// Monday 30 November: nothing before 08:00 in Madrid, then the owner's digest.
		const digest = `Resumen semanal de formación de ${pharmacy}`;
		expect(await tick(madrid('2026-11-30', 7, 30))).toEqual([]);
		expect(await tick(madrid('2026-11-30', 8, 30))).toEqual([`${owner.user.email}: ${digest}`]);
		const monday = lastMailTo(owner.user.email, digest);
		expect(monday.text).toContain(
			`«${name}», hasta el 11 de diciembre de 2026: 0 de 3 personas lo han terminado.`,
		);
		// Ana has done all that is open to her; the others have not.
		expect(monday.text).toContain(
			'Van por detrás, con cursos ya abiertos sin completar: Benito Sanz (0 de 2 cursos) y Olga Titular (0 de 2 cursos).',
		);
		expect(monday.text).toContain(
			`https://campus.test/aula/informes?pharmacyId=${String(team.pharmacy.id)}&itineraryId=${String(id)}`,
		);
		// The evening before course B opens, and its first hours: nothing yet.
		for (const moment of [madrid('2026-11-30', 23, 30), madrid('2026-12-01', 0, 30)]) {
			expect(await tick(moment)).toEqual([]);
		}

		// Tuesday 1 December, 08:30: course B opens, for everyone who has not completed it.
		const opens = `Hoy se abre «${courseB}»`;
		expect(await tick(madrid('2026-12-01', 8, 30))).toEqual(
			[ana, ben, owner].map((person) => `${person.user.email}: ${opens}`).sort(),
		);
		expect(lastMailTo(ben.user.email, opens).text).toContain(
			'Desde hoy, 1 de diciembre de 2026, ya puedes hacer este curso de tu itinerario:',
		);
		for (const moment of [madrid('2026-12-01', 9, 30), madrid('2026-12-01', 20)]) {
			expect(await tick(moment)).toEqual([]);
		}

		// Wednesday 2 December: Ana completes course B; Carla joins the team and is told of it.
		await complete(ana, COURSE_B, madrid('2026-12-02', 10));
		clock = madrid('2026-12-02', 11);
		const invited = 'carla.viaje@farmacia.es';
		await post(owner, 'pharmacy/inviteMember', { pharmacyId: team.pharmacy.id, email: invited });
		await runJobs(deps);
		const link = /invitacion=([\w%-]+)/.exec(
			mailer.sent.findLast((m) => m.to === invited)?.text ?? '',
		);
		const carlaUser = await createUser(handle.db, {
			email: invited,
			name: 'Carla',
			lastName: 'Vidal',
		});
		const carla: Person = { user: carlaUser, token: '' };
		watch(carla);
		const before = mailer.sent.length;
		await post(carla, 'pharmacy/acceptInvitation', { token: decodeURIComponent(link?.[1] ?? '') });
		await runJobs(deps);
		expect(sentSince(before)).toEqual(
			[
				`${invited}: ${assigned}`,
				`${owner.user.email}: Carla Vidal se ha unido al equipo de ${pharmacy}`,
			].sort(),
		);
		expect(lastMailTo(invited, assigned).text).toContain(`${courseB}: Ya disponible`);
		expect(await tick(madrid('2026-12-02', 12))).toEqual([]);

		// Monday 7 December: Ana has finished; the others are behind.
		expect(await tick(madrid('2026-12-07', 9))).toEqual([`${owner.user.email}: ${digest}`]);
		const secondDigest = lastMailTo(owner.user.email, digest);
		expect(secondDigest.text).toContain('1 de 4 personas lo han terminado.');
		expect(secondDigest.text).toContain('Han terminado: Ana Ruiz.');
		expect(secondDigest.text).toContain(
			'Van por detrás, con cursos ya abiertos sin completar: Benito Sanz (0 de 2 cursos), Carla Vidal (0 de 2 cursos) y Olga Titular (0 de 2 cursos).',
		);

		// Tuesday 8 December, three days before the deadline: everyone but Ana.
		const soon = `Quedan 3 días para terminar «${name}»`;
		expect(await tick(madrid('2026-12-08', 7))).toEqual([]);
		expect(await tick(madrid('2026-12-08', 8, 5))).toEqual(
			[ben, carla, owner].map((person) => `${person.user.email}: ${soon}`).sort(),
		);
		const toBen = lastMailTo(ben.user.email, soon);
		expect(toBen.text).toContain(
			`El itinerario «${name}» que te asignó ${pharmacy} termina el 11 de diciembre de 2026. Te faltan 2 de 2 cursos por completar:`,
		);
		for (const moment of [madrid('2026-12-08', 15), madrid('2026-12-09', 9)]) {
			expect(await tick(moment)).toEqual([]);
		}

		// Benito catches up on the 10th; on the deadline itself nothing is sent.
		await complete(ben, COURSE_A, madrid('2026-12-10', 10));
		await complete(ben, COURSE_B, madrid('2026-12-10', 11));
		for (const moment of [
			madrid('2026-12-10', 12),
			madrid('2026-12-11', 9),
			madrid('2026-12-11', 23),
		]) {
			expect(await tick(moment)).toEqual([]);
		}

		// Saturday 12 December, the day after: the overdue notice, once, to who still has not.
		const overdue = `El plazo de «${name}» terminó el 11 de diciembre de 2026`;
		expect(await tick(madrid('2026-12-12', 9))).toEqual(
			[carla, owner].map((person) => `${person.user.email}: ${overdue}`).sort(),
		);
		expect(lastMailTo(invited, overdue).text).toContain(
			`Todavía puedes hacerlos desde el campus: ${pharmacy} verá en sus informes cuándo los completas.`,
		);
		for (const moment of [madrid('2026-12-12', 18), madrid('2026-12-13', 9)]) {
			expect(await tick(moment)).toEqual([]);
		}

		// Every tick again, in order: each mail was decided once.
		const sent = mailer.sent.length;
		for (const moment of [...ticks]) await tick(moment);
		expect(mailer.sent.length).toBe(sent);
	});

	it('sends nothing once the itinerary is back in draft, and no digest without one published', async () => {
		clock = madrid('2026-12-14', 7);
		const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		const created = await post(team.owner, 'itineraries/createItinerary', {
			owner: { pharmacyId: team.pharmacy.id },
			name: `Vuelta a borrador ${kind}`,
		});
		const id = created.createItinerary?.id;
		await post(team.owner, 'itineraries/updateItinerary', {
			id,
			endsOn: '2026-12-17',
			courses: [{ courseId: COURSE_B, opensOn: '2026-12-14' }],
			pharmacyIds: [team.pharmacy.id],
		});
		await post(team.owner, 'itineraries/publishItinerary', { id });
		// Moved back to draft before its mails went: none of them goes.
		await post(team.owner, 'itineraries/moveToDraft', { id, word: 'CONFIRMAR' });
		watched.clear();
		watch(team.owner, ...team.members);
		expect(await tick(madrid('2026-12-14', 7, 1))).toEqual([]);
		// Monday at 09:00, the day its course opens and three days before its deadline.
		expect(await tick(madrid('2026-12-14', 9))).toEqual([]);
	});
});
