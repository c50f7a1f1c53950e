/**
 * The support chat of the campus (spec §2, §6, §7 `POST /supportRequest`): only a logged-in user
 * may ask; the request is stored first, then mailed to the support inbox with who sent it, so a
 * failed mail loses nothing (STYLE rule 15). At most 5 requests an hour per person.
 */
import { t } from '../../i18n';
import type { SupportRequestPayload } from '../../lib/contracts/support';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/support';
import { findUserById } from '../db/queries/users';
import { consume, type RateRule } from './auth/rate-limit';
import { escapeHtml } from './mail';

/** Enough for a real conversation; a flood from one account stops here. */
export const SUPPORT_REQUESTS_PER_HOUR: RateRule = {
	name: 'support:user',
	limit: 5,
	windowSeconds: 60 * 60,
};

export async function sendSupportRequest(
	deps: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'config' | 'logger'>,
	userId: number,
	payload: SupportRequestPayload,
): Promise<'ok'> {
	// Counted with the stored request: a refused one stores and mails nothing.
	const id = await deps.db.transaction(async (tx) => {
		await consume({ db: tx, now: deps.now }, SUPPORT_REQUESTS_PER_HOUR, String(userId));
		return queries.insertSupportRequest(tx, {
			userId,
			subject: payload.sub,
			description: payload.des,
		});
	});
	const sender = await findUserById(deps.db, userId);
	const who = sender ? `${sender.name} ${sender.lastName} <${sender.email}>` : `#${userId}`;
	const lines = [
		t('support_mail.from', { who }),
		`${t('support_mail.subject_label')}: ${payload.sub}`,
		'',
		payload.des,
	];
	const sent = await deps.mailer.send({
		to: deps.config.supportInbox,
		subject: t('support_mail.subject', { subject: payload.sub, id }),
		text: lines.join('\n'),
		html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
	});
	if (!sent.ok) deps.logger.error({ request: id, error: sent.error }, 'support request not mailed');
	return 'ok';
}
