/**
 * Journey: a visitor reads the method, the FAQ and the legal pages (Markdown content collections,
 * prerendered). Each page shows its heading and real content and passes axe (WCAG 2.2 A/AA).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';
import { consentCookie } from '../../src/lib/consent';
import { EXAMPLE_OPERATOR } from '../../src/lib/operator';

/** The section index: folded on phones (open it first), always open beside the text on desktop. */
async function sectionIndex(page: Page, isMobile: boolean) {
	if (isMobile) await page.locator('summary', { hasText: 'En esta página' }).click();
	return page.getByRole('navigation', { name: 'En esta página' });
}

// A returning visitor who already answered the cookie banner: the banner stays closed and does not
// cover the text these tests read and click. The cookie itself comes from the consent module.
test.beforeEach(async ({ context, baseURL }) => {
	const [name = '', value = ''] = consentCookie({ analytics: false }, false)
		.split(';')[0]!
		.split('=');
	await context.addCookies([{ name, value, url: baseURL ?? '' }]);
});

test.describe('páginas de contenido', () => {
	test('el método Liceo explica los vídeos de 5 minutos y lleva a los cursos', async ({
		page,
		isMobile,
	}) => {
		await page.goto('/metodo-liceo');
		await expect(page.getByRole('heading', { level: 1, name: 'El método Liceo' })).toBeVisible();
		await expect(page.getByText('Última actualización: 20 de noviembre de 2026')).toBeVisible();

		const index = await sectionIndex(page, isMobile);
		await index.getByRole('link', { name: 'Escenas de mostrador' }).click();
		await expect(page).toHaveURL(/#escenas-de-mostrador$/);
		await expect(
			page.getByRole('heading', { level: 2, name: 'Escenas de mostrador' }),
		).toBeInViewport();
		await expect(
			page.getByRole('heading', { level: 2, name: 'Vídeos de 5 minutos' }),
		).toBeAttached();
		await expect(page.getByRole('link', { name: 'Ver los cursos' })).toHaveAttribute(
			'href',
			'/cursos/',
		);

		await expectNoAxeViolations(page);
	});

	test('las preguntas frecuentes, con una respuesta abierta, cumplen WCAG', async ({ page }) => {
		await page.goto('/preguntas-frecuentes');
		await page.locator('summary', { hasText: '¿Qué incluye cada plan para farmacias?' }).click();
		await expect(page.getByText('Espacio propio con el logo de tu farmacia')).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test('el aviso legal identifica al titular conforme a la LSSI', async ({ page }) => {
		await page.goto('/aviso-legal');
		await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
		await expect(page.getByRole('heading', { level: 2, name: 'Datos del titular' })).toBeVisible();
		await expect(page.getByText('Ley 34/2002, de 11 de julio')).toBeVisible();
		// The operator's data comes from configuration (OPERATOR_*), never a placeholder.
		const holder = page.getByRole('listitem').filter({ hasText: 'Titular:' });
		await expect(holder).toHaveText(`Titular: ${EXAMPLE_OPERATOR.name}`);
		await expect(page.getByRole('listitem').filter({ hasText: 'NIF:' })).toHaveText(
			`NIF: ${EXAMPLE_OPERATOR.taxId}`,
		);
		await expect(page.getByText(EXAMPLE_OPERATOR.registry)).toBeVisible();
		await expect(page.locator('main')).not.toContainText(
			/\[(RAZÓN SOCIAL|NIF|DOMICILIO SOCIAL|DATOS REGISTRALES)\]/,
		);
		await expectNoAxeViolations(page);
	});

	test('la política de privacidad explica los derechos y lleva a la AEPD', async ({
		page,
		isMobile,
	}) => {
		await page.goto('/politica-de-privacidad');
		await expect(
			page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
		).toBeVisible();
		const index = await sectionIndex(page, isMobile);
		await index.getByRole('link', { name: 'Tus derechos y cómo ejercerlos' }).click();
		await expect(
			page.getByRole('heading', { level: 2, name: 'Tus derechos y cómo ejercerlos' }),
		).toBeInViewport();
		await expect(page.getByRole('link', { name: 'www.aepd.es' })).toHaveAttribute(
			'href',
			'https://www.aepd.es',
		);
		await expectNoAxeViolations(page);
	});

	test('la política de cookies lista las cookies y permite cambiar el consentimiento', async ({
		page,
	}) => {
		await page.goto('/politica-de-cookies');
		await expect(
			page.getByRole('heading', { level: 1, name: 'Política de cookies' }),
		).toBeVisible();
		const technical = page.getByRole('region', { name: 'Cookies técnicas' });
		await expect(technical.getByRole('cell', { name: 'at', exact: true })).toBeVisible();
		await expect(technical.getByRole('cell', { name: 'rt', exact: true })).toBeVisible();
		await expect(
			page
				.getByRole('region', { name: 'Cookies analíticas' })
				.getByRole('cell', { name: '_ga', exact: true }),
		).toBeVisible();
		await expectNoAxeViolations(page);

		const banner = page.getByRole('region', { name: 'Aviso de cookies' });
		await expect(banner).toBeHidden();
		await page.getByRole('main').getByRole('button', { name: 'Configurar cookies' }).click();
		await expect(banner).toBeVisible();
	});
});

test.describe('preguntas frecuentes sin JavaScript', () => {
	// The accordion is native <details>: it must work before (or without) any script.
	test.use({ javaScriptEnabled: false });

	test('se abren con teclado y ratón y dicen cómo evitar el siguiente cobro', async ({ page }) => {
		await page.goto('/preguntas-frecuentes');
		await expect(
			page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }),
		).toBeVisible();
		await expect(
			page.getByRole('heading', { level: 2, name: 'Suscripción y pagos' }),
		).toBeVisible();

		const cancelAnswer = page.getByText(
			'Si cancelas al menos 7 días antes del siguiente pago, no se te cobrará la siguiente cuota.',
		);
		await expect(cancelAnswer).toBeHidden();
		// <summary> is the disclosure button: Enter opens it from the keyboard.
		await page.getByText('¿Cómo cancelo mi suscripción?', { exact: true }).focus();
		await page.keyboard.press('Enter');
		await expect(cancelAnswer).toBeVisible();

		const trialEnd = page.locator('details', {
			has: page.getByText('¿Qué pasa cuando terminan los 5 días de prueba?'),
		});
		await trialEnd.locator('summary').click();
		await expect(trialEnd).toHaveAttribute('open', '');
		await expect(trialEnd).toContainText(
			'se convierte automáticamente en el plan de pago que elegiste',
		);

		const data = JSON.parse(
			(await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
		) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
		expect(data['@type']).toBe('FAQPage');
		const cancel = data.mainEntity.find((q) => q.name === '¿Cómo cancelo mi suscripción?');
		expect(cancel?.acceptedAnswer.text).toContain('7 días antes del siguiente pago');
		expect(data.mainEntity.length).toBe(await page.locator('details.faq-item').count());
	});
});
