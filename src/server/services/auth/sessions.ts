/**
 * Sessions (ADR 004): a login starts a refresh-token family; each refresh exchanges the presented
 * token for the next one of the family; a token presented again after its exchange revokes the
 * whole family; logout revokes the family; a password change revokes every family of the user.
 * Access tokens live 15 minutes and are good only while their family is open: each call checks
 * the token's `sid` against the table (cached a few seconds per process), so an ended login stops
 * at once.
 */
import type { StaffRole } from '../../../lib/studio-rules';
import { randomUUID } from 'node:crypto';
import { t } from '../../../i18n';
import type { AppDeps, AuthUser } from '../../context';
import type { Database } from '../../db/client';
import * as tokenQueries from '../../db/queries/sessions';
import * as userQueries from '../../db/queries/users';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../errors';
import { createTtlCache, type TtlCache } from '../ttl-cache';
import {
	ACCESS_TOKEN_SECONDS,
	hashOpaqueToken,
	newOpaqueToken,
	REFRESH_AHEAD_SECONDS,
	REFRESH_TOKEN_SECONDS,
	signAccessToken,
} from './tokens';

export type SessionDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'logger' | 'sessionCache'>;

/**
 * How long a process trusts what it read about a login. The process that ends a login forgets it
 * at once; any other process (several Node processes, Netlify functions) within this time.
 */
export const SESSION_CHECK_SECONDS = 5;

/** The `sid` of the tokens we sign: a family id, a UUID. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The per-process cache of {@link isSessionOpen}, for `AppDeps.sessionCache`. */
export function createSessionCache(now: () => number = Date.now): TtlCache {
	// Past this many logins seen within SESSION_CHECK_SECONDS the oldest is read again: memory
	// stays bounded whatever the traffic.
	return createTtlCache({ ttlMs: SESSION_CHECK_SECONDS * 1000, maxEntries: 20_000, now });
}

/**
 * Whether the login of an access token is still open: not ended by logout, a password change or
 * a refresh token's reuse. One indexed lookup per process every few seconds per login.
 */
export function isSessionOpen(
	deps: Pick<AppDeps, 'db' | 'sessionCache'>,
	sessionId: string,
): Promise<boolean> {
	if (!SESSION_ID.test(sessionId)) return Promise.resolve(false);
	return deps.sessionCache.getOrLoad(sessionId, () =>
		tokenQueries.isFamilyOpen(deps.db, sessionId),
	);
}

/** After ending logins (their transaction committed): this process stops their tokens at once. */
export function forgetSessions(
	deps: Pick<AppDeps, 'sessionCache'>,
	sessionIds: Iterable<string>,
): void {
	for (const sessionId of sessionIds) deps.sessionCache.forget(sessionId);
}

/**
 * `user_data` of the token answers. `staff_role` (issue #19) is added to the spec's fields: the
 * navigation shows campus staff the way to the studio; the studio's calls check it again.
 */
export interface UserData {
	name: string;
	last_name: string;
	role: number;
	staff_role: StaffRole | null;
}

/** `data.token` of a login, a refresh, a sign-up or a password change (ADR 004 `TokenData`). */
export interface TokenData {
	access_token: string;
	at_expires_in: number;
	refresh_token: string;
	rt_expires_in: number;
	user_data: UserData;
	must_change_pwd: false;
}

/** `data.token` of a login whose account must change its password first: no session. */
export interface PasswordChangeRequired {
	must_change_pwd: true;
	/** Use as `tk` of `POST /auth/change-password`. */
	change_token: string;
	user_data: UserData;
}

/** `data.token` of `GET /oauth/token`. */
export interface SessionCheck {
	call_refresh_token: boolean;
	user_data: UserData;
}

export function userData(
	user: Pick<UserRow, 'name' | 'lastName' | 'role' | 'staffRole'>,
): UserData {
	return {
		name: user.name,
		last_name: user.lastName,
		role: user.role,
		staff_role: user.staffRole ?? null,
	};
}

const invalidGrant = () => new AppError('invalid_grant', 401, t('auth_api.invalid_grant'));
const accountBlocked = () => new AppError('acc_blocked', 403, t('auth_api.account_blocked'));

/**
 * Issues a refresh token in `familyId` (a new family when omitted) and an access token for it.
 * `db` is the caller's transaction.
 */
export async function issueTokens(
	deps: Pick<AppDeps, 'config' | 'now'>,
	db: Database,
	user: Pick<UserRow, 'id' | 'name' | 'lastName' | 'role' | 'staffRole' | 'blockedAt'>,
	familyId: string = randomUUID(),
): Promise<TokenData> {
	// Every session is born here (login, sign-up, refresh, a new password): a blocked account gets
	// none, and the caller's transaction rolls back whatever it was doing with it.
	if (user.blockedAt !== null) throw accountBlocked();
	const now = deps.now();
	const refreshToken = newOpaqueToken();
	await tokenQueries.insertRefreshToken(db, {
		userId: user.id,
		familyId,
		tokenHash: hashOpaqueToken(deps.config.refreshTokenSecret, 'refresh', refreshToken),
		createdAt: now,
		expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
	});
	const access = await signAccessToken(
		deps.config.accessTokenSecret,
		{ userId: user.id, role: user.role, sessionId: familyId },
		now,
	);
	return {
		access_token: access.token,
		at_expires_in: ACCESS_TOKEN_SECONDS,
		refresh_token: refreshToken,
		rt_expires_in: REFRESH_TOKEN_SECONDS,
		user_data: userData(user),
		must_change_pwd: false,
	};
}

