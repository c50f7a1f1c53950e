/**
 * Invitations to a pharmacy's team (issue #7, ADR 008). The owner (or the group's holder) invites
 * by email; the mail carries a join link `/unirse?invitacion=<token>` valid 14 days, whose token is
 * stored only as its HMAC (a mailed link like a password reset: services/mailed-links.ts). A
 * pending invitation takes a seat, so the seats are counted with the pharmacy's row locked:
 * concurrent invitations (and acceptances) take turns and never exceed the plan.
 *
 * Accepting needs the invited email's own account, someone in no other team and owning no
 * pharmacy, and the pharmacy's plan still open; the membership and the invitation's acceptance
 * are written together.
 */
import { t } from '../../i18n';
import {
	INVITATION_DAYS,
	type InvitationAccepted,
	type InvitationSent,
	type InvitationState,
	type InvitationView,
} from '../../lib/contracts/pharmacy-team';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { violatedUniqueConstraint } from '../db/errors';
import * as pharmacyQueries from '../db/queries/pharmacies';
import * as teamQueries from '../db/queries/pharmacy-team';
import type { InvitationRow } from '../db/queries/pharmacy-team';
import { renewInvitationToken } from '../db/queries/invitation-mail';
import { AppError } from '../errors';
import { consume, RATE_LIMITS, tooMany, waitText } from './auth/rate-limit';
import { logoUrl } from './file-urls';
import type { MailContent } from '../mail/layout';
import { mailNewcomerItineraries } from './itinerary-mail';
import { hashLinkToken, linkMailContent, linkUrl, newLinkToken } from './mailed-links';
import {
	pharmacyPlan,
	requireManagedPharmacy,
	requirePlanFeature,
	type PharmacyPlan,
} from './pharmacy-access';
import { pharmacyPlanLabel } from './pharmacy-team';
import { memberJoinedMail } from './team-mail';

type InvitationDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'logger' | 'jobs'>;

const DAY_SECONDS = 86_400;

const invitationNotFound = () => new AppError('inv_nf', 404, t('team_api.inv_nf'));

function seatFull(plan: PharmacyPlan): AppError {
	return new AppError(
		'seat_full',
		409,
		t('team_api.seat_full', { plan: pharmacyPlanLabel(plan.size), seats: plan.seats }),
	);
}

/** The join page that reads `invitacion`. */
export function joinLink(siteUrl: string, token: string): string {
	return linkUrl(siteUrl, '/unirse', 'invitacion', token);
}

/**
 * The invitation mail (the recovery mail's layout), composed when its job runs: the invitation
 * gets a new token then, so no job holds a link. Undefined when the invitation is no longer
 * pending (cancelled or accepted before the mail went).
 */
export async function invitationMailContent(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	invitationId: number,
): Promise<MailContent | undefined> {
	const now = deps.now();
	const linkToken = newLinkToken(deps, 'invitation', now, INVITATION_DAYS * DAY_SECONDS);
	const invitation = await renewInvitationToken(deps.db, invitationId, linkToken.tokenHash, now);
	if (!invitation) return undefined;
	const pharmacy = await pharmacyQueries.findPharmacy(deps.db, invitation.pharmacyId);
	if (!pharmacy) return undefined;
	const inviter =
		invitation.invitedByUserId === null
			? undefined
			: await teamQueries.findPerson(deps.db, invitation.invitedByUserId);
	const inviterName = inviter ? `${inviter.name} ${inviter.lastName}`.trim() : pharmacy.name;
	return linkMailContent({
		to: invitation.email,
		subject: t('team_api.mail.subject', { pharmacy: pharmacy.name }),
		preview: t('team_api.mail.intro', { inviter: inviterName, pharmacy: pharmacy.name }),
		greeting: t('team_api.mail.greeting'),
		intro: t('team_api.mail.intro', { inviter: inviterName, pharmacy: pharmacy.name }),
		link: joinLink(deps.config.siteUrl, linkToken.token),
		button: t('team_api.mail.button'),
		expiry: t('team_api.mail.expiry', { days: INVITATION_DAYS, email: invitation.email }),
		ignore: t('team_api.mail.ignore'),
	});
}

/**
 * `POST /pharmacy/inviteMember {pharmacyId, email}`: refused when the person is in the team
 * already (409 `mem_dup`), has a pending invitation (409 `inv_dup`) or no seat is left
 * (409 `seat_full`, naming the plan and its seats).
 */
