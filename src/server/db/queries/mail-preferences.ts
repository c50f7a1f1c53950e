/** SQL of the mail topics people switched off (issue #18, `mail_opt_outs`). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MailTopic } from '../../../lib/contracts/mail-preferences';
import type { Database } from '../client';
import { mailOptOuts, users } from '../schema';

export async function listOptedOutTopics(db: Database, userId: number): Promise<string[]> {
	const rows = await db
		.select({ topic: mailOptOuts.topic })
		.from(mailOptOuts)
		.where(eq(mailOptOuts.userId, userId));
	return rows.map((row) => row.topic);
}

export async function isOptedOut(db: Database, userId: number, topic: MailTopic): Promise<boolean> {
	const [row] = await db
		.select({ topic: mailOptOuts.topic })
		.from(mailOptOuts)
		.where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.topic, topic)))
		.limit(1);
	return row !== undefined;
}

/**
 * Switches `topic` off for `userId`; the first time it was asked is the one kept. An account deleted
 * since (an old mail's link) has nothing to switch off: nothing is written.
 */
export async function optOut(
	db: Database,
	input: { userId: number; topic: MailTopic; now: Date },
): Promise<void> {
	await db
		.insert(mailOptOuts)
		.select(
			db
				.select({
					userId: users.id,
					topic: sql<string>`${input.topic}`.as('topic'),
					createdAt: sql<Date>`${input.now.toISOString()}::timestamptz`.as('created_at'),
				})
				.from(users)
				.where(eq(users.id, input.userId)),
		)
		.onConflictDoNothing();
}

export async function optIn(db: Database, userId: number, topics: MailTopic[]): Promise<void> {
	if (topics.length === 0) return;
	await db
		.delete(mailOptOuts)
		.where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.topic, topics)));
}
