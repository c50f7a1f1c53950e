/**
 * What every back-office page's data hook starts with (issue #20): once the session check
 * answered, its data from the API; a 404 means the caller is not an admin (the page says so), any
 * other failure is shown with a retry. `reload` asks again, e.g. after an action.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/api/client';
import type { StudioLoad } from '../studio/StudioLoading';
import { useCampusSession } from '../use-campus-session';

export function useStaffLoad<T>(fetchData: () => Promise<ApiResult<T>>) {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<StudioLoad<T>>({ state: 'loading' });
	// The caller's function is new on each render; the latest one is the one to call.
	const fetcher = useRef(fetchData);
	fetcher.current = fetchData;

	const reload = useCallback(async () => {
		const result = await fetcher.current();
		if (result.ok) setLoad({ state: 'ready', list: result.data });
		else if (result.status === 404) setLoad({ state: 'not_staff' });
		else setLoad({ state: 'failed', msg: result.msg });
	}, []);

	useEffect(() => {
		if (phase === 'ready') void reload();
	}, [phase, reload]);

	return { load, setLoad, reload };
}
