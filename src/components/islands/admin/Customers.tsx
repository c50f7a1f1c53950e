/**
 * `/admin/` (issue #20): the back-office's customer search. Every word typed must be in the
 * person's name, email, nick or pharmacy; accents and capitals do not matter. Each result opens
 * the person's page.
 */
import { Input } from '../../ui/Input';
import { StudioLoading } from '../studio/StudioLoading';
import { StudioPager } from '../studio/StudioPager';
import { CustomerTable } from './CustomerTable';
import { t } from './shared';
import { useCustomers } from './use-customers';

export default function Customers() {
	const state = useCustomers();
	const { load, filters, setFilter } = state;

	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{
					loading: t('admin.customers.loading'),
					failed: t('admin.customers.failed'),
					notStaff: t('admin.page.not_admin'),
				}}
				onRetry={() => void state.reload()}
			/>
		);
	}

	const { list } = load;
	return (
		<div className="studio">
			<form
				className="studio__filters"
				role="search"
				aria-label={t('admin.customers.filters_label')}
				onSubmit={(event) => {
					event.preventDefault();
					void state.reload();
				}}
			>
				<Input
					type="search"
					label={t('admin.customers.search_label')}
					placeholder={t('admin.customers.search_placeholder')}
					value={filters.query}
					onChange={(event) => {
						setFilter('query', event.target.value);
					}}
					autoComplete="off"
				/>
			</form>
			<p className="studio__count" role="status">
				{t('admin.customers.results', { count: list.total })}
			</p>
			{list.customers.length === 0 ? (
				<p className="studio__empty">{t('admin.customers.empty')}</p>
			) : (
				<CustomerTable customers={list.customers} />
			)}
			<StudioPager
				list={list}
				label={t('admin.customers.pagination_label')}
				onPage={state.goToPage}
			/>
		</div>
	);
}
