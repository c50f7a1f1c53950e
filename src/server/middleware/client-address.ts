/**
 * The caller's IP for the rate limits: the connection's address that the Astro endpoint passes in
 * (`app.fetch(request, { clientAddress })`), never the `x-client-ip` or `x-forwarded-for` headers,
 * which any browser can set.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/** Used when the server gave no address (in-process calls at build time). */
export const UNKNOWN_ADDRESS = 'unknown';

export function clientAddress(c: Context<AppEnv>): string {
	// `env` is undefined when app.fetch() was called without bindings.
	const bindings = c.env as AppEnv['Bindings'] | undefined;
	const address = bindings?.clientAddress?.trim();
	return address ? address.slice(0, 64) : UNKNOWN_ADDRESS;
}
