/**
 * The pages with every outside service configured (issue #15, ADR 010): a production build with
 * Stripe's card form, the tag manager through Partytown and Sentry, served by the Node server like
 * a real deploy (`npm run test:integrations`). The services' hosts are not reachable here, so the
 * journeys answer them from the browser's router (tests/integrations/outside-services.ts); what is
 * under test is the campus's policy and code, which decide what the browser may load from them.
 */
import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { serverUnderTest } from './tests/e2e/server';
import { BUILD_SETTINGS } from './tests/integrations/outside-services';

const PORT = Number(process.env.INTEGRATIONS_PORT ?? 4397);
const BUILD_DIR = 'dist-integrations';
const DATA_DIR = `.data/integrations-${PORT}`;
const secret = () => randomBytes(48).toString('base64');

const { webServer: _nodeServer, projects = [], use, ...shared } = base;

export default defineConfig({
	...shared,
	testDir: 'tests/integrations',
	outputDir: `test-results/integrations-${PORT}`,
	use: { ...use, baseURL: `http://127.0.0.1:${PORT}` },
	projects: projects.filter((project) => project.name === 'movil'),
	webServer: {
		// Its own build: the outside services are build-time settings (astro:env public values).
		command: `rm -rf ${DATA_DIR} && npm run build && node scripts/serve.ts`,
		url: `http://127.0.0.1:${PORT}/api/health`,
		reuseExistingServer: false,
		timeout: 300_000,
		env: {
			...BUILD_SETTINGS,
			...serverUnderTest(PORT, DATA_DIR),
			BUILD_DIR,
			// Production refuses the repository's secrets and the sandbox gateway (README).
			ACCESS_TOKEN_SECRET: secret(),
			REFRESH_TOKEN_SECRET: secret(),
			OAUTH_CLIENT_SECRET: secret(),
			STRIPE_SECRET_KEY: 'sk_test_campus_integrations',
			STRIPE_WEBHOOK_SECRET: `whsec_${secret()}`,
		},
	},
});
