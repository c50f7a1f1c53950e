/**
 * Invitations to a pharmacy's team (issue #7): the mail and its join link (token stored only as
 * its HMAC), the seats of the plan (a pending invitation takes one; six concurrent invitations to
 * an M team with one member give exactly two), duplicates, cancelling, reading an invitation
 * without a session, and accepting it (the invited email's account only, not an owner, not
 * someone in another team, the plan still open, the seat still free). Every call is tried by
 * everyone of the authorisation matrix; refusals change nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	createOutsider,
	createPharmacyGroup,
	createPharmacyTeam,
	type Person,
} from '../../../../tests/factories/pharmacies';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { enrollments, pharmacyInvitations, pharmacyMembers, rateLimits } from '../../db/schema';
import { createMemoryMailer } from '../../services/mail';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY_MS = 86_400_000;
const LINK = /https:\/\/campus\.test\/unirse\?invitacion=([\w%-]+)/;

describe.each(databaseKinds)('team invitations on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let clock: Date;
	const mailer = createMemoryMailer();
	/** The mail sent so far, once the queued mail jobs have run as the worker would run them. */
	const sentMail = async () => {
		await runJobs(deps);
		return mailer.sent;
	};

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
		// Several tests invite the same addresses: each starts with the day's mail counts at zero.
		await handle.db.delete(rateLimits);
	});

	async function world() {
		const grouped = await createPharmacyGroup(handle.db, app, { pharmacies: 1, membersEach: 1 });
		const team = grouped.teams[0];
		if (!team) throw new Error('the group has no pharmacy');
		const other = await createPharmacyTeam(handle.db, app, { size: 'M', members: 1 });
		const outsider = await createOutsider(handle.db, app);
		const callers = {
			owner: team.owner,
			holder: grouped.holder,
			member: person(team.members[0]),
			otherOwner: other.owner,
			outsider,
		};
		return { team, other, callers };
	}

	function person(value: Person | undefined): Person {
		if (!value) throw new Error('missing person');
		return value;
	}

	function post(path: string, body: unknown, caller: Person | null) {
		return call(app, 'POST', `/api/pharmacy/${path}`, {
			body,
			...(caller ? { token: caller.token } : {}),
		});
	}

	async function invitationsOf(pharmacyId: number) {
		return handle.db
			.select()
			.from(pharmacyInvitations)
			.where(eq(pharmacyInvitations.pharmacyId, pharmacyId))
			.orderBy(asc(pharmacyInvitations.id));
	}

	async function membersOf(pharmacyId: number) {
		const rows = await handle.db
			.select({ userId: pharmacyMembers.userId })
			.from(pharmacyMembers)
			.where(eq(pharmacyMembers.pharmacyId, pharmacyId));
		return rows.map((row) => row.userId).sort((a, b) => a - b);
	}

	/** Invites through the API and reads the token out of the mail. */
	async function invited(owner: Person, pharmacyId: number, email: string) {
		const res = await post('inviteMember', { pharmacyId, email }, owner);
		expect(res.status, res.text).toBe(200);
		const mail = (await sentMail()).findLast((message) => message.to === email.toLowerCase());
		const token = LINK.exec(mail?.text ?? '')?.[1];
		if (!token) throw new Error(`no join link mailed to ${email}`);
		return { token: decodeURIComponent(token), invitation: res.body.data.inviteMember };
	}

	async function account(email?: string) {
		const user = await createUser(handle.db, email === undefined ? {} : { email });
		const res = await login(app, user.email, user.password);
		return { user, token: res.body.data.token.access_token as string } satisfies Person;
	}

	/** A fresh access token on the moved clock (they last 15 minutes). */
	async function relogin(caller: Person): Promise<Person> {
		const res = await login(app, caller.user.email, caller.user.password);
		return { user: caller.user, token: res.body.data.token.access_token as string };
	}

	// ---- inviteMember -------------------------------------------------------------------------

	describe('inviteMember', () => {
		it('mails a join link valid 14 days and keeps only the HMAC of its token', async () => {
			const { team } = await world();
			const res = await post(
				'inviteMember',
				{ pharmacyId: team.pharmacy.id, email: '  Nueva.Persona@Ejemplo.ES ' },
				team.owner,
			);
			expect(res.status).toBe(200);
			const sent = res.body.data.inviteMember;
			expect(sent).toMatchObject({
				invitation: {
					email: 'nueva.persona@ejemplo.es',
					createdAt: NOW.toISOString(),
					expiresAt: new Date(NOW.getTime() + 14 * DAY_MS).toISOString(),
				},
				used: 3,
				seats: 20,
			});
			expect(await sentMail()).toHaveLength(1);
			const mail = mailer.sent[0];
			expect(mail?.to).toBe('nueva.persona@ejemplo.es');
			expect(mail?.subject).toBe(`${team.pharmacy.name} te invita a su equipo en Liceo Campus`);
			expect(mail?.text).toContain(
				`${team.owner.user.name} ${team.owner.user.lastName} te invita a unirte al equipo de ${team.pharmacy.name}`,
			);
			expect(mail?.text).toContain('caduca en 14 días');
			const token = LINK.exec(mail?.text ?? '')?.[1];
			expect(token).toMatch(/^[\w-]{43}$/);
			expect(mail?.html).toContain(`href="https://campus.test/unirse?invitacion=${token ?? ''}"`);
			const [row] = await invitationsOf(team.pharmacy.id);
			expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
			expect(row?.tokenHash).not.toContain(token ?? '');
			expect(row?.invitedByUserId).toBe(team.owner.user.id);
		});

		it('refuses an invitation beyond the seats, naming the plan and its limit (409 seat_full)', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 2 });
			await invited(team.owner, team.pharmacy.id, `tercera.${String(team.pharmacy.id)}@ejemplo.es`);
			const before = await invitationsOf(team.pharmacy.id);
			mailer.sent.length = 0;
			const res = await post(
				'inviteMember',
				{ pharmacyId: team.pharmacy.id, email: `quinta.${String(team.pharmacy.id)}@ejemplo.es` },
				team.owner,
			);
			expect(res.status).toBe(409);
			expect(res.body.result).toBe('seat_full');
			expect(res.body.msg).toMatch(
				/^Tu Plan Farmacia M admite 4 personas \(tú incluido\) y ya están todas ocupadas o invitadas\./,
			);
			expect(await invitationsOf(team.pharmacy.id)).toEqual(before);
			expect(await sentMail()).toEqual([]);
		});

		it('gives exactly the free seats to six concurrent invitations', async () => {
			// M: 4 seats; the owner and one member leave two.
			const team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 1 });
			const answers = await Promise.all(
				Array.from({ length: 6 }, (_, index) =>
					post(
						'inviteMember',
						{
							pharmacyId: team.pharmacy.id,
							email: `carrera${String(index)}.${String(team.pharmacy.id)}@ejemplo.es`,
						},
						team.owner,
					),
				),
			);
			const statuses = answers.map((res) => res.status).sort();
			expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
			for (const res of answers.filter((answer) => answer.status === 409)) {
				expect(res.body.result).toBe('seat_full');
			}
			expect(await invitationsOf(team.pharmacy.id)).toHaveLength(2);
			expect(await sentMail()).toHaveLength(2);
		});

		it('refuses a second open invitation to the same email, also when both race (409 inv_dup)', async () => {
			const { team } = await world();
			const email = `doble.${String(team.pharmacy.id)}@ejemplo.es`;
			const answers = await Promise.all([
				post('inviteMember', { pharmacyId: team.pharmacy.id, email }, team.owner),
				post(
					'inviteMember',
					{ pharmacyId: team.pharmacy.id, email: email.toUpperCase() },
					team.owner,
				),
			]);
			expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
			const refused = answers.find((res) => res.status === 409);
			expect(refused?.body.result).toBe('inv_dup');
			expect(refused?.body.msg).toContain(email);
			expect(await invitationsOf(team.pharmacy.id)).toHaveLength(1);
		});

		it('sends a new invitation once the earlier one expired', async () => {
			const { team } = await world();
			const email = `caducada.${String(team.pharmacy.id)}@ejemplo.es`;
			const first = await invited(team.owner, team.pharmacy.id, email);
			clock = new Date(NOW.getTime() + 15 * DAY_MS);
			const owner = await relogin(team.owner);
			const second = await invited(owner, team.pharmacy.id, email);
			expect(second.token).not.toBe(first.token);
			const rows = await invitationsOf(team.pharmacy.id);
			expect(rows).toHaveLength(2);
			expect(rows[0]?.cancelledAt).not.toBeNull();
			// The old link still reads as expired, which is what happened to it.
			const old = await post('getInvitation', { token: first.token }, null);
			expect(old.body.data.getInvitation.state).toBe('expired');
		});

		it('refuses someone already in the team, the owner included (409 mem_dup)', async () => {
			const { team, callers } = await world();
			for (const email of [callers.member.user.email, team.owner.user.email.toUpperCase()]) {
				const res = await post('inviteMember', { pharmacyId: team.pharmacy.id, email }, team.owner);
				expect(res.status).toBe(409);
				expect(res.body.result).toBe('mem_dup');
			}
			expect(await invitationsOf(team.pharmacy.id)).toEqual([]);
			expect(await sentMail()).toEqual([]);
		});

		it('lets the group holder invite', async () => {
			const { team, callers } = await world();
			await invited(
				callers.holder,
				team.pharmacy.id,
				`grupo.${String(team.pharmacy.id)}@ejemplo.es`,
			);
			expect(await invitationsOf(team.pharmacy.id)).toHaveLength(1);
		});

		it('refuses a pharmacy without an open plan (403 plan_req)', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: null });
			const res = await post(
				'inviteMember',
				{ pharmacyId: team.pharmacy.id, email: 'alguien@ejemplo.es' },
				team.owner,
			);
			expect(res.status).toBe(403);
			expect(res.body.result).toBe('plan_req');
			expect(await invitationsOf(team.pharmacy.id)).toEqual([]);
		});

		it('refuses an invalid email with the field named', async () => {
			const { team } = await world();
			const res = await post(
				'inviteMember',
				{ pharmacyId: team.pharmacy.id, email: 'no-es-un-email' },
				team.owner,
			);
			expect(res.status).toBe(400);
			expect(res.body.msg).toBe('Email: Introduce un email válido');
		});

		it.each([
			['member', 404],
			['otherOwner', 404],
			['outsider', 404],
			['anonymous', 401],
		] as const)('refuses %s with %i, inviting nobody', async (caller, status) => {
			const { team, callers } = await world();
			const res = await post(
				'inviteMember',
				{ pharmacyId: team.pharmacy.id, email: 'intrusa@ejemplo.es' },
				caller === 'anonymous' ? null : callers[caller],
			);
			expect(res.status).toBe(status);
			expect(await invitationsOf(team.pharmacy.id)).toEqual([]);
			expect(await sentMail()).toEqual([]);
		});
	});

	// ---- mail limits (issue #15) ----------------------------------------------------------------

	describe('invitation mails per day', () => {
		/** An invitation whose mail goes at once, as a running worker sends it, before any cancel. */
		const invite = async (caller: Person, pharmacyId: number, email: string) => {
			const res = await post('inviteMember', { pharmacyId, email }, caller);
			await runJobs(deps);
			return res;
		};
		const cancel = (caller: Person, pharmacyId: number, invitationId: number) =>
			post('cancelInvitation', { pharmacyId, invitationId }, caller);

		it('invite, cancel, invite… mails one address at most 3 times a day, from any pharmacy', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'M' });
			const other = await createPharmacyTeam(handle.db, app, { size: 'M' });
			const email = `repetida.${String(team.pharmacy.id)}@ejemplo.es`;
			for (let i = 0; i < 2; i++) {
				const res = await invite(team.owner, team.pharmacy.id, email);
				expect(res.status).toBe(200);
				const id = res.body.data.inviteMember.invitation.id as number;
				expect((await cancel(team.owner, team.pharmacy.id, id)).status).toBe(200);
			}
			expect((await invite(other.owner, other.pharmacy.id, email.toUpperCase())).status).toBe(200);
			expect(await sentMail()).toHaveLength(3);
			const before = await invitationsOf(team.pharmacy.id);
			const limited = await invite(team.owner, team.pharmacy.id, email);
			expect(limited.status).toBe(429);
			expect(limited.body).toEqual({
				ok: false,
				result: 'too_many',
				msg: `${email} ya ha recibido hoy 3 invitaciones al campus. Podrás invitarle de nuevo dentro de 14 horas.`,
			});
			expect(limited.headers.get('retry-after')).toBe(String(14 * 3600));
			// Refused: no invitation, no mail.
			expect(await invitationsOf(team.pharmacy.id)).toEqual(before);
			expect(await sentMail()).toHaveLength(3);
			// Another address is unaffected; the next day (UTC) this one may be invited again.
			expect((await invite(team.owner, team.pharmacy.id, `otra.${email}`)).status).toBe(200);
			clock = new Date(NOW.getTime() + 14 * 3600_000);
			const owner = await relogin(team.owner);
			const tomorrow = await invite(owner, team.pharmacy.id, email);
			expect(tomorrow.status).toBe(200);
		});

		it('a pharmacy sends at most 30 invitation mails a day, cancelled ones included', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'M' });
			const email = (i: number) => `persona${i}.${String(team.pharmacy.id)}@ejemplo.es`;
			for (let i = 0; i < 30; i++) {
				const res = await invite(team.owner, team.pharmacy.id, email(i));
				expect(res.status).toBe(200);
				const id = res.body.data.inviteMember.invitation.id as number;
				expect((await cancel(team.owner, team.pharmacy.id, id)).status).toBe(200);
			}
			expect(await sentMail()).toHaveLength(30);
			const before = await invitationsOf(team.pharmacy.id);
			const limited = await invite(team.owner, team.pharmacy.id, email(30));
			expect(limited.status).toBe(429);
			expect(limited.body.msg).toBe(
				'Tu farmacia ya ha enviado hoy 30 invitaciones, el máximo por día. Podrás enviar más dentro de 14 horas.',
			);
			expect(await invitationsOf(team.pharmacy.id)).toEqual(before);
			expect(await sentMail()).toHaveLength(30);
			// The refused invitation did not use the invited address's budget either.
			const other = await createPharmacyTeam(handle.db, app, { size: 'M' });
			for (let i = 0; i < 3; i++) {
				const res = await invite(other.owner, other.pharmacy.id, email(30));
				expect(res.status).toBe(200);
				const id = res.body.data.inviteMember.invitation.id as number;
				await cancel(other.owner, other.pharmacy.id, id);
			}
		});

		it('an invitation refused for its seats or as a duplicate counts no mail', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 3 });
			const email = `sinplaza.${String(team.pharmacy.id)}@ejemplo.es`;
			for (let i = 0; i < 5; i++) {
				expect((await invite(team.owner, team.pharmacy.id, email)).body.result).toBe('seat_full');
			}
			const free = await createPharmacyTeam(handle.db, app, { size: 'M' });
			expect((await invite(free.owner, free.pharmacy.id, email)).status).toBe(200);
			for (let i = 0; i < 3; i++) {
				expect((await invite(free.owner, free.pharmacy.id, email)).body.result).toBe('inv_dup');
			}
		});
	});

	// ---- cancelInvitation ---------------------------------------------------------------------

	describe('cancelInvitation', () => {
		it('frees the seat and kills the link', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 2 });
			const { token, invitation } = await invited(
				team.owner,
				team.pharmacy.id,
				`cancelada.${String(team.pharmacy.id)}@ejemplo.es`,
			);
			const res = await post(
				'cancelInvitation',
				{ pharmacyId: team.pharmacy.id, invitationId: invitation.invitation.id },
				team.owner,
			);
			expect(res.status).toBe(200);
			expect(res.body.data.cancelInvitation).toEqual({ invitationId: invitation.invitation.id });
			const read = await post('getInvitation', { token }, null);
			expect(read.body.data.getInvitation.state).toBe('cancelled');
			// The seat is free again.
			await invited(team.owner, team.pharmacy.id, `otra.${String(team.pharmacy.id)}@ejemplo.es`);
			const again = await post(
				'cancelInvitation',
				{ pharmacyId: team.pharmacy.id, invitationId: invitation.invitation.id },
				team.owner,
			);
			expect(again.status).toBe(404);
			expect(again.body.result).toBe('inv_nf');
		});

		it('sends no mail for an invitation cancelled before its mail went', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'M' });
			const email = `arrepentida.${String(team.pharmacy.id)}@ejemplo.es`;
			const res = await post('inviteMember', { pharmacyId: team.pharmacy.id, email }, team.owner);
			expect(res.status).toBe(200);
			const invitationId = res.body.data.inviteMember.invitation.id as number;
			const cancelled = await post(
				'cancelInvitation',
				{ pharmacyId: team.pharmacy.id, invitationId },
				team.owner,
			);
			expect(cancelled.status).toBe(200);
			// The job still runs, finds nothing to invite to, and is done.
			expect(await runJobs(deps)).toEqual({ completed: 1, failed: 0 });
			expect(mailer.sent.filter((mail) => mail.to === email)).toEqual([]);
		});

		it("answers 404 for another pharmacy's invitation, cancelling nothing", async () => {
			const { team, other } = await world();
			const { invitation } = await invited(other.owner, other.pharmacy.id, 'ajena@ejemplo.es');
			const res = await post(
				'cancelInvitation',
				{ pharmacyId: team.pharmacy.id, invitationId: invitation.invitation.id },
				team.owner,
			);
			expect(res.status).toBe(404);
			expect((await invitationsOf(other.pharmacy.id))[0]?.cancelledAt).toBeNull();
		});

		it.each([
			['holder', 200],
			['member', 404],
			['otherOwner', 404],
			['outsider', 404],
			['anonymous', 401],
		] as const)('answers %s with %i', async (caller, status) => {
			const { team, callers } = await world();
			const { invitation } = await invited(team.owner, team.pharmacy.id, 'pendiente@ejemplo.es');
			const res = await post(
				'cancelInvitation',
				{ pharmacyId: team.pharmacy.id, invitationId: invitation.invitation.id },
				caller === 'anonymous' ? null : callers[caller],
			);
			expect(res.status).toBe(status);
			const [row] = await invitationsOf(team.pharmacy.id);
			if (status === 200) expect(row?.cancelledAt).not.toBeNull();
			else expect(row?.cancelledAt).toBeNull();
		});
	});

	// ---- getInvitation ------------------------------------------------------------------------

	describe('getInvitation', () => {
		it('shows anyone with the link the pharmacy, the email and the state', async () => {
			const { team } = await world();
			const email = `lectura.${String(team.pharmacy.id)}@ejemplo.es`;
			const { token } = await invited(team.owner, team.pharmacy.id, email);
			const res = await post('getInvitation', { token }, null);
			expect(res.status).toBe(200);
			expect(res.headers.get('cache-control')).toBe('no-store');
			expect(res.body.data.getInvitation).toEqual({
				pharmacy: { name: team.pharmacy.name, logoUrl: null },
				email,
				state: 'valid',
				expiresAt: new Date(NOW.getTime() + 14 * DAY_MS).toISOString(),
				account: null,
			});
		});

		it('says whether the session is the invited account', async () => {
			const { team, callers } = await world();
			const email = `cuenta.${String(team.pharmacy.id)}@ejemplo.es`;
			const { token } = await invited(team.owner, team.pharmacy.id, email);
			const invitee = await account(email);
			const mine = await post('getInvitation', { token }, invitee);
			expect(mine.body.data.getInvitation.account).toBe('invited');
			const other = await post('getInvitation', { token }, callers.outsider);
			expect(other.body.data.getInvitation.account).toBe('other');
		});

		it('reads as expired after 14 days', async () => {
			const { team } = await world();
			const { token } = await invited(team.owner, team.pharmacy.id, 'tarde@ejemplo.es');
			clock = new Date(NOW.getTime() + 14 * DAY_MS);
			const res = await post('getInvitation', { token }, null);
			expect(res.body.data.getInvitation.state).toBe('expired');
		});

		it('answers 404 inv_nf for a token nobody issued', async () => {
			const res = await post('getInvitation', { token: 'x'.repeat(43) }, null);
			expect(res.status).toBe(404);
			expect(res.body.result).toBe('inv_nf');
			const empty = await post('getInvitation', { token: ' ' }, null);
			expect(empty.status).toBe(400);
		});
	});

	// ---- acceptInvitation ---------------------------------------------------------------------

	describe('acceptInvitation', () => {
		it('joins the invited account to the team and marks the invitation used', async () => {
			const { team } = await world();
			const email = `acepta.${String(team.pharmacy.id)}@ejemplo.es`;
			const { token } = await invited(team.owner, team.pharmacy.id, email);
			const invitee = await account(email);
			const res = await post('acceptInvitation', { token }, invitee);
			expect(res.status).toBe(200);
			expect(res.body.data.acceptInvitation).toEqual({
				pharmacy: { id: team.pharmacy.id, name: team.pharmacy.name, logoUrl: null },
			});
			expect(await membersOf(team.pharmacy.id)).toContain(invitee.user.id);
			const [row] = await invitationsOf(team.pharmacy.id);
			expect(row?.acceptedAt?.toISOString()).toBe(NOW.toISOString());
			expect(row?.acceptedByUserId).toBe(invitee.user.id);
			// A double click answers the same team; the link is spent for anyone else.
			expect((await post('acceptInvitation', { token }, invitee)).status).toBe(200);
			const read = await post('getInvitation', { token }, null);
			expect(read.body.data.getInvitation.state).toBe('used');
			const mine = await post('getMyPharmacies', {}, invitee);
			expect(mine.body.data.getMyPharmacies.memberOf.id).toBe(team.pharmacy.id);
		});

		it('tells the owner once who joined; a member who leaves frees a seat the owner hears of, one removed does not', async () => {
			const { team } = await world();
			const email = `avisa.${String(team.pharmacy.id)}@ejemplo.es`;
			const { token } = await invited(team.owner, team.pharmacy.id, email);
			const invitee = await account(email);
			expect((await post('acceptInvitation', { token }, invitee)).status).toBe(200);
			expect((await post('acceptInvitation', { token }, invitee)).status).toBe(200);
			const ownerEmail = team.owner.user.email;
			const joined = (await sentMail()).filter((mail) => mail.to === ownerEmail);
			expect(joined.map((mail) => mail.subject)).toEqual([
				`${invitee.user.name} ${invitee.user.lastName} se ha unido al equipo de ${team.pharmacy.name}`,
			]);
			expect(joined[0]?.text).toContain(`(${email}) ha aceptado tu invitación`);
			// The owner, the member there before and the one who joined.
			expect(joined[0]?.text).toContain('Plazas: 3 de 20 en uso');

			mailer.sent.length = 0;
			expect((await post('leavePharmacy', {}, invitee)).status).toBe(200);
			const left = (await sentMail()).filter((mail) => mail.to === ownerEmail);
			expect(left.map((mail) => mail.subject)).toEqual([
				`${invitee.user.name} ${invitee.user.lastName} ha dejado el equipo de ${team.pharmacy.name}`,
			]);
			expect(left[0]?.text).toContain('Su plaza queda libre');

			// Removed by the owner: the owner did it and is not told.
			mailer.sent.length = 0;
			const member = person(team.members[0]);
			const removed = await post(
				'removeMember',
				{ pharmacyId: team.pharmacy.id, userId: member.user.id },
				team.owner,
			);
			expect(removed.status, removed.text).toBe(200);
			expect(await sentMail()).toEqual([]);
		});

		it('refuses another account (403 inv_email, naming the invited email) and changes nothing', async () => {
			const { team, callers } = await world();
			const email = `correcta.${String(team.pharmacy.id)}@ejemplo.es`;
			const { token } = await invited(team.owner, team.pharmacy.id, email);
			const before = await invitationsOf(team.pharmacy.id);
			const members = await membersOf(team.pharmacy.id);
			const res = await post('acceptInvitation', { token }, callers.outsider);
			expect(res.status).toBe(403);
			expect(res.body.result).toBe('inv_email');
			expect(res.body.msg).toContain(email);
			expect(await invitationsOf(team.pharmacy.id)).toEqual(before);
			expect(await membersOf(team.pharmacy.id)).toEqual(members);
		});

		it('refuses an owner of a pharmacy (409 inv_owner)', async () => {
			const { team, other } = await world();
			const { token } = await invited(team.owner, team.pharmacy.id, other.owner.user.email);
			const res = await post('acceptInvitation', { token }, other.owner);
			expect(res.status).toBe(409);
			expect(res.body.result).toBe('inv_owner');
			expect(await membersOf(team.pharmacy.id)).not.toContain(other.owner.user.id);
		});

		it('refuses someone in another team (409 inv_team) and leaves them there', async () => {
			const { team, other } = await world();
			const theirs = person(other.members[0]);
			const { token } = await invited(team.owner, team.pharmacy.id, theirs.user.email);
			const res = await post('acceptInvitation', { token }, theirs);
			expect(res.status).toBe(409);
			expect(res.body.result).toBe('inv_team');
			expect(res.body.msg).toContain(other.pharmacy.name);
			expect(await membersOf(other.pharmacy.id)).toContain(theirs.user.id);
			expect(await membersOf(team.pharmacy.id)).not.toContain(theirs.user.id);
		});

		it('refuses while the pharmacy has no open plan (409 inv_plan)', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'M' });
			const email = `sinplan.${String(team.pharmacy.id)}@ejemplo.es`;
			const { token } = await invited(team.owner, team.pharmacy.id, email);
			await handle.db
				.update(enrollments)
				.set({ status: 'canceled', endAt: NOW })
				.where(eq(enrollments.userId, team.owner.user.id));
			const res = await post('acceptInvitation', { token }, await account(email));
			expect(res.status).toBe(409);
			expect(res.body.result).toBe('inv_plan');
			expect(await membersOf(team.pharmacy.id)).toEqual([]);
		});

		it('refuses an expired or cancelled invitation', async () => {
			const { team } = await world();
			const late = `tarde.${String(team.pharmacy.id)}@ejemplo.es`;
			const { token: lateToken } = await invited(team.owner, team.pharmacy.id, late);
			const gone = `anulada.${String(team.pharmacy.id)}@ejemplo.es`;
			const cancelled = await invited(team.owner, team.pharmacy.id, gone);
			await post(
				'cancelInvitation',
				{ pharmacyId: team.pharmacy.id, invitationId: cancelled.invitation.invitation.id },
				team.owner,
			);
			const refusedCancelled = await post(
				'acceptInvitation',
				{ token: cancelled.token },
				await account(gone),
			);
			expect(refusedCancelled.status).toBe(409);
			expect(refusedCancelled.body.result).toBe('inv_cancelled');
			clock = new Date(NOW.getTime() + 15 * DAY_MS);
			const refusedLate = await post('acceptInvitation', { token: lateToken }, await account(late));
			expect(refusedLate.status).toBe(409);
			expect(refusedLate.body.result).toBe('inv_exp');
			expect(await membersOf(team.pharmacy.id)).toHaveLength(1);
		});

		it('refuses a link already used to anyone else (409 inv_used)', async () => {
			const { team } = await world();
			const email = `usada.${String(team.pharmacy.id)}@ejemplo.es`;
			const { token } = await invited(team.owner, team.pharmacy.id, email);
			expect((await post('acceptInvitation', { token }, await account(email))).status).toBe(200);
			const res = await post('acceptInvitation', { token }, await account());
			expect(res.status).toBe(409);
			expect(res.body.result).toBe('inv_used');
		});

		it('checks the seats again on joining', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 2 });
			const email = `ultima.${String(team.pharmacy.id)}@ejemplo.es`;
			const { token } = await invited(team.owner, team.pharmacy.id, email);
			// Someone filled the team another way (staff, a data fix) after the invitation went out.
			const extra = await createUser(handle.db);
			await handle.db
				.insert(pharmacyMembers)
				.values({ pharmacyId: team.pharmacy.id, userId: extra.id });
			const res = await post('acceptInvitation', { token }, await account(email));
			expect(res.status).toBe(409);
			expect(res.body.result).toBe('seat_full');
			expect(await membersOf(team.pharmacy.id)).toHaveLength(3);
		});

		it('asks for a session (401) and reads the token from nobody else', async () => {
			const { team } = await world();
			const { token } = await invited(team.owner, team.pharmacy.id, 'anonima@ejemplo.es');
			const res = await post('acceptInvitation', { token }, null);
			expect(res.status).toBe(401);
			expect((await invitationsOf(team.pharmacy.id))[0]?.acceptedAt).toBeNull();
		});

		it('lets several invitees accept at the same time without a lock error', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 0 });
			const emails = [1, 2, 3].map(
				(n) => `junta${String(n)}.${String(team.pharmacy.id)}@ejemplo.es`,
			);
			const tokens: string[] = [];
			for (const email of emails)
				tokens.push((await invited(team.owner, team.pharmacy.id, email)).token);
			const people = await Promise.all(emails.map((email) => account(email)));
			const answers = await Promise.all(
				people.map((invitee, index) => post('acceptInvitation', { token: tokens[index] }, invitee)),
			);
			expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
			expect(await membersOf(team.pharmacy.id)).toHaveLength(3);
		});
	});
});
