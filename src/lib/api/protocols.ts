/**
 * The advice protocols call (issue #6) for the `aula/protocolos-de-consejo` island, unwrapped
 * from its `data.getProtocols` level.
 */
import type { AdviceProtocol, ProtocolsResult } from '../contracts/protocols';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** The protocols call's codes by name, for the island until it compares `ProtocolsResult` literals. */
export const PROTOCOLS_RESULT = {
	/** No licence opens the campus now (none, expired, cancelled): offer the plans. */
	licenceRequired: 'lic_req',
} as const satisfies Record<string, ProtocolsResult>;

/**
 * The protocols matching `search` (every one when blank), ordered by symptom.
 *
 * @example
 * const result = await getProtocols('garganta');
 * if (result.ok) show(result.data);
 * else if (result.result === PROTOCOLS_RESULT.licenceRequired) offerPlans();
 */
export function getProtocols(
	search = '',
	client: ApiClient = api,
): Promise<ApiResult<AdviceProtocol[], ProtocolsResult>> {
	const q = search.trim();
	return client.post('/protocols/getProtocols', q === '' ? {} : { q }, {
		select: dataAt<AdviceProtocol[]>('getProtocols', 'protocols'),
	});
}
