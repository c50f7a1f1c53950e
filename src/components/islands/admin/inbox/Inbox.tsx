/**
 * `/admin/consultas/` (issue #20): the support inbox. Support chat requests, /contacto and
 * carrion messages and "te llamamos" requests, newest first, by status, kind and words of the
 * name, email, number or text. Each opens its thread.
 */
import {
	INBOX_KINDS,
	INBOX_STATUSES,
	type InboxKind,
	type InboxPage,
	type InboxStatus,
} from '../../../../lib/contracts/support-inbox';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { StudioLoading } from '../../studio/StudioLoading';
import { StudioPager } from '../../studio/StudioPager';
import { t } from '../shared';
import { InboxTable } from './InboxTable';
import { useInbox, type InboxState } from './use-inbox';

function Filters({ state }: { state: InboxState }) {
	const { filters, setFilter } = state;
	return (
		<form
			className="studio__filters inbox-filters"
			role="search"
			aria-label={t('admin.inbox.filters_label')}
			onSubmit={(event) => {
				event.preventDefault();
				void state.reload();
			}}
		>
			<Input
				type="search"
				label={t('admin.inbox.search_label')}
				value={filters.query}
				onChange={(event) => {
					setFilter('query', event.target.value);
				}}
				autoComplete="off"
			/>
			<Select
				label={t('admin.inbox.status_label')}
				value={filters.status}
				onChange={(event) => {
					setFilter('status', event.target.value as InboxStatus | '');
				}}
				options={[
					{ value: '', label: t('admin.inbox.status_all') },
					...INBOX_STATUSES.map((value) => ({ value, label: t(`admin.inbox.status_${value}`) })),
				]}
			/>
			<Select
				label={t('admin.inbox.kind_label')}
				value={filters.kind}
				onChange={(event) => {
					setFilter('kind', event.target.value as InboxKind | '');
				}}
				options={[
					{ value: '', label: t('admin.inbox.kind_all') },
					...INBOX_KINDS.map((value) => ({ value, label: t(`admin.inbox.kind_${value}`) })),
				]}
			/>
		</form>
	);
}

/** How many threads match, and the page of them. */
function Results({ list }: { list: InboxPage }) {
	return (
		<>
			<p className="studio__count" role="status">
				{t('admin.inbox.results', { count: list.total })}
			</p>
			{list.threads.length === 0 ? (
				<p className="studio__empty">{t('admin.inbox.empty')}</p>
			) : (
				<InboxTable threads={list.threads} />
			)}
		</>
	);
}

export default function Inbox() {
	const state = useInbox();
	const { load } = state;
	if (load.state === 'ready') {
		return (
			<div className="studio">
				<Filters state={state} />
				<Results list={load.list} />
				<StudioPager
					list={load.list}
					label={t('admin.inbox.pagination_label')}
					onPage={state.goToPage}
				/>
			</div>
		);
	}
	return (
		<StudioLoading
			load={load}
			texts={{
				loading: t('admin.inbox.loading'),
				failed: t('admin.inbox.failed'),
				notStaff: t('admin.page.not_admin'),
			}}
			onRetry={() => void state.reload()}
		/>
	);
}
