/**
 * The CRM calls of spec §7 "Other" for the islands: newsletter, lead lists and the general contact
 * form. Each resolves to `ok: true` only when the server answered `data.<operation>: "ok"`.
 */
import type {
	AddToLeadListInput,
	AddToNewsletterInput,
	ContactInput,
	CrmResult,
} from '../contracts/crm';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** Accepts only the spec's success value; anything else is an `invalid_response` failure. */
export function okAt(operation: string): (data: unknown) => 'ok' | undefined {
	return (data) => (dataAt<unknown>(operation)(data) === 'ok' ? 'ok' : undefined);
}

/**
 * Signs the address up for the newsletter; signing up twice is fine.
 *
 * @example
 * const result = await addToNewsletter({ app: PUBLIC_APP_ID, email, f_name });
 * if (!result.ok) setError(result.msg);
 */
export function addToNewsletter(
	payload: AddToNewsletterInput,
	client: ApiClient = api,
): Promise<ApiResult<'ok', CrmResult>> {
	return client.post('/crm/addToNewsletter', { ...payload }, { select: okAt('addToNewsletter') });
}

/** Adds a lead to a licence's list, by funnel. */
export function addToLeadList(
	payload: AddToLeadListInput,
	client: ApiClient = api,
): Promise<ApiResult<'ok', CrmResult>> {
	return client.post('/crm/addToLeadList', { ...payload }, { select: okAt('addToLeadList') });
}

/** Sends the general contact form (`contacto`). */
export function sendContact(
	payload: ContactInput,
	client: ApiClient = api,
): Promise<ApiResult<'ok', CrmResult>> {
	return client.post('/crm/contact', { ...payload }, { select: okAt('contact') });
}
