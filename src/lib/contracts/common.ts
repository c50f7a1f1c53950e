/**
 * Result codes any call may answer, whatever its area: the envelope's own failures (ARCHITECTURE
 * decision 5, ADR 003) and the checks every request goes through before its handler.
 */
export type CommonResult =
	/** The body is not a JSON object. */
	| 'inv_json'
	/** A field of the payload is wrong; `msg` names it. */
	| 'inv_data'
	/** Unknown client key (`pcek`, spec §7). */
	| 'pcek_inv'
	/** The access token is missing, expired or its login ended: refresh once (spec §7). */
	| 'token_inv'
	/** A limit counted in the database was reached; the answer says when to retry. */
	| 'too_many'
	| 'not_found'
	| 'method_not_allowed'
	| 'body_too_large'
	| 'http_error'
	| 'server_error'
	| 'db_unavailable';

/**
 * The union of an area's own codes with the common ones, the type its contract module exports.
 *
 * @example
 * export type CoursesResult = AreaResult<'co_nf' | 'ct_nf'>;
 */
export type AreaResult<Own extends string> = Own | CommonResult;

/**
 * 403 answers of services/access.ts: no licence opens the campus now (`lic_req`), or the free
 * trial does not include this course (`demo_excl`). The session stays open to read them.
 */
export type LicenceRefusal = 'lic_req' | 'demo_excl';
