/** The audit log page's one data hook (issue #20): a page of entries for the filters. */
import { listAuditLog } from '../../../lib/api/admin';
import type { AuditAction, AuditLogPage } from '../../../lib/contracts/audit';
import { useFilteredList } from '../studio/use-filtered-list';

export interface AuditFilters {
	/** A subject's id (a course's, a person's). */
	query: string;
	action: AuditAction | '';
	/** Madrid days, `YYYY-MM-DD`, inclusive; '' for no bound. */
	from: string;
	to: string;
	page: number;
}

const NO_FILTERS: AuditFilters = { query: '', action: '', from: '', to: '', page: 1 };

export function useAuditLog() {
	return useFilteredList<AuditFilters, AuditLogPage>(NO_FILTERS, (current) =>
		listAuditLog({
			query: current.query,
			action: current.action === '' ? undefined : current.action,
			from: current.from === '' ? undefined : current.from,
			to: current.to === '' ? undefined : current.to,
			page: current.page,
		}),
	);
}

export type AuditLogState = ReturnType<typeof useAuditLog>;
