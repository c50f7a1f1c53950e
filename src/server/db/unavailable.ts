/**
 * Tells a database that cannot be reached from a query that failed. Drizzle wraps the driver's
 * error (its `cause`), and `pg` may wrap one failure per address in an AggregateError, so the
 * whole chain is searched. The answer is the reason to log ("ECONNREFUSED", "57P01"…), or
 * undefined for an error that is not about reaching the database.
 */

/** Socket errors of `pg` (and of DNS) when the server cannot be reached or drops the connection. */
const SOCKET_CODES = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ECONNABORTED',
	'ETIMEDOUT',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EPIPE',
]);

/**
 * SQLSTATEs meaning "no usable connection": class 08 (connection exception), the server shutting
 * down or starting (57P01–57P03), too many connections (53300), and a configuration that cannot
 * connect (the database does not exist, the login is refused).
 */
const SQLSTATE_PREFIXES = ['08'];
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000', '28000', '28P01']);

/** What `pg` and PGlite say, without a code, when the connection is gone or was closed. */
const MESSAGES = [
	/^Connection terminated/,
	/^timeout exceeded when trying to connect/,
	/^Cannot use a pool after calling end on the pool/,
	/^Client has encountered a connection error and is not queryable/,
	/^Client was closed and is not queryable/,
	/^PGlite is closed/,
];

export function databaseUnavailableReason(error: unknown, depth = 0): string | undefined {
	if (typeof error !== 'object' || error === null || depth > 8) return undefined;
	const { code, message, cause, errors } = error as {
		code?: unknown;
		message?: unknown;
		cause?: unknown;
		errors?: unknown;
	};
	if (typeof code === 'string') {
		if (SOCKET_CODES.has(code) || SQLSTATES.has(code)) return code;
		if (/^[0-9A-Z]{5}$/.test(code) && SQLSTATE_PREFIXES.some((p) => code.startsWith(p)))
			return code;
	}
	if (typeof message === 'string') {
		const known = MESSAGES.find((pattern) => pattern.test(message));
		if (known) return message;
	}
	if (Array.isArray(errors)) {
		for (const inner of errors) {
			const reason = databaseUnavailableReason(inner, depth + 1);
			if (reason) return reason;
		}
	}
	return databaseUnavailableReason(cause, depth + 1);
}
