/**
 * The back-office's support inbox (issue #20, ADR 019): every request people send (support chat,
 * /contacto, carrion, "te llamamos") is a thread with a status, an assignee, internal notes and
 * replies. A reply is mailed to the person by a job queued with it; each change is once per
 * request and written to the audit log (./once-per-request.ts).
 */
import { t } from '../../../i18n';
import type {
	AddNoteInput,
	AssignThreadInput,
	InboxKind,
	InboxPage,
	InboxQuery,
	InboxStatus,
	InboxThread,
	InboxThreadRow,
	SendReplyInput,
	SetThreadStatusInput,
	ThreadChanged,
	ThreadMessageAdded,
} from '../../../lib/contracts/support-inbox';
import { INBOX_PAGE_SIZE } from '../../../lib/contracts/support-inbox';
import { normalizeSearchText } from '../../../lib/protocol-search';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import * as queries from '../../db/queries/support-inbox';
import { AppError } from '../../errors';
import type { MailContent } from '../../mail/layout';
import type { StaffActor } from '../audit';
import { oncePerRequest } from './once-per-request';

/** Words of a search beyond these are not looked for. */
const MAX_SEARCH_WORDS = 8;

type InboxDeps = Pick<AppDeps, 'db' | 'now'>;

const threadNotFound = () => new AppError('thread_nf', 404, t('admin.errors.thread_not_found'));

type ThreadRow = Awaited<ReturnType<typeof queries.listSupportThreads>>[number];

function threadRow(row: ThreadRow): InboxThreadRow {
	return {
		id: row.id,
		kind: row.kind as InboxKind,
		status: row.status as InboxStatus,
		person: { name: row.personName, email: row.personEmail, userId: row.personUserId },
		summary: row.summary,
		assignee:
			row.assigneeId !== null && row.assigneeName !== null
				? { id: row.assigneeId, name: row.assigneeName }
				: null,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

/** `POST /admin/listInbox`: a page of threads, newest request first. */
export async function listInbox(deps: InboxDeps, query: InboxQuery): Promise<InboxPage> {
	const rows = await queries.listSupportThreads(deps.db, {
		status: query.status,
		kind: query.kind,
		searchWords: normalizeSearchText(query.query)
			.split(/\s+/)
			.filter(Boolean)
			.slice(0, MAX_SEARCH_WORDS),
		limit: INBOX_PAGE_SIZE,
		offset: (query.page - 1) * INBOX_PAGE_SIZE,
	});
	return {
		threads: rows.map(threadRow),
		total: rows[0]?.total ?? 0,
		page: query.page,
		pageSize: INBOX_PAGE_SIZE,
	};
}

/** `POST /admin/getThread`: the request, its notes and replies, and who it can be given to. */
export async function getThread(deps: InboxDeps, threadId: number): Promise<InboxThread> {
	const row = await queries.findSupportThread(deps.db, threadId);
	if (!row) throw threadNotFound();
	const [messages, staff] = await Promise.all([
		queries.listSupportMessages(deps.db, threadId),
		queries.listAdmins(deps.db),
	]);
	return {
		...threadRow(row),
		request: {
			subject: row.subject,
			message: row.message,
			course: row.course,
			planName: row.planName,
			pharmacyName: row.pharmacyName,
			couponCode: row.couponCode,
			phone: row.phone,
		},
		messages: messages.map((message) => ({
			id: message.id,
			kind: message.kind as 'note' | 'reply',
			body: message.body,
			author:
				message.authorId !== null && message.authorName !== null
					? { id: message.authorId, name: message.authorName }
					: null,
			createdAt: message.createdAt.toISOString(),
		})),
		staff,
	};
}

async function lockThread(tx: Database, threadId: number) {
	const thread = await queries.lockSupportThread(tx, threadId);
	if (!thread) throw threadNotFound();
	return thread;
}

function threadChanged(after: Record<string, unknown>): ThreadChanged {
	return {
		threadId: Number(after.threadId),
		status: after.status as InboxStatus,
		assigneeId: after.assigneeId === null ? null : Number(after.assigneeId),
	};
}

/** `POST /admin/setThreadStatus`. */
export async function setThreadStatus(
	deps: InboxDeps,
	actor: StaffActor,
	input: SetThreadStatusInput,
): Promise<ThreadChanged> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'inbox.status', requestKey: input.requestKey },
		async (tx, at) => {
			const thread = await lockThread(tx, input.threadId);
			await queries.updateSupportThread(tx, thread.id, { status: input.status }, at);
			return {
				subjectId: thread.id,
				before: { status: thread.status },
				after: { threadId: thread.id, status: input.status, assigneeId: thread.assigneeId },
			};
		},
	);
	return threadChanged(after);
}

