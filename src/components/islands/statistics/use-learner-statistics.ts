/**
 * "Mis estadísticas"' one data hook: the campus session, the licences, and the one call for the
 * statistics (asked only when a licence opens the campus; see state.ts `canAsk`).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { getStatistics } from '../../../lib/api/statistics';
import { $isLoggedIn } from '../../../stores/auth';
import { $hasLicence } from '../../../stores/subscription';
import { useCampusSession } from '../use-campus-session';
import { canAsk, screenOf, type Load, type Screen } from './state';

export interface LearnerStatisticsApi {
	screen: Screen;
	load: Load;
	retry: () => void;
}

export function useLearnerStatistics(): LearnerStatisticsApi {
	const { phase, licencesLoaded } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);
	const hasLicence = useStore($hasLicence);
	const [load, setLoad] = useState<Load>({ state: 'idle' });

	const fetchStatistics = useCallback(async (alive: () => boolean = () => true) => {
		setLoad({ state: 'loading' });
		const result = await getStatistics();
		if (!alive()) return;
		setLoad(
			result.ok
				? { state: 'ready', stats: result.data }
				: { state: 'failed', result: result.result, msg: result.msg },
		);
	}, []);

	const asks = canAsk({ phase, isLoggedIn, licencesLoaded, hasLicence });
	useEffect(() => {
		if (!asks) return;
		let mounted = true;
		void fetchStatistics(() => mounted);
		return () => {
			mounted = false;
		};
	}, [asks, fetchStatistics]);

	return {
		screen: screenOf({ phase, isLoggedIn, licencesLoaded, hasLicence, load }),
		load,
		retry: () => void fetchStatistics(),
	};
}
