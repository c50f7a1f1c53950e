/**
 * The pharmacy space and its team (issue #7, ADR 008): what the caller manages, renaming a
 * pharmacy, the team with its seats, removing a member and leaving a team. Invitations live in
 * pharmacy-invitations.ts. Who may do what is asked of pharmacy-access.ts first.
 *
 * A seat is taken by the owner, each member and each pending invitation. Listing and cleaning up
 * the team (getTeam, removeMember, cancelInvitation) need no open plan, so an owner whose plan
 * lapsed can make the team fit a smaller plan before buying it (the purchase refuses a plan with
 * fewer seats than the team: {@link requireTeamFits}).
 */
import { t } from '../../i18n';
import { LICENCE_TYPE } from '../../lib/contracts/plans';
import type {
	ManagedPharmacyView,
	MyPharmacies,
	PharmacyPlanView,
	PharmacyTeam,
	TeamPerson,
} from '../../lib/contracts/pharmacy-team';
import type { AppDeps } from '../context';
import { violatedUniqueConstraint } from '../db/errors';
import * as teamQueries from '../db/queries/pharmacy-team';
import { AppError } from '../errors';
import { forgetAccess } from './access-cache';
import { normalisePharmacyName } from './auth/accounts';
import { logoUrl } from './file-urls';
import {
	managedScope,
	pharmacyPlan,
	requireManagedPharmacy,
	requirePlanFeature,
	type PharmacyPlan,
} from './pharmacy-access';
import { memberLeftMail } from './team-mail';

type TeamDeps = Pick<AppDeps, 'db' | 'now'>;
type LeaveDeps = TeamDeps & Pick<AppDeps, 'accessCache' | 'jobs'>;

/** The sign-up's conflict (services/auth/accounts.ts), for the same rule on renaming. */
const nameInUse = () => new AppError('pharmacy_used', 409, t('errors.pharmacy_name_in_use'));
const memberNotFound = () => new AppError('mem_nf', 404, t('team_api.mem_nf'));

export function planView(plan: PharmacyPlan | null): PharmacyPlanView | null {
	return plan
		? { planName: plan.planName, size: plan.size, seats: plan.seats, trial: plan.trial }
		: null;
}

/** "Plan Farmacia M": a pharmacy plan named by its size, whatever its period. */
export function pharmacyPlanLabel(size: string): string {
	return t('team_api.plan_name', { size });
}

function fullName(person: { name: string; lastName: string }): string {
	return `${person.name} ${person.lastName}`.trim();
}

/** `POST /pharmacy/getMyPharmacies {}`: every management page picks its pharmacy from here. */
export async function getMyPharmacies(deps: TeamDeps, userId: number): Promise<MyPharmacies> {
	const now = deps.now();
	const [scope, membership] = await Promise.all([
		managedScope(deps, userId),
		teamQueries.findMembership(deps.db, userId),
	]);
	const ids = scope.pharmacies.map((pharmacy) => pharmacy.id);
	const groupIds = [
		...new Set(scope.pharmacies.flatMap((pharmacy) => pharmacy.groupId ?? [])),
		...scope.groups.map((group) => group.id),
	];
	const [used, plans, groupNames, groupPharmacies] = await Promise.all([
		teamQueries.countSeatsUsed(deps.db, ids, now),
		// One small indexed query per pharmacy: the plan rule stays in pharmacy-access.ts.
		Promise.all(scope.pharmacies.map((pharmacy) => pharmacyPlan(deps, pharmacy))),
		teamQueries.findGroupNames(deps.db, groupIds),
		teamQueries.listGroupPharmacyIds(
			deps.db,
			scope.groups.map((group) => group.id),
		),
	]);
	const heldGroupIds = new Set(scope.groups.map((group) => group.id));
	const managed = scope.pharmacies.map((pharmacy, index): ManagedPharmacyView => {
		const groupName = pharmacy.groupId === null ? undefined : groupNames.get(pharmacy.groupId);
		return {
			id: pharmacy.id,
			name: pharmacy.name,
			logoUrl: logoUrl(pharmacy.logoFileId),
			group:
				pharmacy.groupId === null || groupName === undefined
					? null
					: { id: pharmacy.groupId, name: groupName },
			viaGroup:
				pharmacy.ownerUserId !== userId &&
				pharmacy.groupId !== null &&
				heldGroupIds.has(pharmacy.groupId),
			plan: planView(plans[index] ?? null),
			used: used.get(pharmacy.id) ?? 1,
		};
	});
	return {
		managed,
		groups: scope.groups.map((group) => ({
			id: group.id,
			name: group.name,
			pharmacyIds: groupPharmacies.get(group.id) ?? [],
		})),
		memberOf: membership
			? {
					id: membership.pharmacyId,
					name: membership.name,
					logoUrl: logoUrl(membership.logoFileId),
				}
			: null,
	};
}

/**
 * `POST /pharmacy/renamePharmacy {pharmacyId, name}`: the name as sign-up stores it, unique
 * whatever its case (the unique index settles a race with a sign-up or another rename).
 */
export async function renamePharmacy(
	deps: TeamDeps,
	userId: number,
	input: { pharmacyId: number; name: string },
): Promise<{ id: number; name: string }> {
	const managed = await requireManagedPharmacy(deps, userId, input.pharmacyId);
	requirePlanFeature(managed, 'space');
	const name = normalisePharmacyName(input.name);
	if (await teamQueries.isPharmacyNameTaken(deps.db, name, input.pharmacyId)) throw nameInUse();
	try {
		await teamQueries.renamePharmacy(deps.db, input.pharmacyId, name);
	} catch (error) {
		if (violatedUniqueConstraint(error) === 'pharmacies_name_lower_uq') throw nameInUse();
		throw error;
	}
	return { id: input.pharmacyId, name };
}

