/**
 * A stand-in for `document.cookie` in Vitest (node has no DOM): it keeps name/value pairs like a
 * browser does, drops a cookie written with `Max-Age=0`, and records every raw string written so
 * tests can assert the attributes.
 */
export interface CookieJar {
	/** What would be sent as `document` (`vi.stubGlobal('document', jar.document)`). */
	document: { cookie: string };
	/** Every string assigned to `document.cookie`, in order. */
	writes: string[];
	/** Current cookies by name. */
	values: Map<string, string>;
}

export function createCookieJar(initial: Record<string, string> = {}): CookieJar {
	const values = new Map(Object.entries(initial));
	const writes: string[] = [];
	const document = {
		get cookie(): string {
			return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
		},
		set cookie(raw: string) {
			writes.push(raw);
			const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
			const separator = pair.indexOf('=');
			const name = pair.slice(0, separator);
			const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute));
			if (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0) {
				values.delete(name);
			} else {
				values.set(name, pair.slice(separator + 1));
			}
		},
	};
	return { document, writes, values };
}
