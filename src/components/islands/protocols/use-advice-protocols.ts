/**
 * "Protocolos de consejo"' one data hook: the campus session and licences, the first load of every
 * protocol (asked only once a licence opens the campus, since the API client closes the session on
 * any 403), and the server's search after a pause in typing, whose `lic_req` means the licence
 * ended while on the page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getProtocols, PROTOCOLS_RESULT } from '../../../lib/api/protocols';
import { searchWords } from '../../../lib/protocol-search';
import { $isLoggedIn } from '../../../stores/auth';
import { $hasLicence } from '../../../stores/subscription';
import { useCampusSession } from '../use-campus-session';
import { screenOf, type LoadState, type Screen, type ServerMatches } from './state';

/** Pause in typing before the server is asked (the local filter does not wait). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ProtocolSearch {
	query: string;
	setQuery: (query: string) => void;
	/** The normalised words of the query. */
	words: string[];
	/** The server's answer for these very words, once it came. */
	found: ServerMatches | null;
}

export interface AdviceProtocolsApi {
	screen: Screen;
	load: LoadState;
	retry: () => void;
	search: ProtocolSearch;
}

export function useAdviceProtocols(): AdviceProtocolsApi {
	const { phase, licencesLoaded } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);
	const hasLicence = useStore($hasLicence);
	const [load, setLoad] = useState<LoadState>({ kind: 'idle' });
	/** Bumped by "Reintentar": a new attempt at the first load. */
	const [attempt, setAttempt] = useState(0);
	const [query, setQuery] = useState('');
	const [serverMatches, setServerMatches] = useState<ServerMatches | null>(null);
	/** Only the newest search may change the list: older answers arriving late are dropped. */
	const latestSearch = useRef(0);

	const canLoad = phase === 'ready' && isLoggedIn && licencesLoaded && hasLicence;
	useEffect(() => {
		if (!canLoad) return;
		let alive = true;
		setLoad({ kind: 'loading' });
		void getProtocols().then((result) => {
			if (!alive) return;
			setLoad(
				result.ok
					? { kind: 'loaded', protocols: result.data }
					: { kind: 'failed', failure: result },
			);
		});
		return () => {
			alive = false;
		};
	}, [canLoad, attempt]);

	const words = useMemo(() => searchWords(query), [query]);
	const key = words.join(' ');
	// The words decide a new search (spaces, case or accents alone do not), and they are what is
	// sent: the server normalises them the same way.
	useEffect(() => {
		if (key === '') return;
		const request = ++latestSearch.current;
		const timer = setTimeout(() => {
			void getProtocols(key).then((result) => {
				if (request !== latestSearch.current) return;
				if (result.ok) {
					setServerMatches({ key, slugs: result.data.map((p) => p.slug) });
				} else if (result.result === PROTOCOLS_RESULT.licenceRequired) {
					setLoad({ kind: 'failed', failure: result });
				} else {
					setServerMatches({ key, slugs: null });
				}
			});
		}, SEARCH_DEBOUNCE_MS);
		return () => {
			clearTimeout(timer);
		};
	}, [key]);

	return {
		screen: screenOf({
			phase,
			isLoggedIn,
			licencesLoaded,
			hasLicence,
			load,
			licenceRequired: PROTOCOLS_RESULT.licenceRequired,
		}),
		load,
		retry: () => {
			setAttempt((count) => count + 1);
		},
		search: {
			query,
			setQuery,
			words,
			found: serverMatches?.key === key ? serverMatches : null,
		},
	};
}