export async function inviteMember(
	deps: InvitationDeps,
	userId: number,
	input: { pharmacyId: number; email: string },
): Promise<InvitationSent> {
	const managed = await requireManagedPharmacy(deps, userId, input.pharmacyId);
	const plan = requirePlanFeature(managed, 'team');
	const email = input.email.toLowerCase();
	const now = deps.now();
	const linkToken = newLinkToken(deps, 'invitation', now, INVITATION_DAYS * DAY_SECONDS);
	let created: Awaited<ReturnType<typeof teamQueries.insertInvitation>>;
	let used: number;
	try {
		({ created, used } = await deps.db.transaction(async (tx) => {
			// Every seat count of this team waits here for the one before to commit.
			if (!(await teamQueries.lockPharmacy(tx, input.pharmacyId))) {
				throw new AppError('ph_nf', 404, t('pharmacy_access.pharmacy_not_found'));
			}
			if (await teamQueries.isInTeamByEmail(tx, input.pharmacyId, email)) {
				throw new AppError('mem_dup', 409, t('team_api.mem_dup', { email }));
			}
			if (await teamQueries.findPendingInvitationByEmail(tx, input.pharmacyId, email, now)) {
				throw duplicate(email);
			}
			await teamQueries.cancelExpiredInvitations(tx, input.pharmacyId, email, now);
			const taken = await teamQueries.seatsUsed(tx, input.pharmacyId, now);
			if (taken >= plan.seats) throw seatFull(plan);
			await countInvitationMail(deps, tx, input.pharmacyId, email);
			const row = await teamQueries.insertInvitation(tx, {
				pharmacyId: input.pharmacyId,
				email,
				// A placeholder nobody holds: the mail job gives the invitation the token it mails.
				tokenHash: linkToken.tokenHash,
				invitedByUserId: userId,
				createdAt: linkToken.createdAt,
				expiresAt: linkToken.expiresAt,
			});
			await deps.jobs.enqueue(
				tx,
				{
					queue: 'mail',
					key: `mail:team-invitation:${String(row.id)}`,
					work: { template: 'team-invitation', invitationId: row.id },
				},
				now,
			);
			return { created: row, used: taken + 1 };
		}));
	} catch (error) {
		if (violatedUniqueConstraint(error) === 'pharmacy_invitations_open_email_uq') {
			throw duplicate(email);
		}
		throw error;
	}

	return {
		invitation: {
			id: created.id,
			email: created.email,
			createdAt: created.createdAt.toISOString(),
			expiresAt: created.expiresAt.toISOString(),
		},
		used,
		seats: plan.seats,
	};
}

/**
 * Counts the mail this invitation sends, per pharmacy and per invited address, in the
 * invitation's transaction: a refused or failed invitation counts nothing, and cancelling an
 * invitation gives nothing back, so invite, cancel, invite… stops at the limits.
 */
async function countInvitationMail(
	deps: Pick<AppDeps, 'now'>,
	tx: Database,
	pharmacyId: number,
	email: string,
): Promise<void> {
	const counted = { db: tx, now: deps.now };
	const { invitationsPharmacy, invitationsEmail } = RATE_LIMITS;
	await consume(counted, invitationsPharmacy, String(pharmacyId), (seconds) =>
		tooMany(
			seconds,
			t('rate_limits.invitations_pharmacy', {
				limit: invitationsPharmacy.limit,
				when: waitText(seconds),
			}),
		),
	);
	await consume(counted, invitationsEmail, email, (seconds) =>
		tooMany(
			seconds,
			t('rate_limits.invitations_email', {
				email,
				limit: invitationsEmail.limit,
				when: waitText(seconds),
			}),
		),
	);
}

function duplicate(email: string): AppError {
	return new AppError('inv_dup', 409, t('team_api.inv_dup', { email }));
}

/** `POST /pharmacy/cancelInvitation {pharmacyId, invitationId}`: frees its seat. */
export async function cancelInvitation(
	deps: Pick<AppDeps, 'db' | 'now'>,
	userId: number,
	input: { pharmacyId: number; invitationId: number },
): Promise<{ invitationId: number }> {
	await requireManagedPharmacy(deps, userId, input.pharmacyId);
	const cancelled = await teamQueries.cancelInvitation(
		deps.db,
		input.pharmacyId,
		input.invitationId,
		deps.now(),
	);
	if (!cancelled) throw new AppError('inv_nf', 404, t('team_api.inv_not_pending'));
	return { invitationId: input.invitationId };
}

/**
 * What became of an invitation. One cancelled because it had expired (a new one went to the same
 * email) still reads as expired, which is what happened to it first.
 */
export function invitationState(
	invitation: Pick<InvitationRow, 'acceptedAt' | 'cancelledAt' | 'expiresAt'>,
	now: Date,
): InvitationState {
	if (invitation.acceptedAt) return 'used';
	const expired = invitation.expiresAt <= now;
	if (invitation.cancelledAt) {
		return expired && invitation.cancelledAt >= invitation.expiresAt ? 'expired' : 'cancelled';
	}
	return expired ? 'expired' : 'valid';
}

