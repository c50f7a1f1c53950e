/** SQL of the support chat's requests. */
import type { Database } from '../client';
import { supportRequests } from '../schema';

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
