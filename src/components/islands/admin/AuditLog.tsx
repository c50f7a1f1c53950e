/**
 * `/admin/registro` (issue #20): the audit log of what the staff did, newest first, by the number
 * of what it touched, the action and the days. Read only: the log is never edited.
 */
import { AUDIT_ACTIONS } from '../../../lib/contracts/audit';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { StudioLoading } from '../studio/StudioLoading';
import { StudioPager } from '../studio/StudioPager';
import { AuditTable } from './AuditTable';
import { actionLabel, t } from './shared';
import { useAuditLog, type AuditFilters, type AuditLogState } from './use-audit-log';

function Filters({ state }: { state: AuditLogState }) {
	const { filters, setFilter } = state;
	return (
		<form
			className="studio__filters admin-filters"
			role="search"
			aria-label={t('admin.audit.filters_label')}
			onSubmit={(event) => {
				event.preventDefault();
				void state.reload();
			}}
		>
			<Input
				type="search"
				inputMode="numeric"
				label={t('admin.audit.search_label')}
				hint={t('admin.audit.search_hint')}
				value={filters.query}
				onChange={(event) => {
					setFilter('query', event.target.value);
				}}
				autoComplete="off"
			/>
			<Select
				label={t('admin.audit.action_label')}
				value={filters.action}
				onChange={(event) => {
					setFilter('action', event.target.value as AuditFilters['action']);
				}}
				options={[
					{ value: '', label: t('admin.audit.action_all') },
					...AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) })),
				]}
			/>
			<Input
				type="date"
				label={t('admin.audit.from_label')}
				value={filters.from}
				max={filters.to || undefined}
				onChange={(event) => {
					setFilter('from', event.target.value);
				}}
			/>
			<Input
				type="date"
				label={t('admin.audit.to_label')}
				value={filters.to}
				min={filters.from || undefined}
				onChange={(event) => {
					setFilter('to', event.target.value);
				}}
			/>
		</form>
	);
}

export default function AuditLog() {
	const state = useAuditLog();
	const { load } = state;

	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{
					loading: t('admin.audit.loading'),
					failed: t('admin.audit.failed'),
					notStaff: t('admin.page.not_admin'),
				}}
				onRetry={() => void state.reload()}
			/>
		);
	}

	const { list } = load;
	return (
		<div className="studio">
			<Filters state={state} />
			<p className="studio__count" role="status">
				{t('admin.audit.results', { count: list.total })}
			</p>
			{list.entries.length === 0 ? (
				<p className="studio__empty">{t('admin.audit.empty')}</p>
			) : (
				<AuditTable entries={list.entries} />
			)}
			<StudioPager list={list} label={t('admin.audit.pagination_label')} onPage={state.goToPage} />
		</div>
	);
}
