/**
 * The back-office's actions that must happen once however often their request arrives (a retry
 * after a lost answer, a double click, two tabs): the action and its audit entry are written in
 * one transaction under the request's key, which the log keeps unique (ADR 019). A request seen
 * before answers what it did then and does nothing again.
 */
import type { AuditAction } from '../../../lib/contracts/audit';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { earlierOutcome, recordStaffAction, type StaffActor } from '../audit';

/** What an action changed, for its audit entry; `after` is also what the call answers. */
export interface StaffChange {
	subjectId: string | number | null;
	before?: Record<string, unknown> | null;
	after: Record<string, unknown>;
}

export async function oncePerRequest(
	deps: Pick<AppDeps, 'db' | 'now'>,
	actor: StaffActor,
	request: { action: AuditAction; requestKey: string },
	work: (tx: Database, at: Date) => Promise<StaffChange>,
): Promise<Record<string, unknown>> {
	const at = deps.now();
	try {
		return await deps.db.transaction(async (tx) => {
			const earlier = await earlierOutcome(tx, request.requestKey, request.action);
			if (earlier) return earlier.after ?? {};
			const change = await work(tx, at);
			await recordStaffAction(
				tx,
				actor,
				{ action: request.action, ...change, requestKey: request.requestKey },
				at,
			);
			return change.after;
		});
	} catch (error) {
		// The same request at the same moment on another connection: that one did the work.
		if (violatedUniqueConstraint(error) !== 'audit_log_request_key_uq') throw error;
		const earlier = await earlierOutcome(deps.db, request.requestKey, request.action);
		if (!earlier) throw error;
		return earlier.after ?? {};
	}
}
