/**
 * The files under content/ (ADR 017c) as data, by their path from the project root
 * (`/content/courses/fotoproteccion….json`). Vite bundles them into this module wherever the
 * server's code runs: the build (and so the Node server and the Netlify function, which then read
 * nothing from disk), the tests, and the scripts loaded through Vite's module runner. Checked by
 * content-files.ts only when a seed needs them.
 */
export const contentModules: Record<string, unknown> = {
	...import.meta.glob('/content/*.json', { eager: true, import: 'default' }),
	...import.meta.glob('/content/courses/*.json', { eager: true, import: 'default' }),
};
