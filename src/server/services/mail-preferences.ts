/**
 * Which non-essential mails a person receives (issue #18): learning reminders and the team's weekly
 * digest can be switched off in mi-perfil or by the one-click link each of them carries (RFC 8058:
 * the `List-Unsubscribe` header for the mail app's own button, and a link in the footer to a page
 * that asks before it acts, as link scanners open every link of a mail). Receipts, invoices and
 * security mails have no topic: they always go.
 */
import { t } from '../../i18n';
import {
	MAIL_TOPICS,
	MAIL_TOPIC_FIELDS,
	type MailPreferences,
	type MailTopic,
	type Unsubscribed,
} from '../../lib/contracts/mail-preferences';
import type { ServerConfig } from '../config';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/mail-preferences';
import { AppError } from '../errors';
import { checkFileSignature, signedLinkQuery } from './file-urls';

/**
 * How long an unsubscribe link works: a year, so an old reminder found in the inbox still stops
 * the next ones (mi-perfil always does).
 */
const UNSUBSCRIBE_LINK_TTL_SECONDS = 365 * 24 * 60 * 60;

const linkSubject = (topic: MailTopic) => `unsubscribe:${topic}`;

/** The links of a mail of `topic` to `userId`: the page of its footer and the one-click address. */
export function unsubscribeLinks(
	config: Pick<ServerConfig, 'accessTokenSecret' | 'siteUrl'>,
	userId: number,
	topic: MailTopic,
	now: Date,
): { pageUrl: string; oneClickUrl: string } {
	const query = `topic=${topic}&${signedLinkQuery(config, linkSubject(topic), {
		viewerId: userId,
		ttlSeconds: UNSUBSCRIBE_LINK_TTL_SECONDS,
		now,
	})}`;
	return {
		pageUrl: `${config.siteUrl}/baja-de-avisos?${query}`,
		oneClickUrl: `${config.siteUrl}/api/mail/unsubscribe?${query}`,
	};
}

/** Whether a mail of `topic` may go to `userId`. */
export async function wantsMail(
	deps: Pick<AppDeps, 'db'>,
	userId: number,
	topic: MailTopic,
): Promise<boolean> {
	return !(await queries.isOptedOut(deps.db, userId, topic));
}

/** `POST /profile/getMailPreferences`. */
export async function getMailPreferences(
	deps: Pick<AppDeps, 'db'>,
	userId: number,
): Promise<MailPreferences> {
	const off = new Set(await queries.listOptedOutTopics(deps.db, userId));
	return preferencesOf((topic) => !off.has(topic));
}

/** `POST /profile/updateMailPreferences`: every topic at once, as the form shows them. */
export async function updateMailPreferences(
	deps: Pick<AppDeps, 'db' | 'now'>,
	userId: number,
	preferences: MailPreferences,
): Promise<MailPreferences> {
	const now = deps.now();
	await deps.db.transaction(async (tx) => {
		const wanted = MAIL_TOPICS.filter((topic) => preferences[MAIL_TOPIC_FIELDS[topic]]);
		await queries.optIn(tx, userId, wanted);
		for (const topic of MAIL_TOPICS.filter((topic) => !wanted.includes(topic))) {
			await queries.optOut(tx, { userId, topic, now });
		}
	});
	return getMailPreferences(deps, userId);
}

/**
 * `POST /mail/unsubscribe?topic&exp&uid&sig`: the one-click unsubscribe of a mail app, or the
 * confirmation of the footer link's page. No session: the signed link says who.
 */
export async function unsubscribeByLink(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	link: {
		topic: MailTopic;
		exp: string | undefined;
		uid: string | undefined;
		sig: string | undefined;
	},
): Promise<Unsubscribed> {
	const now = deps.now();
	const check = checkFileSignature(deps.config, linkSubject(link.topic), link, now);
	if (check.status === 'invalid') {
		throw new AppError('unsubscribe_inv', 404, t('mail_preferences_api.unsubscribe_inv'));
	}
	if (check.status === 'expired') {
		throw new AppError('unsubscribe_exp', 403, t('mail_preferences_api.unsubscribe_exp'));
	}
	await queries.optOut(deps.db, { userId: check.viewerId, topic: link.topic, now });
	return { topic: link.topic };
}

function preferencesOf(receives: (topic: MailTopic) => boolean): MailPreferences {
	return {
		learning_reminders: receives('learning-reminders'),
		team_digest: receives('team-digest'),
	};
}
