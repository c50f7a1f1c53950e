/**
 * Browser error reporting (only bundled in production builds with PUBLIC_SENTRY_DSN, see
 * astro.config.mjs): 20 % of traces, of sessions replayed and of sessions with an error (spec §9).
 */
import * as Sentry from '@sentry/astro';
import { PUBLIC_ENVIRONMENT, PUBLIC_SENTRY_DSN } from 'astro:env/client';

Sentry.init({
	dsn: PUBLIC_SENTRY_DSN,
	environment: PUBLIC_ENVIRONMENT,
	tracesSampleRate: 0.2,
	replaysSessionSampleRate: 0.2,
	replaysOnErrorSampleRate: 0.2,
	// Replays mask text and block media: learners' names and answers stay in the browser.
	integrations: [Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
});
