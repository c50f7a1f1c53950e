/**
 * Contract of the mail preferences (issue #18): which non-essential mails a person receives, set in
 * mi-perfil (`POST /profile/getMailPreferences`, `/profile/updateMailPreferences`) or by the
 * one-click link such a mail carries (`POST /mail/unsubscribe`). Shared by the routes, the service,
 * the mail jobs and the mi-perfil form. Receipts, security and account mails have no topic: they
 * always go.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import type { AreaResult } from './common';
import { payloadObject } from './fields';

/** The topics, in the order mi-perfil lists them. */
export const MAIL_TOPICS = ['learning-reminders', 'team-digest'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

export function isMailTopic(value: unknown): value is MailTopic {
	return (MAIL_TOPICS as readonly unknown[]).includes(value);
}

/** Each topic's wire name in the preferences payloads. */
export const MAIL_TOPIC_FIELDS = {
	'learning-reminders': 'learning_reminders',
	'team-digest': 'team_digest',
} as const satisfies Record<MailTopic, string>;

const flag = () => v.boolean(() => t('validation.required'));

/** `POST /profile/updateMailPreferences`: every topic, true to receive it. */
export const MailPreferencesBody = payloadObject({
	learning_reminders: flag(),
	team_digest: flag(),
});
export type MailPreferences = v.InferOutput<typeof MailPreferencesBody>;

/** `data.unsubscribe`: the topic switched off. */
export interface Unsubscribed {
	topic: MailTopic;
}

export type MailPreferencesResult = AreaResult<
	/** The unsubscribe link is not one the campus made (altered, or for another topic). */
	| 'unsubscribe_inv'
	/** The unsubscribe link is older than it may be: mi-perfil still works. */
	| 'unsubscribe_exp'
>;
