/**
 * Pharmacy space and team calls (issue #7): validate, call one service, shape the envelope. The
 * services ask services/pharmacy-access.ts who may act on the pharmacy.
 */
import type { Context } from 'hono';
import {
	CancelInvitationBody,
	InvitationTokenBody,
	InviteMemberBody,
	PharmacyBody,
	RemoveMemberBody,
	RenamePharmacyBody,
} from '../../../lib/contracts/pharmacy-team';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser, readBearer } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as invitations from '../../services/pharmacy-invitations';
import * as team from '../../services/pharmacy-team';

const labels = (...fields: string[]) => fieldLabels('team_api.fields', fields);

/** `POST /pharmacy/getMyPharmacies {}`. */
export async function getMyPharmacies(c: Context<AppEnv>) {
	return ok(c, 'getMyPharmacies', await team.getMyPharmacies(c.var.deps, currentUser(c).id));
}

/** `POST /pharmacy/renamePharmacy {pharmacyId, name}`. */
export async function renamePharmacy(c: Context<AppEnv>) {
	const payload = await readPayload(c, RenamePharmacyBody, labels('pharmacyId', 'name'));
	return ok(c, 'renamePharmacy', await team.renamePharmacy(c.var.deps, currentUser(c).id, payload));
}

/** `POST /pharmacy/getTeam {pharmacyId}`. */
export async function getTeam(c: Context<AppEnv>) {
	const { pharmacyId } = await readPayload(c, PharmacyBody, labels('pharmacyId'));
	return ok(c, 'getTeam', await team.getTeam(c.var.deps, currentUser(c).id, pharmacyId));
}

/** `POST /pharmacy/inviteMember {pharmacyId, email}`. */
export async function inviteMember(c: Context<AppEnv>) {
	const payload = await readPayload(c, InviteMemberBody, labels('pharmacyId', 'email'));
	return ok(
		c,
		'inviteMember',
		await invitations.inviteMember(c.var.deps, currentUser(c).id, payload),
	);
}

/** `POST /pharmacy/cancelInvitation {pharmacyId, invitationId}`. */
export async function cancelInvitation(c: Context<AppEnv>) {
	const payload = await readPayload(c, CancelInvitationBody, labels('pharmacyId', 'invitationId'));
	return ok(
		c,
		'cancelInvitation',
		await invitations.cancelInvitation(c.var.deps, currentUser(c).id, payload),
	);
}

/** `POST /pharmacy/removeMember {pharmacyId, userId}`. */
export async function removeMember(c: Context<AppEnv>) {
	const payload = await readPayload(c, RemoveMemberBody, labels('pharmacyId', 'userId'));
	return ok(c, 'removeMember', await team.removeMember(c.var.deps, currentUser(c).id, payload));
}

/** `POST /pharmacy/leavePharmacy {}`. */
export async function leavePharmacy(c: Context<AppEnv>) {
	return ok(c, 'leavePharmacy', await team.leavePharmacy(c.var.deps, currentUser(c).id));
}

/** `POST /pharmacy/getInvitation {token}`: public; a valid bearer, if any, is read too. */
export async function getInvitation(c: Context<AppEnv>) {
	const { token } = await readPayload(c, InvitationTokenBody, labels('token'));
	const viewer = await readBearer(c);
	return ok(
		c,
		'getInvitation',
		await invitations.getInvitation(c.var.deps, token, viewer?.id ?? null),
	);
}

/** `POST /pharmacy/acceptInvitation {token}`. */
export async function acceptInvitation(c: Context<AppEnv>) {
	const { token } = await readPayload(c, InvitationTokenBody, labels('token'));
	return ok(
		c,
		'acceptInvitation',
		await invitations.acceptInvitation(c.var.deps, currentUser(c).id, token),
	);
}
