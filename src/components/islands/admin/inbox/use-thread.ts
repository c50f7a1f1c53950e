/**
 * The thread page's one data hook (issue #20): the thread named by `?id=` in the address, once
 * the session check answered, and what staff do in it. A 404 is either "not an admin" or, with
 * its own code, "no thread has that number"; the page says which. Each change says how it went in
 * a toast and shows the thread again as it is now.
 */
import { useCallback, useEffect, useState } from 'react';
import * as admin from '../../../../lib/api/admin';
import type { ApiResult } from '../../../../lib/api/client';
import type { InboxStatus, InboxThread } from '../../../../lib/contracts/support-inbox';
import { idParam } from '../../../../lib/id-param';
import { showToast } from '../../../../stores/toasts';
import { useCampusSession } from '../../use-campus-session';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';

export type ThreadLoad =
	| { state: 'loading' }
	| { state: 'not_staff' }
	| { state: 'missing'; msg: string | null }
	| { state: 'failed'; msg: string }
	| { state: 'ready'; thread: InboxThread };

export function useThread() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<ThreadLoad>({ state: 'loading' });

	const fetchThread = useCallback(async () => {
		const threadId = idParam(window.location.search, 'id');
		if (threadId === null) {
			setLoad({ state: 'missing', msg: null });
			return;
		}
		const result = await admin.getThread(threadId);
		if (result.ok) setLoad({ state: 'ready', thread: result.data });
		else if (result.result === 'thread_nf') setLoad({ state: 'missing', msg: result.msg });
		else if (result.status === 404) setLoad({ state: 'not_staff' });
		else setLoad({ state: 'failed', msg: result.msg });
	}, []);

	useEffect(() => {
		if (phase === 'ready') void fetchThread();
	}, [phase, fetchThread]);

	const thread = load.state === 'ready' ? load.thread : null;

	/** Runs one change of the thread: its toast, then the thread again. */
	async function act<T>(
		call: (threadId: number) => Promise<ApiResult<T>>,
		done: (data: T) => string,
	): Promise<ActionOutcome<T>> {
		if (thread === null) return { error: t('admin.inbox.thread_failed') };
		const result = await call(thread.id);
		if (!result.ok) return { error: result.msg };
		showToast({ text: done(result.data), type: 'success' });
		await fetchThread();
		return result.data;
	}

	const staffName = (id: number | null) =>
		thread?.staff.find((member) => member.id === id)?.name ?? '';

	return {
		load,
		reload: fetchThread,
		setStatus: (status: InboxStatus, requestKey: string) =>
			act(
				(threadId) => admin.setThreadStatus({ threadId, status, requestKey }),
				(data) => t('admin.inbox.status_done', { status: t(`admin.inbox.status_${data.status}`) }),
			),
		assign: (assigneeId: number | null, requestKey: string) =>
			act(
				(threadId) => admin.assignThread({ threadId, assigneeId, requestKey }),
				(data) =>
					data.assigneeId === null
						? t('admin.inbox.unassign_done')
						: t('admin.inbox.assign_done', { name: staffName(data.assigneeId) }),
			),
		addNote: (body: string, requestKey: string) =>
			act(
				(threadId) => admin.addNote({ threadId, body, requestKey }),
				() => t('admin.inbox.note_done'),
			),
		sendReply: (body: string, requestKey: string) =>
			act(
				(threadId) => admin.sendReply({ threadId, body, requestKey }),
				() => t('admin.inbox.reply_done', { email: thread?.person.email ?? '' }),
			),
	};
}
