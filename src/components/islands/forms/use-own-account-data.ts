import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../lib/api/client';
import { sessionReady } from '../../../stores/session';

/**
 * What a mi-perfil section loads about the logged-in person: nothing until the page's session
 * check says someone is logged in (a visitor sees no section), then the data or why it failed.
 * `version` changes with each save, so a form keyed by it starts again from what was saved.
 */
export type OwnAccountData<T> =
	| { phase: 'loading' }
	| { phase: 'ready'; data: T; version: number }
	| { phase: 'failed'; message: string };

export function useOwnAccountData<T>(
	load: () => Promise<ApiResult<T>>,
): [OwnAccountData<T>, (saved: T) => void] {
	const [state, setState] = useState<OwnAccountData<T>>({ phase: 'loading' });
	useEffect(() => {
		// An object, not a boolean: the answer is read after two awaits.
		const mounted = { current: true };
		void sessionReady().then(async (loggedIn) => {
			if (!loggedIn) return;
			const result = await load();
			if (!mounted.current) return;
			setState(
				result.ok
					? { phase: 'ready', data: result.data, version: 0 }
					: { phase: 'failed', message: result.msg },
			);
		});
		return () => {
			mounted.current = false;
		};
		// Loaded once per mount, whatever `load` the next render passes.
	}, []);
	const saved = (data: T) => {
		setState((current) => ({
			phase: 'ready',
			data,
			version: current.phase === 'ready' ? current.version + 1 : 0,
		}));
	};
	return [state, saved];
}
