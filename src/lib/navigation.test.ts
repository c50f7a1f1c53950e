import { describe, expect, it } from 'vitest';
import {
	BLOG_URL,
	displayClass,
	EXTERNAL_LOGIN_LANDING_PAGES,
	campusHref,
	isExternalLoginLanding,
	refreshesAuthStatus,
	navigation,
	type Display,
	type NavigationInput,
} from './navigation';

const SHOWN = { navbar: true, footer: true };

function nav(pathname: string, extra: Partial<NavigationInput> = {}) {
	return navigation({ pathname, isLoggedIn: false, visibility: SHOWN, ...extra });
}

describe('navigation bar: main links', () => {
	it('lists Cursos, Método, Planes and the external blog, in that order', () => {
		const { links } = nav('/cursos').navbar;
		expect(links.map((link) => [link.href, link.labelKey, link.external ?? false])).toEqual([
			['/cursos', 'nav.courses', false],
			['/metodo-liceo', 'nav.method', false],
			['/planes', 'nav.plans', false],
			[BLOG_URL, 'nav.blog', true],
		]);
		expect(BLOG_URL).toBe('https://blog.liceocampus.es');
	});

	// pathname, viewport (undefined: prerendering, unknown), expected display of links and button
	const cases: [string, boolean | undefined, Display][] = [
		// Shown on ordinary pages.
		['/', undefined, 'shown'],
		['/cursos', undefined, 'shown'],
		['/planes/farmacia', true, 'shown'],
		// Hidden on every route containing "contacto", whatever the viewport.
		['/contacto', undefined, 'hidden'],
		['/fin-contacto', false, 'hidden'],
		['/compra/contacto/12', false, 'hidden'],
		['/prueba-gratis/contacto', true, 'hidden'],
		// Hidden on the purchase-thanks routes.
		['/gracias-por-tu-compra', false, 'hidden'],
		['/gracias-por-suscribirte/', undefined, 'hidden'],
		// Free trial: hidden on desktop only.
		['/prueba-gratis/seleccion', undefined, 'hiddenOnDesktop'],
		['/prueba-gratis/seleccion', true, 'hidden'],
		['/prueba-gratis/seleccion', false, 'shown'],
		['/prueba-gratis/ya-disfrutada', undefined, 'hiddenOnDesktop'],
		// Purchase ("compra…"): hidden on desktop only.
		['/compra/seleccion', undefined, 'hiddenOnDesktop'],
		['/compra/7', true, 'hidden'],
		['/compra/error', false, 'shown'],
		['/compra-sin-finalizar', undefined, 'hiddenOnDesktop'],
		// Already-active-plan page: hidden on desktop only.
		['/ya-tienes-un-plan-activo', undefined, 'hiddenOnDesktop'],
		['/ya-tienes-un-plan-activo/', true, 'hidden'],
		['/ya-tienes-un-plan-activo', false, 'shown'],
		// Expert landings keep them unless the page asks (next test).
		['/expert/salud-capilar', undefined, 'shown'],
	];

	it.each(cases)(
		'on %s (desktop: %s) the links and trial button are %s',
		(path, isDesktop, display) => {
			const { navbar } = nav(path, { isDesktop });
			expect(navbar.mainLinks).toBe(display);
			expect(navbar.trialButton).toBe(display);
		},
	);

	it('hides them on an expert route only when the page asks', () => {
		expect(nav('/expert/dermofarmacia', { expertHidesNavbar: true }).navbar.mainLinks).toBe(
			'hidden',
		);
		expect(nav('/expert/dermofarmacia', { expertHidesNavbar: false }).navbar.mainLinks).toBe(
			'shown',
		);
		// The request means nothing outside expert routes.
		expect(nav('/cursos', { expertHidesNavbar: true }).navbar.mainLinks).toBe('shown');
	});

	it('matches route words regardless of case and trailing slashes', () => {
		expect(nav('/Compra/Seleccion/', { isDesktop: true }).navbar.mainLinks).toBe('hidden');
		expect(nav('/CONTACTO').navbar.mainLinks).toBe('hidden');
	});

	it('does not take a page that merely ends in "compra" for a purchase route', () => {
		// gracias-por-tu-compra is hidden for being a thanks page, not for the purchase rule.
		expect(nav('/cursos/como-se-compra', { isDesktop: true }).navbar.mainLinks).toBe('shown');
	});
});

