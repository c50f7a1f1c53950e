/** Structured JSON logs (pino): one line per request, with its request id, plus unexpected errors. */
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Fields whose values must never reach a log line (ADR 004): passwords, tokens, hashes, client
 * secrets, the Authorization header and the server's own secrets. Redacted at any of the first
 * three levels of a logged object, whatever logged it.
 */
const SECRET_FIELDS = [
	'password',
	'repeat_password',
	'passwordHash',
	'password_hash',
	'refresh_token',
	'refreshToken',
	'access_token',
	'accessToken',
	'change_token',
	'tk',
	'token',
	'tokenHash',
	'token_hash',
	'client_secret',
	'clientSecret',
	'authorization',
	'accessTokenSecret',
	'refreshTokenSecret',
	'oauthClientSecret',
	'smtpUrl',
];

export const REDACTED = '[redactado]';

const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/**
 * Errors as log fields, without what a failed query carries: Drizzle puts the statement's
 * parameters (password hashes, token hashes) in the message and in `params`, and PostgreSQL's
 * `detail` repeats the values of a violated key. Kept: type, message without parameters, stack,
 * SQL text, PostgreSQL's code and constraint, and the causes the same way.
 */
export function serializeError(error: unknown, depth = 0): unknown {
	if (!(error instanceof Error)) return error;
	const fields = error as Error & Record<string, unknown>;
	const query = typeof fields.query === 'string' ? fields.query : undefined;
	const message = query === undefined ? error.message : `Failed query: ${query}`;
	const serialized: Record<string, unknown> = {
		type: error.constructor.name,
		message,
		stack: error.stack?.replace(error.message, message),
	};
	if (query !== undefined) serialized.query = query;
	for (const key of ['code', 'constraint', 'table', 'column', 'severity', 'routine']) {
		if (typeof fields[key] === 'string') serialized[key] = fields[key];
	}
	if (error.cause !== undefined && depth < 3) {
		serialized.cause = serializeError(error.cause, depth + 1);
	}
	return serialized;
}

/** A logger at `level`; `destination` (default stdout) lets tests read what is written. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
	const options = {
		level,
		base: { service: 'campus-api' },
		// Tokens and passwords must never reach the logs, even if someone logs a request.
		redact: { paths: REDACT_PATHS, censor: REDACTED },
		serializers: { err: serializeError },
	};
	return destination ? pino(options, destination) : pino(options);
}
