/**
 * The pharmacy space and its team (issue #7): what each person manages, renaming (unique whatever
 * the case), the team and its seats, removing a member (who keeps their certificates and loses
 * the team's itineraries), leaving, learning as a member, and refusing a pharmacy plan smaller
 * than the team. Every call is tried by the owner, the group's holder, a member, another
 * pharmacy's owner, an outsider and nobody: each refusal answers 401, 403 or 404 and changes
 * nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstCourse } from '../../../../tests/factories/catalogue';
import {
	createOutsider,
	createPharmacyGroup,
	createPharmacyTeam,
	PHARMACY_MONTHLY,
	type Person,
} from '../../../../tests/factories/pharmacies';
import { PHARMACY_BILLING } from '../../../../tests/setup/purchase-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import {
	certificates,
	checkouts,
	enrollments,
	itineraries,
	itineraryMembers,
	pharmacies,
	pharmacyInvitations,
	pharmacyMembers,
} from '../../db/schema';
import { newCertificateCode } from '../../services/certificates';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY_MS = 86_400_000;

type Caller = 'owner' | 'holder' | 'member' | 'otherOwner' | 'outsider' | 'anonymous';

describe.each(databaseKinds)('pharmacy space and team on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock: Date;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	/**
	 * A pharmacy (XL, two members) in a group held by someone else, another pharmacy (M, one
	 * member) outside it, and an outsider: everyone the authorisation matrix needs.
	 */
	async function world() {
		const grouped = await createPharmacyGroup(handle.db, app, { pharmacies: 1, membersEach: 2 });
		const team = grouped.teams[0];
		if (!team) throw new Error('the group has no pharmacy');
		const other = await createPharmacyTeam(handle.db, app, { size: 'M', members: 1 });
		const outsider = await createOutsider(handle.db, app);
		const callers: Record<Exclude<Caller, 'anonymous'>, Person> = {
			owner: team.owner,
			holder: grouped.holder,
			member: requiredPerson(team.members[0]),
			otherOwner: other.owner,
			outsider,
		};
		return { group: grouped.group, team, other, callers };
	}

	function requiredPerson(person: Person | undefined): Person {
		if (!person) throw new Error('missing person');
		return person;
	}

	function post(path: string, body: unknown, caller: Person | null) {
		return call(app, 'POST', `/api/pharmacy/${path}`, {
			body,
			...(caller ? { token: caller.token } : {}),
		});
	}

	/** Everything a team call could change, to assert a refusal changed nothing. */
	async function snapshot(pharmacyId: number) {
		const [pharmacy] = await handle.db
			.select({ name: pharmacies.name })
			.from(pharmacies)
			.where(eq(pharmacies.id, pharmacyId));
		const members = await handle.db
			.select({ userId: pharmacyMembers.userId })
			.from(pharmacyMembers)
			.where(eq(pharmacyMembers.pharmacyId, pharmacyId))
			.orderBy(asc(pharmacyMembers.userId));
		const invitations = await handle.db
			.select({
				id: pharmacyInvitations.id,
				acceptedAt: pharmacyInvitations.acceptedAt,
				cancelledAt: pharmacyInvitations.cancelledAt,
			})
			.from(pharmacyInvitations)
			.where(eq(pharmacyInvitations.pharmacyId, pharmacyId))
			.orderBy(asc(pharmacyInvitations.id));
		return { name: pharmacy?.name, members, invitations };
	}

	async function invite(pharmacyId: number, email: string, expiresAt?: Date) {
		const [row] = await handle.db
			.insert(pharmacyInvitations)
			.values({
				pharmacyId,
				email,
				tokenHash: `hash-${email}-${String(Date.now())}-${String(Math.random())}`,
				createdAt: NOW,
				expiresAt: expiresAt ?? new Date(NOW.getTime() + 14 * DAY_MS),
			})
			.returning();
		if (!row) throw new Error('no invitation');
		return row;
	}

	// ---- getMyPharmacies ----------------------------------------------------------------------

	describe('getMyPharmacies', () => {
		it('gives the owner their pharmacy with its plan and the seats taken', async () => {
			const { team, group } = await world();
			await invite(team.pharmacy.id, 'pendiente@ejemplo.es');
			await invite(team.pharmacy.id, 'caducada@ejemplo.es', new Date(NOW.getTime() - DAY_MS));
			const res = await post('getMyPharmacies', {}, team.owner);
			expect(res.status).toBe(200);
			expect(res.headers.get('cache-control')).toBe('no-store');
			expect(res.body.data.getMyPharmacies).toEqual({
				managed: [
					{
						id: team.pharmacy.id,
						name: team.pharmacy.name,
						logoUrl: null,
						group: { id: group.id, name: group.name },
						viaGroup: false,
						plan: { planName: 'Plan Farmacia XL mensual', size: 'XL', seats: 20, trial: false },
						// Owner, two members and the pending invitation; the expired one holds no seat.
						used: 4,
					},
				],
				groups: [],
				memberOf: null,
			});
		});

		it("gives the group's holder every pharmacy of the group and the group", async () => {
			const grouped = await createPharmacyGroup(handle.db, app, { pharmacies: 2, membersEach: 1 });
			const res = await post('getMyPharmacies', {}, grouped.holder);
			expect(res.status).toBe(200);
			const mine = res.body.data.getMyPharmacies;
			const ids = grouped.teams.map((team) => team.pharmacy.id).sort((a, b) => a - b);
			expect(mine.managed.map((p: { id: number }) => p.id).sort()).toEqual(ids);
			for (const pharmacy of mine.managed) {
				expect(pharmacy).toMatchObject({
					viaGroup: true,
					group: { id: grouped.group.id },
					used: 2,
					plan: { size: 'XL', seats: 20 },
				});
			}
			expect(mine.groups).toHaveLength(1);
			expect(mine.groups[0].id).toBe(grouped.group.id);
			expect([...mine.groups[0].pharmacyIds].sort()).toEqual(ids);
			expect(mine.memberOf).toBeNull();
		});

		it('tells a member the team they are in and nothing to manage', async () => {
			const { team, callers } = await world();
			const res = await post('getMyPharmacies', {}, callers.member);
			expect(res.status).toBe(200);
			expect(res.body.data.getMyPharmacies).toEqual({
				managed: [],
				groups: [],
				memberOf: { id: team.pharmacy.id, name: team.pharmacy.name, logoUrl: null },
			});
		});

		it('gives an outsider nothing, and asks nobody for a session', async () => {
			const { callers } = await world();
			const res = await post('getMyPharmacies', {}, callers.outsider);
			expect(res.body.data.getMyPharmacies).toEqual({ managed: [], groups: [], memberOf: null });
			const anonymous = await post('getMyPharmacies', {}, null);
			expect(anonymous.status).toBe(401);
			expect(anonymous.body).toMatchObject({ ok: false, result: 'token_inv' });
		});

		it('shows a titular without a plan their pharmacy with no plan', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: null });
			const res = await post('getMyPharmacies', {}, team.owner);
			expect(res.body.data.getMyPharmacies.managed[0]).toMatchObject({ plan: null, used: 1 });
		});
	});

	// ---- renamePharmacy -----------------------------------------------------------------------

	describe('renamePharmacy', () => {
		it("renames the owner's pharmacy as sign-up stores names", async () => {
			const { team } = await world();
			const name = `  Farmacia   Plaza ${String(team.pharmacy.id)}  `;
			const res = await post('renamePharmacy', { pharmacyId: team.pharmacy.id, name }, team.owner);
			expect(res.status).toBe(200);
			const stored = `Farmacia Plaza ${String(team.pharmacy.id)}`;
			expect(res.body.data.renamePharmacy).toEqual({ id: team.pharmacy.id, name: stored });
			expect((await snapshot(team.pharmacy.id)).name).toBe(stored);
		});

		it('lets the group holder rename it too', async () => {
			const { team, callers } = await world();
			const name = `Farmacia del Grupo ${String(team.pharmacy.id)}`;
			const res = await post(
				'renamePharmacy',
				{ pharmacyId: team.pharmacy.id, name },
				callers.holder,
			);
			expect(res.status).toBe(200);
			expect((await snapshot(team.pharmacy.id)).name).toBe(name);
		});

		it("refuses another pharmacy's name whatever its case (409 pharmacy_used)", async () => {
			const { team, other } = await world();
			const before = await snapshot(team.pharmacy.id);
			const res = await post(
				'renamePharmacy',
				{ pharmacyId: team.pharmacy.id, name: ` ${other.pharmacy.name.toUpperCase()} ` },
				team.owner,
			);
			expect(res.status).toBe(409);
			expect(res.body).toEqual({
				ok: false,
				result: 'pharmacy_used',
				msg: 'Ya existe una farmacia con ese nombre',
			});
			expect(await snapshot(team.pharmacy.id)).toEqual(before);
		});

		it('accepts its own name in another case', async () => {
			const { team } = await world();
			const res = await post(
				'renamePharmacy',
				{ pharmacyId: team.pharmacy.id, name: team.pharmacy.name.toUpperCase() },
				team.owner,
			);
			expect(res.status).toBe(200);
			expect((await snapshot(team.pharmacy.id)).name).toBe(team.pharmacy.name.toUpperCase());
		});

		it('answers one 200 and one 409 when two pharmacies race for a name', async () => {
			const { team, other } = await world();
			const name = `Farmacia Carrera ${String(team.pharmacy.id)}`;
			const answers = await Promise.all([
				post('renamePharmacy', { pharmacyId: team.pharmacy.id, name }, team.owner),
				post(
					'renamePharmacy',
					{ pharmacyId: other.pharmacy.id, name: name.toLowerCase() },
					other.owner,
				),
			]);
			expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
		});

		it('refuses an empty name with a message for the field', async () => {
			const { team } = await world();
			const res = await post(
				'renamePharmacy',
				{ pharmacyId: team.pharmacy.id, name: '   ' },
				team.owner,
			);
			expect(res.status).toBe(400);
			expect(res.body.msg).toBe('Nombre de la farmacia: Este campo es obligatorio');
		});

		it('refuses a pharmacy without a plan (403 plan_req) and keeps its name', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: null });
			const res = await post(
				'renamePharmacy',
				{ pharmacyId: team.pharmacy.id, name: `Otra ${String(team.pharmacy.id)}` },
				team.owner,
			);
			expect(res.status).toBe(403);
			expect(res.body.result).toBe('plan_req');
			expect(res.body.msg).toContain('M, L, XL');
			expect((await snapshot(team.pharmacy.id)).name).toBe(team.pharmacy.name);
		});

		it.each([
			['member', 404],
			['otherOwner', 404],
			['outsider', 404],
			['anonymous', 401],
		] as const)('refuses %s with %i and changes nothing', async (caller, status) => {
			const { team, callers } = await world();
			const before = await snapshot(team.pharmacy.id);
			const res = await post(
				'renamePharmacy',
				{ pharmacyId: team.pharmacy.id, name: `Robada ${String(team.pharmacy.id)}` },
				caller === 'anonymous' ? null : callers[caller],
			);
			expect(res.status).toBe(status);
			expect(res.body.result).toBe(status === 401 ? 'token_inv' : 'ph_nf');
			expect(await snapshot(team.pharmacy.id)).toEqual(before);
		});
	});

	// ---- getTeam --------------------------------------------------------------------------------

	describe('getTeam', () => {
		it('gives the owner and the holder the owner, members, pending invitations and seats', async () => {
			const { team, callers } = await world();
			const pending = await invite(team.pharmacy.id, 'nueva@ejemplo.es');
			await invite(team.pharmacy.id, 'vieja@ejemplo.es', new Date(NOW.getTime() - DAY_MS));
			for (const caller of [callers.owner, callers.holder]) {
				const res = await post('getTeam', { pharmacyId: team.pharmacy.id }, caller);
				expect(res.status).toBe(200);
				const answer = res.body.data.getTeam;
				expect(answer.pharmacy).toEqual({
					id: team.pharmacy.id,
					name: team.pharmacy.name,
					logoUrl: null,
				});
				expect(answer.plan).toMatchObject({ size: 'XL', seats: 20 });
				expect(answer.seats).toBe(20);
				expect(answer.used).toBe(4);
				expect(answer.owner).toEqual({
					userId: team.owner.user.id,
					name: `${team.owner.user.name} ${team.owner.user.lastName}`,
					email: team.owner.user.email,
					joinedAt: null,
				});
				expect(answer.members.map((m: { userId: number }) => m.userId).sort()).toEqual(
					team.members.map((m) => m.user.id).sort(),
				);
				expect(answer.members[0]).toMatchObject({
					email: expect.stringContaining('@') as string,
					joinedAt: expect.any(String) as string,
				});
				expect(answer.invitations).toEqual([
					{
						id: pending.id,
						email: 'nueva@ejemplo.es',
						createdAt: NOW.toISOString(),
						expiresAt: new Date(NOW.getTime() + 14 * DAY_MS).toISOString(),
					},
				]);
			}
		});

		it('still lists the team of a pharmacy whose plan lapsed, with no seats', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: null, members: 2 });
			const res = await post('getTeam', { pharmacyId: team.pharmacy.id }, team.owner);
			expect(res.status).toBe(200);
			expect(res.body.data.getTeam).toMatchObject({ plan: null, seats: 0, used: 3 });
		});

		it.each([
			['member', 404],
			['otherOwner', 404],
			['outsider', 404],
			['anonymous', 401],
		] as const)('refuses %s with %i', async (caller, status) => {
			const { team, callers } = await world();
			const res = await post(
				'getTeam',
				{ pharmacyId: team.pharmacy.id },
				caller === 'anonymous' ? null : callers[caller],
			);
			expect(res.status).toBe(status);
			expect(res.text).not.toContain(team.members[0]?.user.email ?? '@');
		});

		it('answers 404 for a pharmacy that does not exist, like one that is not yours', async () => {
			const { team } = await world();
			const res = await post('getTeam', { pharmacyId: 2_000_000_000 }, team.owner);
			expect(res.status).toBe(404);
			expect(res.body.result).toBe('ph_nf');
		});
	});

	// ---- removeMember and leavePharmacy ----------------------------------------------------------

	/** An itinerary of the pharmacy, one of its group and one of another pharmacy, all assigned. */
	async function assignedItineraries(
		userId: number,
		owners: { pharmacyId: number; groupId: number; otherPharmacyId: number },
	) {
		const suffix = `${String(userId)}-${String(Math.random()).slice(2, 8)}`;
		const rows = await handle.db
			.insert(itineraries)
			.values([
				{ pharmacyId: owners.pharmacyId, name: `Propio ${suffix}`, status: 'published' as const },
				{ groupId: owners.groupId, name: `Del grupo ${suffix}`, status: 'published' as const },
				{
					pharmacyId: owners.otherPharmacyId,
					name: `Ajeno ${suffix}`,
					status: 'published' as const,
				},
			])
			.returning({ id: itineraries.id });
		await handle.db
			.insert(itineraryMembers)
			.values(rows.map((row) => ({ itineraryId: row.id, userId })));
		return rows.map((row) => row.id);
	}

	async function assignmentsOf(userId: number) {
		const rows = await handle.db
			.select({ itineraryId: itineraryMembers.itineraryId })
			.from(itineraryMembers)
			.where(eq(itineraryMembers.userId, userId));
		return rows.map((row) => row.itineraryId).sort((a, b) => a - b);
	}

	function demoCourse(demoExcluded: boolean) {
		return firstCourse(handle.db, { demoExcluded });
	}

	function getCourse(person: Person, cid: number) {
		return call(app, 'POST', '/api/progress/getCourse', { token: person.token, body: { cid } });
	}

	describe('removeMember', () => {
		it('takes the member out; their certificate still verifies and the team itineraries go', async () => {
			const { team, group, other } = await world();
			const member = requiredPerson(team.members[0]);
			const course = await demoCourse(false);
			const code = newCertificateCode();
			await handle.db.insert(certificates).values({
				code,
				userId: member.user.id,
				courseId: course.id,
				holderName: member.user.name,
				courseName: course.name,
				categoryName: 'Dermofarmacia',
				minutes: 5,
				issuedAt: NOW,
			});
			const [own, grouped, foreign] = await assignedItineraries(member.user.id, {
				pharmacyId: team.pharmacy.id,
				groupId: group.id,
				otherPharmacyId: other.pharmacy.id,
			});
			expect((await getCourse(member, course.id)).status).toBe(200);

			const res = await post(
				'removeMember',
				{ pharmacyId: team.pharmacy.id, userId: member.user.id },
				team.owner,
			);
			expect(res.status).toBe(200);
			expect(res.body.data.removeMember).toEqual({ userId: member.user.id });
			const after = await snapshot(team.pharmacy.id);
			expect(after.members.map((m) => m.userId)).not.toContain(member.user.id);
			expect(after.members).toHaveLength(1);
			expect(await assignmentsOf(member.user.id)).toEqual([foreign]);
			expect(own).toBeDefined();
			expect(grouped).toBeDefined();

			const verified = await call(app, 'POST', '/api/certificates/verifyCertificate', {
				body: { code },
			});
			expect(verified.status).toBe(200);
			expect(verified.body.data.verifyCertificate).toMatchObject({ code, status: 'valid' });
			// Without the team's plan, no licence opens the campus for them any more.
			const refused = await getCourse(member, course.id);
			expect(refused.status).toBe(403);
			expect(refused.body.result).toBe('lic_req');
		});

		it('lets the group holder remove a member', async () => {
			const { team, callers } = await world();
			const member = requiredPerson(team.members[1]);
			const res = await post(
				'removeMember',
				{ pharmacyId: team.pharmacy.id, userId: member.user.id },
				callers.holder,
			);
			expect(res.status).toBe(200);
			expect((await snapshot(team.pharmacy.id)).members).toHaveLength(1);
		});

		it('works without an open plan, so a team can be made to fit a smaller one', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: null, members: 1 });
			const member = requiredPerson(team.members[0]);
			const res = await post(
				'removeMember',
				{ pharmacyId: team.pharmacy.id, userId: member.user.id },
				team.owner,
			);
			expect(res.status).toBe(200);
		});

		it("answers 404 mem_nf for the owner or another pharmacy's member, changing nothing", async () => {
			const { team, other } = await world();
			const before = await snapshot(team.pharmacy.id);
			const otherBefore = await snapshot(other.pharmacy.id);
			for (const userId of [team.owner.user.id, requiredPerson(other.members[0]).user.id]) {
				const res = await post(
					'removeMember',
					{ pharmacyId: team.pharmacy.id, userId },
					team.owner,
				);
				expect(res.status).toBe(404);
				expect(res.body.result).toBe('mem_nf');
			}
			expect(await snapshot(team.pharmacy.id)).toEqual(before);
			expect(await snapshot(other.pharmacy.id)).toEqual(otherBefore);
		});

		it.each([
			['member', 404],
			['otherOwner', 404],
			['outsider', 404],
			['anonymous', 401],
		] as const)('refuses %s with %i and changes nothing', async (caller, status) => {
			const { team, callers, group, other } = await world();
			const target = requiredPerson(team.members[1]);
			await assignedItineraries(target.user.id, {
				pharmacyId: team.pharmacy.id,
				groupId: group.id,
				otherPharmacyId: other.pharmacy.id,
			});
			const before = await snapshot(team.pharmacy.id);
			const assignments = await assignmentsOf(target.user.id);
			const res = await post(
				'removeMember',
				{ pharmacyId: team.pharmacy.id, userId: target.user.id },
				caller === 'anonymous' ? null : callers[caller],
			);
			expect(res.status).toBe(status);
			expect(await snapshot(team.pharmacy.id)).toEqual(before);
			expect(await assignmentsOf(target.user.id)).toEqual(assignments);
		});
	});

	describe('leavePharmacy', () => {
		it('lets a member leave; the team itineraries go with them', async () => {
			const { team, group, other, callers } = await world();
			const [, , foreign] = await assignedItineraries(callers.member.user.id, {
				pharmacyId: team.pharmacy.id,
				groupId: group.id,
				otherPharmacyId: other.pharmacy.id,
			});
			const res = await post('leavePharmacy', {}, callers.member);
			expect(res.status).toBe(200);
			expect(res.body.data.leavePharmacy).toEqual({ pharmacyId: team.pharmacy.id });
			expect((await snapshot(team.pharmacy.id)).members).toHaveLength(1);
			expect(await assignmentsOf(callers.member.user.id)).toEqual([foreign]);
			const again = await post('leavePharmacy', {}, callers.member);
			expect(again.status).toBe(404);
			expect(again.body.result).toBe('mem_nf');
		});

		it.each([
			['owner', 404],
			['holder', 404],
			['outsider', 404],
			['anonymous', 401],
		] as const)(
			'refuses %s (no team to leave) with %i, changing nothing',
			async (caller, status) => {
				const { team, callers } = await world();
				const before = await snapshot(team.pharmacy.id);
				const res = await post(
					'leavePharmacy',
					{},
					caller === 'anonymous' ? null : callers[caller],
				);
				expect(res.status).toBe(status);
				expect(await snapshot(team.pharmacy.id)).toEqual(before);
			},
		);
	});

	// ---- learning as a member ------------------------------------------------------------------

	describe('learning as a member', () => {
		it("opens the campus to a member of a pharmacy on the trial, with the demo's exclusions", async () => {
			const team = await createPharmacyTeam(handle.db, app, {
				size: 'XL',
				trial: true,
				members: 1,
			});
			const member = requiredPerson(team.members[0]);
			expect((await getCourse(member, (await demoCourse(false)).id)).status).toBe(200);
			const excluded = await getCourse(member, (await demoCourse(true)).id);
			expect(excluded.status).toBe(403);
			expect(excluded.body.result).toBe('demo_excl');
		});

		it('opens every course to a member of a pharmacy with a paid plan', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
			const member = requiredPerson(team.members[0]);
			expect((await getCourse(member, (await demoCourse(true)).id)).status).toBe(200);
		});

		it("lists the team's licence beside a member's own, and nothing once they leave", async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
			const member = requiredPerson(team.members[0]);
			const subscriptions = () =>
				call(app, 'POST', '/api/buy/getSubscriptions', { token: member.token, body: {} });
			const before = await subscriptions();
			expect(before.body.data.getSubscriptions).toEqual({
				ens: [],
				hasFreeTrial: true,
				group: null,
				team: {
					pharmacyName: team.pharmacy.name,
					planName: 'Plan Farmacia XL mensual',
					status: 'active',
				},
			});
			const owner = await call(app, 'POST', '/api/buy/getSubscriptions', {
				token: team.owner.token,
				body: {},
			});
			expect(owner.body.data.getSubscriptions.team).toBeNull();
			expect(owner.body.data.getSubscriptions.ens).toHaveLength(1);

			await call(app, 'POST', '/api/pharmacy/leavePharmacy', { token: member.token, body: {} });
			expect((await subscriptions()).body.data.getSubscriptions.team).toBeNull();
		});
	});

	// ---- downgrade --------------------------------------------------------------------------------

	describe('buying a pharmacy plan smaller than the team', () => {
		async function cardId() {
			const res = await call(app, 'POST', '/api/sandbox/paymentMethods', {
				body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
			});
			return res.body.data.paymentMethod.id as string;
		}

		async function buy(person: Person, planId: number) {
			const cart = await call(app, 'POST', '/api/buy/setCart', {
				token: person.token,
				body: { itl: [planId], app: 1 },
			});
			const scd = cart.body.data.setCart.scd as string;
			return call(app, 'POST', '/api/buy/paidCart', {
				token: person.token,
				body: { scd, spid: await cardId(), ...PHARMACY_BILLING },
			});
		}

		async function checkoutsOf(userId: number) {
			return handle.db.select().from(checkouts).where(eq(checkouts.userId, userId));
		}

		it('refuses it before any charge, naming the team size and the plan (409 team_big)', async () => {
			// A lapsed XL: six people and a pending invitation.
			const team = await createPharmacyTeam(handle.db, app, { size: null, members: 5 });
			await invite(team.pharmacy.id, `pendiente.${String(team.pharmacy.id)}@ejemplo.es`);
			const res = await buy(team.owner, PHARMACY_MONTHLY.M);
			expect(res.status).toBe(409);
			expect(res.body).toEqual({
				ok: false,
				result: 'team_big',
				msg: 'Tu equipo tiene 7 personas y el Plan Farmacia M admite 4. Quita personas del equipo antes de cambiar a este plan.',
			});
			expect(await checkoutsOf(team.owner.user.id)).toEqual([]);
			const licences = await handle.db
				.select()
				.from(enrollments)
				.where(eq(enrollments.userId, team.owner.user.id));
			expect(licences).toEqual([]);
		});

		it('sells a plan the team fits in, the owner included', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: null, members: 3 });
			const res = await buy(team.owner, PHARMACY_MONTHLY.M);
			expect(res.status).toBe(200);
			expect(res.body.data.paidCart.result).toBe('active');
		});

		it('does not count a team against a plan that is not a pharmacy plan', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: null, members: 5 });
			const res = await buy(team.owner, 201);
			expect(res.status).toBe(200);
		});
	});
});
