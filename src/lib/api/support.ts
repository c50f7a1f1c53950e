/** The support calls of spec §7 "Other" used by the landings: the carrion form. */
import type { CarrionInput, SupportResult } from '../contracts/support';
import { api, type ApiClient, type ApiResult } from './client';
import { okAt } from './crm';

/** Sends the carrion landing's form; `ok` when the server answered `data.carrion: "ok"`. */
export function sendCarrion(
	payload: CarrionInput,
	client: ApiClient = api,
): Promise<ApiResult<'ok', SupportResult>> {
	return client.post('/support/carrion', { ...payload }, { select: okAt('carrion') });
}
