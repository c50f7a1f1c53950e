/**
 * The outside services a production campus talks to, answered from the browser's router: their
 * hosts are unreachable here. Each stand-in does, from the origins the real service uses, what
 * the policy must allow it to do (load a script, open a frame, call an API, send a beacon or an
 * error report), so a policy that forgot an origin or a hash fails the journey.
 */
import type { BrowserContext } from '@playwright/test';

/** The build-time settings of the production build under test (playwright.integrations.config.ts). */
export const BUILD_SETTINGS = {
	PUBLIC_ENVIRONMENT: 'production',
	PUBLIC_SENTRY_DSN: 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/2',
	PUBLIC_GTM_ID: 'GTM-CAMPUS',
	PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_campus_integrations',
	// A production build refuses to start without the operator's legal data (src/lib/operator.ts).
	OPERATOR_NAME: 'Formación Integrada, S.L.',
	OPERATOR_TAX_ID: 'B11111111',
	OPERATOR_ADDRESS: 'Calle de la Integración 2, 41001 Sevilla',
	OPERATOR_REGISTRY: 'Registro Mercantil de Sevilla, tomo 2, folio 3, hoja SE-4',
} as const;

/**
 * Stripe.js as `@stripe/stripe-js` expects it (a `Stripe` function with the release it wants):
 * its card element is a frame from js.stripe.com, and making a payment method calls
 * api.stripe.com, as the real one does.
 */
const STRIPE_JS = `
window.Stripe = Object.assign(function Stripe(key) {
	return {
		elements: function () {
			return {
				create: function () {
					var frame;
					return {
						on: function () {},
						update: function () {},
						destroy: function () { if (frame) frame.remove(); },
						mount: function (element) {
							frame = document.createElement('iframe');
							frame.title = 'Secure card payment input frame';
							frame.src = 'https://js.stripe.com/v3/elements-inner-card.html#key=' + key;
							element.append(frame);
						},
					};
				},
			};
		},
		createPaymentMethod: function () {
			return fetch('https://api.stripe.com/v1/payment_methods', { method: 'POST' })
				.then(function (answer) { return answer.json(); })
				.then(function (body) { return { paymentMethod: body }; });
		},
	};
}, { version: 'endive' });
`;

/** The tag manager's container: one analytics beacon, built as an image, as gtag does. */
const GTM_JS = `
(function () {
	var beacon = new Image();
	beacon.src = 'https://www.google-analytics.com/g/collect?v=2&en=page_view';
	document.body.append(beacon);
})();
`;

const GIF = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAACAUwAOw==', 'base64');

/** What reached each outside service, by host. */
export type OutsideRequests = Map<string, string[]>;

/** Answers every outside service for this context and records what was asked of each. */
export async function answerOutsideServices(context: BrowserContext): Promise<OutsideRequests> {
	const seen: OutsideRequests = new Map();
	await context.route(/^https:\/\//, async (route) => {
		const url = new URL(route.request().url());
		seen.set(url.host, [...(seen.get(url.host) ?? []), url.pathname]);
		const cors = { 'access-control-allow-origin': '*' };
		if (url.host === 'js.stripe.com' && url.pathname.endsWith('/stripe.js')) {
			await route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS });
		} else if (url.host === 'js.stripe.com') {
			await route.fulfill({
				contentType: 'text/html; charset=utf-8',
				body: '<input aria-label="Número de tarjeta">',
			});
		} else if (url.host === 'api.stripe.com') {
			await route.fulfill({ json: { id: 'pm_integrations' }, headers: cors });
		} else if (url.host === 'www.googletagmanager.com') {
			await route.fulfill({ contentType: 'text/javascript', body: GTM_JS, headers: cors });
		} else if (url.host.endsWith('google-analytics.com')) {
			await route.fulfill({ contentType: 'image/gif', body: GIF, headers: cors });
		} else if (url.host.endsWith('ingest.sentry.io')) {
			await route.fulfill({ json: { id: 'integrations' }, headers: cors });
		} else {
			await route.abort('addressunreachable');
		}
	});
	return seen;
}
