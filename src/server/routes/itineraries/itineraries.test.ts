/**
 * The itinerary manager (issue #7): creating (unique names per owner whatever the case, also
 * under concurrent creation; from a template), each wizard step saved as a draft, the courses an
 * owner may use (the catalogue and their own training, never another pharmacy's), assignments
 * kept inside the owner's scope, publishing and its conditions, moving to draft and deleting with
 * the typed word, duplicating, templates, the preview as a member sees it, search without
 * accents, and the authorisation matrix on every call: refusals answer 401/403/404 and change
 * nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	createOutsider,
	createPharmacyGroup,
	createPharmacyTeam,
	type Person,
} from '../../../../tests/factories/pharmacies';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { demoPharmacyItinerary, seedDemoItineraries } from '../../db/seed-data/itineraries';
import {
	courses,
	itineraries,
	itineraryCourses,
	itineraryMembers,
	itineraryPharmacies,
} from '../../db/schema';

/** 11:00 in Madrid on Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T10:00:00Z');
/** Demo catalogue courses (src/server/db/seed-data): two open ones and one the trial excludes. */
const COURSE_A = 1001;
const COURSE_B = 2002;
const DEMO_EXCLUDED = 1005;

type Team = Awaited<ReturnType<typeof createPharmacyTeam>>;