/**
 * `grant_type=refresh_token`: exchanges a good refresh token for a new pair in the same family.
 * A token that was already exchanged revokes its family (someone else holds a copy).
 */
export async function refresh(deps: SessionDeps, refreshToken: string): Promise<TokenData> {
	const now = deps.now();
	const tokenHash = hashOpaqueToken(deps.config.refreshTokenSecret, 'refresh', refreshToken);
	const outcome = await deps.db.transaction(async (tx) => {
		const used = await tokenQueries.useRefreshToken(tx, tokenHash, now);
		if (!used) return { renewed: undefined, endFamily: undefined };
		const user = await userQueries.findUserById(tx, used.userId);
		// Flagged since the login (a password to change, or blocked by staff): no more sessions.
		if (!user || user.mustChangePwd || user.blockedAt !== null) {
			return { renewed: undefined, endFamily: used.familyId };
		}
		return { renewed: await issueTokens(deps, tx, user, used.familyId), endFamily: undefined };
	});
	if (outcome.renewed) return outcome.renewed;

	// Revocations run in their own transaction, never while holding the row just spent: a
	// revocation locks a family's rows in id order, and holding one of them out of order could
	// deadlock against another revocation.
	if (outcome.endFamily !== undefined) {
		const family = outcome.endFamily;
		await deps.db.transaction((tx) => tokenQueries.revokeFamily(tx, family, now));
		forgetSessions(deps, [family]);
		throw invalidGrant();
	}
	const known = await tokenQueries.findRefreshToken(deps.db, tokenHash);
	if (known?.usedAt && !known.revokedAt) {
		await deps.db.transaction((tx) => tokenQueries.revokeFamily(tx, known.familyId, now));
		forgetSessions(deps, [known.familyId]);
		deps.logger.warn(
			{ userId: known.userId, family: known.familyId },
			'refresh token reused: session family revoked',
		);
	}
	throw invalidGrant();
}

/**
 * `POST /oauth/logout`: revokes the family of the access token and that of the refresh token
 * (usually the same). Unknown or already revoked tokens are not an error.
 */
export async function logout(
	deps: SessionDeps,
	session: { sessionId?: string | undefined; refreshToken?: string | undefined },
): Promise<void> {
	const now = deps.now();
	const families = new Set<string>();
	if (session.sessionId) families.add(session.sessionId);
	if (session.refreshToken) {
		const tokenHash = hashOpaqueToken(
			deps.config.refreshTokenSecret,
			'refresh',
			session.refreshToken,
		);
		const known = await tokenQueries.findRefreshToken(deps.db, tokenHash);
		if (known) families.add(known.familyId);
	}
	if (families.size === 0) return;
	await deps.db.transaction(async (tx) => {
		for (const family of families) await tokenQueries.revokeFamily(tx, family, now);
	});
	forgetSessions(deps, families);
}

/** What `POST /auth/autologin` answers: this site's own pair and where the campus starts. */
export interface NormalisedSession {
	token: TokenData;
	dashboardUrl: string;
}

/**
 * `POST /auth/autologin` (spec §4 "Session check" on the post-purchase landing pages): a session
 * that arrived from elsewhere, a purchase finished in another tab, app or site, becomes this
 * site's own. The refresh token must be of the same login as the access token (so a stolen access
 * token cannot be paired with someone else's refresh token); it is exchanged like any refresh,
 * reuse rules included, and the answer says where the campus dashboard is.
 */
export async function normalise(
	deps: SessionDeps,
	user: AuthUser,
	refreshToken: string,
): Promise<NormalisedSession> {
	const tokenHash = hashOpaqueToken(deps.config.refreshTokenSecret, 'refresh', refreshToken);
	const known = await tokenQueries.findRefreshToken(deps.db, tokenHash);
	if (known?.familyId !== user.sessionId) throw invalidGrant();
	const token = await refresh(deps, refreshToken);
	return { token, dashboardUrl: `${deps.config.campusUrl}/dashboard` };
}

/** `GET /oauth/token`: the token is good (checked by requireUser); is it time to refresh? */
export async function checkSession(deps: SessionDeps, user: AuthUser): Promise<SessionCheck> {
	const row = await userQueries.findUserById(deps.db, user.id);
	if (!row) throw new AppError('token_inv', 401, t('auth_api.token_inv'));
	const secondsLeft = user.tokenExpiresAt - deps.now().getTime() / 1000;
	return { call_refresh_token: secondsLeft < REFRESH_AHEAD_SECONDS, user_data: userData(row) };
}
