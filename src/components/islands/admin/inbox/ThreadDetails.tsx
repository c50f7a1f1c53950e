/** What a thread's person sent and what staff wrote since, on its back-office page (issue #20). */
import type { InboxThread } from '../../../../lib/contracts/support-inbox';
import { formatDateTime } from '../../../../lib/dates';
import { Fact } from '../AdminSection';
import { t } from '../shared';
import { InboxPersonCell } from './InboxTable';

/** The request as its form asked it: only the fields it has. */
export function ThreadRequest({ thread }: { thread: InboxThread }) {
	const { request } = thread;
	const facts: [string, string | null][] = [
		['subject', request.subject],
		['course', request.course],
		['plan', request.planName],
		['pharmacy', request.pharmacyName],
		['coupon', request.couponCode],
		['phone', request.phone],
	];
	return (
		<>
			<dl className="admin-facts">
				<Fact label={t('admin.inbox.person')}>
					<InboxPersonCell person={thread.person} />
				</Fact>
				{facts.map(([key, value]) =>
					value === null ? null : (
						<Fact key={key} label={t(`admin.inbox.${key}`)}>
							{value}
						</Fact>
					),
				)}
			</dl>
			{request.message === null ? null : (
				<blockquote className="inbox-message" aria-label={t('admin.inbox.message')}>
					{request.message}
				</blockquote>
			)}
		</>
	);
}

/** Notes and replies, oldest first: who wrote each, when, and whether it was mailed. */
export function ThreadHistory({ messages }: { messages: InboxThread['messages'] }) {
	if (messages.length === 0) return <p>{t('admin.inbox.history_empty')}</p>;
	return (
		<ol className="inbox-history">
			{messages.map((message) => {
				const name = message.author?.name ?? t('admin.inbox.author_gone');
				return (
					<li
						key={message.id}
						className={`inbox-history__item inbox-history__item--${message.kind}`}
					>
						<p className="inbox-history__who">
							{t(message.kind === 'reply' ? 'admin.inbox.reply_item' : 'admin.inbox.note_item', {
								name,
							})}
							<span className="studio__note">
								<time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
							</span>
						</p>
						<p className="inbox-message">{message.body}</p>
					</li>
				);
			})}
		</ol>
	);
}
