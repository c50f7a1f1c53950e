/**
 * Every page the build wrote, for the sweeps that visit them all (security policy, page width).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The build under test, as playwright.config.ts serves it. */
const CLIENT_DIR = path.join(process.env.BUILD_DIR ?? 'dist', 'client');

/** Every page the build wrote, as the path a browser asks for (`/cursos/`, `/404.html`). */
export function builtPages(dir = CLIENT_DIR, base = '/'): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		// Partytown's own files (when a tag manager is configured) are its worker's, not pages.
		if (entry.isDirectory()) {
			return entry.name.startsWith('~')
				? []
				: builtPages(path.join(dir, entry.name), `${base}${entry.name}/`);
		}
		if (!entry.name.endsWith('.html')) return [];
		return [entry.name === 'index.html' ? base : `${base}${entry.name}`];
	});
}
