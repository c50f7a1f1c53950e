/**
 * The back-office's support inbox (issue #20, ADR 019): support chat requests, /contacto and
 * carrion messages and "te llamamos" plan requests in one list, each a thread with a status, an
 * assignee, internal notes and the replies mailed to the person. Shared by
 * services/admin/support-inbox.ts, the admin route and the back-office's islands.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { requestKeyField } from './customer-actions';
import { payloadObject, positiveId, requiredText, text } from './fields';

/** Where a thread stands: nobody looked yet, someone is on it, the person was answered, done. */
export const INBOX_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** What the person sent: the campus's support chat, /contacto, the carrion form, "te llamamos". */
export const INBOX_KINDS = ['support', 'contact', 'carrion', 'call_request'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_PAGE_SIZE = 50;
export const INBOX_SEARCH_MAX_LENGTH = 100;
/** A reply is a mail: long enough for any answer, short enough to read. */
export const INBOX_REPLY_MAX_LENGTH = 5000;
export const INBOX_NOTE_MAX_LENGTH = 2000;

const threadId = () => positiveId(() => t('validation.positive_id'));

/** `POST /admin/listInbox`: newest first, by status, kind and words of the name, email or text. */
export const ListInboxBody = payloadObject({
	status: v.optional(
		v.picklist(INBOX_STATUSES, () =>
			t('validation.choice', { options: INBOX_STATUSES.join(', ') }),
		),
	),
	kind: v.optional(
		v.picklist(INBOX_KINDS, () => t('validation.choice', { options: INBOX_KINDS.join(', ') })),
	),
	query: v.nullish(v.pipe(text(), v.trim(), v.maxLength(INBOX_SEARCH_MAX_LENGTH)), ''),
	page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
});
export type InboxQuery = v.InferOutput<typeof ListInboxBody>;

/** `POST /admin/getThread`. */
export const GetThreadBody = payloadObject({ threadId: threadId() });

/** `POST /admin/setThreadStatus`. */
export const SetThreadStatusBody = payloadObject({
	threadId: threadId(),
	status: v.picklist(INBOX_STATUSES, () =>
		t('validation.choice', { options: INBOX_STATUSES.join(', ') }),
	),
	requestKey: requestKeyField(),
});
export type SetThreadStatusInput = v.InferOutput<typeof SetThreadStatusBody>;

/** `POST /admin/assignThread`: to an admin, or to nobody (`assigneeId: null`). */
export const AssignThreadBody = payloadObject({
	threadId: threadId(),
	assigneeId: v.nullable(positiveId(() => t('validation.positive_id'))),
	requestKey: requestKeyField(),
});
export type AssignThreadInput = v.InferOutput<typeof AssignThreadBody>;

/** `POST /admin/addNote`: seen by staff only. */
export const AddNoteBody = payloadObject({
	threadId: threadId(),
	body: requiredText(INBOX_NOTE_MAX_LENGTH, { multiline: true }),
	requestKey: requestKeyField(),
});
export type AddNoteInput = v.InferOutput<typeof AddNoteBody>;

/** `POST /admin/sendReply`: mailed to the person, kept in the thread, which becomes answered. */
export const SendReplyBody = payloadObject({
	threadId: threadId(),
	body: requiredText(INBOX_REPLY_MAX_LENGTH, { multiline: true }),
	requestKey: requestKeyField(),
});
export type SendReplyInput = v.InferOutput<typeof SendReplyBody>;

/** The person who wrote; `userId` when an account has their email (its page is a link away). */
export interface InboxPerson {
	name: string;
	email: string;
	userId: number | null;
}

export interface StaffMember {
	id: number;
	name: string;
}

/** One thread in the list (`data.listInbox.threads`). */
export interface InboxThreadRow {
	id: number;
	kind: InboxKind;
	status: InboxStatus;
	person: InboxPerson;
	/** The topic, the message's first words, the course or the plan asked about. */
	summary: string;
	assignee: StaffMember | null;
	createdAt: string;
	updatedAt: string;
}

/** `data.listInbox`. */
export interface InboxPage {
	threads: InboxThreadRow[];
	total: number;
	page: number;
	pageSize: number;
}

/** What the person sent, as each form asks it; absent fields are null. */
export interface InboxRequest {
	/** Support chat: the topic. */
	subject: string | null;
	/** Support chat's description, or the /contacto message. */
	message: string | null;
	/** Carrion: the course asked about. */
	course: string | null;
	/** "Te llamamos": the plan, the pharmacy and the coupon given. */
	planName: string | null;
	pharmacyName: string | null;
	couponCode: string | null;
	phone: string | null;
}

/** A note or a reply, oldest first. */
export interface InboxMessage {
	id: number;
	kind: 'note' | 'reply';
	body: string;
	author: StaffMember | null;
	createdAt: string;
}

/** `data.getThread`: the request, its history, and the admins it can be assigned to. */
export interface InboxThread extends InboxThreadRow {
	request: InboxRequest;
	messages: InboxMessage[];
	staff: StaffMember[];
}

/** `data.setThreadStatus`, `data.assignThread`. */
export interface ThreadChanged {
	threadId: number;
	status: InboxStatus;
	assigneeId: number | null;
}

/** `data.addNote`, `data.sendReply` (the same message when the request is sent again). */
export interface ThreadMessageAdded {
	threadId: number;
	messageId: number;
	status: InboxStatus;
}
