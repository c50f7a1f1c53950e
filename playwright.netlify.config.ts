/**
 * The smoke journey against the Netlify build under netlify-cli's emulation (`npm run
 * test:netlify`, scripts/test-netlify.ts, which starts and stops the emulation itself). The same
 * browser, locale and consent as playwright.config.ts, on the phone only, one worker: every API
 * call starts a fresh function worker in the emulation, so parallel browsers only queue.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Where the emulation's proxy listens: scripts/test-netlify.ts sets it, 4618 by default. */
const PORT = Number(process.env.NETLIFY_PORT ?? 4618);

const { webServer: _nodeServer, projects = [], use, ...shared } = base;

export default defineConfig({
	...shared,
	testDir: 'tests/netlify',
	outputDir: `test-results/netlify-${PORT}`,
	workers: 1,
	fullyParallel: false,
	// Each call to the function is a cold start in the emulation (a new worker that opens the
	// database and checks migrations and seed): 2 to 5 s on a busy two-core machine, where a
	// Node server answers in milliseconds.
	timeout: 120_000,
	expect: { timeout: 30_000 },
	use: { ...use, baseURL: `http://127.0.0.1:${PORT}` },
	projects: projects.filter((project) => project.name === 'movil'),
});
