/**
 * The pharmacy space and team calls (issue #7, `/api/pharmacy`) for `/aula/mi-farmacia`, the join
 * page `/unirse` and the campus pages that show a team its pharmacy.
 */
import type {
	InvitationAccepted,
	InvitationSent,
	InvitationView,
	MyPharmacies,
	PharmacyTeam,
	PharmacyTeamResult,
} from '../contracts/pharmacy-team';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** Result codes the pages branch on (services/pharmacy-team.ts, pharmacy-invitations.ts). */
/** What the caller manages, the groups they hold and the team they are in. */
export function getMyPharmacies(
	client: ApiClient = api,
): Promise<ApiResult<MyPharmacies, PharmacyTeamResult>> {
	return client.post('/pharmacy/getMyPharmacies', {}, { select: dataAt('getMyPharmacies') });
}

export function renamePharmacy(
	pharmacyId: number,
	name: string,
	client: ApiClient = api,
): Promise<ApiResult<{ id: number; name: string }, PharmacyTeamResult>> {
	return client.post(
		'/pharmacy/renamePharmacy',
		{ pharmacyId, name },
		{ select: dataAt('renamePharmacy') },
	);
}

export function getTeam(
	pharmacyId: number,
	client: ApiClient = api,
): Promise<ApiResult<PharmacyTeam, PharmacyTeamResult>> {
	return client.post('/pharmacy/getTeam', { pharmacyId }, { select: dataAt('getTeam') });
}

export function inviteMember(
	pharmacyId: number,
	email: string,
	client: ApiClient = api,
): Promise<ApiResult<InvitationSent, PharmacyTeamResult>> {
	return client.post(
		'/pharmacy/inviteMember',
		{ pharmacyId, email },
		{ select: dataAt('inviteMember') },
	);
}

export function cancelInvitation(
	pharmacyId: number,
	invitationId: number,
	client: ApiClient = api,
): Promise<ApiResult<{ invitationId: number }, PharmacyTeamResult>> {
	return client.post(
		'/pharmacy/cancelInvitation',
		{ pharmacyId, invitationId },
		{ select: dataAt('cancelInvitation') },
	);
}

export function removeMember(
	pharmacyId: number,
	userId: number,
	client: ApiClient = api,
): Promise<ApiResult<{ userId: number }, PharmacyTeamResult>> {
	return client.post(
		'/pharmacy/removeMember',
		{ pharmacyId, userId },
		{ select: dataAt('removeMember') },
	);
}

/** A member leaves their team. */
export function leavePharmacy(
	client: ApiClient = api,
): Promise<ApiResult<{ pharmacyId: number }, PharmacyTeamResult>> {
	return client.post('/pharmacy/leavePharmacy', {}, { select: dataAt('leavePharmacy') });
}

/** Public: the invitation of a join link (with the session, whether it is for this account). */
export function getInvitation(
	token: string,
	client: ApiClient = api,
): Promise<ApiResult<InvitationView, PharmacyTeamResult>> {
	return client.post('/pharmacy/getInvitation', { token }, { select: dataAt('getInvitation') });
}

export function acceptInvitation(
	token: string,
	client: ApiClient = api,
): Promise<ApiResult<InvitationAccepted, PharmacyTeamResult>> {
	return client.post(
		'/pharmacy/acceptInvitation',
		{ token },
		{ select: dataAt('acceptInvitation') },
	);
}
