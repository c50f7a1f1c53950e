/**
 * Landings (spec §2): the expert courses, the commercial landing and its sponsors, carrion, the
 * companion-app downloads and the contact form, each on a phone and a desktop with axe; the
 * spec's redirects as real HTTP answers; and the journeys through the forms. That what a form
 * sends is stored is asserted by the API tests (src/server/routes/crm, support); here the answer
 * of the call is checked.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';
import { PERMANENT_REDIRECTS } from '../../src/lib/redirects';

/** An address nobody else uses, so runs and projects never meet in the database. */
function uniqueEmail(prefix: string, project: string) {
	return `${prefix}.${project}.${Date.now()}@ejemplo.es`;
}

interface Landing {
	path: string;
	heading: string | RegExp;
	/** One piece of the page's real content: a heading and a text inside the page. */
	section: string;
	text: string | RegExp;
}

const LANDINGS: Landing[] = [
	{
		path: '/expert/salud-capilar',
		heading: 'Experto en Salud Capilar',
		section: 'Módulos del curso',
		text: 'Caspa y cuero cabelludo sensible',
	},
	{
		path: '/expert/dermofarmacia',
		heading: 'Experto en Dermofarmacia',
		section: 'Cursos incluidos',
		text: /Fotoprotección/,
	},
	{
		path: '/expert/inteligencia-artificial-farmacia',
		heading: 'Experto en Inteligencia Artificial para la Farmacia',
		section: 'Quién lo imparte',
		text: 'Lucía Ferrer Domingo',
	},
	{
		path: '/que-es-liceo',
		heading: '¿Qué es Liceo Campus?',
		section: 'Cómo funciona',
		text: 'Escenas de mostrador',
	},
	{
		path: '/que-es-liceo/cooperativa-atlantica',
		heading: 'Cooperativa Farmacéutica Atlántica te invita a Liceo Campus',
		section: 'Una invitación de Cooperativa Farmacéutica Atlántica',
		text: /farmacias socias de la cooperativa/,
	},
	{
		path: '/que-es-liceo/laboratorios-brisa',
		heading: 'Laboratorios Brisa te invita a Liceo Campus',
		section: 'Una invitación de Laboratorios Brisa',
		text: /trabaja con Laboratorios Brisa/,
	},
	{
		path: '/carrion',
		heading: 'Formación para el equipo de tu farmacia, con Carrión',
		section: 'Qué incluye',
		text: 'Un certificado con tu nombre al superar cada curso.',
	},
	{
		path: '/descargar/protocolos',
		heading: 'Protocolos de consejo',
		section: 'Qué puedes hacer',
		text: /Funciona sin conexión/,
	},
	{
		path: '/descargar/infiltrada',
		heading: 'La Infiltrada',
		section: 'Qué puedes hacer',
		text: /una marca, cuatro principios activos/,
	},
	{
		path: '/descargar/liceoplay',
		heading: 'Liceo Play',
		section: 'Otras aplicaciones de Liceo Campus',
		text: 'La Infiltrada',
	},
	{
		path: '/contacto',
		heading: 'Hablemos',
		section: 'Otras formas de contactar',
		text: 'hola@liceocampus.es',
	},
	{
		path: '/fin-contacto',
		heading: '¡Gracias! Hemos recibido tu mensaje',
		section: '¡Gracias! Hemos recibido tu mensaje',
		text: /Te responderemos por email/,
	},
];

test.describe('landings', () => {
	for (const landing of LANDINGS) {
		test(`${landing.path}: título, contenido y accesibilidad`, async ({ page }) => {
			await page.goto(landing.path);
			await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
			const section = page
				.getByRole('region', { name: landing.section })
				.or(page.getByRole('complementary', { name: landing.section }));
			await expect(section.getByText(landing.text).first()).toBeVisible();
			await waitForHydration(page);
			await expectNoAxeViolations(page);
		});
	}

	test('una landing experta lista los cursos del catálogo que incluye, con enlace', async ({
		page,
	}) => {
		await page.goto('/expert/salud-capilar');
		const included = page.getByRole('region', { name: 'Cursos incluidos' });
		const links = included.getByRole('link');
		expect(await links.count()).toBeGreaterThan(1);
		await expect(links.first()).toHaveAttribute('href', /^\/cursos\/[a-z0-9-]+\/$/);
		await expect(
			page.getByRole('link', { name: 'Empieza tu prueba gratis' }).first(),
		).toHaveAttribute('href', '/prueba-gratis/seleccion');
	});
});

