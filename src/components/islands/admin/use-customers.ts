/** The customer search's one data hook (issue #20): a page of people for the words typed. */
import { searchCustomers } from '../../../lib/api/admin';
import type { CustomerList } from '../../../lib/contracts/customers';
import { useFilteredList, type ListFilters } from '../studio/use-filtered-list';

const NO_FILTERS: ListFilters = { query: '', page: 1 };

export function useCustomers() {
	return useFilteredList<ListFilters, CustomerList>(NO_FILTERS, (current) =>
		searchCustomers({ query: current.query, page: current.page }),
	);
}
