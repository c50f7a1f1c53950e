/**
 * The few browser globals the session flows touch (navigation, the address, sessionStorage), read
 * through one place so the flows also load where they are absent (build time, tests) and tests
 * can stand in for them with `vi.stubGlobal`.
 */

export function goTo(path: string): void {
	globalThis.location.assign(path);
}

export function currentHash(): string {
	return typeof location === 'undefined' ? '' : location.hash;
}

export function currentSearch(): string {
	return typeof location === 'undefined' ? '' : location.search;
}

export function currentPathname(): string {
	return typeof location === 'undefined' ? '/' : location.pathname;
}

export function sessionStorageOrNull(): Storage | null {
	try {
		return typeof sessionStorage === 'undefined' ? null : sessionStorage;
	} catch {
		// Storage blocked by the browser's privacy settings: no greeting, nothing else lost.
		return null;
	}
}
