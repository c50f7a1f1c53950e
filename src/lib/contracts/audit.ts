/**
 * The audit log of what the campus's staff do (issue #20, spec §19): the name of each action,
 * how the back-office searches the log and what it answers; shared by services/audit.ts, the
 * admin route and the back-office.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import type { StaffRole } from '../studio-rules';
import { calendarDay, payloadObject, positiveId, text } from './fields';

/** Every action the log records, `<subject>.<verb>`. */
export const AUDIT_ACTIONS = [
	'course.create',
	'course.save_draft',
	'course.submit_review',
	'course.discard_draft',
	'course.publish',
	'course.archive',
	'course.restore',
	'site.republish',
	'site.update_banner',
	'customer.grant_licence',
	'customer.end_sessions',
	'customer.send_password_reset',
	'customer.correct_name',
	'customer.block',
	'customer.unblock',
	'customer.refund',
	'customer.cancel_licence',
	'customer.extend_trial',
	'coupon.create',
	'coupon.end',
	'plan.update',
	'customer.move_plan',
	'inbox.status',
	'inbox.assign',
	'inbox.note',
	'inbox.reply',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action is about: its subject's type is the action's first word. */
export type AuditSubjectType = AuditAction extends `${infer Subject}.${string}` ? Subject : never;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_SEARCH_MAX_LENGTH = 100;

/**
 * `POST /admin/listAuditLog`: the newest entries first, narrowed by action, by who acted, by
 * subject id (or words of the action) and by Madrid days, inclusive.
 */
export const ListAuditLogBody = payloadObject({
	query: v.nullish(v.pipe(text(), v.trim(), v.maxLength(AUDIT_SEARCH_MAX_LENGTH)), ''),
	action: v.optional(
		v.picklist(AUDIT_ACTIONS, () => t('validation.choice', { options: AUDIT_ACTIONS.join(', ') })),
	),
	actorId: v.optional(positiveId(() => t('validation.positive_id'))),
	from: v.optional(calendarDay()),
	to: v.optional(calendarDay()),
	page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
});
export type AuditLogQuery = v.InferOutput<typeof ListAuditLogBody>;

/** One entry as the back-office shows it. */
export interface AuditEntryView {
	id: number;
	at: string;
	/** Who acted, as the account is now (null once it is gone); `actorRole` is as it acted. */
	actor: { id: number; name: string; email: string } | null;
	actorRole: StaffRole;
	action: AuditAction;
	subjectType: AuditSubjectType;
	subjectId: string | null;
	/** The fields the action changed, as they were and as they became. */
	before: Record<string, unknown> | null;
	after: Record<string, unknown> | null;
}

/** `data.listAuditLog`. */
export interface AuditLogPage {
	entries: AuditEntryView[];
	total: number;
	page: number;
	pageSize: number;
}
