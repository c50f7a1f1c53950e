/**
 * No page is wider than a phone (issue #17): every page the build wrote, at 360 and 390 px, has no
 * horizontal scroll. Whatever must be wider (a table) scrolls inside its own box. The campus
 * pages, which send a visitor to /login, are measured logged in, where their lists and tables
 * are, as the demo account that sees the most of each.
 */
import {
	devices,
	expect,
	test,
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	type Page,
	type TestInfo,
} from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed-data/accounts';
import { builtPages } from './built-pages';
import { settle } from './csp-violations';
import { waitForHydration } from './support';

const WIDTHS = [360, 390];

/** How far the page scrolls sideways, and the innermost elements that stick out, to name the culprit. */
async function overflow(page: Page, width: number) {
	await page.setViewportSize({ width, height: 800 });
	return page.evaluate((viewport) => {
		const sticksOut = (element: Element) => element.getBoundingClientRect().right > viewport + 0.5;
		// The innermost ones: a page made wider by one long word widens its header too, and naming
		// the header first would hide the word.
		const sticking = [...document.querySelectorAll('body *')]
			.filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
			.slice(0, 3)
			.map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
		return { scrollWidth: document.documentElement.scrollWidth, sticking };
	}, width);
}

/**
 * {@link overflow} once the page has settled in the site's own fonts, measured again where the
 * page lands when it navigates meanwhile (a post-purchase page without a session sends a visitor
 * on once its session check answers).
 */
async function measure(page: Page, width: number) {
	for (let attempt = 1; ; attempt += 1) {
		try {
			await settle(page);
			await page.evaluate(async () => {
				await document.fonts.ready;
			});
			return await overflow(page, width);
		} catch (error) {
			if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error;
			await page.waitForLoadState('load');
		}
	}
}

/** Pages that send a visitor without a session to /login (use-campus-session.ts). */
const CAMPUS = /^\/(aula\/|dashboard\/?$|mi-perfil\/?$|estudio\/|admin\/)/;

test.describe('el ancho de las páginas en un móvil', () => {
	// A campus page shows a visitor nothing but the way to /login, measured on its own; the campus
	// pages are measured below, logged in.
	for (const pathname of builtPages().filter((path) => !CAMPUS.test(path))) {
		test(`${pathname} cabe en 360 y 390 px`, async ({ page }, testInfo) => {
			test.skip(testInfo.project.name !== 'movil', 'el ancho de un móvil');
			await page.goto(pathname);
			for (const width of WIDTHS) {
				const { scrollWidth, sticking } = await measure(page, width);
				expect(scrollWidth, `${String(width)} px: ${sticking.join(', ')}`).toBeLessThanOrEqual(
					width,
				);
			}
		});
	}
});

/** The demo titular (an XL pharmacy with its team, reports and itineraries) sees the most. */
const TITULAR = 'titular@liceo.local';
/** The group panel is its holder's. */
const ACCOUNT_OF: Readonly<Record<string, string>> = {
	'/aula/grupo/': 'grupo@liceo.local',
	// The studio is its editors' (issue #19).
	'/estudio/': 'editora@liceo.local',
	'/estudio/curso/': 'editora@liceo.local',
};

/** Who sees the page at its fullest: the back-office is its admins' (issue #20). */
function accountOf(pathname: string): string {
	if (pathname.startsWith('/admin/')) return 'admin@liceo.local';
	return ACCOUNT_OF[pathname] ?? TITULAR;
}
/** The course editor without a course shows only a notice: it is measured with a demo course open. */
const SEARCH_OF: Readonly<Record<string, string>> = {
	'/estudio/curso/': '?cid=2007',
};
/** One course player stands for all: each `/aula/curso/{path}` is the same shell. */
const PLAYER = '/aula/curso/dermatitis-del-panal/';

/** The campus pages, logged in: every /aula page, /dashboard, /mi-perfil, the studio and the back-office. */
function campusPages(): string[] {
	return builtPages().filter(
		(pathname) =>
			pathname === '/dashboard/' ||
			pathname === '/mi-perfil/' ||
			pathname.startsWith('/estudio/') ||
			pathname.startsWith('/admin/') ||
			(pathname.startsWith('/aula/') &&
				(!pathname.startsWith('/aula/curso/') || pathname === PLAYER)),
	);
}

/** One login per account and worker: its cookies and stored session, for each page's context. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, Promise<StorageState>>();

async function logInOnce(browser: Browser, testInfo: TestInfo, email: string) {
	const context = await browser.newContext(phoneContext(testInfo));
	const page = await context.newPage();
	await page.goto('/login');
	await waitForHydration(page);
	const form = page.getByRole('form', { name: 'Iniciar sesión' });
	await form.getByLabel('Email o nombre de usuario').fill(email);
	await form.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
	await form.getByRole('button', { name: 'Entrar' }).click();
	await expect(page).toHaveURL(/\/dashboard\/?$/);
	const state = await context.storageState();
	await context.close();
	return state;
}

function phoneContext(testInfo: TestInfo): BrowserContextOptions {
	const { baseURL } = testInfo.project.use;
	if (!baseURL) throw new Error('the project has no baseURL');
	return {
		...devices['Pixel 7'],
		baseURL,
		locale: 'es-ES',
		reducedMotion: 'reduce',
		storageState: 'tests/e2e/fixtures/consent-given.json',
	};
}

async function loggedInPage(browser: Browser, testInfo: TestInfo, email: string): Promise<Page> {
	let state = sessions.get(email);
	if (!state) {
		state = logInOnce(browser, testInfo, email);
		sessions.set(email, state);
	}
	const context = await browser.newContext({
		...phoneContext(testInfo),
		storageState: await state,
	});
	return context.newPage();
}

test.describe('el ancho de las páginas del campus con la sesión iniciada', () => {
	for (const pathname of campusPages()) {
		test(`${pathname} cabe en 360 y 390 px`, async ({ browser }, testInfo) => {
			test.skip(testInfo.project.name !== 'movil', 'el ancho de un móvil');
			const page = await loggedInPage(browser, testInfo, accountOf(pathname));
			await page.goto(pathname + (SEARCH_OF[pathname] ?? ''));
			// What the page loads (lists, tables, charts) is what may be too wide.
			await page.waitForLoadState('networkidle');
			expect(new URL(page.url()).pathname, 'still logged in').not.toBe('/login');
			for (const width of WIDTHS) {
				const { scrollWidth, sticking } = await measure(page, width);
				expect(scrollWidth, `${String(width)} px: ${sticking.join(', ')}`).toBeLessThanOrEqual(
					width,
				);
			}
			await page.context().close();
		});
	}
});
