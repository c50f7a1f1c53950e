/**
 * The support chat of the campus (spec §2, §6, §7 `POST /supportRequest`): only a logged-in user
 * may ask; the request is stored with the job that mails it to the support inbox with who sent
 * it, so a failed mail is retried and loses nothing (STYLE rule 15). At most 5 requests an hour
 * per person.
 */
import { t } from '../../i18n';
import type { SupportRequestPayload } from '../../lib/contracts/support';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/support';
import { insertSupportThread } from '../db/queries/support-inbox';
import type { MailContent } from '../mail/layout';
import { consume, type RateRule } from './auth/rate-limit';

/** Enough for a real conversation; a flood from one account stops here. */
export const SUPPORT_REQUESTS_PER_HOUR: RateRule = {
	name: 'support:user',
	limit: 5,
	windowSeconds: 60 * 60,
};

export async function sendSupportRequest(
	deps: Pick<AppDeps, 'db' | 'now' | 'jobs'>,
	userId: number,
	payload: SupportRequestPayload,
): Promise<'ok'> {
	// Counted with the stored request and its mail: a refused one stores and queues nothing.
	await deps.db.transaction(async (tx) => {
		const now = deps.now();
		await consume({ db: tx, now: deps.now }, SUPPORT_REQUESTS_PER_HOUR, String(userId));
		const id = await queries.insertSupportRequest(tx, {
			userId,
			subject: payload.sub,
			description: payload.des,
		});
		await insertSupportThread(tx, { kind: 'support', supportRequestId: id }, now);
		await deps.jobs.enqueue(
			tx,
			{
				queue: 'mail',
				key: `mail:support-request:${String(id)}`,
				work: { template: 'support-request', requestId: id },
			},
			now,
		);
	});
	return 'ok';
}

/** The mail of a stored request to the support inbox; a reply goes to the person who asked. */
export async function supportMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	requestId: number,
): Promise<MailContent | undefined> {
	const request = await queries.findSupportRequest(deps.db, requestId);
	if (!request) return undefined;
	const who = `${request.name} ${request.lastName} <${request.email}>`;
	return {
		to: deps.config.supportInbox,
		replyTo: request.email,
		subject: t('support_mail.subject', { subject: request.subject, id: request.id }),
		preview: request.subject,
		greeting: t('support_mail.from', { who }),
		paragraphs: [request.description],
		details: [{ label: t('support_mail.subject_label'), value: request.subject }],
	};
}