describe('navigation bar: session pieces', () => {
	it('shows "Entrar" to anonymous visitors and no avatar', () => {
		const { navbar } = nav('/cursos');
		expect(navbar.loginLink).toBe(true);
		expect(navbar.avatar).toBe(false);
	});

	it('hides "Entrar" and shows the avatar when logged in', () => {
		const { navbar } = nav('/cursos', { isLoggedIn: true });
		expect(navbar.loginLink).toBe(false);
		expect(navbar.avatar).toBe(true);
	});

	it.each([
		['/cursos', 'reduced'],
		['/mi-perfil', 'reduced'],
		['/aula/estadisticas', 'full'],
		['/mi-aula', 'full'],
		['/ya-tienes-un-plan-activo', 'full'],
	])('on %s the dropdown is %s', (path, kind) => {
		expect(nav(path, { isLoggedIn: true }).navbar.dropdown).toBe(kind);
	});

	it('the reduced dropdown holds "Mis suscripciones" only; the full one adds the classroom pages', () => {
		expect(nav('/cursos').navbar.dropdownLinks.map((link) => link.labelKey)).toEqual([
			'nav.my_subscriptions',
		]);
		expect(nav('/aula/estadisticas').navbar.dropdownLinks.map((link) => link.labelKey)).toEqual([
			'nav.classroom_courses',
			'nav.classroom_statistics',
			'nav.classroom_infiltrated',
			'nav.classroom_protocols',
			'nav.my_subscriptions',
		]);
	});

	it('"Mis suscripciones" goes to /mi-perfil, except on the already-active-plan page', () => {
		expect(nav('/cursos').navbar.subscriptionsHref).toBe('/mi-perfil');
		expect(nav('/aula/estadisticas').navbar.subscriptionsHref).toBe('/mi-perfil');
		const onActivePlan = nav('/ya-tienes-un-plan-activo', {
			campusUrl: 'https://aula.example.es',
		}).navbar;
		expect(onActivePlan.subscriptionsHref).toBe('https://aula.example.es/aula/mis-suscripciones');
		expect(onActivePlan.dropdownLinks.at(-1)?.href).toBe(onActivePlan.subscriptionsHref);
	});

	it('enables the support button only on URLs containing "aula"', () => {
		expect(nav('/aula/la-infiltrada').navbar.supportButton).toBe(true);
		expect(nav('/cursos').navbar.supportButton).toBe(false);
		// …and only when the support-chat service allows it.
		expect(nav('/aula', { supportChatAllowed: false }).navbar.supportButton).toBe(false);
	});

	it('shows the banner when its text is set, and not for blank text', () => {
		expect(nav('/', { bannerHtml: '<b>Nuevo</b> curso' }).navbar.bannerHtml).toBe(
			'<b>Nuevo</b> curso',
		);
		expect(nav('/', { bannerHtml: '   ' }).navbar.bannerHtml).toBeNull();
		expect(nav('/').navbar.bannerHtml).toBeNull();
	});
});

describe('navigation bar: hiding the whole bar', () => {
	it.each(['/cart', '/compra/cart-summary', '/mi-cart/1'])(
		'hides it on %s (contains "cart")',
		(path) => {
			expect(nav(path).navbar.hidden).toBe(true);
		},
	);

	it('hides it when the visibility service says so', () => {
		expect(nav('/cursos', { visibility: { navbar: false, footer: true } }).navbar.hidden).toBe(
			true,
		);
		expect(nav('/cursos').navbar.hidden).toBe(false);
	});
});

