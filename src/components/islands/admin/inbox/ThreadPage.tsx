/**
 * `/admin/consulta/?id=N` (issue #20): one thread of the support inbox. What the person sent and
 * who they are (their page a link away when they have an account), its status and assignee, the
 * notes and replies so far, and the forms that reply by mail and add a note.
 */
import {
	INBOX_NOTE_MAX_LENGTH,
	INBOX_REPLY_MAX_LENGTH,
} from '../../../../lib/contracts/support-inbox';
import { formatDateTime } from '../../../../lib/dates';
import { Notice } from '../../../ui/Notice';
import { StudioLoading } from '../../studio/StudioLoading';
import { Section } from '../AdminSection';
import { t } from '../shared';
import { InboxStatusBadge } from './InboxTable';
import { MessageForm } from './MessageForm';
import { ThreadControls } from './ThreadControls';
import { ThreadHistory, ThreadRequest } from './ThreadDetails';
import { useThread } from './use-thread';

const back = (
	<p>
		<a href="/admin/consultas/">{t('admin.inbox.back')}</a>
	</p>
);

export default function ThreadPage() {
	const state = useThread();
	const { load } = state;

	if (load.state === 'missing') {
		return (
			<Notice title={t('admin.inbox.thread_title')}>
				<p>{load.msg ?? t('admin.inbox.missing_id')}</p>
				{back}
			</Notice>
		);
	}
	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{
					loading: t('admin.inbox.thread_loading'),
					failed: t('admin.inbox.thread_failed'),
					notStaff: t('admin.page.not_admin'),
				}}
				onRetry={() => void state.reload()}
			/>
		);
	}

	const { thread } = load;
	return (
		<div className="studio admin-customer">
			{back}
			<h2 className="admin-customer__name">{t('admin.inbox.thread_name', { id: thread.id })}</h2>
			<p className="inbox-meta">
				<InboxStatusBadge status={thread.status} />
				<span>{t(`admin.inbox.kind_${thread.kind}`)}</span>
				<span>{t('admin.inbox.received', { date: formatDateTime(thread.createdAt) ?? '' })}</span>
			</p>
			<Section id="consulta" title={t('admin.inbox.request_title')}>
				<ThreadRequest thread={thread} />
			</Section>
			<Section id="gestion" title={t('admin.inbox.manage_title')}>
				<ThreadControls thread={thread} onStatus={state.setStatus} onAssign={state.assign} />
			</Section>
			<Section id="historial" title={t('admin.inbox.history_title')}>
				<ThreadHistory messages={thread.messages} />
			</Section>
			<Section id="responder" title={t('admin.inbox.reply_title')}>
				<MessageForm
					label={t('admin.inbox.reply_label')}
					hint={t('admin.inbox.reply_hint', { email: thread.person.email })}
					maxLength={INBOX_REPLY_MAX_LENGTH}
					submitLabel={t('admin.inbox.reply_submit')}
					sendingLabel={t('admin.inbox.reply_sending')}
					onSend={state.sendReply}
				/>
			</Section>
			<Section id="nota" title={t('admin.inbox.note_title')}>
				<MessageForm
					label={t('admin.inbox.note_label')}
					hint={t('admin.inbox.note_hint')}
					maxLength={INBOX_NOTE_MAX_LENGTH}
					submitLabel={t('admin.inbox.note_submit')}
					sendingLabel={t('admin.inbox.note_sending')}
					onSend={state.addNote}
				/>
			</Section>
		</div>
	);
}
