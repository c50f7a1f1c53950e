/**
 * knip, run by `npm run lint`: fails on a file nothing imports, an export nothing imports, a
 * package nobody uses or one used but not listed, and an import cycle (issue #16, STYLE rule 26).
 * Its Astro, Vitest, Playwright, ESLint and drizzle plugins find their own entry points (pages,
 * middleware, content config, tests, configs); the ones below are the rest.
 */
import type { KnipConfig } from 'knip';

const config = {
	entry: [
		// Run by npm scripts with `node`; report-bench.ts is loaded by bench.ts through Vite.
		'scripts/*.ts',
		// npm run test:netlify starts Playwright with this config (scripts/test-netlify.ts).
		'playwright.netlify.config.ts',
		'tests/netlify/*.spec.ts',
	],
	project: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.ts', 'tests/**/*.ts', '*.{ts,mjs}'],
	// An export used in its own file is part of a module's documented surface, not dead code.
	ignoreExportsUsedInFile: true,
	// Knip's defaults plus cycles (off by default). Knip follows runtime imports only: a cycle
	// through `import type` is erased by the compiler and changes no evaluation order.
	include: [
		'files',
		'dependencies',
		'unlisted',
		'binaries',
		'unresolved',
		'exports',
		'types',
		'enumMembers',
		'namespaceMembers',
		'duplicates',
		'cycles',
	],
	// System tools, not packages: scripts/make-hls-lessons.ts runs Debian's ffmpeg (README).
	ignoreBinaries: ['ffmpeg', 'ffprobe'],
	ignoreDependencies: [
		// `i18n-section:<name>` is a virtual module of astro.config.mjs, not a package.
		'i18n-section',
		// scripts/test-netlify.ts runs node_modules/netlify-cli/bin/run.js by path.
		'netlify-cli',
	],
	// The transcode tests make their clips with Debian's ffmpeg and probe what the job made with
	// its ffprobe (.ci/run installs both; ADR 017m).
} satisfies KnipConfig;

export default config;
