/**
 * The authenticated caller (STYLE rules 7 and 8). `requireUser` reads `Authorization: Bearer`,
 * verifies the access token (signature, expiry, and that its login is still open: ADR 004) and
 * puts the caller on the context; a missing, expired, bad or ended token answers 401
 * `token_inv`, which the browser's API client answers with one refresh.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { t } from '../../i18n';
import type { AppEnv, AuthUser } from '../context';
import { AppError } from '../errors';
import { isSessionOpen } from '../services/auth/sessions';
import { verifyAccessToken } from '../services/auth/tokens';

/** Longer than any token we sign; anything bigger is not worth verifying. */
const MAX_TOKEN_LENGTH = 2048;

export function invalidToken(): AppError {
	return new AppError('token_inv', 401, t('auth_api.token_inv'), {
		'WWW-Authenticate': 'Bearer error="invalid_token"',
	});
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(c: Context<AppEnv>): string | undefined {
	const match = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '');
	const token = match?.[1];
	return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/**
 * Who a well-signed, unexpired bearer token names, whether or not its login has ended; null
 * otherwise. Only for logout, which ending an ended login again cannot harm: every other reader
 * of the caller goes through {@link readBearer}.
 */
export async function readSignedBearer(c: Context<AppEnv>): Promise<AuthUser | null> {
	const token = bearerToken(c);
	if (!token) return null;
	const { config, now } = c.var.deps;
	const claims = await verifyAccessToken(config.accessTokenSecret, token, now());
	if (!claims) return null;
	return {
		id: claims.userId,
		role: claims.role,
		sessionId: claims.sessionId,
		tokenExpiresAt: claims.expiresAt,
	};
}

/**
 * The caller of a valid bearer token, or null (no token, expired, bad signature, or a login that
 * ended: logout, password change, refresh-token reuse).
 */
export async function readBearer(c: Context<AppEnv>): Promise<AuthUser | null> {
	const user = await readSignedBearer(c);
	if (!user) return null;
	return (await isSessionOpen(c.var.deps, user.sessionId)) ? user : null;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
	const user = await readBearer(c);
	if (!user) throw invalidToken();
	c.set('user', user);
	await next();
});

/** The caller set by `requireUser`; a handler mounted without it fails loudly. */
export function currentUser(c: Context<AppEnv>): AuthUser {
	const user = c.get('user');
	if (!user) throw new Error('currentUser() needs requireUser in front of this handler');
	return user;
}
