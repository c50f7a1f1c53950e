/**
 * The one error type services throw. `result` is the spec's result code (`co_nf`, `pid_int`…),
 * `status` the HTTP status of spec §8 and `msg` the Spanish message the client may show.
 * `onError` in app.ts turns it into `{ ok: false, result, msg }`, with `headers` (such as a 429's
 * `Retry-After`) on the response. `result` is typed by the contracts (src/lib/contracts/results.ts):
 * a code no area declares does not compile.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ResultCode } from '../lib/contracts/results';

export class AppError extends Error {
	constructor(
		readonly result: ResultCode,
		readonly status: ContentfulStatusCode,
		readonly msg: string,
		readonly headers: Readonly<Record<string, string>> = {},
	) {
		super(`${result}: ${msg}`);
		this.name = 'AppError';
	}
}
