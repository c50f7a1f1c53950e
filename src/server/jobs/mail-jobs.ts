/** A mail job (issue #18): composed now, rendered in the campus's layout, handed to the transport. */
import type { AppDeps } from '../context';
import { composeMail } from '../mail/compose';
import { renderMail } from '../mail/layout';
import type { MailJob } from './contract';

/**
 * Sends the mail of `work`; throws when the transport refuses it, so the queue retries. The key
 * is logged, never the message: its body may hold a link with a token.
 */
export async function sendMailJob(deps: AppDeps, key: string, work: MailJob): Promise<void> {
	const content = await composeMail(deps, work);
	if (!content) {
		deps.logger.info({ key }, 'mail no longer needed');
		return;
	}
	const sent = await deps.mailer.send(await renderMail(content, deps.config.siteUrl));
	if (!sent.ok) throw new Error(`mail transport refused ${key}: ${sent.error}`);
	deps.logger.info({ key, template: work.template }, 'mail sent');
}
