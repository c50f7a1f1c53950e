/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Vitest runs through Astro's Vite config so `astro:env/*` modules resolve in tests.
export default getViteConfig({
	test: {
		include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
		globalSetup: ['tests/setup/global-db.ts'],
		setupFiles: ['tests/setup/vitest-setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
	},
});
