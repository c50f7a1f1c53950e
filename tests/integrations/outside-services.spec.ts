/**
 * The Content-Security-Policy with the outside services on (issue #15, ADR 010): a production
 * build that loads Stripe's card form, the tag manager through Partytown after consent and Sentry.
 * Each journey fails on any policy violation, and checks the service was really reached, so a
 * policy that blocked it silently (or a build that left it out) fails too.
 */
import { expect, test } from '@playwright/test';
import { signUpInCheckout } from '../e2e/checkout';
import { settle, watchViolations } from '../e2e/csp-violations';
import { newAccount, waitForHydration } from '../e2e/support';
import { answerOutsideServices } from './outside-services';

/** The consent cookie of a visitor who accepted analytics (src/lib/consent.ts). */
const ANALYTICS_ACCEPTED = { name: 'lc_consent', value: 'v1.analytics-1' };

test.describe('los servicios externos con la política de seguridad', () => {
	test('sin consentimiento no se carga el gestor de etiquetas', async ({ page, context }) => {
		const seen = await answerOutsideServices(context);
		const violations = await watchViolations(page);
		await page.goto('/');
		await settle(page);
		expect(seen.has('www.googletagmanager.com')).toBe(false);
		expect(violations).toEqual([]);
	});

	for (const pathname of ['/', '/cursos/', '/planes/', '/login/']) {
		test(`con analítica aceptada, ${pathname} carga el gestor de etiquetas en Partytown`, async ({
			page,
			context,
			baseURL,
		}) => {
			await context.addCookies([{ ...ANALYTICS_ACCEPTED, url: baseURL ?? '' }]);
			const seen = await answerOutsideServices(context);
			const violations = await watchViolations(page);
			await page.goto(pathname);
			await settle(page);
			// Partytown's worker fetched the container, which then sent its beacon from the page.
			await expect.poll(() => seen.get('www.googletagmanager.com')).toEqual(['/gtm.js']);
			await expect.poll(() => seen.get('www.google-analytics.com')).toEqual(['/g/collect']);
			expect(violations).toEqual([]);
		});
	}

	test('un error del navegador llega a Sentry', async ({ page, context }) => {
		const seen = await answerOutsideServices(context);
		const violations = await watchViolations(page);
		await page.goto('/cursos/');
		await settle(page);
		await page.evaluate(() => {
			setTimeout(() => {
				throw new Error('Prueba de la política de seguridad');
			});
		});
		await expect.poll(() => seen.get('o1.ingest.sentry.io')).toContain('/api/2/envelope/');
		expect(violations).toEqual([]);
	});

	test('el pago muestra el formulario de tarjeta de Stripe', async ({
		page,
		context,
	}, testInfo) => {
		const seen = await answerOutsideServices(context);
		const violations = await watchViolations(page);
		await page.goto('/compra/profesional-mensual');
		await waitForHydration(page);
		await signUpInCheckout(page, newAccount(testInfo));
		const card = page.frameLocator('iframe[src^="https://js.stripe.com/"]');
		await expect(card.getByLabel('Número de tarjeta')).toBeVisible();
		// The stand-in makes the payment method from api.stripe.com, as Stripe.js does.
		const fromStripe = await page.evaluate(async () => {
			const answer = await fetch('https://api.stripe.com/v1/payment_methods', { method: 'POST' });
			return ((await answer.json()) as { id: string }).id;
		});
		expect(fromStripe).toBe('pm_integrations');
		expect(seen.get('js.stripe.com')).toEqual(
			expect.arrayContaining(['/endive/stripe.js', '/v3/elements-inner-card.html']),
		);
		await settle(page);
		expect(violations).toEqual([]);
	});
});
