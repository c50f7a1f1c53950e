/**
 * The audit log (issue #20, spec §19): every staff action is written in the transaction that makes
 * it, so the log never tells of something that did not happen nor misses what did; the
 * back-office reads it newest first. Nothing here changes or removes an entry: the table refuses
 * both (migration 0023).
 */
import {
	AUDIT_PAGE_SIZE,
	type AuditAction,
	type AuditEntryView,
	type AuditLogPage,
	type AuditLogQuery,
	type AuditSubjectType,
} from '../../lib/contracts/audit';
import type { StaffRole } from '../../lib/studio-rules';
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import {
	findAuditEntryByRequestKey,
	insertAuditEntry,
	listAuditEntries,
} from '../db/queries/audit';

/** Who acts: the account and the staff role it acts in (`requireStaff` read it for the call). */
export interface StaffActor {
	userId: number;
	role: StaffRole;
}

export interface StaffAction {
	action: AuditAction;
	/** The subject's id (a course's, a person's…); null where the subject is the site itself. */
	subjectId: string | number | null;
	/** Only the fields the action changed, as they were and as they became. */
	before?: Record<string, unknown> | null;
	after?: Record<string, unknown> | null;
	/** The back-office's key of the request, for the actions a retry must not repeat. */
	requestKey?: string | undefined;
}

/** Writes one entry; call it with the transaction of the action itself. */
export async function recordStaffAction(
	db: Database,
	actor: StaffActor,
	entry: StaffAction,
	at: Date,
): Promise<void> {
	await insertAuditEntry(db, {
		at,
		actorId: actor.userId,
		actorRole: actor.role,
		action: entry.action,
		subjectType: subjectTypeOf(entry.action),
		subjectId: entry.subjectId === null ? null : String(entry.subjectId),
		before: entry.before ?? null,
		after: entry.after ?? null,
		requestKey: entry.requestKey ?? null,
	});
}

/**
 * What an earlier request with this key did (`after` of its entry), or undefined when none did.
 * An action that takes a request key asks this first, in its own transaction; a key another
 * action used is refused rather than answered with that action's outcome.
 */
export async function earlierOutcome(
	db: Database,
	requestKey: string,
	action: AuditAction,
): Promise<{ after: Record<string, unknown> | null } | undefined> {
	const entry = await findAuditEntryByRequestKey(db, requestKey);
	if (!entry) return undefined;
	if (entry.action !== action) {
		throw new AppError('request_reused', 409, t('admin.errors.request_reused'));
	}
	return { after: entry.after };
}

function subjectTypeOf(action: AuditAction): AuditSubjectType {
	return action.slice(0, action.indexOf('.')) as AuditSubjectType;
}

/** `POST /admin/listAuditLog`: a page of entries, newest first. */
export async function listAuditLog(
	deps: Pick<AppDeps, 'db'>,
	query: AuditLogQuery,
): Promise<AuditLogPage> {
	const { rows, total } = await listAuditEntries(deps.db, {
		query: query.query,
		action: query.action,
		actorId: query.actorId,
		from: query.from,
		to: query.to,
		limit: AUDIT_PAGE_SIZE,
		offset: (query.page - 1) * AUDIT_PAGE_SIZE,
	});
	const entries = rows.map(({ entry, actorName, actorLastName, actorEmail }): AuditEntryView => ({
		id: entry.id,
		at: entry.at.toISOString(),
		actor:
			entry.actorId !== null && actorEmail !== null
				? {
						id: entry.actorId,
						name: `${actorName ?? ''} ${actorLastName ?? ''}`.trim(),
						email: actorEmail,
					}
				: null,
		actorRole: entry.actorRole as StaffRole,
		action: entry.action as AuditAction,
		subjectType: entry.subjectType as AuditSubjectType,
		subjectId: entry.subjectId,
		before: entry.before,
		after: entry.after,
	}));
	return { entries, total, page: query.page, pageSize: AUDIT_PAGE_SIZE };
}
