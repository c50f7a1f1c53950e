import type { InboxPerson, InboxThreadRow } from '../../../../lib/contracts/support-inbox';
import { formatDateTime } from '../../../../lib/dates';
import { customerHref, t, threadHref } from '../shared';

/** The person who wrote, with a link to their page when they have an account. */
export function InboxPersonCell({ person }: { person: InboxPerson }) {
	return (
		<>
			{person.name}
			<span className="studio__path">{person.email}</span>
			{person.userId === null ? (
				<span className="studio__note">{t('admin.inbox.no_account')}</span>
			) : (
				<a className="studio__note" href={customerHref(person.userId)}>
					{t('admin.inbox.customer_link')}
					<span className="visually-hidden">
						{' '}
						{t('admin.inbox.customer_link_who', { name: person.name })}
					</span>
				</a>
			)}
		</>
	);
}

/** A thread's status as a badge (its colour repeats the word, never replaces it). */
export function InboxStatusBadge({ status }: { status: InboxThreadRow['status'] }) {
	return (
		<span className={`studio__status inbox-status--${status}`}>
			{t(`admin.inbox.status_${status}`)}
		</span>
	);
}

/**
 * One page of threads. A real table (caption, column headers) so screen readers move by cell; on
 * a phone each row becomes a card (studio.css). Each thread's name opens it; the person's page is
 * a link beside their name. Both are reached by Tab.
 */
export function InboxTable({ threads }: { threads: InboxThreadRow[] }) {
	return (
		<table className="studio__table">
			<caption className="visually-hidden">{t('admin.inbox.caption')}</caption>
			<thead>
				<tr>
					<th scope="col">{t('admin.inbox.col_thread')}</th>
					<th scope="col">{t('admin.inbox.col_person')}</th>
					<th scope="col">{t('admin.inbox.col_kind')}</th>
					<th scope="col">{t('admin.inbox.col_status')}</th>
					<th scope="col">{t('admin.inbox.col_assignee')}</th>
					<th scope="col">{t('admin.inbox.col_received')}</th>
				</tr>
			</thead>
			<tbody>
				{threads.map((thread) => (
					<tr key={thread.id}>
						<th scope="row" data-label={t('admin.inbox.col_thread')}>
							<a className="studio__course-link" href={threadHref(thread.id)}>
								{t('admin.inbox.thread_name', { id: thread.id })}
							</a>
							<span className="studio__note inbox-summary">{thread.summary}</span>
						</th>
						<td data-label={t('admin.inbox.col_person')}>
							<InboxPersonCell person={thread.person} />
						</td>
						<td data-label={t('admin.inbox.col_kind')}>{t(`admin.inbox.kind_${thread.kind}`)}</td>
						<td data-label={t('admin.inbox.col_status')}>
							<InboxStatusBadge status={thread.status} />
						</td>
						<td data-label={t('admin.inbox.col_assignee')}>
							{thread.assignee?.name ?? t('admin.inbox.nobody')}
						</td>
						<td data-label={t('admin.inbox.col_received')}>
							<time dateTime={thread.createdAt}>{formatDateTime(thread.createdAt)}</time>
						</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
