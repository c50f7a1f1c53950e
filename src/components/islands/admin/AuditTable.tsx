import type { AuditEntryView } from '../../../lib/contracts/audit';
import { formatDateTime } from '../../../lib/dates';
import { editorHref } from '../studio/shared';
import { actionLabel, customerHref, t, threadHref } from './shared';

/** A value of a changed field as the log shows it: text as it is, the rest as JSON. */
function shown(value: unknown): string {
	if (value === null || value === undefined || value === '') return t('admin.audit.empty_value');
	return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an entry changed, each with its value before and after. */
function Changes({ entry }: { entry: AuditEntryView }) {
	const before = entry.before ?? {};
	const after = entry.after ?? {};
	const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
	if (fields.length === 0) {
		return <span className="studio__note">{t('admin.audit.no_changes')}</span>;
	}
	return (
		<details className="admin-changes">
			<summary>{t('admin.audit.changes', { count: fields.length })}</summary>
			<dl>
				{fields.map((field) => (
					<div key={field} className="admin-changes__field">
						<dt>{field}</dt>
						<dd>
							<span className="visually-hidden">{t('admin.audit.before')}: </span>
							<del>{shown(before[field])}</del>
							<span aria-hidden="true"> → </span>
							<span className="visually-hidden">{t('admin.audit.after')}: </span>
							<ins>{shown(after[field])}</ins>
						</dd>
					</div>
				))}
			</dl>
		</details>
	);
}

function Subject({ entry }: { entry: AuditEntryView }) {
	if (entry.subjectType === 'course' && entry.subjectId !== null) {
		return (
			<a href={editorHref(Number(entry.subjectId))}>
				{t('admin.audit.subject_course', { id: entry.subjectId })}
			</a>
		);
	}
	if (entry.subjectType === 'customer' && entry.subjectId !== null) {
		return (
			<a href={customerHref(Number(entry.subjectId))}>
				{t('admin.audit.subject_customer', { id: entry.subjectId })}
			</a>
		);
	}
	if (entry.subjectType === 'inbox' && entry.subjectId !== null) {
		return (
			<a href={threadHref(Number(entry.subjectId))}>
				{t('admin.audit.subject_inbox', { id: entry.subjectId })}
			</a>
		);
	}
	if (entry.subjectType === 'plan' && entry.subjectId !== null) {
		return <a href="/admin/planes/">{t('admin.audit.subject_plan', { id: entry.subjectId })}</a>;
	}
	if (entry.subjectType === 'coupon' && entry.subjectId !== null) {
		return <>{t('admin.audit.subject_coupon', { code: entry.subjectId })}</>;
	}
	return <>{t('admin.audit.subject_site')}</>;
}

/**
 * One page of the log. A real table (caption, column headers) so screen readers move by cell; on
 * a phone each row becomes a card (studio.css), its headers repeated as labels. Links and the
 * "Ver cambios" disclosures are reached by Tab.
 */
export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
	return (
		<table className="studio__table admin-audit">
			<caption className="visually-hidden">{t('admin.audit.caption')}</caption>
			<thead>
				<tr>
					<th scope="col">{t('admin.audit.col_when')}</th>
					<th scope="col">{t('admin.audit.col_action')}</th>
					<th scope="col">{t('admin.audit.col_who')}</th>
					<th scope="col">{t('admin.audit.col_subject')}</th>
					<th scope="col">{t('admin.audit.col_changes')}</th>
				</tr>
			</thead>
			<tbody>
				{entries.map((entry) => (
					<tr key={entry.id}>
						<th scope="row" data-label={t('admin.audit.col_when')}>
							<time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
						</th>
						<td data-label={t('admin.audit.col_action')}>{actionLabel(entry.action)}</td>
						<td data-label={t('admin.audit.col_who')}>
							{entry.actor ? (
								<>
									{entry.actor.name}
									<span className="studio__path">{entry.actor.email}</span>
								</>
							) : (
								t('admin.audit.actor_gone')
							)}
							<span className="studio__note">{t(`admin.roles.${entry.actorRole}`)}</span>
						</td>
						<td data-label={t('admin.audit.col_subject')}>
							<Subject entry={entry} />
						</td>
						<td data-label={t('admin.audit.col_changes')}>
							<Changes entry={entry} />
						</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
