/** Structured JSON logs (pino): one line per request, with its request id, plus unexpected errors. */
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
	return pino({
		level,
		base: { service: 'campus-api' },
		// Tokens and passwords must never reach the logs, even if someone logs a request.
		redact: ['req.headers.authorization', '*.password', '*.refresh_token', '*.access_token'],
	});
}
