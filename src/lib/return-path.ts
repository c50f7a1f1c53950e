/**
 * Coming back to where you were (issue #17): a campus page that sends a logged-out visitor to the
 * login names itself in `?volver=`, and the login, the sign-up and their "already logged in"
 * check go there afterwards. The value comes from the address, so anyone can write it: only a
 * path of this site is followed, never another site (an open redirect would lend the campus's
 * name to a phishing page), and never the login pages themselves (a loop).
 */

/** The query parameter that carries the page to come back to. */
export const RETURN_PARAM = 'volver';

/** Longer than any campus address with its filters; anything bigger is not one of ours. */
export const RETURN_PATH_MAX_LENGTH = 2048;

/** Pages that ask for a login: coming back to them would only ask again. */
const LOGIN_PAGES = ['/login', '/registro', '/mi-perfil/iniciar-sesion', '/recovery-password'];

/** Any origin will do: it only tells whether a path would leave it. */
const PROBE_ORIGIN = 'https://campus.invalid';

/**
 * The same-site path (path, query and fragment) `raw` names, or null when it is missing, names
 * another site or scheme, or is one of the login pages. Browsers forgive a lot (`//host`,
 * `/\host`, tabs and newlines dropped, backslashes read as slashes), so anything that is not
 * plainly a path of this site is refused rather than cleaned.
 *
 * @example
 * safeReturnPath('/aula/informes?from=2026-01-01'); // '/aula/informes?from=2026-01-01'
 * safeReturnPath('//evil.example/'); // null
 * safeReturnPath('javascript:alert(1)'); // null
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
	if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_PATH_MAX_LENGTH) {
		return null;
	}
	// One path, starting at the root; a second slash or a backslash would name a host.
	if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
	// Control characters and spaces: the URL parser drops some of them ("/\t/evil" → "//evil").
	// eslint-disable-next-line no-control-regex -- control characters are what this refuses
	if (/[\u0000-\u0020\u007F-\u009F\u2028\u2029]/.test(raw)) return null;
	// Encoded, the same tricks reach a server that decodes before redirecting.
	if (/^\/(?:%2f|%5c)/i.test(raw)) return null;
	let url: URL;
	try {
		url = new URL(raw, PROBE_ORIGIN);
	} catch {
		return null;
	}
	// Dot segments fold "/a/..//host" into "//host": same origin here, another site in a browser.
	if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
	const path = url.pathname.replace(/\/+$/, '') || '/';
	if (LOGIN_PAGES.includes(path.toLowerCase())) return null;
	return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The return path a page's query string carries (`?volver=…`), checked; null when there is none
 * or it is not a path of this site.
 *
 * @example returnPathFrom('?volver=%2Faula%2Finformes%3Ffrom%3D2026-01-01'); // '/aula/informes?from=2026-01-01'
 */
export function returnPathFrom(search: string): string | null {
	return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/**
 * `page` (a login or sign-up page) with `returnTo` as its return path; `page` alone when
 * `returnTo` is not a path of this site. Slashes, `?` and `=` stay readable in the address.
 *
 * @example withReturnPath('/login', '/aula/informes?from=2026-01-01'); // '/login?volver=/aula/informes?from=2026-01-01'
 */
export function withReturnPath(page: string, returnTo: string | null | undefined): string {
	const path = safeReturnPath(returnTo);
	if (path === null) return page;
	const value = encodeURIComponent(path)
		.replace(/%2F/gi, '/')
		.replace(/%3F/gi, '?')
		.replace(/%3D/gi, '=');
	return `${page}?${RETURN_PARAM}=${value}`;
}
