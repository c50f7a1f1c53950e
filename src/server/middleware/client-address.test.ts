import { describe, expect, it } from 'vitest';
import {
	normaliseAddress,
	parseTrustedProxy,
	resolveClientAddress,
	UNKNOWN_ADDRESS,
	type TrustedProxy,
} from './client-address';

/** What a client can put in a request itself, whatever proxy is in front. */
const FORGED = {
	'x-client-ip': '198.51.100.66',
	'x-real-ip': '198.51.100.67',
	'x-nf-client-connection-ip': '198.51.100.68',
	'x-forwarded-for': '198.51.100.69',
	forwarded: 'for=198.51.100.70',
};

function headers(values: Record<string, string>) {
	const map = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
	return { get: (name: string) => map.get(name.toLowerCase()) };
}

const resolve = (proxy: TrustedProxy, values: Record<string, string>, connection?: string) =>
	resolveClientAddress(proxy, headers(values), connection);

describe('TRUSTED_PROXY', () => {
	it('reads none, netlify and xff:<hops>, whatever the case and spaces', () => {
		expect(parseTrustedProxy('none')).toEqual({ kind: 'none' });
		expect(parseTrustedProxy('')).toEqual({ kind: 'none' });
		expect(parseTrustedProxy(' Netlify ')).toEqual({ kind: 'netlify' });
		expect(parseTrustedProxy('xff:1')).toEqual({ kind: 'xff', hops: 1 });
		expect(parseTrustedProxy('XFF:3')).toEqual({ kind: 'xff', hops: 3 });
	});

	it.each(['xff', 'xff:0', 'xff:11', 'xff:-1', 'xff:1.5', 'cloudflare', 'true', 'x-forwarded-for'])(
		'refuses %j, naming the variable',
		(value) => {
			expect(() => parseTrustedProxy(value)).toThrow(/^TRUSTED_PROXY must be none, netlify or xff/);
		},
	);
});

describe('the client address', () => {
	describe('with none (the default)', () => {
		it('is the connection address, whatever headers say', () => {
			expect(resolve({ kind: 'none' }, FORGED, '203.0.113.5')).toBe('203.0.113.5');
		});

		it('is "unknown" when the server gave none (in-process calls)', () => {
			expect(resolve({ kind: 'none' }, FORGED, undefined)).toBe(UNKNOWN_ADDRESS);
			expect(resolve({ kind: 'none' }, FORGED, ' ')).toBe(UNKNOWN_ADDRESS);
		});
	});

	describe('with netlify', () => {
		it("is Netlify's x-nf-client-connection-ip, not X-Forwarded-For or x-client-ip", () => {
			const values = { ...FORGED, 'x-nf-client-connection-ip': '192.0.2.44' };
			expect(resolve({ kind: 'netlify' }, values, '10.0.0.1')).toBe('192.0.2.44');
		});

		it('falls back to the connection address when the header is missing or not an address', () => {
			const { 'x-nf-client-connection-ip': _netlify, ...others } = FORGED;
			expect(resolve({ kind: 'netlify' }, others, '10.0.0.1')).toBe('10.0.0.1');
			const junk = { 'x-nf-client-connection-ip': '192.0.2.44, 198.51.100.1' };
			expect(resolve({ kind: 'netlify' }, junk, '10.0.0.1')).toBe('10.0.0.1');
		});
	});

	describe('with xff:<hops>', () => {
		it('xff:1 is the entry the nearest proxy appended, not what the client wrote before it', () => {
			// The client sent "X-Forwarded-For: 198.51.100.69"; the proxy appended 192.0.2.7.
			const values = { ...FORGED, 'x-forwarded-for': '198.51.100.69, 192.0.2.7' };
			expect(resolve({ kind: 'xff', hops: 1 }, values, '10.0.0.1')).toBe('192.0.2.7');
		});

		it('xff:2 is the entry the farther of two proxies appended', () => {
			// CDN appends the client (192.0.2.7), the load balancer appends the CDN (10.1.1.1).
			const values = { 'x-forwarded-for': '198.51.100.69,192.0.2.7, 10.1.1.1' };
			expect(resolve({ kind: 'xff', hops: 2 }, values, '10.0.0.1')).toBe('192.0.2.7');
		});

		it('ignores Netlify and other headers', () => {
			const values = { ...FORGED, 'x-forwarded-for': '192.0.2.7' };
			expect(resolve({ kind: 'xff', hops: 1 }, values, '10.0.0.1')).toBe('192.0.2.7');
		});

		it('falls back to the connection address when fewer proxies appended than configured', () => {
			// Only one entry with two proxies configured: it is the client's own text.
			const values = { 'x-forwarded-for': '198.51.100.69' };
			expect(resolve({ kind: 'xff', hops: 2 }, values, '10.0.0.1')).toBe('10.0.0.1');
			expect(resolve({ kind: 'xff', hops: 1 }, {}, '10.0.0.1')).toBe('10.0.0.1');
		});

		it('falls back to the connection address when the entry is not an address', () => {
			for (const value of ['unknown', '192.0.2.7:443', '', 'a, ', '<script>']) {
				expect(resolve({ kind: 'xff', hops: 1 }, { 'x-forwarded-for': value }, '10.0.0.1')).toBe(
					'10.0.0.1',
				);
			}
		});
	});

	it('reads IPv4-mapped IPv6 as IPv4 and IPv6 in lower case', () => {
		expect(normaliseAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
		expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1');
		expect(normaliseAddress('192.0.2.300')).toBeUndefined();
		expect(resolve({ kind: 'none' }, {}, '::ffff:203.0.113.5')).toBe('203.0.113.5');
	});
});
