/**
 * The tokens of ADR 004, as pure functions of their secrets and the clock:
 * - access tokens: JWT HS256 signed with ACCESS_TOKEN_SECRET (jose), 15 minutes, claims `sub`
 *   (user id), `role`, `sid` (refresh family), `iat`, `exp`, `iss`;
 * - opaque tokens (refresh tokens, reset links): 32 random bytes in base64url, stored only as
 *   their HMAC-SHA-256 under REFRESH_TOKEN_SECRET, with a label per purpose so a reset token can
 *   never pass for a refresh token.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** `at_expires_in`. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** `rt_expires_in`. */
export const REFRESH_TOKEN_SECONDS = 15 * 24 * 60 * 60;
/** Lifetime of a reset link or change token. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** `GET /oauth/token` answers `call_refresh_token: true` when less than this remains. */
export const REFRESH_AHEAD_SECONDS = 60;
export const TOKEN_ISSUER = 'liceo-campus';

const ALGORITHM = 'HS256';

/** Who an access token speaks for. */
export interface AccessClaims {
	userId: number;
	role: number;
	/** The refresh family (one login) the token belongs to. */
	sessionId: string;
	/** Seconds since the epoch. */
	expiresAt: number;
}

const encoder = new TextEncoder();

/** A signed access token for `claims`, issued at `now`. */
export async function signAccessToken(
	secret: string,
	claims: Pick<AccessClaims, 'userId' | 'role' | 'sessionId'>,
	now: Date,
): Promise<{ token: string; expiresAt: number }> {
	const issuedAt = Math.floor(now.getTime() / 1000);
	const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
	const token = await new SignJWT({ role: claims.role, sid: claims.sessionId })
		.setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
		.setSubject(String(claims.userId))
		.setIssuer(TOKEN_ISSUER)
		.setIssuedAt(issuedAt)
		.setExpirationTime(expiresAt)
		.sign(encoder.encode(secret));
	return { token, expiresAt };
}

/**
 * The claims of a valid access token at `now`, or null when it is expired, badly signed, signed
 * with another algorithm, from another issuer or missing a claim.
 */
export async function verifyAccessToken(
	secret: string,
	token: string,
	now: Date,
): Promise<AccessClaims | null> {
	try {
		const { payload } = await jwtVerify(token, encoder.encode(secret), {
			algorithms: [ALGORITHM],
			issuer: TOKEN_ISSUER,
			currentDate: now,
			requiredClaims: ['sub', 'exp', 'iat', 'sid', 'role'],
		});
		const userId = Number(payload.sub);
		const { role, sid, exp } = payload;
		if (!Number.isSafeInteger(userId) || userId < 1) return null;
		if (typeof role !== 'number' || !Number.isInteger(role)) return null;
		if (typeof sid !== 'string' || sid === '' || exp === undefined) return null;
		return { userId, role, sessionId: sid, expiresAt: exp };
	} catch {
		return null;
	}
}

/** A new refresh token or reset token: 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
	return randomBytes(32).toString('base64url');
}

/** What an opaque token is for; part of what is hashed. */
export type OpaqueTokenPurpose = 'refresh' | 'reset' | 'invitation';

/** The stored form of an opaque token: HMAC-SHA-256 of `purpose:token`, hex. */
export function hashOpaqueToken(
	secret: string,
	purpose: OpaqueTokenPurpose,
	token: string,
): string {
	return createHmac('sha256', secret).update(`${purpose}:${token}`).digest('hex');
}

/** Compares two secrets in time that does not depend on where they differ. */
export function secretsEqual(given: string, expected: string): boolean {
	// Hashing first gives equal lengths, as timingSafeEqual requires, without leaking the length.
	const a = createHmac('sha256', 'compare').update(given).digest();
	const b = createHmac('sha256', 'compare').update(expected).digest();
	return timingSafeEqual(a, b);
}
