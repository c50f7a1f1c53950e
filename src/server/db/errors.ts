/**
 * What a failed statement means, for the services that turn database errors into answers. Both
 * drivers (pg and PGlite) raise PostgreSQL's error fields; Drizzle wraps them in `cause`.
 */

const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint or index a statement violated, or undefined when `error` is
 * something else.
 *
 * @example
 * violatedUniqueConstraint(error); // 'users_email_lower_uq'
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
	let current: unknown = error;
	for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
		const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
		if (fields.code === UNIQUE_VIOLATION) {
			return typeof fields.constraint === 'string' ? fields.constraint : '';
		}
		current = fields.cause;
	}
	return undefined;
}
