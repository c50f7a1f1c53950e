/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

// Vitest runs through Astro's Vite config so `astro:env/*` modules resolve in tests.
export default getViteConfig({
	resolve: {
		alias: [
			// The islands run on Preact's compat layer (docs/decisions/013), and so do their tests:
			// this wrapper gives Testing Library React's act() and change events on top of it.
			{
				find: /^@testing-library\/react$/,
				replacement: fileURLToPath(new URL('./tests/setup/testing-library.ts', import.meta.url)),
			},
		],
	},
	test: {
		include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
		globalSetup: ['tests/setup/global-db.ts'],
		setupFiles: ['tests/setup/vitest-setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
		// Packages that import `react` themselves go through Vite, where the Preact integration's alias
		// sends `react` and `react-dom` to `preact/compat`; loaded by Node, they would get the real React.
		server: { deps: { inline: ['@testing-library/react', '@nanostores/react'] } },
	},
});
