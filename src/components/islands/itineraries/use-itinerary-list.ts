/**
 * The itinerary manager's one data hook (issue #7): once the session check answered, the list
 * searched by name and filtered by status (a 403/404 refuses the page: plan without itineraries,
 * nothing managed; anything else, a 401 the client could not refresh included, fails it), and
 * the actions on one itinerary, each confirmed where the spec asks for a typed word, told in a
 * toast and followed by reading the list again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/api/client';
import {
	deleteItinerary,
	duplicateItinerary,
	listItineraries,
	moveToDraft,
	publishItinerary,
	saveAsTemplate,
} from '../../../lib/api/itineraries';
import { CONFIRM_WORD, DELETE_WORD } from '../../../lib/itinerary-rules';
import type {
	ItineraryList,
	ItineraryStatus,
	ItinerarySummary,
} from '../../../lib/contracts/itineraries';
import { reportManagement } from '../../../stores/management';
import { askConfirmation } from '../../../stores/overlays-confirm';
import { showToast } from '../../../stores/toasts';
import { useCampusSession } from '../use-campus-session';
import { managesFrom, pageFailure, t, type PageFailure } from './shared';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

type Load = { state: 'loading' } | PageFailure | { state: 'ready'; list: ItineraryList };

export type StatusFilter = ItineraryStatus | '';

export function useItineraryList() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<Load>({ state: 'loading' });
	const [query, setQuery] = useState('');
	const [status, setStatus] = useState<StatusFilter>('');
	const [busy, setBusy] = useState<number | null>(null);
	const latest = useRef(0);

	const fetchList = useCallback(async (filter: { query: string; status: StatusFilter }) => {
		// Only the newest request may set the list: answers can arrive out of order.
		const request = ++latest.current;
		const result = await listItineraries({
			query: filter.query,
			status: filter.status === '' ? undefined : filter.status,
		});
		if (request !== latest.current) return;
		setLoad(result.ok ? { state: 'ready', list: result.data } : pageFailure(result));
		reportManagement(managesFrom(result));
	}, []);

	useEffect(() => {
		if (phase !== 'ready') return;
		const timer = setTimeout(
			() => {
				void fetchList({ query, status });
			},
			query === '' ? 0 : SEARCH_DELAY_MS,
		);
		return () => {
			clearTimeout(timer);
		};
	}, [phase, query, status, fetchList]);

	const reload = () => fetchList({ query, status });

	/** Runs an action on one itinerary; the toast says what happened, the list is read again. */
	async function act<T>(
		itinerary: ItinerarySummary,
		run: () => Promise<ApiResult<T>>,
		success: (data: T) => string,
	) {
		setBusy(itinerary.id);
		const result = await run();
		setBusy(null);
		if (result.ok) {
			showToast({ text: success(result.data), type: 'success' });
			await reload();
		} else {
			showToast({ text: result.msg, type: 'error', timeout: 6000 });
		}
	}

	return {
		load,
		query,
		setQuery,
		status,
		setStatus,
		busy,
		reload,
		publish: (itinerary: ItinerarySummary) =>
			act(
				itinerary,
				() => publishItinerary(itinerary.id),
				() => t('itineraries.list.published_toast', { name: itinerary.name }),
			),
		moveToDraft: async (itinerary: ItinerarySummary) => {
			const confirmed = await askConfirmation({
				title: t('itineraries.list.to_draft_title', { name: itinerary.name }),
				description: t('itineraries.list.to_draft_text'),
				showConfirmInput: true,
				placeholder: CONFIRM_WORD,
				confirmText: t('itineraries.list.to_draft'),
			});
			if (!confirmed) return;
			// The dialog only lets the word through; the server checks it again.
			await act(
				itinerary,
				() => moveToDraft(itinerary.id, CONFIRM_WORD),
				() => t('itineraries.list.draft_toast', { name: itinerary.name }),
			);
		},
		remove: async (itinerary: ItinerarySummary) => {
			const confirmed = await askConfirmation({
				title: t('itineraries.list.delete_title', { name: itinerary.name }),
				description: t('itineraries.list.delete_text'),
				showConfirmInput: true,
				placeholder: DELETE_WORD,
				confirmText: t('itineraries.list.delete'),
			});
			if (!confirmed) return;
			await act(
				itinerary,
				() => deleteItinerary(itinerary.id, DELETE_WORD),
				() => t('itineraries.list.deleted_toast', { name: itinerary.name }),
			);
		},
		duplicate: (itinerary: ItinerarySummary) =>
			act(
				itinerary,
				() => duplicateItinerary(itinerary.id),
				(copy) => t('itineraries.list.duplicated_toast', { name: copy.name }),
			),
		saveAsTemplate: (itinerary: ItinerarySummary) =>
			act(
				itinerary,
				() => saveAsTemplate(itinerary.id),
				(template) => t('itineraries.list.template_toast', { name: template.name }),
			),
	};
}

export type ItineraryListState = ReturnType<typeof useItineraryList>;
