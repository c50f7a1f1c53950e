import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import {
	ACCESS_TOKEN_SECONDS,
	hashOpaqueToken,
	newOpaqueToken,
	secretsEqual,
	signAccessToken,
	TOKEN_ISSUER,
	verifyAccessToken,
} from './tokens';

const SECRET = 'unit-test-access-secret-3b9f1e7c5a2d4f6b8e0c1a3d';
const NOW = new Date('2026-11-22T10:00:00Z');
const claims = { userId: 42, role: 2, sessionId: '8f14e45f-ceea-467f-a0e6-2fd3c1e1a9b0' };
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('access tokens', () => {
	it('carry sub, role, sid, iat, exp and iss, signed HS256, for 15 minutes', async () => {
		const { token, expiresAt } = await signAccessToken(SECRET, claims, NOW);
		expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
		const iat = NOW.getTime() / 1000;
		expect(decodeJwt(token)).toEqual({
			sub: '42',
			role: 2,
			sid: claims.sessionId,
			iss: TOKEN_ISSUER,
			iat,
			exp: iat + ACCESS_TOKEN_SECONDS,
		});
		expect(expiresAt).toBe(iat + 900);
	});

	it('verify until the second they expire', async () => {
		const { token, expiresAt } = await signAccessToken(SECRET, claims, NOW);
		expect(await verifyAccessToken(SECRET, token, at(899))).toEqual({ ...claims, expiresAt });
		expect(await verifyAccessToken(SECRET, token, at(900))).toBeNull();
		expect(await verifyAccessToken(SECRET, token, at(-1))).not.toBeNull();
	});

	it('do not verify with another secret, when altered, or when not tokens at all', async () => {
		const { token } = await signAccessToken(SECRET, claims, NOW);
		expect(await verifyAccessToken(`${SECRET}x`, token, NOW)).toBeNull();
		const [header, payload, signature] = token.split('.');
		const promoted = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 3 })).toString(
			'base64url',
		);
		expect(await verifyAccessToken(SECRET, `${header}.${promoted}.${signature}`, NOW)).toBeNull();
		expect(await verifyAccessToken(SECRET, `${header}.${payload}.`, NOW)).toBeNull();
		expect(await verifyAccessToken(SECRET, 'abc', NOW)).toBeNull();
		expect(await verifyAccessToken(SECRET, '', NOW)).toBeNull();
	});

	it('refuse tokens with alg none, another algorithm, another issuer or missing claims', async () => {
		const key = new TextEncoder().encode(SECRET);
		const iat = NOW.getTime() / 1000;
		const body = { role: 1, sid: 's' };
		const none = [
			Buffer.from('{"alg":"none"}').toString('base64url'),
			Buffer.from(
				JSON.stringify({ ...body, sub: '1', iss: TOKEN_ISSUER, iat, exp: iat + 60 }),
			).toString('base64url'),
			'',
		].join('.');
		const hs512 = await new SignJWT(body)
			.setProtectedHeader({ alg: 'HS512' })
			.setSubject('1')
			.setIssuer(TOKEN_ISSUER)
			.setIssuedAt(iat)
			.setExpirationTime(iat + 60)
			.sign(key);
		const otherIssuer = await new SignJWT(body)
			.setProtectedHeader({ alg: 'HS256' })
			.setSubject('1')
			.setIssuer('otro')
			.setIssuedAt(iat)
			.setExpirationTime(iat + 60)
			.sign(key);
		const noSid = await new SignJWT({ role: 1 })
			.setProtectedHeader({ alg: 'HS256' })
			.setSubject('1')
			.setIssuer(TOKEN_ISSUER)
			.setIssuedAt(iat)
			.setExpirationTime(iat + 60)
			.sign(key);
		const badSubject = await new SignJWT(body)
			.setProtectedHeader({ alg: 'HS256' })
			.setSubject('admin')
			.setIssuer(TOKEN_ISSUER)
			.setIssuedAt(iat)
			.setExpirationTime(iat + 60)
			.sign(key);
		for (const token of [none, hs512, otherIssuer, noSid, badSubject]) {
			expect(await verifyAccessToken(SECRET, token, NOW)).toBeNull();
		}
	});
});

describe('opaque tokens', () => {
	it('are 32 random bytes in base64url, different every time', () => {
		const tokens = new Set(Array.from({ length: 100 }, newOpaqueToken));
		expect(tokens.size).toBe(100);
		for (const token of tokens) {
			expect(token).toMatch(/^[\w-]{43}$/);
			expect(Buffer.from(token, 'base64url')).toHaveLength(32);
		}
	});

	it('are stored as an HMAC that depends on the secret and the purpose', () => {
		const token = newOpaqueToken();
		const stored = hashOpaqueToken('s1', 'refresh', token);
		expect(stored).toMatch(/^[0-9a-f]{64}$/);
		expect(hashOpaqueToken('s1', 'refresh', token)).toBe(stored);
		expect(hashOpaqueToken('s2', 'refresh', token)).not.toBe(stored);
		// A reset link can never be presented as a refresh token.
		expect(hashOpaqueToken('s1', 'reset', token)).not.toBe(stored);
	});

	it('compares secrets exactly', () => {
		expect(secretsEqual('abc', 'abc')).toBe(true);
		expect(secretsEqual('abc', 'abd')).toBe(false);
		expect(secretsEqual('abc', 'abcd')).toBe(false);
		expect(secretsEqual('', 'abc')).toBe(false);
	});
});
