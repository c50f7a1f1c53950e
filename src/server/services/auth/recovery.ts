/**
 * Password recovery (ADR 004 "Reset links"): a single-use link valid for an hour, mailed to the
 * account's address; the same answer whether or not the address has an account, so the call
 * cannot tell who is registered. The same tokens serve as the change token of an account that
 * must change its password.
 */
import { randomUUID } from 'node:crypto';
import { t } from '../../../i18n';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import * as tokenQueries from '../../db/queries/sessions';
import * as userQueries from '../../db/queries/users';
import { AppError } from '../../errors';
import type { MailContent } from '../../mail/layout';
import { hashLinkToken, linkMailContent, linkUrl, newLinkToken } from '../mailed-links';
import { passwordChangedMail } from './own-password';
import { hashPassword } from './passwords';
import { addressSubject, consumeAll, RATE_LIMITS } from './rate-limit';
import { forgetSessions, issueTokens, type TokenData } from './sessions';
import { RESET_TOKEN_SECONDS } from './tokens';

type RecoveryDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'logger' | 'jobs' | 'sessionCache'>;

/** `data.recoveryPassword` (the spec's spelling). */
export const EMAIL_SENT = 'email_sended';

const invalidLink = () => new AppError('tk_inv', 400, t('auth_api.tk_inv'));

/** Stores a new reset token for the user (in `db`, maybe a transaction) and gives it. */
export async function createResetToken(
	deps: Pick<AppDeps, 'config' | 'now'>,
	db: Database,
	userId: number,
): Promise<string> {
	const { token, ...stored } = newLinkToken(deps, 'reset', deps.now(), RESET_TOKEN_SECONDS);
	await tokenQueries.insertPasswordReset(db, { userId, ...stored });
	return token;
}

/**
 * `POST /auth/recovery-password`: counts the request per IP and per email (whether or not the
 * account exists, so the limit tells nothing either), then, when the account exists, queues the
 * mail whose job makes the link (so no job holds a token). Each request is a mail of its own.
 */
export async function requestPasswordReset(
	deps: RecoveryDeps,
	input: { email: string; clientAddress: string },
): Promise<typeof EMAIL_SENT> {
	// `email` comes lower-cased from its schema: one counter per mailbox whatever its spelling.
	await consumeAll(deps, [
		[RATE_LIMITS.recoveryIp, addressSubject(input.clientAddress)],
		[RATE_LIMITS.recoveryEmail, input.email],
	]);
	const user = await userQueries.findUserByEmail(deps.db, input.email);
	if (!user) return EMAIL_SENT;
	await deps.jobs.enqueue(
		deps.db,
		{
			queue: 'mail',
			key: `mail:password-reset:${String(user.id)}:${randomUUID()}`,
			work: { template: 'password-reset', userId: user.id },
		},
		deps.now(),
	);
	return EMAIL_SENT;
}

/** `POST /auth/validate-token`: the link is unused and unexpired. */
export async function validateResetToken(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	token: string,
): Promise<'ok'> {
	const tokenHash = hashLinkToken(deps, 'reset', token);
	if (!(await tokenQueries.findUsableReset(deps.db, tokenHash, deps.now()))) throw invalidLink();
	return 'ok';
}

/**
 * `POST /auth/change-password`: spends the link, sets the password (lifting `must_change_pwd`),
 * spends the user's other links, ends every session and starts a new one, all or nothing.
 */
export async function changePassword(
	deps: RecoveryDeps,
	input: { token: string; password: string },
): Promise<TokenData> {
	// Checked before hashing, so a wrong link costs no argon2 run.
	await validateResetToken(deps, input.token);
	const passwordHash = await hashPassword(input.password);
	const tokenHash = hashLinkToken(deps, 'reset', input.token);
	const now = deps.now();
	let ended: string[] = [];
	const session = await deps.db.transaction(async (tx) => {
		const link = await tokenQueries.findUsableReset(tx, tokenHash, now);
		if (!link) return undefined;
		// The account's row first, before any link: two changes of one account (two links) queue
		// here instead of each holding its link while waiting for the other's; and a login between
		// its password check and its new session holds this row (see login.ts), so the revocation
		// below also catches that session.
		await userQueries.lockPasswordHash(tx, link.userId);
		const spent = await tokenQueries.useReset(tx, tokenHash, now);
		if (!spent) return undefined;
		await userQueries.updatePassword(tx, spent.userId, passwordHash, now);
		await tokenQueries.useUserResets(tx, spent.userId, now);
		ended = await tokenQueries.revokeUserFamilies(tx, spent.userId, now);
		await deps.jobs.enqueue(tx, passwordChangedMail(spent.userId, now), now);
		const user = await userQueries.findUserById(tx, spent.userId);
		if (!user) return undefined;
		await userQueries.recordLogin(tx, user.id, { at: now });
		return issueTokens(deps, tx, user);
	});
	// Committed: this process stops the ended logins' access tokens now, not in a few seconds.
	forgetSessions(deps, ended);
	if (!session) throw invalidLink();
	return session;
}

/** The page that reads `tk` and asks for the new password. */
export function resetLink(siteUrl: string, token: string): string {
	return linkUrl(siteUrl, '/recovery-password', 'tk', token);
}

/**
 * The recovery mail, composed when its job runs: the link is made then. Undefined when the
 * account is gone.
 */
export async function resetMailContent(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	userId: number,
): Promise<MailContent | undefined> {
	const user = await userQueries.findUserById(deps.db, userId);
	if (!user) return undefined;
	const token = await createResetToken(deps, deps.db, user.id);
	return linkMailContent({
		to: user.email,
		subject: t('auth_mail.reset_subject'),
		preview: t('auth_mail.reset_intro'),
		greeting: t('auth_mail.reset_greeting', { name: user.name }),
		intro: t('auth_mail.reset_intro'),
		link: resetLink(deps.config.siteUrl, token),
		button: t('auth_mail.reset_button'),
		expiry: t('auth_mail.reset_expiry', { minutes: RESET_TOKEN_SECONDS / 60 }),
		ignore: t('auth_mail.reset_ignore'),
	});
}
