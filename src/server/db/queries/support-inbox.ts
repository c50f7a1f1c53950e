/**
 * SQL of the support inbox (issue #20, ADR 019): a thread per request people send, its notes and
 * replies. A thread's person is read from its request: the account of a support chat request, the
 * name and email typed in the other forms (with the account that has that email, if any).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { containsPattern } from '../like-patterns';
import {
	contactRequests,
	pharmacyPlanRequests,
	plans,
	supportMessages,
	supportRequests,
	supportThreads,
	users,
} from '../schema';

/** Which request a new thread is for (exactly one). */
export type ThreadSource =
	| { kind: 'support'; supportRequestId: number }
	| { kind: 'contact' | 'carrion'; contactRequestId: number }
	| { kind: 'call_request'; planRequestId: number };

/** Opens the thread of a request just stored; call it in the request's transaction. */
export async function insertSupportThread(db: Database, source: ThreadSource, at: Date) {
	await db.insert(supportThreads).values({ ...source, createdAt: at, updatedAt: at });
}

const person = alias(users, 'person');
const assignee = alias(users, 'assignee');

const personName = sql<string>`coalesce(
	${person.name} || ' ' || ${person.lastName},
	${contactRequests.firstName} || coalesce(' ' || ${contactRequests.lastName}, ''),
	${pharmacyPlanRequests.firstName} || coalesce(' ' || ${pharmacyPlanRequests.lastName}, '')
)`;
const personEmail = sql<string>`coalesce(${person.email}, ${contactRequests.email}, ${pharmacyPlanRequests.email})`;
/** The account of the person: the sender of a chat request, or the one with the form's email. */
const personUserId = sql<number | null>`coalesce(
	${person.id},
	(select account.id from users account
		where account.email = coalesce(${contactRequests.email}, ${pharmacyPlanRequests.email}))
)`;
const fullSummary = sql<string>`coalesce(
	${supportRequests.subject}, ${contactRequests.message}, ${contactRequests.course}, ${plans.name}, ''
)`;

/** The thread's columns: its person, what its request said and its assignee. */
const threadColumns = {
	id: supportThreads.id,
	kind: supportThreads.kind,
	status: supportThreads.status,
	createdAt: supportThreads.createdAt,
	updatedAt: supportThreads.updatedAt,
	personName,
	personEmail,
	personUserId,
	summary: sql<string>`left(${fullSummary}, 160)`,
	assigneeId: supportThreads.assigneeId,
	assigneeName: sql<string | null>`${assignee.name} || ' ' || ${assignee.lastName}`,
	subject: supportRequests.subject,
	message: sql<string | null>`coalesce(${supportRequests.description}, ${contactRequests.message})`,
	course: contactRequests.course,
	planName: plans.name,
	pharmacyName: pharmacyPlanRequests.pharmacyName,
	couponCode: pharmacyPlanRequests.couponCode,
	phone: sql<
		string | null
	>`coalesce(${person.phone}, ${contactRequests.phone}, ${pharmacyPlanRequests.phone})`,
	total: sql<number>`cast(count(*) over () as integer)`,
};

function threadsWithRequests(db: Database) {
	return db
		.select(threadColumns)
		.from(supportThreads)
		.leftJoin(supportRequests, eq(supportRequests.id, supportThreads.supportRequestId))
		.leftJoin(person, eq(person.id, supportRequests.userId))
		.leftJoin(contactRequests, eq(contactRequests.id, supportThreads.contactRequestId))
		.leftJoin(pharmacyPlanRequests, eq(pharmacyPlanRequests.id, supportThreads.planRequestId))
		.leftJoin(plans, eq(plans.id, pharmacyPlanRequests.planId))
		.leftJoin(assignee, eq(assignee.id, supportThreads.assigneeId));
}

/** A page of threads, newest request first; each word in the number, name, email or text. */
export function listSupportThreads(
	db: Database,
	filter: {
		status: string | undefined;
		kind: string | undefined;
		searchWords: string[];
		limit: number;
		offset: number;
	},
) {
	const searchable = sql`campus_search_normalize(
		${supportThreads.id}::text || ' ' || ${personName} || ' ' || ${personEmail} || ' ' ||
		${fullSummary} || ' ' || coalesce(${supportRequests.description}, '')
	)`;
	const conditions: SQL[] = filter.searchWords.map(
		(word) => sql`${searchable} like ${containsPattern(word)}`,
	);
	if (filter.status) conditions.push(eq(supportThreads.status, filter.status));
	if (filter.kind) conditions.push(eq(supportThreads.kind, filter.kind));
	return threadsWithRequests(db)
		.where(and(...conditions))
		.orderBy(desc(supportThreads.createdAt), desc(supportThreads.id))
		.limit(filter.limit)
		.offset(filter.offset);
}

/** One thread with everything its request said. */
export async function findSupportThread(db: Database, threadId: number) {
	const [row] = await threadsWithRequests(db).where(eq(supportThreads.id, threadId));
	return row;
}

/** The thread, locked until the transaction ends: one change at a time. */
export async function lockSupportThread(db: Database, threadId: number) {
	const [row] = await db
		.select({
			id: supportThreads.id,
			status: supportThreads.status,
			assigneeId: supportThreads.assigneeId,
		})
		.from(supportThreads)
		.where(eq(supportThreads.id, threadId))
		.for('update');
	return row;
}

export async function updateSupportThread(
	db: Database,
	threadId: number,
	change: { status?: string; assigneeId?: number | null },
	at: Date,
) {
	await db
		.update(supportThreads)
		.set({ ...change, updatedAt: at })
		.where(eq(supportThreads.id, threadId));
}

export async function insertSupportMessage(
	db: Database,
	values: { threadId: number; kind: 'note' | 'reply'; authorId: number; body: string; at: Date },
): Promise<number> {
	const [row] = await db
		.insert(supportMessages)
		.values({
			threadId: values.threadId,
			kind: values.kind,
			authorId: values.authorId,
			body: values.body,
			createdAt: values.at,
		})
		.returning({ id: supportMessages.id });
	if (!row) throw new Error('support message not inserted');
	return row.id;
}

/** A thread's notes and replies, oldest first. */
export function listSupportMessages(db: Database, threadId: number) {
	return db
		.select({
			id: supportMessages.id,
			kind: supportMessages.kind,
			body: supportMessages.body,
			createdAt: supportMessages.createdAt,
			authorId: supportMessages.authorId,
			authorName: sql<string | null>`${users.name} || ' ' || ${users.lastName}`,
		})
		.from(supportMessages)
		.leftJoin(users, eq(users.id, supportMessages.authorId))
		.where(eq(supportMessages.threadId, threadId))
		.orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

/** The admins a thread can be given to, by name. */
export function listAdmins(db: Database) {
	return db
		.select({ id: users.id, name: sql<string>`${users.name} || ' ' || ${users.lastName}` })
		.from(users)
		.where(eq(users.staffRole, 'admin'))
		.orderBy(asc(users.name), asc(users.lastName), asc(users.id));
}

/** A reply with its thread's person and request, for the mail that takes it to them. */
export async function findReplyForMail(db: Database, messageId: number) {
	const [message] = await db
		.select({ threadId: supportMessages.threadId, body: supportMessages.body })
		.from(supportMessages)
		.where(and(eq(supportMessages.id, messageId), eq(supportMessages.kind, 'reply')));
	if (!message) return undefined;
	const thread = await findSupportThread(db, message.threadId);
	return thread ? { ...message, thread } : undefined;
}
