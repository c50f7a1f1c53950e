/** A mail job (issue #18): composed now, rendered in the campus's layout, handed to the transport. */
import type { AppDeps } from '../context';
import { composeMail } from '../mail/compose';
import { renderMail } from '../mail/layout';
import { unsubscribeLinks, wantsMail } from '../services/mail-preferences';
import type { MailJob } from './contract';

/**
 * Sends the mail of `work`, unless it has a topic its reader switched off; throws when the transport refuses it, so the queue retries. The key
 * is logged, never the message: its body may hold a link with a token.
 */
export async function sendMailJob(deps: AppDeps, key: string, work: MailJob): Promise<void> {
	const content = await composeMail(deps, work);
	if (!content) {
		deps.logger.info({ key }, 'mail no longer needed');
		return;
	}
	const topic = content.topic;
	if (topic && !(await wantsMail(deps, topic.userId, topic.name))) {
		deps.logger.info({ key, topic: topic.name }, 'mail switched off by its reader');
		return;
	}
	const unsubscribe = topic
		? unsubscribeLinks(deps.config, topic.userId, topic.name, deps.now())
		: undefined;
	const sent = await deps.mailer.send(await renderMail(content, deps.config.siteUrl, unsubscribe));
	if (!sent.ok) throw new Error(`mail transport refused ${key}: ${sent.error}`);
	deps.logger.info({ key, template: work.template }, 'mail sent');
}
