/**
 * A logged-in person changes their password (issue #17, `POST /profile/updatePassword`, ADR 004
 * "Changing the password while logged in"). The current password is checked under the same
 * limits as a login (login-throttle.ts, the same counters): a stolen session cannot guess it any
 * faster than the login form could. Then the new password is set, the account's open reset links
 * are spent, and every other login of the person ends; the caller's own stays open.
 */
import { t } from '../../../i18n';
import { formatSpainDate } from '../../../lib/dates';
import type { AppDeps, AuthUser } from '../../context';
import * as tokenQueries from '../../db/queries/sessions';
import * as userQueries from '../../db/queries/users';
import { AppError } from '../../errors';
import type { JobRequest } from '../../jobs/contract';
import type { MailContent } from '../../mail/layout';
import { admitLogin, loginSucceeded } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { forgetSessions, type SessionDeps } from './sessions';

/** `data.updatePassword` of a change that went through. */
export const PASSWORD_UPDATED = 'ok';

const wrongCurrentPassword = () =>
	new AppError('pwd_inv', 400, t('auth_api.current_password_wrong'));

export interface UpdatePasswordInput {
	/** The caller (its login stays open). */
	user: AuthUser;
	currentPassword: string;
	newPassword: string;
	/** The client's address (middleware/client-address.ts), for the limits on failed attempts. */
	clientAddress: string;
}

/**
 * Changes the caller's password once the current one proves right. A wrong current password is
 * 400 `pwd_inv` (not 401 or 403: the session is fine, and the browser closes a session on those)
 * and counts as a failed login; past the limits it is 429 `too_many`. Nothing else changes.
 */
export async function updateOwnPassword(
	deps: SessionDeps & Pick<AppDeps, 'jobs'>,
	input: UpdatePasswordInput,
): Promise<typeof PASSWORD_UPDATED> {
	const account = await userQueries.findUserById(deps.db, input.user.id);
	// requireUser saw an open login, so the account existed a moment ago; deleted since.
	if (!account) throw new AppError('token_inv', 401, t('auth_api.token_inv'));
	const attempt = await admitLogin(deps, { userId: account.id, address: input.clientAddress });
	if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
		throw wrongCurrentPassword();
	}
	await loginSucceeded(deps, attempt);

	const passwordHash = await hashPassword(input.newPassword);
	const now = deps.now();
	let ended: string[] = [];
	const changed = await deps.db.transaction(async (tx) => {
		// The row's lock orders this change against a login (login.ts) or another change: a login
		// that checked the old password before this commits either ends below or is refused.
		if ((await userQueries.lockPasswordHash(tx, account.id)) !== account.passwordHash) {
			return false;
		}
		await userQueries.updatePassword(tx, account.id, passwordHash, now);
		await tokenQueries.useUserResets(tx, account.id, now);
		ended = await tokenQueries.revokeUserFamilies(tx, account.id, now, input.user.sessionId);
		await deps.jobs.enqueue(tx, passwordChangedMail(account.id, now), now);
		return true;
	});
	// Committed: this process stops the ended logins' access tokens now, not in a few seconds.
	forgetSessions(deps, ended);
	// Another change got there first: the password checked above is no longer the current one.
	if (!changed) throw wrongCurrentPassword();
	return PASSWORD_UPDATED;
}

/**
 * The security notice of a password change (issue #18), whichever way it was changed: logged in
 * here, or by a mailed link (recovery.ts). One per change; it always goes (transactional).
 */
export function passwordChangedMail(userId: number, changedAt: Date): JobRequest {
	return {
		queue: 'mail',
		key: `mail:password-changed:${String(userId)}:${changedAt.toISOString()}`,
		work: { template: 'password-changed', userId, changedAt: changedAt.toISOString() },
	};
}

export async function passwordChangedMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	userId: number,
	changedAt: string,
): Promise<MailContent | undefined> {
	const user = await userQueries.findUserById(deps.db, userId);
	if (!user) return undefined;
	return {
		to: user.email,
		subject: t('mail.password_changed_subject'),
		preview: t('mail.password_changed_preview'),
		greeting: t('mail.password_changed_greeting', { name: user.name }),
		paragraphs: [
			t('mail.password_changed_intro', {
				email: user.email,
				date: formatSpainDate(new Date(changedAt)),
			}),
			t('mail.password_changed_not_you'),
		],
		action: { label: t('mail.password_changed_button'), url: `${deps.config.siteUrl}/login` },
	};
}
