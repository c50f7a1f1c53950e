/** The plan calls of spec §7 "Purchase" that the public pages use, unwrapped from `data`. */
import type { PlanOffer, PlansResult } from '../contracts/plans';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** Every offer on sale (`data.getPlans`). */
export function getPlans(client: ApiClient = api): Promise<ApiResult<PlanOffer[], PlansResult>> {
	return client.post('/buy/getPlans', {}, { select: dataAt('getPlans') });
}