test.describe('descarga de aplicaciones', () => {
	test('las dos tiendas están en el HTML, sin JavaScript', async ({ request }) => {
		for (const path of ['/descargar/infiltrada', '/descargar-app/infiltrada']) {
			const html = await (await request.get(path)).text();
			expect(html).toContain(
				'href="https://apps.apple.com/es/app/la-infiltrada-liceo/id6450000001"',
			);
			expect(html).toContain(
				'href="https://play.google.com/store/apps/details?id=es.liceocampus.infiltrada"',
			);
		}
	});

	test('la página de la app marca la tienda del móvil', async ({ page, isMobile }) => {
		await page.goto('/descargar/protocolos');
		const stores = page.getByRole('list', { name: 'Descargar Protocolos de consejo' });
		await expect(stores.getByRole('link')).toHaveCount(2);
		const play = stores.getByRole('link', { name: /Google Play/ });
		if (isMobile) {
			// The phone of the "movil" project is an Android one.
			await expect(play).toHaveAttribute('data-recommended', '');
			await expect(play).toContainText('Recomendada para tu móvil');
			await expect(stores.getByRole('link').first()).toHaveText(/Google Play/);
		} else {
			await expect(stores.locator('[data-recommended]')).toHaveCount(0);
		}
	});

	test('descargar-app lleva el móvil a su tienda; el ordenador ve las dos', async ({
		page,
		browser,
		baseURL,
		isMobile,
	}) => {
		// The stores are outside the test machine: answer for them.
		await page.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
			route.fulfill({ contentType: 'text/html', body: '<title>Tienda</title>' }),
		);
		await page.goto('/descargar-app/liceoplay');
		if (isMobile) {
			await expect(page).toHaveURL(
				'https://play.google.com/store/apps/details?id=es.liceocampus.play',
			);
			// Accessibility of the page itself, where a phone does not stay: at the phone's size, with
			// a user agent that is no phone's, so nothing leaves for a store.
			const context = await browser.newContext({
				...(baseURL ? { baseURL } : {}),
				viewport: page.viewportSize(),
				userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)',
				storageState: 'tests/e2e/fixtures/consent-given.json',
			});
			const still = await context.newPage();
			await still.goto('/descargar-app/liceoplay');
			await expect(
				still.getByRole('heading', { level: 1, name: 'Descarga Liceo Play' }),
			).toBeVisible();
			await expectNoAxeViolations(still);
			await context.close();
			return;
		}
		await expect(
			page.getByRole('heading', { level: 1, name: 'Descarga Liceo Play' }),
		).toBeVisible();
		await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
		await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
		await expect(page).toHaveURL(/\/descargar-app\/liceoplay/);
		await expectNoAxeViolations(page);
	});
});

test.describe('redirecciones', () => {
	for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
		test(`${from} → ${to} con un 301 del servidor`, async ({ request }) => {
			const response = await request.get(from, { maxRedirects: 0 });
			expect(response.status()).toBe(301);
			expect(response.headers().location).toBe(to);
		});
	}

	test('una ruta desconocida va al inicio con un 302', async ({ request }) => {
		for (const path of [
			'/no-existe',
			'/cursos/curso-que-no-existe',
			'/que-es-liceo/otro-patrocinador',
			'/descargar/otra-app',
			'/expert/otro-curso',
		]) {
			const response = await request.get(path, { maxRedirects: 0 });
			expect(response.status(), path).toBe(302);
			expect(response.headers().location, path).toBe('/');
		}
	});

	test('las redirecciones conservan la consulta (etiquetas de campaña)', async ({ request }) => {
		const moved = await request.get('/salud_capilar?utm_source=boletin&utm_medium=correo', {
			maxRedirects: 0,
		});
		expect(moved.status()).toBe(301);
		expect(moved.headers().location).toBe(
			'/expert/salud-capilar?utm_source=boletin&utm_medium=correo',
		);
		const unknown = await request.get('/no-existe?utm_source=boletin', { maxRedirects: 0 });
		expect(unknown.status()).toBe(302);
		expect(unknown.headers().location).toBe('/?utm_source=boletin');
	});

	test('/favicon.ico es un icono, no una redirección al inicio', async ({ request }) => {
		const icon = await request.get('/favicon.ico', { maxRedirects: 0 });
		expect(icon.status()).toBe(200);
		expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
		// ICONDIR: reserved 0, type 1 (icon).
		expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
	});

	test('el navegador acaba en la página de destino', async ({ page }) => {
		await page.goto('/salud_capilar');
		await expect(page).toHaveURL(/\/expert\/salud-capilar\/?$/);
		await expect(
			page.getByRole('heading', { level: 1, name: 'Experto en Salud Capilar' }),
		).toBeVisible();
	});

	test('la API y las páginas reales no se redirigen', async ({ request }) => {
		const api = await request.get('/api/no-existe', {
			maxRedirects: 0,
			headers: { pcek: 'campus-web-local' },
		});
		expect(api.status()).toBe(404);
		expect(await api.json()).toMatchObject({ ok: false, result: 'not_found' });
		for (const path of ['/', '/cursos/', '/aviso-legal', '/expert/dermofarmacia', '/contacto']) {
			const page = await request.get(path, { maxRedirects: 0 });
			expect(page.status(), path).toBe(200);
		}
	});
});

