/** Server error reporting, production builds with a DSN only (see astro.config.mjs). */
import * as Sentry from '@sentry/astro';
import { PUBLIC_ENVIRONMENT } from 'astro:env/client';
import { SENTRY_DSN } from 'astro:env/server';

Sentry.init({
	dsn: SENTRY_DSN,
	environment: PUBLIC_ENVIRONMENT,
	tracesSampleRate: 0.2,
});
