/** The inbox page's one data hook (issue #20): a page of threads for the filters. */
import { listInbox } from '../../../../lib/api/admin';
import type { InboxKind, InboxPage, InboxStatus } from '../../../../lib/contracts/support-inbox';
import { useFilteredList } from '../../studio/use-filtered-list';

export interface InboxFilters {
	/** Words of the name, email, number or text. */
	query: string;
	status: InboxStatus | '';
	kind: InboxKind | '';
	page: number;
}

const NO_FILTERS: InboxFilters = { query: '', status: '', kind: '', page: 1 };

export function useInbox() {
	return useFilteredList<InboxFilters, InboxPage>(NO_FILTERS, (current) =>
		listInbox({
			query: current.query,
			status: current.status === '' ? undefined : current.status,
			kind: current.kind === '' ? undefined : current.kind,
			page: current.page,
		}),
	);
}

export type InboxState = ReturnType<typeof useInbox>;