/**
 * `POST /pharmacy/getInvitation {token}`: public, the token is what opens it. With a valid
 * session it also says whether that account is the invited one, so the join page can offer the
 * right step before anything is tried.
 */
export async function getInvitation(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	token: string,
	viewerUserId: number | null,
): Promise<InvitationView> {
	const invitation = await teamQueries.findInvitationByTokenHash(
		deps.db,
		hashLinkToken(deps, 'invitation', token),
	);
	const pharmacy = invitation
		? await pharmacyQueries.findPharmacy(deps.db, invitation.pharmacyId)
		: undefined;
	if (!invitation || !pharmacy) throw invitationNotFound();
	let account: InvitationView['account'] = null;
	if (viewerUserId !== null) {
		const viewer = await teamQueries.findPerson(deps.db, viewerUserId);
		if (viewer) {
			account = viewer.email.toLowerCase() === invitation.email.toLowerCase() ? 'invited' : 'other';
		}
	}
	return {
		pharmacy: { name: pharmacy.name, logoUrl: logoUrl(pharmacy.logoFileId) },
		email: invitation.email,
		state: invitationState(invitation, deps.now()),
		expiresAt: invitation.expiresAt.toISOString(),
		account,
	};
}

/**
 * `POST /pharmacy/acceptInvitation {token}`: joins the caller to the team. Accepting twice (a
 * double click) answers the team again.
 */
export async function acceptInvitation(
	deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs'>,
	userId: number,
	token: string,
): Promise<InvitationAccepted> {
	const hash = hashLinkToken(deps, 'invitation', token);
	const found = await teamQueries.findInvitationByTokenHash(deps.db, hash);
	const pharmacy = found
		? await pharmacyQueries.findPharmacy(deps.db, found.pharmacyId)
		: undefined;
	const person = await teamQueries.findPerson(deps.db, userId);
	if (!found || !pharmacy || !person) throw invitationNotFound();
	const answer: InvitationAccepted = {
		pharmacy: { id: pharmacy.id, name: pharmacy.name, logoUrl: logoUrl(pharmacy.logoFileId) },
	};
	if (found.acceptedByUserId === userId) return answer;

	const now = deps.now();
	refuseUnusable(found, now);
	if (person.email.toLowerCase() !== found.email.toLowerCase()) {
		throw new AppError('inv_email', 403, t('team_api.inv_email', { email: found.email }));
	}
	if (await teamQueries.ownsPharmacy(deps.db, userId)) {
		throw new AppError('inv_owner', 409, t('team_api.inv_owner'));
	}
	const membership = await teamQueries.findMembership(deps.db, userId);
	if (membership) {
		throw new AppError('inv_team', 409, t('team_api.inv_team', { pharmacy: membership.name }));
	}
	const plan = await pharmacyPlan(deps, pharmacy);
	if (!plan)
		throw new AppError('inv_plan', 409, t('team_api.inv_plan', { pharmacy: pharmacy.name }));

	try {
		await deps.db.transaction(async (tx) => {
			await teamQueries.lockPharmacy(tx, pharmacy.id);
			const invitation = await teamQueries.findInvitationByTokenHash(tx, hash, { lock: true });
			if (!invitation) throw invitationNotFound();
			refuseUnusable(invitation, now);
			// This invitation is among the pending ones counted: joining turns its seat into a member's.
			if ((await teamQueries.seatsUsed(tx, pharmacy.id, now)) > plan.seats) throw seatFull(plan);
			await teamQueries.insertMember(tx, { pharmacyId: pharmacy.id, userId, joinedAt: now });
			await teamQueries.markInvitationAccepted(tx, invitation.id, userId, now);
			await deps.jobs.enqueue(tx, memberJoinedMail(invitation.id), now);
			await mailNewcomerItineraries(deps, tx, userId, now);
		});
	} catch (error) {
		// Another acceptance put the person in a team between the check and the insert.
		const constraint = violatedUniqueConstraint(error);
		if (
			constraint === 'pharmacy_members_user_uq' ||
			constraint === 'pharmacy_members_pharmacy_id_user_id_pk'
		) {
			throw new AppError('inv_team', 409, t('team_api.inv_team', { pharmacy: pharmacy.name }));
		}
		throw error;
	}
	return answer;
}

function refuseUnusable(invitation: InvitationRow, now: Date): void {
	switch (invitationState(invitation, now)) {
		case 'used':
			throw new AppError('inv_used', 409, t('team_api.inv_used'));
		case 'cancelled':
			throw new AppError('inv_cancelled', 409, t('team_api.inv_cancelled'));
		case 'expired':
			throw new AppError('inv_exp', 409, t('team_api.inv_exp'));
		case 'valid':
			return;
	}
}
