/** SQL of the support chat's requests. */
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { supportRequests, users } from '../schema';

export async function insertSupportRequest(
	db: Database,
	values: { userId: number; subject: string; description: string },
): Promise<number> {
	const [row] = await db
		.insert(supportRequests)
		.values(values)
		.returning({ id: supportRequests.id });
	if (!row) throw new Error('support request not inserted');
	return row.id;
}

/** A stored request with who sent it, for its mail to the support inbox. */
export async function findSupportRequest(db: Database, id: number) {
	const [row] = await db
		.select({
			id: supportRequests.id,
			subject: supportRequests.subject,
			description: supportRequests.description,
			name: users.name,
			lastName: users.lastName,
			email: users.email,
		})
		.from(supportRequests)
		.innerJoin(users, eq(users.id, supportRequests.userId))
		.where(eq(supportRequests.id, id))
		.limit(1);
	return row;
}
