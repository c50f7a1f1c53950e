/**
 * The caller's address for the rate limits (ADR 004). By default the connection's address that the
 * Astro endpoint passes in (`app.fetch(request, { clientAddress })`). Behind a reverse proxy that
 * address is the proxy's, shared by every visitor, so `TRUSTED_PROXY` names the one header that
 * proxy writes: Netlify's `x-nf-client-connection-ip`, or the entry a known number of proxies
 * appended to `X-Forwarded-For`. A header is read only under its setting: with `none`, nothing a
 * browser sends (`x-client-ip`, `x-forwarded-for`…) changes the address.
 */
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/** Used when the server gave no address (in-process calls at build time). */
export const UNKNOWN_ADDRESS = 'unknown';

/** Which proxy in front of the server may say who the client is (setting `TRUSTED_PROXY`). */
export type TrustedProxy =
	| { kind: 'none' }
	| { kind: 'netlify' }
	/** `hops` proxies each append the address they saw; the client's is `hops`-th from the end. */
	| { kind: 'xff'; hops: number };

/** Netlify's edge sets it to the address it saw and overwrites whatever the client sent. */
const NETLIFY_HEADER = 'x-nf-client-connection-ip';
/** More proxies than this in a chain is a misconfiguration, not a deployment. */
const MAX_HOPS = 10;

/**
 * Reads `TRUSTED_PROXY`: `none`, `netlify` or `xff:<hops>` (1 to 10). Throws on anything else,
 * so a typo stops the server instead of trusting or ignoring the wrong header.
 * @example parseTrustedProxy('xff:1') // { kind: 'xff', hops: 1 }
 */
export function parseTrustedProxy(value: string): TrustedProxy {
	const setting = value.trim().toLowerCase();
	if (setting === '' || setting === 'none') return { kind: 'none' };
	if (setting === 'netlify') return { kind: 'netlify' };
	const hops = /^xff:(\d{1,2})$/.exec(setting)?.[1];
	if (hops !== undefined && Number(hops) >= 1 && Number(hops) <= MAX_HOPS) {
		return { kind: 'xff', hops: Number(hops) };
	}
	throw new Error(
		`TRUSTED_PROXY must be none, netlify or xff:<1-${MAX_HOPS}> (proxies in front), not "${value}"`,
	);
}

/**
 * The client's address under `trustedProxy`, from the request's headers and the connection's
 * address. Falls back to the connection's address when the trusted header is missing, too short
 * (fewer entries than proxies: a request that did not come through them) or not an address.
 */
export function resolveClientAddress(
	trustedProxy: TrustedProxy,
	headers: { get(name: string): string | null | undefined },
	connectionAddress: string | undefined,
): string {
	const fromProxy = proxiedAddress(trustedProxy, headers);
	if (fromProxy) return fromProxy;
	// The server's own word: kept even in a form that is not an IP address (a socket path).
	return (
		normaliseAddress(connectionAddress) ??
		(connectionAddress?.trim().slice(0, 64) || UNKNOWN_ADDRESS)
	);
}

function proxiedAddress(
	trustedProxy: TrustedProxy,
	headers: { get(name: string): string | null | undefined },
): string | undefined {
	switch (trustedProxy.kind) {
		case 'none':
			return undefined;
		case 'netlify':
			return normaliseAddress(headers.get(NETLIFY_HEADER) ?? undefined);
		case 'xff': {
			// Several X-Forwarded-For headers arrive joined by commas, in order: one list.
			const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((e) => e.trim());
			if (entries.length === 1 && entries[0] === '') return undefined;
			// Entries left of the ones our proxies appended are whatever the client wrote.
			return normaliseAddress(entries[entries.length - trustedProxy.hops]);
		}
	}
}

/**
 * An IP address as the limits key it: IPv4 as is (also when written IPv4-mapped), IPv6 in
 * lower case; anything else (a port, a name, garbage) is not an address.
 */
export function normaliseAddress(value: string | undefined): string | undefined {
	const address = value?.trim().toLowerCase();
	if (!address) return undefined;
	const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
	if (mapped && isIP(mapped) === 4) return mapped;
	return isIP(address) ? address : undefined;
}

/** Whether this process has already said that a proxy may be in front. */
let proxyWarned = false;

export function clientAddress(c: Context<AppEnv>): string {
	// `env` is undefined when app.fetch() was called without bindings.
	const bindings = c.env as AppEnv['Bindings'] | undefined;
	const { trustedProxy } = c.var.deps.config;
	if (trustedProxy.kind === 'none' && !proxyWarned && c.req.header('x-forwarded-for')) {
		// Once per process: a client can send the header too, but an operator behind a proxy
		// who forgot the setting shares one budget among all visitors without this line.
		proxyWarned = true;
		c.var.deps.logger.warn(
			'a request carries X-Forwarded-For but TRUSTED_PROXY is none: behind a proxy, every visitor has its address for the rate limits',
		);
	}
	return resolveClientAddress(
		trustedProxy,
		{ get: (name) => c.req.header(name) },
		bindings?.clientAddress,
	);
}
