/** The learner's statistics call (contract: src/lib/contracts/statistics.ts), unwrapped from `data.getStatistics`. */
import type { LearnerStatistics, StatisticsResult } from '../contracts/statistics';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/**
 * `POST /statistics/getStatistics {}`: the caller's statistics. Fails with 403 `lic_req` when no
 * licence opens the campus (and the API client then closes the session, spec §7), so islands ask
 * only once the subscription store says a licence is open.
 *
 * @example
 * const result = await getStatistics();
 * if (result.ok) show(result.data.minutesWatched);
 */
export function getStatistics(
	client: ApiClient = api,
): Promise<ApiResult<LearnerStatistics, StatisticsResult>> {
	return client.post('/statistics/getStatistics', {}, { select: dataAt('getStatistics') });
}