/** `POST /admin/assignThread`: to an admin, or to nobody. */
export async function assignThread(
	deps: InboxDeps,
	actor: StaffActor,
	input: AssignThreadInput,
): Promise<ThreadChanged> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'inbox.assign', requestKey: input.requestKey },
		async (tx, at) => {
			const thread = await lockThread(tx, input.threadId);
			if (input.assigneeId !== null) {
				const admins = await queries.listAdmins(tx);
				if (!admins.some((admin) => admin.id === input.assigneeId)) {
					throw new AppError('staff_nf', 404, t('admin.errors.staff_not_found'));
				}
			}
			await queries.updateSupportThread(tx, thread.id, { assigneeId: input.assigneeId }, at);
			return {
				subjectId: thread.id,
				before: { assigneeId: thread.assigneeId },
				after: { threadId: thread.id, status: thread.status, assigneeId: input.assigneeId },
			};
		},
	);
	return threadChanged(after);
}

function messageAdded(after: Record<string, unknown>): ThreadMessageAdded {
	return {
		threadId: Number(after.threadId),
		messageId: Number(after.messageId),
		status: after.status as InboxStatus,
	};
}

/** `POST /admin/addNote`: for staff only; the thread's status stays. */
export async function addNote(
	deps: InboxDeps,
	actor: StaffActor,
	input: AddNoteInput,
): Promise<ThreadMessageAdded> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'inbox.note', requestKey: input.requestKey },
		async (tx, at) => {
			const thread = await lockThread(tx, input.threadId);
			const messageId = await queries.insertSupportMessage(tx, {
				threadId: thread.id,
				kind: 'note',
				authorId: actor.userId,
				body: input.body,
				at,
			});
			await queries.updateSupportThread(tx, thread.id, {}, at);
			return {
				subjectId: thread.id,
				after: { threadId: thread.id, messageId, status: thread.status },
			};
		},
	);
	return messageAdded(after);
}

/**
 * `POST /admin/sendReply`: kept in the thread, mailed to the person by a job queued in the same
 * transaction (a failed mail is retried, STYLE rule 15), and the thread is answered.
 */
export async function sendReply(
	deps: Pick<AppDeps, 'db' | 'now' | 'jobs'>,
	actor: StaffActor,
	input: SendReplyInput,
): Promise<ThreadMessageAdded> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'inbox.reply', requestKey: input.requestKey },
		async (tx, at) => {
			const thread = await lockThread(tx, input.threadId);
			const messageId = await queries.insertSupportMessage(tx, {
				threadId: thread.id,
				kind: 'reply',
				authorId: actor.userId,
				body: input.body,
				at,
			});
			await queries.updateSupportThread(tx, thread.id, { status: 'answered' }, at);
			await deps.jobs.enqueue(
				tx,
				{
					queue: 'mail',
					key: `mail:support-reply:${String(messageId)}`,
					work: { template: 'support-reply', messageId },
				},
				at,
			);
			return {
				subjectId: thread.id,
				before: { status: thread.status },
				after: { threadId: thread.id, messageId, status: 'answered' },
			};
		},
	);
	return messageAdded(after);
}

/** The mail of a reply to the person who wrote; their answer by mail goes to the support inbox. */
export async function supportReplyMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	messageId: number,
): Promise<MailContent | undefined> {
	const reply = await queries.findReplyForMail(deps.db, messageId);
	if (!reply) return undefined;
	const { thread } = reply;
	const lines = reply.body
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean);
	return {
		to: thread.personEmail,
		replyTo: deps.config.supportInbox,
		subject: t('inbox_mail.subject'),
		preview: lines[0] ?? '',
		greeting: t('mail.greeting', { name: thread.personName }),
		paragraphs: lines,
		details: [
			{ label: t('inbox_mail.request'), value: thread.summary || `#${String(thread.id)}` },
			{ label: t('inbox_mail.number'), value: `#${String(thread.id)}` },
		],
		closing: [t('inbox_mail.closing')],
	};
}
