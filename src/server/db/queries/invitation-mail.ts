/**
 * SQL of the invitation mails (issue #18): the mail job gives the invitation the token it mails,
 * and the owner's mail reads who accepted it.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { pharmacyInvitations } from '../schema';
import { pendingAt } from './pharmacy-team';

/**
 * Gives a pending invitation a new token (the mail job makes the link when it runs, so no job
 * ever holds a token); answers what the mail needs, or undefined when the invitation is no longer
 * pending (cancelled, accepted or expired before its mail went).
 */
export async function renewInvitationToken(
	db: Database,
	invitationId: number,
	tokenHash: string,
	now: Date,
) {
	const [row] = await db
		.update(pharmacyInvitations)
		.set({ tokenHash })
		.where(and(eq(pharmacyInvitations.id, invitationId), pendingAt(now)))
		.returning({
			email: pharmacyInvitations.email,
			pharmacyId: pharmacyInvitations.pharmacyId,
			invitedByUserId: pharmacyInvitations.invitedByUserId,
		});
	return row;
}

/** Who accepted an invitation, and to which pharmacy, for the owner's mail; undefined if not accepted. */
export async function findAcceptedInvitation(db: Database, invitationId: number) {
	const [row] = await db
		.select({
			pharmacyId: pharmacyInvitations.pharmacyId,
			acceptedByUserId: pharmacyInvitations.acceptedByUserId,
		})
		.from(pharmacyInvitations)
		.where(eq(pharmacyInvitations.id, invitationId))
		.limit(1);
	return row?.acceptedByUserId ? { ...row, acceptedByUserId: row.acceptedByUserId } : undefined;
}
