/**
 * The first step of every private campus page (dashboard, Mis suscripciones…): wait for the
 * page's session check, send a visitor without a session to /login, then load the licences.
 * Nothing private is rendered before the check answers (the pages are static shells).
 */
import { useEffect, useState } from 'react';
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
				window.location.replace(GENERAL_LOGIN_PATH);
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
