/**
 * Demo pharmacy teams (issue #7), added with the demo accounts (never in production: their
 * password is public). The titular's "Farmacia Demo Liceo" gets an active Plan Farmacia XL and
 * three members; "Grupo Demo Liceo", held by grupo@liceo.local, gathers it with two more demo
 * pharmacies and their teams, so the group pages have something to show.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { enrollments, pharmacies, pharmacyGroups, pharmacyMembers, plans, users } from '../schema';
import { DEMO_PASSWORD_HASH } from './accounts';

/** Its own advisory lock: two processes starting together add the licences once. */
const TEAMS_LOCK_KEY = 7_240_007;

interface DemoPerson {
	email: string;
	nick: string;
	name: string;
	lastName: string;
}

interface DemoTeam {
	pharmacyName: string;
	/** The titular; an existing demo account when it is one (titular@liceo.local). */
	owner: DemoPerson & { existing?: boolean };
	/** The plan offer of the owner's licence (seed-data/plans.ts): M 301, L 311, XL 321. */
	planId: number;
	members: DemoPerson[];
}

const person = (email: string, name: string, lastName: string): DemoPerson => ({
	email,
	nick: `demo_${email.split('@')[0] ?? email}`,
	name,
	lastName,
});

export const DEMO_GROUP = {
	name: 'Grupo Demo Liceo',
	holder: person('grupo@liceo.local', 'Elena', 'Castro Vidal'),
};

export const demoTeams: DemoTeam[] = [
	{
		pharmacyName: 'Farmacia Demo Liceo',
		owner: { ...person('titular@liceo.local', 'Ramón', 'García Soler'), existing: true },
		planId: 321,
		members: [
			person('equipo1@liceo.local', 'Marta', 'López Gil'),
			person('equipo2@liceo.local', 'Javier', 'Moreno Ruiz'),
			person('equipo3@liceo.local', 'Nuria', 'Sanz Ortega'),
		],
	},
	{
		pharmacyName: 'Farmacia Demo Norte',
		owner: person('norte@liceo.local', 'Pilar', 'Romero Díaz'),
		planId: 311,
		members: [
			person('norte1@liceo.local', 'Andrés', 'Gómez Prieto'),
			person('norte2@liceo.local', 'Sara', 'Iglesias Mora'),
		],
	},
	{
		pharmacyName: 'Farmacia Demo Sur',
		owner: person('sur@liceo.local', 'Luis', 'Herrera Campos'),
		planId: 301,
		members: [person('sur1@liceo.local', 'Carla', 'Vega Núñez')],
	},
];

/** Every demo account of the teams, for tests and the README. */
export const demoTeamEmails = [
	DEMO_GROUP.holder.email,
	...demoTeams.flatMap((team) => [
		...(team.owner.existing ? [] : [team.owner.email]),
		...team.members.map((member) => member.email),
	]),
];

/**
 * Adds what is missing of the demo teams; accounts, pharmacies and licences already there are
 * kept. Needs the titular of seed-data/accounts.ts (nothing is added without it). Answers how
 * many accounts it created.
 */
export async function seedDemoPharmacyTeams(db: Database): Promise<number> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${TEAMS_LOCK_KEY})`);
		const [titular] = await tx
			.select({ id: users.id })
			.from(users)
			.where(sql`lower(${users.email}) = 'titular@liceo.local'`);
		if (!titular) return 0;

		const newAccounts = [
			{ ...DEMO_GROUP.holder, userType: 1, role: 2 },
			...demoTeams.flatMap((team) => [
				...(team.owner.existing ? [] : [{ ...team.owner, userType: 1, role: 2 }]),
				...team.members.map((member) => ({ ...member, userType: 2, role: 1 })),
			]),
		];
		const added = await tx
			.insert(users)
			.values(newAccounts.map((account) => ({ ...account, passwordHash: DEMO_PASSWORD_HASH })))
			.onConflictDoNothing()
			.returning({ id: users.id });
		const accounts = await tx
			.select({ id: users.id, email: users.email })
			.from(users)
			.where(
				inArray(
					sql`lower(${users.email})`,
					[DEMO_GROUP.holder, ...demoTeams.flatMap((team) => [team.owner, ...team.members])].map(
						(account) => account.email,
					),
				),
			);
		const idOf = (email: string) => accounts.find((row) => row.email.toLowerCase() === email)?.id;

		const holderId = idOf(DEMO_GROUP.holder.email);
		if (holderId === undefined) return added.length;
		await tx
			.insert(pharmacyGroups)
			.values({ name: DEMO_GROUP.name, holderUserId: holderId })
			.onConflictDoNothing();
		const [group] = await tx
			.select({ id: pharmacyGroups.id })
			.from(pharmacyGroups)
			.where(eq(pharmacyGroups.name, DEMO_GROUP.name));

		const planIds = new Set(
			(
				await tx
					.select({ id: plans.id })
					.from(plans)
					.where(
						inArray(
							plans.id,
							demoTeams.map((team) => team.planId),
						),
					)
			).map((row) => row.id),
		);
		for (const team of demoTeams) {
			const ownerId = idOf(team.owner.email);
			if (ownerId === undefined) continue;
			await tx
				.insert(pharmacies)
				.values({ name: team.pharmacyName, ownerUserId: ownerId, groupId: group?.id ?? null })
				.onConflictDoNothing();
			const [pharmacy] = await tx
				.select({ id: pharmacies.id, groupId: pharmacies.groupId })
				.from(pharmacies)
				.where(and(eq(pharmacies.name, team.pharmacyName), eq(pharmacies.ownerUserId, ownerId)));
			if (!pharmacy) continue;
			if (pharmacy.groupId === null && group) {
				await tx
					.update(pharmacies)
					.set({ groupId: group.id })
					.where(eq(pharmacies.id, pharmacy.id));
			}
			const memberIds = team.members.flatMap((member) => idOf(member.email) ?? []);
			if (memberIds.length > 0) {
				await tx
					.insert(pharmacyMembers)
					.values(memberIds.map((userId) => ({ pharmacyId: pharmacy.id, userId })))
					.onConflictDoNothing();
			}
			const [licence] = await tx
				.select({ id: enrollments.id })
				.from(enrollments)
				.where(eq(enrollments.userId, ownerId))
				.limit(1);
			if (!licence && planIds.has(team.planId)) {
				// Without an end, like the other demo licences: the demo team keeps learning.
				await tx.insert(enrollments).values({
					userId: ownerId,
					planId: team.planId,
					status: 'active',
					startAt: new Date(),
					endAt: null,
					periodicity: 2,
					priceMinor: 0,
				});
			}
		}
		return added.length;
	});
}
