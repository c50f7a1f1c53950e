/**
 * What an admin does to a person's account (issue #20): end every session, send the
 * password-recovery mail, correct the name the certificates carry, block and unblock it. Each is confirmed in the
 * back-office, done once per request and written to the audit log (./once-per-request.ts).
 * Staff never see or set a password: the person sets a new one from the mail.
 */
import { t } from '../../../i18n';
import type {
	AccountBlock,
	CorrectNameInput,
	NameCorrected,
	PasswordResetQueued,
	SessionsEnded,
} from '../../../lib/contracts/customer-actions';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/customers';
import { AppError } from '../../errors';
import { revokeUserFamilies } from '../../db/queries/sessions';
import type { StaffActor } from '../audit';
import { forgetSessions } from '../auth/sessions';
import { customerNotFound } from './customers';
import { oncePerRequest } from './once-per-request';

type ActionDeps = Pick<AppDeps, 'db' | 'now' | 'sessionCache' | 'jobs'>;

interface CustomerRequest {
	userId: number;
	requestKey: string;
}

/** `POST /admin/endSessions`: every login of the person ends; their tokens stop at once. */
export async function endSessions(
	deps: ActionDeps,
	actor: StaffActor,
	request: CustomerRequest,
): Promise<SessionsEnded> {
	let ended: string[] = [];
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'customer.end_sessions', requestKey: request.requestKey },
		async (tx, at) => {
			if (!(await queries.lockPerson(tx, request.userId))) throw customerNotFound();
			ended = await revokeUserFamilies(tx, request.userId, at);
			return { subjectId: request.userId, after: { sessionsEnded: ended.length } };
		},
	);
	forgetSessions(deps, ended);
	return { sessionsEnded: Number(after.sessionsEnded) };
}

/** `POST /admin/sendPasswordReset`: the mail with a single-use link, as "¿Olvidaste tu contraseña?". */
export async function sendPasswordReset(
	deps: ActionDeps,
	actor: StaffActor,
	request: CustomerRequest,
): Promise<PasswordResetQueued> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'customer.send_password_reset', requestKey: request.requestKey },
		async (tx, at) => {
			const person = await queries.lockPerson(tx, request.userId);
			if (!person) throw customerNotFound();
			// The job makes the link when it sends the mail, so no job holds a token.
			await deps.jobs.enqueue(
				tx,
				{
					queue: 'mail',
					key: `mail:password-reset:${String(person.id)}:${request.requestKey}`,
					work: { template: 'password-reset', userId: person.id },
				},
				at,
			);
			return { subjectId: person.id, after: { email: person.email } };
		},
	);
	return { email: String(after.email) };
}

/** `POST /admin/correctName`: the account's name and the certificates still honoured. */
export async function correctName(
	deps: ActionDeps,
	actor: StaffActor,
	input: CorrectNameInput,
): Promise<NameCorrected> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'customer.correct_name', requestKey: input.requestKey },
		async (tx, at) => {
			const person = await queries.lockPerson(tx, input.userId);
			if (!person) throw customerNotFound();
			const name = { name: input.name, lastName: input.lastName };
			const certificates = await queries.renamePerson(tx, person.id, name, at);
			return {
				subjectId: person.id,
				before: { name: person.name, lastName: person.lastName },
				after: { ...name, certificates },
			};
		},
	);
	return {
		name: String(after.name),
		lastName: String(after.lastName),
		certificates: Number(after.certificates),
	};
}

/**
 * `POST /admin/blockAccount`: no session is issued to the person while it lasts (login, refresh,
 * a new password: services/auth/sessions.ts), and their open ones end now. An admin cannot block
 * themself. Blocking a blocked account changes nothing.
 */
export async function blockAccount(
	deps: ActionDeps,
	actor: StaffActor,
	request: CustomerRequest,
): Promise<AccountBlock> {
	if (request.userId === actor.userId) {
		throw new AppError('self_block', 409, t('admin.errors.self_block'));
	}
	let ended: string[] = [];
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'customer.block', requestKey: request.requestKey },
		async (tx, at) => {
			const person = await queries.lockPerson(tx, request.userId);
			if (!person) throw customerNotFound();
			const blockedAt = person.blockedAt ?? at;
			if (!person.blockedAt) await queries.setBlockedAt(tx, person.id, blockedAt, at);
			ended = await revokeUserFamilies(tx, person.id, at);
			return {
				subjectId: person.id,
				before: { blockedAt: person.blockedAt?.toISOString() ?? null },
				after: { blockedAt: blockedAt.toISOString(), sessionsEnded: ended.length },
			};
		},
	);
	forgetSessions(deps, ended);
	return { blockedAt: String(after.blockedAt), sessionsEnded: Number(after.sessionsEnded) };
}

/** `POST /admin/unblockAccount`: the person can log in again. */
export async function unblockAccount(
	deps: ActionDeps,
	actor: StaffActor,
	request: CustomerRequest,
): Promise<AccountBlock> {
	await oncePerRequest(
		deps,
		actor,
		{ action: 'customer.unblock', requestKey: request.requestKey },
		async (tx, at) => {
			const person = await queries.lockPerson(tx, request.userId);
			if (!person) throw customerNotFound();
			if (person.blockedAt) await queries.setBlockedAt(tx, person.id, null, at);
			return {
				subjectId: person.id,
				before: { blockedAt: person.blockedAt?.toISOString() ?? null },
				after: { blockedAt: null },
			};
		},
	);
	return { blockedAt: null, sessionsEnded: 0 };
}