describe('footer', () => {
	const groupIds = (path: string, extra: Partial<NavigationInput> = {}) =>
		nav(path, extra).footer.groups.map((group) => group.id);

	it('shows the campus group first: courses, method, profile, free test', () => {
		const { firstGroup } = nav('/cursos').footer;
		expect(firstGroup?.id).toBe('campus');
		expect(firstGroup?.links.map((link) => link.href)).toEqual([
			'/cursos',
			'/metodo-liceo',
			'/mi-perfil',
			'/prueba-gratis/seleccion',
		]);
		expect(groupIds('/cursos')).toEqual(['campus', 'help', 'legal']);
	});

	it('reports the footer free-trial click as an analytics event', () => {
		const trial = nav('/').footer.firstGroup?.links.find(
			(link) => link.href === '/prueba-gratis/seleccion',
		);
		expect(trial?.analyticsEvent).toBe('free_trial');
	});

	it('drops the first group on URLs containing salud_capilar', () => {
		expect(nav('/expert/salud_capilar').footer.firstGroup).toBeNull();
		expect(groupIds('/salud_capilar')).toEqual(['help', 'legal']);
	});

	it('swaps the first group for the classroom group on URLs containing "aula"', () => {
		const { firstGroup } = nav('/aula/estadisticas').footer;
		expect(firstGroup?.id).toBe('classroom');
		expect(firstGroup?.links.map((link) => link.href)).toEqual([
			'/aula/cursos',
			'/aula/estadisticas',
			'/aula/la-infiltrada',
			'/aula/protocolos-de-consejo',
			'/aula/mis-suscripciones',
		]);
	});

	it('points the classroom links at the campus address when one is configured', () => {
		const { firstGroup } = nav('/aula', { campusUrl: 'https://aula.example.es/' }).footer;
		expect(firstGroup?.links[0]?.href).toBe('https://aula.example.es/aula/cursos');
	});

	it('keeps help (FAQ, contact mail) and legal links on every route', () => {
		const { groups } = nav('/aula').footer;
		expect(groups.flatMap((group) => group.links.map((link) => link.href))).toEqual(
			expect.arrayContaining([
				'/preguntas-frecuentes',
				'mailto:hola@liceocampus.es',
				'/aviso-legal',
				'/politica-de-privacidad',
				'/politica-de-cookies',
			]),
		);
	});

	it('gives routes containing /carrion the carrion logo and accent', () => {
		expect(nav('/carrion').footer.variant).toBe('carrion');
		expect(nav('/carrion/gracias').footer.variant).toBe('carrion');
		expect(nav('/cursos').footer.variant).toBe('default');
		expect(nav('/cursos', { carrion: true }).footer.variant).toBe('carrion');
	});

	it('is hidden when the visibility service says so', () => {
		expect(nav('/', { visibility: { navbar: true, footer: false } }).footer.hidden).toBe(true);
		expect(nav('/').footer.hidden).toBe(false);
	});
});

describe('external-login landing pages', () => {
	it('lists the five pages of the spec', () => {
		expect([...EXTERNAL_LOGIN_LANDING_PAGES]).toEqual([
			'/gracias-por-tu-compra',
			'/gracias-por-suscribirte',
			'/ya-tienes-un-plan-activo',
			'/prueba-gratis/ya-disfrutada',
			'/compra-sin-finalizar',
		]);
	});

	it.each([
		['/gracias-por-tu-compra/', true],
		['/prueba-gratis/ya-disfrutada', true],
		['/prueba-gratis/seleccion', false],
		['/', false],
	])('%s is a landing page: %s', (path, expected) => {
		expect(isExternalLoginLanding(path)).toBe(expected);
	});
});

describe('helpers', () => {
	it('renders desktop-only hiding as a class, and nothing else as one', () => {
		expect(displayClass('hiddenOnDesktop')).toBe('hide-on-desktop');
		expect(displayClass('shown')).toBeUndefined();
		expect(displayClass('hidden')).toBeUndefined();
	});

	it('joins the campus address and a classroom path without doubling the slash', () => {
		expect(campusHref('/aula/estadisticas', '')).toBe('/aula/estadisticas');
		expect(campusHref('/aula/estadisticas', 'https://x.es//')).toBe(
			'https://x.es/aula/estadisticas',
		);
	});
});

describe('refreshesAuthStatus (spec §2: certificate routes refresh the auth status)', () => {
	it.each([
		['/certificados/LC-7Q2X', true],
		['/certificados/', true],
		['/aula/certificado/12', true],
		['/cursos/certificados-de-farmacia', false],
		['/cursos', false],
		['/', false],
	])('%s → %s', (path, expected) => {
		expect(refreshesAuthStatus(path)).toBe(expected);
	});
});
