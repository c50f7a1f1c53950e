/**
 * The loading shared by the pharmacy report (`/aula/informes`) and the group dashboard
 * (`/aula/grupo`): the filters of the page address (read after mount and again on "Atrás"), the
 * scope once the session check said someone is logged in, then the report the page asks for with
 * those filters. A failed call is shown in a toast and kept, with the server's words, for the page.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiResult } from '../../../lib/api/client';
import { getReport, getReportScope, type ReportQuery } from '../../../lib/api/reports';
import type { Report, ReportScope } from '../../../lib/contracts/reports';
import { reportManagement } from '../../../stores/management';
import { showToast } from '../../../stores/toasts';
import { useCampusSession, type CampusSession } from '../use-campus-session';
import type { Load } from './ReportParts';
import { readReportQuery, reportSearch } from './report-query';

/**
 * What a page asks the report with, from the caller's scope and the filters of the address; null
 * when there is nothing to ask (no pharmacy, no group, a plan without reports).
 */
export type PickReportQuery = (scope: ReportScope, query: ReportQuery) => ReportQuery | null;

export interface ReportState {
	phase: CampusSession['phase'];
	scope: Load<ReportScope>;
	/** The filters of the address; null until it was read after mount. */
	query: ReportQuery | null;
	/** What the report was asked with (`pick`'s answer), null while nothing is asked. */
	asked: ReportQuery | null;
	report: Load<Report>;
	/** Puts the filters in the address (a new history entry), which asks the report again. */
	apply: (next: ReportQuery) => void;
	retryScope: () => void;
	retryReport: () => void;
}

async function loadInto<T>(
	call: () => Promise<ApiResult<T>>,
	set: (load: Load<T>) => void,
	alive: () => boolean,
): Promise<void> {
	set({ state: 'loading' });
	const result = await call();
	if (!alive()) return;
	if (!result.ok) showToast({ text: result.msg, type: 'error' });
	set(
		result.ok
			? { state: 'ready', data: result.data }
			: { state: 'failed', result: result.result, msg: result.msg },
	);
}

export function useReport(pick: PickReportQuery): ReportState {
	const { phase } = useCampusSession();
	const [scope, setScope] = useState<Load<ReportScope>>({ state: 'idle' });
	const [query, setQuery] = useState<ReportQuery | null>(null);
	const [report, setReport] = useState<Load<Report>>({ state: 'idle' });

	// The address is read after mount: the shell was prerendered without one.
	useEffect(() => {
		setQuery(readReportQuery(window.location.search));
		const onPopState = () => {
			setQuery(readReportQuery(window.location.search));
		};
		window.addEventListener('popstate', onPopState);
		return () => {
			window.removeEventListener('popstate', onPopState);
		};
	}, []);

	const loadScope = useCallback((alive: () => boolean = () => true) => {
		void loadInto(getReportScope, setScope, alive);
	}, []);

	useEffect(() => {
		if (scope.state !== 'ready') return;
		reportManagement(scope.data.pharmacies.length > 0 || scope.data.groups.length > 0);
	}, [scope]);

	useEffect(() => {
		if (phase !== 'ready') return;
		let mounted = true;
		loadScope(() => mounted);
		return () => {
			mounted = false;
		};
	}, [phase, loadScope]);

	const picked = scope.state === 'ready' && query !== null ? pick(scope.data, query) : null;
	// `pick` may build a new object on each render: its query string says when it really changed,
	// and `asked` stays the same object until then (the filter form starts again from it).
	const askedKey = picked ? reportSearch(picked) : null;
	const asked = useMemo(() => (askedKey === null ? null : readReportQuery(askedKey)), [askedKey]);

	const loadReport = useCallback((next: ReportQuery, alive: () => boolean = () => true) => {
		void loadInto(() => getReport(next), setReport, alive);
	}, []);

	// Asked again when the filters change, and on each new reading of the address (applying the
	// same filters again, "Atrás"), which refreshes the figures.
	useEffect(() => {
		if (asked === null) return;
		let mounted = true;
		loadReport(asked, () => mounted);
		return () => {
			mounted = false;
		};
	}, [asked, query, loadReport]);

	const apply = useCallback((next: ReportQuery) => {
		const search = reportSearch(next);
		window.history.pushState(null, '', `${window.location.pathname}${search}`);
		setQuery(readReportQuery(search));
	}, []);

	return {
		phase,
		scope,
		query,
		asked,
		report,
		apply,
		retryScope: () => {
			loadScope();
		},
		retryReport: () => {
			if (asked) loadReport(asked);
		},
	};
}
