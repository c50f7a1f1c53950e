/**
 * Payloads and answers of the pharmacy space and team calls (issue #7, `/api/pharmacy`), shared
 * by src/server/routes/pharmacy and the campus pages `/aula/mi-farmacia` and `/unirse`.
 */
import type { AreaResult } from './common';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import {
	email,
	PHARMACY_NAME_MAX_LENGTH,
	payloadObject,
	positiveId,
	requiredText,
	text,
} from './fields';
import type { PharmacySize } from './plans';

/** Days a join link stays valid. */
export const INVITATION_DAYS = 14;

/** A join link's token: 43 base64url characters as issued; anything far longer is not one. */
const TOKEN_MAX_LENGTH = 200;

const invalidData = () => t('errors.invalid_data');

const pharmacyId = positiveId(invalidData);

/** `POST /pharmacy/renamePharmacy {pharmacyId, name}`. */
export const RenamePharmacyBody = payloadObject({
	pharmacyId,
	name: requiredText(PHARMACY_NAME_MAX_LENGTH),
});

/** Calls about one pharmacy: `getTeam`. */
export const PharmacyBody = payloadObject({ pharmacyId });

/** `POST /pharmacy/inviteMember {pharmacyId, email}`. */
export const InviteMemberBody = payloadObject({ pharmacyId, email: email() });

/** `POST /pharmacy/cancelInvitation {pharmacyId, invitationId}`. */
export const CancelInvitationBody = payloadObject({
	pharmacyId,
	invitationId: positiveId(invalidData),
});

/** `POST /pharmacy/removeMember {pharmacyId, userId}`. */
export const RemoveMemberBody = payloadObject({ pharmacyId, userId: positiveId(invalidData) });

/** `POST /pharmacy/getInvitation|acceptInvitation {token}`: the token of the join link. */
export const InvitationTokenBody = payloadObject({
	token: v.pipe(
		text(invalidData),
		v.trim(),
		v.nonEmpty(() => t('validation.required')),
		v.maxLength(TOKEN_MAX_LENGTH, invalidData),
	),
});

// ---- Answers -------------------------------------------------------------------------------

/** A pharmacy's plan as the management pages show it. */
export interface PharmacyPlanView {
	planName: string;
	size: PharmacySize;
	/** People the team may have, the owner included. */
	seats: number;
	/** The plan is a trial: members keep the demo licence's exclusions. */
	trial: boolean;
}

/** A pharmacy the caller manages (as its owner, or as its group's holder). */
export interface ManagedPharmacyView {
	id: number;
	name: string;
	logoUrl: string | null;
	group: { id: number; name: string } | null;
	/** Managed as the holder of its group rather than as its owner. */
	viaGroup: boolean;
	/** Null while the owner has no open pharmacy licence. */
	plan: PharmacyPlanView | null;
	/** Seats taken: the owner, the members and the pending invitations. */
	used: number;
}

/** `data.getMyPharmacies`: what the caller manages and the team they are in. */
export interface MyPharmacies {
	managed: ManagedPharmacyView[];
	groups: { id: number; name: string; pharmacyIds: number[] }[];
	/** The pharmacy whose team the caller is in as a member (not as its owner). */
	memberOf: { id: number; name: string; logoUrl: string | null } | null;
}

/** Someone of the team. `joinedAt` is null for the owner, who was never invited. */
export interface TeamPerson {
	userId: number;
	name: string;
	email: string;
	joinedAt: string | null;
}

/** An invitation that holds a seat until it is accepted, cancelled or expires. */
export interface PendingInvitation {
	id: number;
	email: string;
	createdAt: string;
	expiresAt: string;
}

/** `data.getTeam`. */
export interface PharmacyTeam {
	pharmacy: { id: number; name: string; logoUrl: string | null };
	plan: PharmacyPlanView | null;
	/** People the plan admits (0 without a plan). */
	seats: number;
	used: number;
	owner: TeamPerson;
	members: TeamPerson[];
	invitations: PendingInvitation[];
}

/** `data.inviteMember`: the invitation (its mail is queued with it: services/pharmacy-invitations.ts). */
export interface InvitationSent {
	invitation: PendingInvitation;
	used: number;
	seats: number;
}

export type InvitationState = 'valid' | 'expired' | 'used' | 'cancelled';

/** `data.getInvitation`: what the join page shows before anyone logs in. */
export interface InvitationView {
	pharmacy: { name: string; logoUrl: string | null };
	email: string;
	state: InvitationState;
	expiresAt: string;
	/**
	 * Whether the caller's session (when a valid bearer came) is the invited email's account:
	 * `invited`, `other`, or null without a session.
	 */
	account: 'invited' | 'other' | null;
}

/** `data.acceptInvitation`: the team joined. */
export interface InvitationAccepted {
	pharmacy: { id: number; name: string; logoUrl: string | null };
}

// ---- Result codes ----------------------------------------------------------------------------

/**
 * Who manages which pharmacy (services/pharmacy-access.ts), checked by every pharmacy call: a
 * pharmacy or group the caller does not manage is not found; `plan_req` is a feature the plan
 * does not include (403 that keeps the session).
 */
export type PharmacyAccessResult = 'ph_nf' | 'grp_nf' | 'plan_req';

/** What the pharmacy space, team and invitation calls (`/pharmacy/*`, ADR 008) answer when they fail. */
export type PharmacyTeamResult = AreaResult<
	| PharmacyAccessResult
	| 'pharmacy_used'
	| 'mem_nf'
	| 'mem_dup'
	/** Every seat of the plan is taken. */
	| 'seat_full'
	| 'team_big'
	| 'inv_nf'
	| 'inv_dup'
	| 'inv_exp'
	| 'inv_used'
	| 'inv_cancelled'
	/** The invitation was sent to another email than the logged-in one's. */
	| 'inv_email'
	| 'inv_owner'
	| 'inv_plan'
	| 'inv_team'
>;
