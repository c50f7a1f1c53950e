import { ITINERARY_STATUSES } from '../../../lib/itinerary-rules';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { t } from './shared';
import type { ItineraryListState, StatusFilter } from './use-itinerary-list';

/** The search by name (sent as the person types) and the status filter. */
export function ItineraryFilters({ list }: { list: ItineraryListState }) {
	return (
		<form
			className="itineraries__filters"
			role="search"
			aria-label={t('itineraries.list.filters_label')}
			onSubmit={(event) => {
				event.preventDefault();
				void list.reload();
			}}
		>
			<Input
				type="search"
				label={t('itineraries.list.search_label')}
				placeholder={t('itineraries.list.search_placeholder')}
				value={list.query}
				onChange={(event) => {
					list.setQuery(event.target.value);
				}}
				autoComplete="off"
			/>
			<Select
				label={t('itineraries.list.status_label')}
				value={list.status}
				onChange={(event) => {
					list.setStatus(event.target.value as StatusFilter);
				}}
				options={[
					{ value: '', label: t('itineraries.list.status_all') },
					...ITINERARY_STATUSES.map((value) => ({
						value,
						label: t(`itineraries.status.${value}`),
					})),
				]}
			/>
		</form>
	);
}
