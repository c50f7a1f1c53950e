/**
 * What the logged-in person manages and the team they are in (`getMyPharmacies`), for the campus
 * pages that show a team its pharmacy. Asked once the page's session check said someone is
 * logged in; null until then, or when the call failed (the page then simply shows no pharmacy).
 */
import { useEffect, useState } from 'react';
import { getMyPharmacies } from '../../../lib/api/pharmacy-team';
import type { MyPharmacies } from '../../../lib/contracts/pharmacy-team';

export function useMyPharmacies(enabled: boolean): MyPharmacies | null {
	const [mine, setMine] = useState<MyPharmacies | null>(null);
	useEffect(() => {
		if (!enabled) return;
		let alive = true;
		void getMyPharmacies().then((result) => {
			if (alive && result.ok) setMine(result.data);
		});
		return () => {
			alive = false;
		};
	}, [enabled]);
	return enabled ? mine : null;
}
