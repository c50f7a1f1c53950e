import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
	E2E_DATA_DIR as DATA_DIR,
	E2E_PORT as PORT,
	PUBLISHING_BUILD_DIR,
	PUBLISHING_DATA_DIR,
	PUBLISHING_PORT,
	serverUnderTest,
	visitorAddressHeader,
} from './tests/e2e/server';

/** Debian's Chromium (playwright install cannot download browsers here); Playwright's own elsewhere. */
const debianChromium = '/usr/bin/chromium';
/** The build under test (`BUILD_DIR`, as in astro.config.mjs) and its own PGlite folder. */
const BUILD_DIR = process.env.BUILD_DIR ?? 'dist';

export default defineConfig({
	testDir: 'tests/e2e',
	// One folder per port: Playwright wipes its output folder at start, and a run on another port
	// (README, "parallel builds") must not delete this one's traces mid-run.
	outputDir: `test-results/${PORT}`,
	fullyParallel: true,
	// Two cores: the server takes one, the browsers share the other.
	workers: 2,
	retries: process.env.CI ? 1 : 0,
	forbidOnly: Boolean(process.env.CI),
	reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		locale: 'es-ES',
		// Visitors who already answered the cookie banner, so it does not cover what tests click;
		// tests/e2e/consent.spec.ts starts without it.
		storageState: 'tests/e2e/fixtures/consent-given.json',
		// axe measures colours as they are painted: a button still fading from its pre-hydration
		// colour fails contrast for 150 ms. Reduced motion makes every transition instant
		// (src/styles/global.css), so what axe sees is the settled page.
		reducedMotion: 'reduce',
		// Each test process is one visitor's address (sign-ups and API helpers pick their own).
		extraHTTPHeaders: visitorAddressHeader(),
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
	},
	projects: [
		{
			name: 'movil',
			use: {
				...devices['Pixel 7'],
				browserName: 'chromium',
				launchOptions: launchOptions(),
			},
		},
		{
			name: 'escritorio',
			use: {
				...devices['Desktop Chrome'],
				launchOptions: launchOptions(),
			},
		},
	],
	webServer: [
		{
			// The built site with its API; a PGlite folder of its own so a running `npm start` is untouched.
			command: `rm -rf ${DATA_DIR} && BUILD_DIR=${BUILD_DIR} node scripts/serve.ts`,
			url: `http://127.0.0.1:${PORT}/api/health`,
			reuseExistingServer: false,
			timeout: 120_000,
			env: {
				// Mail goes to `${DATA_DIR}/outbox`, where the password-recovery journey reads its link.
				...serverUnderTest(PORT, DATA_DIR),
				// The journeys play videos at 16× (tests/e2e/learners.ts): the heartbeat allowance
				// (ADR 006) accepts up to 20× here; production keeps the player's fastest, 2×.
				HEARTBEAT_MAX_RATE: '20',
				// Publishing rebuilds only on the publishing journey's server, below.
				SITE_REBUILD: 'off',
			},
		},
		{
			// The studio's publishing journey: its own copy of the build, rebuilt after each publish.
			command: `rm -rf ${PUBLISHING_DATA_DIR} ${PUBLISHING_BUILD_DIR} && cp -a ${BUILD_DIR} ${PUBLISHING_BUILD_DIR} && BUILD_DIR=${PUBLISHING_BUILD_DIR} node scripts/serve.ts`,
			url: `http://127.0.0.1:${String(PUBLISHING_PORT)}/api/health`,
			reuseExistingServer: false,
			timeout: 120_000,
			env: serverUnderTest(PUBLISHING_PORT, PUBLISHING_DATA_DIR),
		},
	],
});

function launchOptions() {
	return existsSync(debianChromium)
		? {
				executablePath: debianChromium,
				args: [
					'--no-sandbox',
					'--disable-gpu',
					'--disable-background-networking',
					'--disable-component-update',
					'--disable-sync',
					'--no-first-run',
				],
			}
		: {};
}
