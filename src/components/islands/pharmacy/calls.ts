/** What the pharmacy pages' data hooks (space, own training) do alike with an API call. */
import type { ApiResult } from '../../../lib/api/client';

/**
 * The call's answer, after `after` ran on a success: the hook keeps the page's data in step
 * (a new name, a reloaded team), and the view still words the outcome or the refusal itself.
 */
export async function thenOnSuccess<T, Result extends string>(
	call: Promise<ApiResult<T, Result>>,
	after: (data: T) => void,
): Promise<ApiResult<T, Result>> {
	const result = await call;
	if (result.ok) after(result.data);
	return result;
}
