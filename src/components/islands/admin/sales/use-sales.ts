/**
 * The sales page's one data hook (issue #20): the figures for the range and grouping asked, once
 * the session check answered and again on each "Ver cifras"; the CSV of the same figures.
 */
import { useState } from 'react';
import * as admin from '../../../../lib/api/admin';
import type { SalesQuery } from '../../../../lib/contracts/sales';
import { madridDay } from '../../../../lib/dates';
import { showToast } from '../../../../stores/toasts';
import { saveBlob } from '../../shared/save-blob';
import { useStaffLoad } from '../use-staff-load';
import { defaultQuery } from './sales-figures';

export function useSales() {
	const [query, setQuery] = useState<SalesQuery>(() => defaultQuery(madridDay(new Date())));
	const { load, setLoad, reload } = useStaffLoad(() => admin.getSales(query));
	const [exporting, setExporting] = useState(false);

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

	return { load, query, show, exportCsv, exporting, reload };
}
