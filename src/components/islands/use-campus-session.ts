/**
 * The first step of every private campus page (dashboard, Mis suscripciones…): wait for the
 * page's session check, send a visitor without a session to /login (naming this page, filters
 * included, so the login comes back to it), then load the licences. Nothing private is rendered
 * before the check answers (the pages are static shells).
 */
import { useEffect, useState } from 'react';
import { withReturnPath } from '../../lib/return-path';
import { GENERAL_LOGIN_PATH, loadSubscriptions, sessionReady } from '../../stores/session';

export interface CampusSession {
	/** 'checking' until the session check answered; then 'ready' (logged in). */
	phase: 'checking' | 'ready';
	/** The licences were loaded from the API (the store may hold older ones meanwhile). */
	licencesLoaded: boolean;
}

export function useCampusSession(): CampusSession {
	const [phase, setPhase] = useState<CampusSession['phase']>('checking');
	const [licencesLoaded, setLicencesLoaded] = useState(false);

	useEffect(() => {
		let mounted = true;
		// A function, so each await re-reads it (a narrowed variable would not be).
		const alive = () => mounted;
		void (async () => {
			const loggedIn = await sessionReady();
			if (!alive()) return;
			if (!loggedIn) {
				// replace: going back must not land on a page that sends you away again.
				const { pathname, search } = window.location;
				window.location.replace(withReturnPath(GENERAL_LOGIN_PATH, `${pathname}${search}`));
				return;
			}
			setPhase('ready');
			await loadSubscriptions();
			if (alive()) setLicencesLoaded(true);
		})();
		return () => {
			mounted = false;
		};
	}, []);

	return { phase, licencesLoaded };
}
