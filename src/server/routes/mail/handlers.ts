/**
 * `POST /mail/unsubscribe?topic&exp&uid&sig` (issue #18): the one-click unsubscribe of RFC 8058.
 * Gmail or Apple Mail post `List-Unsubscribe=One-Click` to the address of the mail's header, from
 * their own servers, with no session and no client key; the page of the mail's footer link posts
 * the same. The signed address says who and what; the body is not read.
 */
import type { Context } from 'hono';
import { t } from '../../../i18n';
import { isMailTopic } from '../../../lib/contracts/mail-preferences';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { ok } from '../../http';
import { unsubscribeByLink } from '../../services/mail-preferences';

export async function unsubscribe(c: Context<AppEnv>) {
	const topic = c.req.query('topic');
	if (!isMailTopic(topic)) {
		throw new AppError('unsubscribe_inv', 404, t('mail_preferences_api.unsubscribe_inv'));
	}
	const done = await unsubscribeByLink(c.var.deps, {
		topic,
		exp: c.req.query('exp'),
		uid: c.req.query('uid'),
		sig: c.req.query('sig'),
	});
	return ok(c, 'unsubscribe', done);
}