test.describe('formularios', () => {
	test('contacto: campos obligatorios, términos y página de fin', async ({ page }, testInfo) => {
		await page.goto('/contacto');
		await waitForHydration(page);
		const form = page.getByRole('form', { name: 'Formulario de contacto' });
		const send = form.getByRole('button', { name: 'Enviar mensaje' });

		await send.click();
		await expect(form.getByRole('alert')).toHaveText('Revisa los campos marcados: hay 4 errores.');
		const name = form.getByRole('textbox', { name: 'Nombre', exact: true });
		await expect(name).toBeFocused();
		await expect(name).toHaveAccessibleDescription('Este campo es obligatorio');
		await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
			'aria-invalid',
			'true',
		);
		await expect(
			form.getByText('Debes aceptar los términos y la política de privacidad'),
		).toBeVisible();
		// Optional fields are never marked.
		await expect(form.getByRole('textbox', { name: 'Apellidos (opcional)' })).not.toHaveAttribute(
			'aria-invalid',
		);

		const email = uniqueEmail('contacto', testInfo.project.name);
		await name.fill('María José');
		await form.getByRole('textbox', { name: 'Email' }).fill('maria@');
		await form
			.getByRole('textbox', { name: '¿En qué podemos ayudarte?' })
			.fill('¿Podéis darme de alta a todo el equipo de la farmacia?');
		await send.click();
		await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
		await expect(form.getByText('Introduce un email válido')).toBeVisible();

		await form.getByRole('textbox', { name: 'Email' }).fill(email);
		await send.click();
		// Only the terms are left: accepting them is required.
		await expect(form.getByRole('alert')).toHaveText('Revisa el campo marcado: tiene un error.');
		const terms = form.getByRole('checkbox', { name: /He leído y acepto/ });
		await expect(terms).toBeFocused();

		await terms.check();
		const answer = page.waitForResponse('**/api/crm/contact');
		await send.click();
		const response = await answer;
		expect(response.request().postDataJSON()).toMatchObject({
			f_name: 'María José',
			email,
			terms: true,
			newsletter: false,
		});
		// The body is gone once the page has moved on; the move itself only follows an "ok".
		expect(response.status()).toBe(200);
		await expect(page).toHaveURL(/\/fin-contacto\/?$/);
		await expect(
			page.getByRole('heading', { level: 1, name: '¡Gracias! Hemos recibido tu mensaje' }),
		).toBeVisible();
	});

	test('carrion: pedir un curso con la newsletter', async ({ page }, testInfo) => {
		await page.goto('/carrion');
		await waitForHydration(page);
		const form = page.getByRole('form', { name: 'Solicitud de curso con Carrión' });
		const send = form.getByRole('button', { name: 'Solicitar el curso' });

		await send.click();
		await expect(form.getByRole('alert')).toHaveText('Revisa los campos marcados: hay 4 errores.');
		await expect(
			form.getByRole('combobox', { name: 'Curso que te interesa' }),
		).toHaveAccessibleDescription('Este campo es obligatorio');

		const email = uniqueEmail('carrion', testInfo.project.name);
		await form.getByRole('textbox', { name: 'Nombre' }).fill('Carmen');
		await form.getByRole('textbox', { name: 'Apellidos' }).fill('Díaz Soler');
		await form.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
		await form.getByRole('combobox', { name: 'Curso que te interesa' }).selectOption({
			label: 'Experto en Dermofarmacia',
		});
		await form.getByRole('checkbox', { name: /newsletter/ }).check();
		const answer = page.waitForResponse('**/api/support/carrion');
		await send.click();
		const response = await answer;
		expect(response.request().postDataJSON()).toEqual({
			f_name: 'Carmen',
			l_name: 'Díaz Soler',
			email,
			course: 'Experto en Dermofarmacia',
			won_newsletter: true,
		});
		expect(await response.json()).toEqual({ ok: true, data: { carrion: 'ok' } });
		const confirmation = page.getByRole('status').filter({ hasText: '¡Solicitud recibida!' });
		await expect(confirmation).toContainText(email);
		await expect(confirmation).toBeFocused();
	});

	test('que-es-liceo: pedir información deja un lead con el embudo del patrocinador', async ({
		page,
	}, testInfo) => {
		await page.goto('/que-es-liceo/laboratorios-brisa');
		const form = page.getByRole('form', { name: 'Quiero más información' });
		await form.scrollIntoViewIfNeeded();
		await waitForHydration(page);
		await form.getByRole('textbox', { name: 'Nombre' }).fill('Ramón');
		await form
			.getByRole('textbox', { name: 'Email' })
			.fill(uniqueEmail('lead', testInfo.project.name));
		await form
			.getByRole('combobox', { name: 'Soy…' })
			.selectOption({ label: 'Titular de farmacia' });
		const answer = page.waitForResponse('**/api/crm/addToLeadList');
		await form.getByRole('button', { name: 'Quiero más información' }).click();
		const response = await answer;
		expect(response.request().postDataJSON()).toMatchObject({
			fnl: 'laboratorios-brisa',
			typ: 1,
			lid: 301,
			app: 1,
		});
		expect(await response.json()).toEqual({ ok: true, data: { addToLeadList: 'ok' } });
		await expect(page.getByRole('status').filter({ hasText: '¡Gracias!' })).toBeVisible();
	});
});
