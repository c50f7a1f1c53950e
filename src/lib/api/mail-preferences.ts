/** The calls of the mail preferences (issue #18): mi-perfil's section and the unsubscribe page. */
import type {
	MailPreferences,
	MailPreferencesResult,
	MailTopic,
	Unsubscribed,
} from '../contracts/mail-preferences';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** Which non-essential mails the logged-in person receives (`POST /profile/getMailPreferences`). */
export function getMailPreferences(
	client: ApiClient = api,
): Promise<ApiResult<MailPreferences, MailPreferencesResult>> {
	return client.post(
		'/profile/getMailPreferences',
		{},
		{ select: dataAt<MailPreferences>('getMailPreferences') },
	);
}

/** Saves them all at once (`POST /profile/updateMailPreferences`); answers what is saved now. */
export function updateMailPreferences(
	payload: MailPreferences,
	client: ApiClient = api,
): Promise<ApiResult<MailPreferences, MailPreferencesResult>> {
	return client.post(
		'/profile/updateMailPreferences',
		{ ...payload },
		{ select: dataAt<MailPreferences>('updateMailPreferences') },
	);
}

/** What an unsubscribe link carries, as the page read it from its address. */
export interface UnsubscribeLink {
	topic: MailTopic;
	exp: string;
	uid: string;
	sig: string;
}

/** Confirms the footer link of a mail (`POST /mail/unsubscribe`): no session needed. */
export function unsubscribe(
	link: UnsubscribeLink,
	client: ApiClient = api,
): Promise<ApiResult<Unsubscribed, MailPreferencesResult>> {
	const query = new URLSearchParams({ ...link }).toString();
	return client.post(
		`/mail/unsubscribe?${query}`,
		{},
		{ select: dataAt<Unsubscribed>('unsubscribe') },
	);
}