describe.each(databaseKinds)('itinerary manager on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock: Date;
	let xl: Team;
	let other: Team;
	let large: Team;
	let grouped: Awaited<ReturnType<typeof createPharmacyGroup>>;
	let outsider: Person;
	let ownTraining: number;
	let otherTraining: number;
	let names = 0;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		clock = NOW;
		xl = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 2 });
		other = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		large = await createPharmacyTeam(handle.db, app, { size: 'L', members: 1 });
		grouped = await createPharmacyGroup(handle.db, app, { pharmacies: 2, membersEach: 1 });
		outsider = await createOutsider(handle.db, app);
		ownTraining = await insertOwnTraining(xl.pharmacy.id, 'Protocolo de acogida de la Farmacia');
		otherTraining = await insertOwnTraining(other.pharmacy.id, 'Formación interna ajena');
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	async function insertOwnTraining(pharmacyId: number, name: string): Promise<number> {
		const [row] = await handle.db
			.insert(courses)
			.values({
				path: `formacion-propia-${pharmacyId}-${Date.now()}`,
				name,
				categoryId: 1,
				description: 'Vídeo de la farmacia',
				pharmacyId,
				createdOn: '2026-11-01',
				updatedOn: '2026-11-01',
			})
			.returning({ id: courses.id });
		if (!row) throw new Error('no course');
		return row.id;
	}

	function member(team: Team, index = 0): Person {
		const person = team.members[index];
		if (!person) throw new Error('missing member');
		return person;
	}

	/** A new access token on the test clock, for tests that move the clock past the first one's. */
	async function fresh(person: Person): Promise<Person> {
		const res = await login(app, person.user.email, person.user.password);
		return { ...person, token: res.body.data.token.access_token as string };
	}

	function post(path: string, caller: Person | null, body: unknown = {}) {
		return call(app, 'POST', `/api/itineraries/${path}`, {
			body,
			...(caller ? { token: caller.token } : {}),
		});
	}

	function uniqueName(base = 'Itinerario'): string {
		names += 1;
		return `${base} ${kind} ${names}`;
	}

	async function create(
		caller: Person,
		owner: { pharmacyId: number } | { groupId: number },
		extra: Record<string, unknown> = {},
	) {
		const res = await post('createItinerary', caller, { owner, name: uniqueName(), ...extra });
		expect(res.status, JSON.stringify(res.body)).toBe(200);
		return res.body.data.createItinerary as { id: number; name: string };
	}

	/** A draft of `xl` with two courses and its pharmacy assigned: ready to publish. */
	async function publishable(team: Team = xl) {
		const itinerary = await create(team.owner, { pharmacyId: team.pharmacy.id });
		const res = await post('updateItinerary', team.owner, {
			id: itinerary.id,
			courses: [
				{ courseId: COURSE_A, opensOn: null },
				{ courseId: COURSE_B, opensOn: '2026-12-01' },
			],
			pharmacyIds: [team.pharmacy.id],
		});
		expect(res.status, JSON.stringify(res.body)).toBe(200);
		return itinerary;
	}

	/** Every itinerary row with its courses and assignments, to prove a refusal changed nothing. */
	async function snapshot() {
		const [rows, courseRows, pharmacyRows, memberRows] = await Promise.all([
			handle.db.select().from(itineraries).orderBy(asc(itineraries.id)),
			handle.db
				.select()
				.from(itineraryCourses)
				.orderBy(asc(itineraryCourses.itineraryId), asc(itineraryCourses.position)),
			handle.db
				.select()
				.from(itineraryPharmacies)
				.orderBy(asc(itineraryPharmacies.itineraryId), asc(itineraryPharmacies.pharmacyId)),
			handle.db
				.select()
				.from(itineraryMembers)
				.orderBy(asc(itineraryMembers.itineraryId), asc(itineraryMembers.userId)),
		]);
		return JSON.stringify({ rows, courseRows, pharmacyRows, memberRows });
	}

	describe('creating and naming', () => {
		it('creates a draft for the owner and lists it with its counts, beside the campus templates', async () => {
			const name = uniqueName('Acogida');
			const res = await post('createItinerary', xl.owner, {
				owner: { pharmacyId: xl.pharmacy.id },
				name,
				description: 'Para quien empieza',
			});
			expect(res.status).toBe(200);
			const created = res.body.data.createItinerary;
			expect(created).toMatchObject({
				name,
				description: 'Para quien empieza',
				status: 'draft',
				owner: { kind: 'pharmacy', id: xl.pharmacy.id, name: xl.pharmacy.name },
				courses: [],
				pharmacyIds: [],
				userIds: [],
				readOnly: false,
			});
			const [row] = await handle.db
				.select()
				.from(itineraries)
				.where(eq(itineraries.id, created.id));
			expect(row).toMatchObject({ pharmacyId: xl.pharmacy.id, groupId: null });
			expect(row?.createdByUserId).toBe(xl.owner.user.id);

			const list = (await post('listItineraries', xl.owner, {})).body.data.listItineraries;
			expect(list.itineraries).toContainEqual(
				expect.objectContaining({ id: created.id, status: 'draft', courses: 0, assignees: 0 }),
			);
			const campus = list.templates.filter(
				(template: { owner: { kind: string } }) => template.owner.kind === 'campus',
			);
			expect(campus.map((template: { name: string }) => template.name).sort()).toEqual([
				'Bienvenida al mostrador',
				'Consejo en resfriado y gripe',
				'Dermofarmacia de temporada',
			]);
			expect(list.owners).toEqual([
				{ kind: 'pharmacy', id: xl.pharmacy.id, name: xl.pharmacy.name },
			]);
		});

		it('refuses a name the owner already uses, whatever its case, but not another owner', async () => {
			const name = uniqueName('Plan de invierno');
			await create(xl.owner, { pharmacyId: xl.pharmacy.id }, { name });
			const before = await snapshot();
			const twin = await post('createItinerary', xl.owner, {
				owner: { pharmacyId: xl.pharmacy.id },
				name: `  ${name.toUpperCase()} `,
			});
			expect(twin.status).toBe(409);
			expect(twin.body).toEqual({
				ok: false,
				result: 'itn_dup',
				msg: 'Ya existe un itinerario con ese nombre',
			});
			expect(await snapshot()).toBe(before);

			const elsewhere = await post('createItinerary', other.owner, {
				owner: { pharmacyId: other.pharmacy.id },
				name,
			});
			expect(elsewhere.status).toBe(200);

			const renamed = await create(xl.owner, { pharmacyId: xl.pharmacy.id });
			const clash = await post('updateItinerary', xl.owner, {
				id: renamed.id,
				name: name.toLowerCase(),
			});
			expect(clash.status).toBe(409);
			expect(clash.body.result).toBe('itn_dup');
		});

		it('keeps names unique under concurrent creation: exactly one of two wins', async () => {
			const name = uniqueName('Carrera');
			const results = await Promise.all(
				[name, name.toUpperCase()].map((candidate) =>
					post('createItinerary', xl.owner, {
						owner: { pharmacyId: xl.pharmacy.id },
						name: candidate,
					}),
				),
			);
			expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
			const named = await handle.db
				.select({ name: itineraries.name })
				.from(itineraries)
				.where(eq(itineraries.pharmacyId, xl.pharmacy.id));
			expect(named.filter((row) => row.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
		});

		it('validates the payload with Spanish messages', async () => {
			const res = await post('createItinerary', xl.owner, {
				owner: { pharmacyId: xl.pharmacy.id, groupId: 3 },
				name: '   ',
			});
			expect(res.status).toBe(400);
			expect(res.body.result).toBe('inv_data');
			expect(res.body.msg).toContain('Farmacia o grupo');
			const dates = await post('updateItinerary', xl.owner, {
				id: 1,
				courses: [{ courseId: COURSE_A, opensOn: '2026-02-30' }],
			});
			expect(dates.status).toBe(400);
			expect(dates.body.msg).toBe('Cursos: Debe ser un día válido con el formato AAAA-MM-DD');
			const twice = await post('updateItinerary', xl.owner, {
				id: 1,
				courses: [
					{ courseId: COURSE_A, opensOn: null },
					{ courseId: COURSE_A, opensOn: null },
				],
			});
			expect(twice.body.msg).toBe('Cursos: Cada elemento puede estar una sola vez');
		});

		it('starts from a campus template with its courses, or from an own template; not from another owner’s', async () => {
			const list = (await post('listItineraries', xl.owner, {})).body.data.listItineraries;
			const template = list.templates.find(
				(row: { name: string }) => row.name === 'Consejo en resfriado y gripe',
			);
			const templateDetail = (await post('getItinerary', xl.owner, { id: template.id })).body.data
				.getItinerary;
			expect(templateDetail.readOnly).toBe(true);
			expect(templateDetail.courses.length).toBeGreaterThan(1);

			const created = await create(
				xl.owner,
				{ pharmacyId: xl.pharmacy.id },
				{ fromTemplateId: template.id },
			);
			const copy = (await post('getItinerary', xl.owner, { id: created.id })).body.data
				.getItinerary;
			expect(copy.courses.map((course: { courseId: number }) => course.courseId)).toEqual(
				templateDetail.courses.map((course: { courseId: number }) => course.courseId),
			);
			expect(copy.description).toBe(templateDetail.description);
			expect(copy.status).toBe('draft');

			const othersTemplate = (
				await post('saveAsTemplate', other.owner, {
					id: (await create(other.owner, { pharmacyId: other.pharmacy.id })).id,
				})
			).body.data.saveAsTemplate;
			const before = await snapshot();
			const refused = await post('createItinerary', xl.owner, {
				owner: { pharmacyId: xl.pharmacy.id },
				name: uniqueName(),
				fromTemplateId: othersTemplate.id,
			});
			expect(refused.status).toBe(404);
			expect(refused.body.result).toBe('itn_nf');
			expect(await snapshot()).toBe(before);
		});
	});

	describe('the wizard’s drafts', () => {
		it('saves each step: details, courses in order with dates, pharmacies and people', async () => {
			const itinerary = await create(xl.owner, { pharmacyId: xl.pharmacy.id });
			const step1 = await post('updateItinerary', xl.owner, {
				id: itinerary.id,
				description: 'Primer mes',
				endsOn: '2027-01-31',
			});
			expect(step1.body.data.updateItinerary).toMatchObject({
				description: 'Primer mes',
				endsOn: '2027-01-31',
				courses: [],
			});
			const step2 = await post('updateItinerary', xl.owner, {
				id: itinerary.id,
				courses: [
					{ courseId: COURSE_B, opensOn: null },
					{ courseId: ownTraining, opensOn: '2026-12-01' },
					{ courseId: COURSE_A },
				],
			});
			expect(step2.status).toBe(200);
			expect(
				step2.body.data.updateItinerary.courses.map(
					(course: { courseId: number; opensOn: string | null; ownTraining: boolean }) => [
						course.courseId,
						course.opensOn,
						course.ownTraining,
					],
				),
			).toEqual([
				[COURSE_B, null, false],
				[ownTraining, '2026-12-01', true],
				[COURSE_A, null, false],
			]);
			// Reordered: the array's order is the itinerary's.
			const step3 = await post('updateItinerary', xl.owner, {
				id: itinerary.id,
				courses: [
					{ courseId: COURSE_A, opensOn: '2026-12-10' },
					{ courseId: COURSE_B, opensOn: null },
				],
			});
			expect(
				step3.body.data.updateItinerary.courses.map(
					(course: { courseId: number }) => course.courseId,
				),
			).toEqual([COURSE_A, COURSE_B]);
			expect(step3.body.data.updateItinerary.endsOn).toBe('2027-01-31');

			const people = await post('updateItinerary', xl.owner, {
				id: itinerary.id,
				pharmacyIds: [xl.pharmacy.id],
				userIds: [member(xl, 1).user.id],
			});
			expect(people.body.data.updateItinerary).toMatchObject({
				pharmacyIds: [xl.pharmacy.id],
				userIds: [member(xl, 1).user.id],
			});
			const list = (await post('listItineraries', xl.owner, {})).body.data.listItineraries;
			// The owner and two members, the member assigned twice counted once.
			expect(list.itineraries).toContainEqual(
				expect.objectContaining({ id: itinerary.id, courses: 2, assignees: 3 }),
			);
		});

		it('refuses courses that do not exist or are another pharmacy’s own training, and saves nothing', async () => {
			const itinerary = await create(xl.owner, { pharmacyId: xl.pharmacy.id });
			const before = await snapshot();
			for (const courseId of [otherTraining, 999_999]) {
				const res = await post('updateItinerary', xl.owner, {
					id: itinerary.id,
					name: uniqueName('No debería'),
					courses: [
						{ courseId: COURSE_A, opensOn: null },
						{ courseId, opensOn: null },
					],
				});
				expect(res.status).toBe(404);
				expect(res.body.result).toBe('co_nf');
			}
			expect(await snapshot()).toBe(before);
		});

		it('refuses pharmacies outside the owner’s scope and people outside their teams, and saves nothing', async () => {
			const itinerary = await create(xl.owner, { pharmacyId: xl.pharmacy.id });
			const before = await snapshot();
			const pharmacy = await post('updateItinerary', xl.owner, {
				id: itinerary.id,
				pharmacyIds: [xl.pharmacy.id, other.pharmacy.id],
			});
			expect(pharmacy.status).toBe(404);
			expect(pharmacy.body.result).toBe('ph_nf');
			for (const userId of [member(other).user.id, other.owner.user.id, outsider.user.id]) {
				const person = await post('updateItinerary', xl.owner, {
					id: itinerary.id,
					userIds: [member(xl).user.id, userId],
				});
				expect(person.status).toBe(404);
				expect(person.body.result).toBe('usr_nf');
			}
			expect(await snapshot()).toBe(before);
		});
	});

	describe('publishing, drafts, copies, deletion', () => {
		it('publishes only with a course and someone to reach, with clear messages', async () => {
			const itinerary = await create(xl.owner, { pharmacyId: xl.pharmacy.id });
			const empty = await post('publishItinerary', xl.owner, { id: itinerary.id });
			expect(empty.status).toBe(422);
			expect(empty.body).toMatchObject({
				result: 'itn_empty',
				msg: 'Añade al menos un curso antes de publicar el itinerario.',
			});
			await post('updateItinerary', xl.owner, {
				id: itinerary.id,
				courses: [{ courseId: COURSE_A, opensOn: null }],
			});
			const nobody = await post('publishItinerary', xl.owner, { id: itinerary.id });
			expect(nobody.status).toBe(422);
			expect(nobody.body.result).toBe('itn_nobody');
			await post('updateItinerary', xl.owner, {
				id: itinerary.id,
				userIds: [member(xl).user.id],
			});
			const published = await post('publishItinerary', xl.owner, { id: itinerary.id });
			expect(published.status).toBe(200);
			expect(published.body.data.publishItinerary).toMatchObject({
				status: 'published',
				publishedAt: NOW.toISOString(),
			});
			const change = await post('updateItinerary', xl.owner, { id: itinerary.id, name: 'Otro' });
			expect(change.status).toBe(409);
			expect(change.body.result).toBe('itn_pub');
		});

		it('moves a published itinerary to draft only with the word CONFIRMAR, in any case', async () => {
			const itinerary = await publishable();
			await post('publishItinerary', xl.owner, { id: itinerary.id });
			const before = await snapshot();
			for (const word of ['', 'CONFIRMA', 'ELIMINAR']) {
				const res = await post('moveToDraft', xl.owner, { id: itinerary.id, word });
				expect(res.status).toBe(422);
				expect(res.body).toMatchObject({
					result: 'word_inv',
					msg: 'Escribe «CONFIRMAR» para pasar el itinerario a borrador.',
				});
			}
			expect(await snapshot()).toBe(before);
			const res = await post('moveToDraft', xl.owner, { id: itinerary.id, word: '  confirmar ' });
			expect(res.status).toBe(200);
			expect(res.body.data.moveToDraft).toMatchObject({ status: 'draft', publishedAt: null });
		});

		it('deletes only with the word ELIMINAR, with its courses and assignments', async () => {
			const itinerary = await publishable();
			const before = await snapshot();
			const wrong = await post('deleteItinerary', xl.owner, { id: itinerary.id, word: 'borrar' });
			expect(wrong.status).toBe(422);
			expect(wrong.body.result).toBe('word_inv');
			expect(await snapshot()).toBe(before);
			const res = await post('deleteItinerary', xl.owner, { id: itinerary.id, word: 'Eliminar ' });
			expect(res.body).toEqual({
				ok: true,
				data: { deleteItinerary: { id: itinerary.id, deleted: true } },
			});
			const rows = await handle.db
				.select()
				.from(itineraryCourses)
				.where(eq(itineraryCourses.itineraryId, itinerary.id));
			expect(rows).toEqual([]);
			const gone = await post('getItinerary', xl.owner, { id: itinerary.id });
			expect(gone.status).toBe(404);
		});

		it('duplicates as a draft "Copia de …", made unique, with courses, dates and assignments', async () => {
			const itinerary = await publishable();
			await post('publishItinerary', xl.owner, { id: itinerary.id });
			const first = (await post('duplicateItinerary', xl.owner, { id: itinerary.id })).body.data
				.duplicateItinerary;
			const second = (await post('duplicateItinerary', xl.owner, { id: itinerary.id })).body.data
				.duplicateItinerary;
			expect(first).toMatchObject({
				name: `Copia de ${itinerary.name}`,
				status: 'draft',
				pharmacyIds: [xl.pharmacy.id],
			});
			expect(first.courses.map((course: { opensOn: string | null }) => course.opensOn)).toEqual([
				null,
				'2026-12-01',
			]);
			expect(second.name).toBe(`Copia de ${itinerary.name} (2)`);
		});

		it('saves an own template without dates or people, listed among the templates, not publishable', async () => {
			const itinerary = await publishable();
			const template = (await post('saveAsTemplate', xl.owner, { id: itinerary.id })).body.data
				.saveAsTemplate;
			expect(template).toMatchObject({
				name: `${itinerary.name} (plantilla)`,
				status: 'template',
				pharmacyIds: [],
				userIds: [],
			});
			expect(template.courses.map((course: { opensOn: string | null }) => course.opensOn)).toEqual([
				null,
				null,
			]);
			const list = (await post('listItineraries', xl.owner, { status: 'template' })).body.data
				.listItineraries;
			expect(list.templates.map((row: { id: number }) => row.id)).toContain(template.id);
			expect(list.itineraries.every((row: { status: string }) => row.status === 'template')).toBe(
				true,
			);
			expect(list.itineraries.map((row: { id: number }) => row.id)).toContain(template.id);
			const publish = await post('publishItinerary', xl.owner, { id: template.id });
			expect(publish.status).toBe(422);
			expect(publish.body.result).toBe('itn_tpl');
			const assign = await post('updateItinerary', xl.owner, {
				id: template.id,
				pharmacyIds: [xl.pharmacy.id],
			});
			expect(assign.status).toBe(422);
		});

		it('keeps the campus templates read-only', async () => {
			const list = (await post('listItineraries', xl.owner, {})).body.data.listItineraries;
			const template = list.templates.find(
				(row: { owner: { kind: string } }) => row.owner.kind === 'campus',
			);
			const before = await snapshot();
			for (const [path, body] of [
				['updateItinerary', { id: template.id, name: 'Mía' }],
				['publishItinerary', { id: template.id }],
				['duplicateItinerary', { id: template.id }],
				['deleteItinerary', { id: template.id, word: 'ELIMINAR' }],
				['saveAsTemplate', { id: template.id }],
				['moveToDraft', { id: template.id, word: 'CONFIRMAR' }],
			] as const) {
				const res = await post(path, xl.owner, body);
				expect(res.status, path).toBe(403);
				expect(res.body.result, path).toBe('itn_ro');
			}
			expect(await snapshot()).toBe(before);
			const preview = await post('previewItinerary', xl.owner, { id: template.id });
			expect(preview.status).toBe(200);
		});
	});

	describe('searching, previewing, choosing', () => {
		it('finds itineraries by name without accents or case, and filters by status', async () => {
			const name = uniqueName('Acogida Farmacéutica');
			const itinerary = await create(xl.owner, { pharmacyId: xl.pharmacy.id }, { name });
			const found = (await post('listItineraries', xl.owner, { query: 'FARMACEUTICA' })).body.data
				.listItineraries;
			expect(found.itineraries.map((row: { id: number }) => row.id)).toContain(itinerary.id);
			expect(
				found.itineraries.every((row: { name: string }) => /farmacéutica/i.test(row.name)),
			).toBe(true);
			const published = (await post('listItineraries', xl.owner, { status: 'published' })).body.data
				.listItineraries;
			expect(published.itineraries.map((row: { id: number }) => row.id)).not.toContain(
				itinerary.id,
			);
			// The campus's templates are listed among the caller's when templates are asked for.
			const own = (await post('listItineraries', xl.owner, { query: 'resfriado' })).body.data
				.listItineraries;
			expect(own.itineraries).toEqual([]);
			const templates = (
				await post('listItineraries', xl.owner, { query: 'resfriado', status: 'template' })
			).body.data.listItineraries;
			expect(templates.itineraries).toEqual([
				expect.objectContaining({ name: 'Consejo en resfriado y gripe', readOnly: true }),
			]);
		});

		it('previews what a member sees, locked relative to today in Madrid', async () => {
			const itinerary = await create(xl.owner, { pharmacyId: xl.pharmacy.id });
			await post('updateItinerary', xl.owner, {
				id: itinerary.id,
				courses: [
					{ courseId: COURSE_A, opensOn: '2026-11-22' },
					{ courseId: COURSE_B, opensOn: '2026-11-23' },
				],
			});
			const locked = (await post('previewItinerary', xl.owner, { id: itinerary.id })).body.data
				.previewItinerary;
			expect(locked.today).toBe('2026-11-22');
			expect(
				locked.courses.map((course: { courseId: number; locked: boolean }) => [
					course.courseId,
					course.locked,
				]),
			).toEqual([
				[COURSE_A, false],
				[COURSE_B, true],
			]);
			// 00:30 on the 23rd in Madrid is still the 22nd in UTC.
			clock = new Date('2026-11-22T23:30:00Z');
			const owner = await fresh(xl.owner);
			const open = (await post('previewItinerary', owner, { id: itinerary.id })).body.data
				.previewItinerary;
			expect(open.today).toBe('2026-11-23');
			expect(open.courses.map((course: { locked: boolean }) => course.locked)).toEqual([
				false,
				false,
			]);
		});

		it('offers the whole catalogue and the owner’s own training, never another pharmacy’s', async () => {
			const mine = (
				await post('listAssignableCourses', xl.owner, {
					owner: { pharmacyId: xl.pharmacy.id },
					query: 'acogida farmacia',
				})
			).body.data.listAssignableCourses.courses;
			expect(mine[0]).toMatchObject({ courseId: ownTraining, ownTraining: true });

			const all = (
				await post('listAssignableCourses', xl.owner, { owner: { pharmacyId: xl.pharmacy.id } })
			).body.data.listAssignableCourses.courses as { courseId: number }[];
			expect(all[0]?.courseId).toBe(ownTraining);
			expect(all.map((course) => course.courseId)).not.toContain(otherTraining);

			const accents = (
				await post('listAssignableCourses', xl.owner, {
					owner: { pharmacyId: xl.pharmacy.id },
					query: 'oncologico',
				})
			).body.data.listAssignableCourses.courses as { courseId: number }[];
			// Not filtered by the demo licence: the manager chooses for the whole team.
			expect(accents.map((course) => course.courseId)).toContain(DEMO_EXCLUDED);

			const theirs = (
				await post('listAssignableCourses', other.owner, {
					owner: { pharmacyId: other.pharmacy.id },
					query: 'acogida farmacia',
				})
			).body.data.listAssignableCourses.courses as { courseId: number }[];
			expect(theirs.map((course) => course.courseId)).not.toContain(ownTraining);
		});

		it('offers the pharmacies in scope with their people: the owner and the members', async () => {
			const people = (
				await post('listAssignablePeople', xl.owner, { owner: { pharmacyId: xl.pharmacy.id } })
			).body.data.listAssignablePeople;
			expect(people.pharmacies).toHaveLength(1);
			const [pharmacy] = people.pharmacies;
			expect(pharmacy.id).toBe(xl.pharmacy.id);
			expect(pharmacy.people.map((person: { userId: number }) => person.userId).sort()).toEqual(
				[xl.owner.user.id, member(xl, 0).user.id, member(xl, 1).user.id].sort(),
			);
			expect(pharmacy.people[0]).toMatchObject({ userId: xl.owner.user.id, owner: true });

			const group = (
				await post('listAssignablePeople', grouped.holder, {
					owner: { groupId: grouped.group.id },
				})
			).body.data.listAssignablePeople;
			expect(group.pharmacies.map((row: { id: number }) => row.id).sort()).toEqual(
				grouped.teams.map((team) => team.pharmacy.id).sort(),
			);
		});
	});

	describe('groups', () => {
		it('lets the holder build a group itinerary for every pharmacy of the group, and manage theirs', async () => {
			const [first, second] = grouped.teams;
			if (!first || !second) throw new Error('the group has no pharmacies');
			const itinerary = await create(grouped.holder, { groupId: grouped.group.id });
			const res = await post('updateItinerary', grouped.holder, {
				id: itinerary.id,
				courses: [{ courseId: COURSE_A, opensOn: null }],
				pharmacyIds: [first.pharmacy.id, second.pharmacy.id],
				userIds: [member(first).user.id],
			});
			expect(res.status).toBe(200);
			const outside = await post('updateItinerary', grouped.holder, {
				id: itinerary.id,
				pharmacyIds: [xl.pharmacy.id],
			});
			expect(outside.status).toBe(404);
			expect(outside.body.result).toBe('ph_nf');
			expect((await post('publishItinerary', grouped.holder, { id: itinerary.id })).status).toBe(
				200,
			);

			const pharmacyOwned = await create(first.owner, { pharmacyId: first.pharmacy.id });
			const byHolder = await post('getItinerary', grouped.holder, { id: pharmacyOwned.id });
			expect(byHolder.status).toBe(200);
			const list = (await post('listItineraries', grouped.holder, {})).body.data.listItineraries;
			const ids = list.itineraries.map((row: { id: number }) => row.id);
			expect(ids).toEqual(expect.arrayContaining([itinerary.id, pharmacyOwned.id]));
			expect(list.owners).toContainEqual({
				kind: 'group',
				id: grouped.group.id,
				name: grouped.group.name,
			});

			// A group pharmacy's owner does not manage the group's itineraries.
			const byOwner = await post('getItinerary', first.owner, { id: itinerary.id });
			expect(byOwner.status).toBe(404);
		});
	});

	describe('demo data', () => {
		it('seeds the campus templates and the demo pharmacy’s published itinerary once, with a locked course', async () => {
			const [demo] = await handle.db
				.select()
				.from(itineraries)
				.where(eq(itineraries.name, demoPharmacyItinerary.name));
			expect(demo).toMatchObject({ status: 'published', groupId: null });
			if (!demo) throw new Error('no demo itinerary');
			const assigned = await handle.db
				.select()
				.from(itineraryPharmacies)
				.where(eq(itineraryPharmacies.itineraryId, demo.id));
			expect(assigned.map((row) => row.pharmacyId)).toEqual([demo.pharmacyId]);
			const dated = await handle.db
				.select({ opensOn: itineraryCourses.opensOn })
				.from(itineraryCourses)
				.where(eq(itineraryCourses.itineraryId, demo.id))
				.orderBy(asc(itineraryCourses.position));
			// Seeded with the real clock: the last course opens weeks after the seed ran.
			expect(dated.at(-1)?.opensOn ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
			expect(dated.slice(0, -1).every((row) => row.opensOn === null)).toBe(true);
			expect(await seedDemoItineraries(handle.db, { demoPharmacy: true })).toBe(0);
		});
	});

	describe('who may call', () => {
		/** Every call, aimed at `target` (an itinerary) and `owner`. */
		function everyCall(
			target: { draft: number; published: number },
			owner: { pharmacyId: number } | { groupId: number },
		): [string, Record<string, unknown>][] {
			return [
				['getItinerary', { id: target.draft }],
				['createItinerary', { owner, name: uniqueName('Intruso') }],
				[
					'updateItinerary',
					{
						id: target.draft,
						name: uniqueName('Intruso'),
						courses: [{ courseId: COURSE_A, opensOn: null }],
					},
				],
				['publishItinerary', { id: target.draft }],
				['moveToDraft', { id: target.published, word: 'CONFIRMAR' }],
				['duplicateItinerary', { id: target.draft }],
				['saveAsTemplate', { id: target.draft }],
				['previewItinerary', { id: target.draft }],
				['listAssignableCourses', { owner }],
				['listAssignablePeople', { owner }],
				// Last: the positive run goes on using the itinerary until here.
				['deleteItinerary', { id: target.draft, word: 'ELIMINAR' }],
			];
		}

		async function targets(team: Team = xl) {
			const draft = await publishable(team);
			const published = await publishable(team);
			await post('publishItinerary', team.owner, { id: published.id });
			return { draft: draft.id, published: published.id };
		}

		it('refuses the member, another pharmacy’s owner, a holder of another group and an outsider, changing nothing', async () => {
			const target = await targets();
			const callers: [string, Person][] = [
				['member', member(xl)],
				['other owner', other.owner],
				['other group holder', grouped.holder],
				['outsider', outsider],
			];
			const before = await snapshot();
			for (const [who, caller] of callers) {
				for (const [path, body] of everyCall(target, { pharmacyId: xl.pharmacy.id })) {
					const res = await post(path, caller, body);
					expect([403, 404], `${who} ${path}: ${res.status} ${res.text}`).toContain(res.status);
					expect(res.body.ok).toBe(false);
				}
			}
			expect(await snapshot()).toBe(before);

			for (const caller of [member(xl), outsider]) {
				const res = await post('listItineraries', caller, {});
				expect(res.status).toBe(404);
				expect(res.body.result).toBe('ph_nf');
			}
			for (const caller of [other.owner, grouped.holder]) {
				const res = await post('listItineraries', caller, {});
				expect(res.status).toBe(200);
				const ids = res.body.data.listItineraries.itineraries.map((row: { id: number }) => row.id);
				expect(ids).not.toContain(target.draft);
				expect(ids).not.toContain(target.published);
			}
		});

		it('refuses everyone but its holder on a group’s itinerary, the group’s owners and members included', async () => {
			const [team] = grouped.teams;
			if (!team) throw new Error('no team');
			const draft = await create(grouped.holder, { groupId: grouped.group.id });
			const published = await create(grouped.holder, { groupId: grouped.group.id });
			await post('updateItinerary', grouped.holder, {
				id: published.id,
				courses: [{ courseId: COURSE_A, opensOn: null }],
				pharmacyIds: [team.pharmacy.id],
			});
			await post('publishItinerary', grouped.holder, { id: published.id });
			const before = await snapshot();
			for (const [who, caller] of [
				['group pharmacy owner', team.owner],
				['group pharmacy member', member(team)],
				['other owner', other.owner],
				['outsider', outsider],
			] as [string, Person][]) {
				for (const [path, body] of everyCall(
					{ draft: draft.id, published: published.id },
					{ groupId: grouped.group.id },
				)) {
					const res = await post(path, caller, body);
					expect([403, 404], `${who} ${path}: ${res.status} ${res.text}`).toContain(res.status);
				}
			}
			expect(await snapshot()).toBe(before);
		});

		it('answers 401 to anonymous calls, changing nothing', async () => {
			const target = await targets();
			const before = await snapshot();
			for (const [path, body] of [
				['listItineraries', {}] as [string, Record<string, unknown>],
				...everyCall(target, { pharmacyId: xl.pharmacy.id }),
			]) {
				const res = await post(path, null, body);
				expect(res.status, path).toBe(401);
				expect(res.body.result).toBe('token_inv');
			}
			expect(await snapshot()).toBe(before);
		});

		it('answers 403 plan_req to the owner of an L pharmacy on every call, even for their own itineraries', async () => {
			// Itineraries from when the pharmacy had XL: still its own, but the plan no longer has them.
			const [draft, published] = await handle.db
				.insert(itineraries)
				.values([
					{ pharmacyId: large.pharmacy.id, name: uniqueName('De antes'), status: 'draft' },
					{ pharmacyId: large.pharmacy.id, name: uniqueName('De antes'), status: 'published' },
				])
				.returning();
			if (!draft || !published) throw new Error('no itineraries');
			await handle.db
				.insert(itineraryCourses)
				.values({ itineraryId: draft.id, courseId: COURSE_A, position: 1 });
			await handle.db
				.insert(itineraryPharmacies)
				.values({ itineraryId: draft.id, pharmacyId: large.pharmacy.id });
			const before = await snapshot();
			for (const [path, body] of [
				['listItineraries', {}] as [string, Record<string, unknown>],
				...everyCall(
					{ draft: draft.id, published: published.id },
					{ pharmacyId: large.pharmacy.id },
				),
			]) {
				const res = await post(path, large.owner, body);
				expect(res.status, `${path} ${res.text}`).toBe(403);
				expect(res.body).toMatchObject({
					result: 'plan_req',
					msg: 'Los itinerarios personalizados están incluidos en el plan de farmacia XL y en los grupos de farmacias.',
				});
			}
			expect(await snapshot()).toBe(before);
		});

		it('lets the owner and the holder of the pharmacy’s group make every call', async () => {
			const [team] = grouped.teams;
			if (!team) throw new Error('no team');
			for (const caller of [team.owner, grouped.holder]) {
				const target = await targets(team);
				for (const [path, body] of [
					['listItineraries', {}] as [string, Record<string, unknown>],
					...everyCall(target, { pharmacyId: team.pharmacy.id }),
				]) {
					const res = await post(path, caller, body);
					expect(res.status, `${path} ${res.text}`).toBe(200);
				}
			}
		});
	});
});
