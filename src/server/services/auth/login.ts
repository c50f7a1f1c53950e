/**
 * `POST /oauth/token` with `grant_type=password` (ADR 004): the login by email or nick, under the
 * per-IP and per-account limits.
 */
import { t } from '../../../i18n';
import * as userQueries from '../../db/queries/users';
import { AppError } from '../../errors';
import { verifyPassword } from './passwords';
import { admitLogin, loginSucceeded } from './login-throttle';
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
	/** The client's address (middleware/client-address.ts), for the limits on failed attempts. */
	clientAddress: string;
	spaceId?: number | undefined;
	adminSpaceId?: number | undefined;
	partnerSlug?: string | undefined;
}

/**
 * `grant_type=password`. Admits the attempt under the limits of login-throttle.ts (it counts as
 * a failure until the password proves right: only failures count), checks the password, and
 * starts a session, or hands out a change token when the account must change its password.
 */
export async function login(
	deps: SessionDeps,
	input: LoginInput,
): Promise<TokenData | PasswordChangeRequired> {
	const user = await userQueries.findUserByLogin(deps.db, input.username);
	const attempt = await admitLogin(deps, { userId: user?.id, address: input.clientAddress });
	if (!user) throw new AppError('user_nf', 401, t('errors.no_account'));
	if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongPassword();
	// Only failures count: a whole pharmacy team behind one address logs in every morning.
	await loginSucceeded(deps, attempt);

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