/** `POST /pharmacy/getTeam {pharmacyId}`: owner, members, pending invitations and seats. */
export async function getTeam(
	deps: TeamDeps,
	userId: number,
	pharmacyId: number,
): Promise<PharmacyTeam> {
	const { pharmacy, plan } = await requireManagedPharmacy(deps, userId, pharmacyId);
	const now = deps.now();
	const [owner, members, invitations] = await Promise.all([
		teamQueries.findPerson(deps.db, pharmacy.ownerUserId),
		teamQueries.listMembers(deps.db, pharmacyId),
		teamQueries.listPendingInvitations(deps.db, pharmacyId, now),
	]);
	if (!owner) throw new Error(`pharmacy ${String(pharmacyId)} has no owner row`);
	return {
		pharmacy: { id: pharmacy.id, name: pharmacy.name, logoUrl: logoUrl(pharmacy.logoFileId) },
		plan: planView(plan),
		seats: plan?.seats ?? 0,
		used: 1 + members.length + invitations.length,
		owner: { userId: owner.userId, name: fullName(owner), email: owner.email, joinedAt: null },
		members: members.map((member): TeamPerson => ({
			userId: member.userId,
			name: fullName(member),
			email: member.email,
			joinedAt: member.joinedAt.toISOString(),
		})),
		invitations: invitations.map((invitation) => ({
			id: invitation.id,
			email: invitation.email,
			createdAt: invitation.createdAt.toISOString(),
			expiresAt: invitation.expiresAt.toISOString(),
		})),
	};
}

/**
 * Takes someone out of a team, in one transaction: the membership and their assignments to the
 * itineraries of that pharmacy or its group. Certificates and progress belong to the person and
 * stay.
 */
async function leaveTeam(
	deps: LeaveDeps,
	userId: number,
	pharmacy: { id: number; groupId: number | null },
	{ tellOwner }: { tellOwner: boolean },
): Promise<boolean> {
	const now = deps.now();
	const left = await deps.db.transaction(async (tx) => {
		if (!(await teamQueries.deleteMember(tx, pharmacy.id, userId))) return false;
		await teamQueries.deleteItineraryAssignments(tx, userId, {
			pharmacyId: pharmacy.id,
			groupId: pharmacy.groupId,
		});
		// A member who leaves on their own frees a seat the owner should hear of.
		if (tellOwner) await deps.jobs.enqueue(tx, memberLeftMail(pharmacy.id, userId, now), now);
		return true;
	});
	// Their team's licence no longer opens the campus to them, from this process at once.
	if (left) forgetAccess(deps);
	return left;
}

/** `POST /pharmacy/removeMember {pharmacyId, userId}`: the owner is not a member to remove. */
export async function removeMember(
	deps: LeaveDeps,
	userId: number,
	input: { pharmacyId: number; userId: number },
): Promise<{ userId: number }> {
	const { pharmacy } = await requireManagedPharmacy(deps, userId, input.pharmacyId);
	if (!(await leaveTeam(deps, input.userId, pharmacy, { tellOwner: false }))) {
		throw memberNotFound();
	}
	return { userId: input.userId };
}

/** `POST /pharmacy/leavePharmacy {}`: a member leaves their team (an owner has none to leave). */
export async function leavePharmacy(
	deps: LeaveDeps,
	userId: number,
): Promise<{ pharmacyId: number }> {
	const membership = await teamQueries.findMembership(deps.db, userId);
	const left =
		membership !== undefined &&
		(await leaveTeam(
			deps,
			userId,
			{ id: membership.pharmacyId, groupId: membership.groupId },
			{ tellOwner: true },
		));
	if (!membership || !left) throw new AppError('mem_nf', 404, t('team_api.not_member'));
	return { pharmacyId: membership.pharmacyId };
}

/**
 * Refuses (409 `team_big`) a pharmacy plan with fewer seats than the buyer's team has now
 * (owner, members and pending invitations), before anything is charged: the purchase's check.
 */
export async function requireTeamFits(
	deps: TeamDeps,
	buyerUserId: number,
	plan: { licenceType: number; size: string | null; seats: number },
): Promise<void> {
	const overflow = await teamOverflow(deps, buyerUserId, plan);
	if (overflow) throw new AppError('team_big', 409, t('team_api.team_big', overflow));
}

/**
 * How the team of the pharmacy `ownerUserId` owns overflows a pharmacy plan (seats taken, the
 * plan's name and seats, for the refusal's words), or null when it fits or there is no team.
 */
export async function teamOverflow(
	deps: TeamDeps,
	ownerUserId: number,
	plan: { licenceType: number; size: string | null; seats: number },
): Promise<{ used: number; plan: string; seats: number } | null> {
	if (plan.licenceType !== LICENCE_TYPE.PHARMACY || plan.size === null) return null;
	const pharmacy = await teamQueries.findOwnedPharmacy(deps.db, ownerUserId);
	if (!pharmacy) return null;
	const used = await teamQueries.seatsUsed(deps.db, pharmacy.id, deps.now());
	return used > plan.seats ? { used, plan: pharmacyPlanLabel(plan.size), seats: plan.seats } : null;
}
