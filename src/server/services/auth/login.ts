/**
 * `POST /oauth/token` with `grant_type=password` (ADR 004): the login by email or nick, under the
 * per-IP and per-account limits.
 */
import { t } from '../../../i18n';
import * as userQueries from '../../db/queries/users';
import { AppError } from '../../errors';
import { verifyPassword } from './passwords';
import { consume, RATE_LIMITS, refund } from './rate-limit';
import { createResetToken } from './recovery';
import {
	issueTokens,
	userData,
	type PasswordChangeRequired,
	type SessionDeps,
	type TokenData,
} from './sessions';

const wrongPassword = () => new AppError('pwd_inv', 401, t('errors.wrong_password'));

export interface LoginInput {
	/** Email or nick. */
	username: string;
	password: string;
	/** The connection's address, for the per-IP limit on failed attempts. */
	clientAddress: string;
	spaceId?: number | undefined;
	adminSpaceId?: number | undefined;
	partnerSlug?: string | undefined;
}

/**
 * `grant_type=password`. Counts the attempt per IP, then per account (a right password takes both
 * counts back: only failures count), checks the password, and starts a session, or hands
 * out a change token when the account must change its password.
 */
export async function login(
	deps: SessionDeps,
	input: LoginInput,
): Promise<TokenData | PasswordChangeRequired> {
	const ipAttempt = await consume(deps, RATE_LIMITS.loginIp, input.clientAddress);
	const user = await userQueries.findUserByLogin(deps.db, input.username);
	if (!user) throw new AppError('user_nf', 401, t('errors.no_account'));
	const accountAttempt = await consume(deps, RATE_LIMITS.loginAccount, String(user.id));
	if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongPassword();
	// Only failures count: a whole pharmacy team behind one address logs in every morning.
	await refund(deps, accountAttempt);
	await refund(deps, ipAttempt);

	if (user.mustChangePwd) {
		const changeToken = await createResetToken(deps, deps.db, user.id);
		return { must_change_pwd: true, change_token: changeToken, user_data: userData(user) };
	}

	const session = await deps.db.transaction(async (tx) => {
		// Holds the row against a password change until the new family exists: either the change
		// waits and then revokes this session too, or this login sees the new hash.
		if ((await userQueries.lockPasswordHash(tx, user.id)) !== user.passwordHash) return undefined;
		await userQueries.recordLogin(tx, user.id, {
			at: deps.now(),
			spaceId: input.spaceId,
			adminSpaceId: input.adminSpaceId,
			partnerSlug: input.partnerSlug,
		});
		return issueTokens(deps, tx, user);
	});
	if (!session) throw wrongPassword();
	return session;
}
