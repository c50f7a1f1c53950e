import { describe, expect, it } from 'vitest';
import { basicCredentials, isKnownClient } from './clients';
import { LOGIN_THROTTLE, loginWaitSeconds } from './login-throttle';
import {
	addressSubject,
	currentWindow,
	RATE_LIMITS,
	tooManyAttempts,
	waitText,
} from './rate-limit';

describe('rate-limit windows', () => {
	it('are fixed, aligned on the epoch, with the seconds left', () => {
		const rule = RATE_LIMITS.loginAccount;
		expect(currentWindow(rule, new Date('2026-11-22T10:07:30Z'))).toEqual({
			start: new Date('2026-11-22T10:00:00Z'),
			secondsLeft: 450,
		});
		expect(currentWindow(rule, new Date('2026-11-22T10:15:00Z'))).toEqual({
			start: new Date('2026-11-22T10:15:00Z'),
			secondsLeft: 900,
		});
		expect(currentWindow(rule, new Date('2026-11-22T10:14:59.900Z')).secondsLeft).toBe(1);
		expect(currentWindow(RATE_LIMITS.recoveryEmail, new Date('2026-11-22T10:59:00Z'))).toEqual({
			start: new Date('2026-11-22T10:00:00Z'),
			secondsLeft: 60,
		});
	});

	it('429 says when to try again, in the unit rounded up, and sets Retry-After', () => {
		const error = tooManyAttempts(61);
		expect(error).toMatchObject({ result: 'too_many', status: 429 });
		expect(error.msg).toBe('Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.');
		expect(error.headers).toEqual({ 'Retry-After': '61' });
		expect(tooManyAttempts(60).msg).toBe(
			'Demasiados intentos. Vuelve a intentarlo dentro de 1 minuto.',
		);
		expect(tooManyAttempts(1).msg).toBe(
			'Demasiados intentos. Vuelve a intentarlo dentro de 1 segundo.',
		);
		expect(waitText(30)).toBe('30 segundos');
		expect(waitText(119 * 60)).toBe('119 minutos');
		expect(waitText(2 * 3600)).toBe('2 horas');
		expect(waitText(13 * 3600 + 1)).toBe('14 horas');
	});
});

describe('failed-login waits (ADR 004)', () => {
	it('3 failures are free, then 1 s, doubling, never more than 10 minutes', () => {
		const waits = Array.from({ length: 16 }, (_, failures) => loginWaitSeconds(failures, false));
		expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 600, 600, 600]);
		expect(LOGIN_THROTTLE.maxWaitSeconds).toBe(600);
	});

	it('under attack an address that failed waits at least a minute; a new address never', () => {
		expect(loginWaitSeconds(0, true)).toBe(0);
		expect(loginWaitSeconds(1, true)).toBe(60);
		expect(loginWaitSeconds(8, true)).toBe(60);
		expect(loginWaitSeconds(9, true)).toBe(64);
	});
});

describe('address subjects of the per-address limits', () => {
	it('are IPv4 addresses themselves and the /64 of IPv6 ones', () => {
		expect(addressSubject('203.0.113.5')).toBe('203.0.113.5');
		expect(addressSubject('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
		expect(addressSubject('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
		expect(addressSubject('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
		expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
		expect(addressSubject('::1')).toBe('0:0:0:0::/64');
		expect(addressSubject('unknown')).toBe('unknown');
	});
});

describe('OAuth client check', () => {
	const config = { oauthClientId: 'campus-web', oauthClientSecret: 's3cr3t:with:colons' };

	it('accepts the configured id with the configured secret, or with none (public client)', () => {
		expect(isKnownClient(config, 'campus-web', 's3cr3t:with:colons')).toBe(true);
		expect(isKnownClient(config, 'campus-web', undefined)).toBe(true);
		expect(isKnownClient(config, 'campus-web', '')).toBe(true);
		expect(isKnownClient(config, 'campus-web', 's3cr3t')).toBe(false);
		expect(isKnownClient(config, 'campus-web', 'S3CR3T:WITH:COLONS')).toBe(false);
		expect(isKnownClient(config, 'otra', 's3cr3t:with:colons')).toBe(false);
		expect(isKnownClient(config, 'otra', undefined)).toBe(false);
		expect(isKnownClient(config, undefined, 's3cr3t:with:colons')).toBe(false);
	});

	it('reads the Basic header, splitting at the first colon', () => {
		const header = `Basic ${Buffer.from('campus-web:s3cr3t:with:colons').toString('base64')}`;
		expect(basicCredentials(header)).toEqual({
			clientId: 'campus-web',
			clientSecret: 's3cr3t:with:colons',
		});
		expect(basicCredentials(header.replace('Basic', 'basic'))).toBeDefined();
		// Form-urlencoded parts (RFC 6749 §2.3.1); an empty secret is a public client's.
		const encoded = `Basic ${Buffer.from('campus%20web:a%3Ab+c').toString('base64')}`;
		expect(basicCredentials(encoded)).toEqual({ clientId: 'campus web', clientSecret: 'a:b c' });
		expect(basicCredentials(`Basic ${btoa('campus-web:')}`)).toEqual({
			clientId: 'campus-web',
			clientSecret: '',
		});
		expect(basicCredentials(`Basic ${btoa('campus-web:%E0%A4%A')}`)).toBeUndefined();
		expect(basicCredentials(undefined)).toBeUndefined();
		expect(basicCredentials('Bearer abc')).toBeUndefined();
		expect(
			basicCredentials(`Basic ${Buffer.from('sin-dos-puntos').toString('base64')}`),
		).toBeUndefined();
		expect(basicCredentials('Basic !!!')).toBeUndefined();
	});
});
