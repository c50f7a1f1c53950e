/**
 * The prerendered navigation bar and footer: what `navigation()` decides for a route must already
 * be in the HTML, before any island hydrates.
 */
import { getContainerRenderer } from '@astrojs/preact/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import SiteFooter from './SiteFooter.astro';
import SiteHeader from './SiteHeader.astro';

let container: AstroContainer;

beforeAll(async () => {
	const renderers = await loadRenderers([getContainerRenderer()]);
	container = await AstroContainer.create({ renderers });
});

type Component = Parameters<AstroContainer['renderToString']>[0];

async function render(
	component: Component,
	path: string,
	props: Record<string, unknown> = {},
): Promise<Document> {
	const html = await container.renderToString(component, {
		request: new Request(`http://localhost${path}`),
		props,
	});
	const window = new Window({ url: 'http://localhost/' });
	window.document.body.innerHTML = html;
	return window.document as unknown as Document;
}

function texts(nodes: NodeListOf<Element>): string[] {
	return Array.from(nodes, (node) => node.textContent.trim());
}

describe('SiteHeader (prerendered)', () => {
	it('shows the main links, "Entrar" and the free trial to an anonymous visitor', async () => {
		const doc = await render(SiteHeader, '/cursos');
		expect(texts(doc.querySelectorAll('.site-header__desktop a'))).toEqual([
			'Cursos',
			'Método',
			'Planes',
			'Blog',
		]);
		expect(doc.querySelector('.site-header__desktop a[aria-current="page"]')?.textContent).toBe(
			'Cursos',
		);
		const bar = doc.querySelector('.site-header__session');
		expect(bar?.querySelector('a[href="/mi-perfil/iniciar-sesion"]')?.textContent).toBe('Entrar');
		expect(bar?.querySelector('a[href="/prueba-gratis/seleccion"]')?.textContent).toBe(
			'Prueba gratis',
		);
		// The avatar island, hydrated when the browser is idle.
		expect(doc.querySelectorAll('astro-island[client="idle"]')).toHaveLength(1);
	});

	it('prerenders "Entrar" and each call to action of the offer rule, marked for their people', async () => {
		const doc = await render(SiteHeader, '/cursos');
		const bar = doc.querySelector('.site-header__session');
		const marked = (selector: string) =>
			Array.from(bar?.querySelectorAll(selector) ?? [], (node) => [
				node.textContent.trim(),
				node.getAttribute('href'),
				node.getAttribute('data-offer-for'),
			]);
		expect(marked('a.site-header__login')).toEqual([
			['Entrar', '/mi-perfil/iniciar-sesion', 'anonymous.none'],
		]);
		expect(marked('a.site-header__cta')).toEqual([
			['Prueba gratis', '/prueba-gratis/seleccion', 'anonymous.none trial_available.none'],
			['Suscríbete', '/compra/seleccion', 'trial_used.none freemium.demo'],
			[
				'Ir al campus',
				'/dashboard',
				'trialing.demo active.full cancelling.full team_member.full team_member.demo pharmacy_owner.full',
			],
			['Panel del grupo', '/aula/grupo', 'group_holder.none'],
		]);
		// The menu panel repeats them for phones.
		expect(doc.querySelectorAll('.site-header__panel [data-offer-for]')).toHaveLength(5);
	});

	it('leaves the links and the trial button out on a contact route', async () => {
		const doc = await render(SiteHeader, '/contacto');
		expect(doc.querySelector('.site-header__desktop')).toBeNull();
		expect(doc.querySelector('a[href="/cursos"]')).toBeNull();
		expect(doc.querySelector('a[href="/prueba-gratis/seleccion"]')).toBeNull();
		expect(doc.querySelector('a[href="/mi-perfil/iniciar-sesion"]')).not.toBeNull();
	});

	it('marks links and trial button hide-on-desktop on a purchase route instead of removing them', async () => {
		const doc = await render(SiteHeader, '/compra/seleccion');
		expect(doc.querySelector('.site-header__desktop')?.classList.contains('hide-on-desktop')).toBe(
			true,
		);
		expect(doc.querySelectorAll('.site-header__panel a[href="/cursos"]')).toHaveLength(1);
		expect(
			doc
				.querySelector('.site-header__session a.site-header__cta')
				?.classList.contains('hide-on-desktop'),
		).toBe(true);
	});

	it('hides the links on an expert page that asks, not on one that does not', async () => {
		const asks = await render(SiteHeader, '/expert/dermofarmacia', { hideNavbarOnExpert: true });
		expect(asks.querySelector('a[href="/cursos"]')).toBeNull();
		const doesNot = await render(SiteHeader, '/expert/dermofarmacia');
		expect(doesNot.querySelector('a[href="/cursos"]')).not.toBeNull();
	});

	it('renders no bar at all on a cart URL or when the page hides it', async () => {
		expect((await render(SiteHeader, '/cart')).querySelector('header')).toBeNull();
		expect(
			(await render(SiteHeader, '/', { hideNavbar: true })).querySelector('header'),
		).toBeNull();
	});

	it('shows the banner HTML above the bar only when there is some', async () => {
		const withBanner = await render(SiteHeader, '/', {
			bannerHtml: 'Nuevo <a href="/cursos">curso</a>',
		});
		const banner = withBanner.querySelector<HTMLElement>('[data-site-banner]');
		expect(banner?.hidden).toBe(false);
		expect(banner?.querySelector('a')?.textContent).toBe('curso');
		const without = await render(SiteHeader, '/');
		expect(without.querySelector<HTMLElement>('[data-site-banner]')?.hidden).toBe(true);
	});
});

describe('SiteFooter (prerendered)', () => {
	const headings = (doc: Document) => texts(doc.querySelectorAll('.site-footer__nav h2'));

	it('shows the campus, help and legal groups', async () => {
		const doc = await render(SiteFooter, '/cursos');
		expect(headings(doc)).toEqual(['Campus', 'Ayuda', 'Legal']);
		expect(
			doc.querySelector('a[href="/prueba-gratis/seleccion"]')?.getAttribute('data-analytics-event'),
		).toBe('free_trial');
	});

	it('swaps the campus group for the classroom one on aula routes', async () => {
		const doc = await render(SiteFooter, '/aula/estadisticas');
		expect(headings(doc)).toEqual(['Aula', 'Ayuda', 'Legal']);
		expect(texts(doc.querySelectorAll('[data-footer-group="classroom"] a'))).toEqual([
			'Cursos',
			'Estadísticas',
			'La Infiltrada',
			'Protocolos de consejo',
			'Mis suscripciones',
		]);
	});

	it('drops the first group on salud_capilar routes', async () => {
		expect(headings(await render(SiteFooter, '/salud_capilar'))).toEqual(['Ayuda', 'Legal']);
	});

	it('brings the carrion logo and colour on /carrion', async () => {
		const doc = await render(SiteFooter, '/carrion');
		expect(doc.querySelector('footer')?.classList.contains('site-footer--carrion')).toBe(true);
		expect(doc.querySelector('.site-footer__home')?.getAttribute('aria-label')).toBe(
			'Liceo Campus con Carrión, ir a la página de inicio',
		);
		const plain = await render(SiteFooter, '/cursos');
		expect(plain.querySelector('footer')?.classList.contains('site-footer--carrion')).toBe(false);
	});

	it('renders nothing when the page hides the footer', async () => {
		expect(
			(await render(SiteFooter, '/', { hideFooter: true })).querySelector('footer'),
		).toBeNull();
	});
});
