/**
 * The publications page's one data hook (issue #19, ADR 017): a page of site publications, asked
 * again every few seconds while one is queued or building, and the republish action. A 404 from
 * the API means the caller is not campus staff.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { listSitePublications, republishSite } from '../../../../lib/api/studio';
import type { SitePublicationList } from '../../../../lib/contracts/studio';
import { useCampusSession } from '../../use-campus-session';
import type { StudioLoad } from '../StudioLoading';

/** How often the list is asked again while a publication is under way. */
export const REFRESH_MS = 3000;

export type PublicationsLoad = StudioLoad<SitePublicationList>;

/** Whether some publication on the page may still change. */
export function underWay(list: SitePublicationList): boolean {
	return list.publications.some((row) => row.status === 'queued' || row.status === 'building');
}

export function useSitePublications() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<PublicationsLoad>({ state: 'loading' });
	const [page, setPage] = useState(1);
	const [republishing, setRepublishing] = useState(false);
	const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
	const latest = useRef(0);

	const fetchPage = useCallback(async (wanted: number) => {
		const request = ++latest.current;
		const result = await listSitePublications(wanted);
		if (request !== latest.current) return;
		if (result.ok) setLoad({ state: 'ready', list: result.data });
		else if (result.status === 404) setLoad({ state: 'not_staff' });
		else setLoad({ state: 'failed', msg: result.msg });
	}, []);

	useEffect(() => {
		if (phase === 'ready') void fetchPage(page);
	}, [phase, page, fetchPage]);

	const refreshing = load.state === 'ready' && underWay(load.list);
	useEffect(() => {
		if (!refreshing) return;
		const timer = setInterval(() => {
			void fetchPage(page);
		}, REFRESH_MS);
		return () => {
			clearInterval(timer);
		};
	}, [refreshing, page, fetchPage]);

	async function republish(doneText: string) {
		setRepublishing(true);
		setNotice(null);
		const result = await republishSite();
		setRepublishing(false);
		if (!result.ok) {
			setNotice({ kind: 'error', text: result.msg });
			return;
		}
		setNotice({ kind: 'ok', text: doneText });
		setPage(1);
		await fetchPage(1);
	}

	return {
		load,
		page,
		goToPage: setPage,
		refreshing,
		republishing,
		notice,
		republish,
		reload: () => fetchPage(page),
	};
}
