/** What the pharmacy pages' data hooks (space, own training) do alike with an API call. */
import type { ApiResult } from '../../../lib/api/client';

/**
 * The call's answer, after `after` ran on a success: the hook keeps the page's data in step
 * (a new name, a reloaded team), and the view still words the outcome or the refusal itself.
 */
export async function thenOnSuccess<T>(
	call: Promise<ApiResult<T>>,
	after: (data: T) => void,
): Promise<ApiResult<T>> {
	const result = await call;
	if (result.ok) after(result.data);
	return result;
}
