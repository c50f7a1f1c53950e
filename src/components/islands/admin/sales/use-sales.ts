/**
 * The sales page's one data hook (issue #20): the figures for the range and grouping asked, once
 * the session check answered and again on each "Ver cifras"; the CSV of the same figures.
 */
import { useCallback, useEffect, useState } from 'react';
import * as admin from '../../../../lib/api/admin';
import type { SalesQuery, SalesReport } from '../../../../lib/contracts/sales';
import { madridDay } from '../../../../lib/dates';
import { showToast } from '../../../../stores/toasts';
import { saveBlob } from '../../shared/save-blob';
import type { StudioLoad } from '../../studio/StudioLoading';
import { useCampusSession } from '../../use-campus-session';
import { defaultQuery } from './sales-figures';

export function useSales() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<StudioLoad<SalesReport>>({ state: 'loading' });
	const [query, setQuery] = useState<SalesQuery>(() => defaultQuery(madridDay(new Date())));
	const [exporting, setExporting] = useState(false);

	const fetchSales = useCallback(async (current: SalesQuery) => {
		const result = await admin.getSales(current);
		if (result.ok) setLoad({ state: 'ready', list: result.data });
		else if (result.status === 404) setLoad({ state: 'not_staff' });
		else setLoad({ state: 'failed', msg: result.msg });
		return result;
	}, []);

	useEffect(() => {
		if (phase === 'ready') void fetchSales(query);
		// Once the session is known; later queries are sent by `show`, not by typing.
	}, [phase, fetchSales]);

	/** Asks for the figures of `next`; answers the refusal's message, if any. */
	async function show(next: SalesQuery): Promise<string | null> {
		setQuery(next);
		const result = await admin.getSales(next);
		if (result.ok) {
			setLoad({ state: 'ready', list: result.data });
			return null;
		}
		return result.msg;
	}

	async function exportCsv(current: SalesQuery) {
		setExporting(true);
		const result = await admin.exportSalesCsv(current);
		setExporting(false);
		if (!result.ok) {
			showToast({ text: result.msg, type: 'error' });
			return;
		}
		saveBlob(result.data, `ventas-${current.startsOn}-${current.endsOn}-${current.interval}.csv`);
	}

	return { load, query, show, exportCsv, exporting, reload: () => fetchSales(query) };
}
