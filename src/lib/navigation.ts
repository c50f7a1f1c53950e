/**
 * What the navigation bar and the footer show on a route (spec §2 "Navigation bar", "Footer",
 * "Shared pieces"): route + session → visible pieces. Pure, so the prerendered header and footer,
 * the session island and the visibility script all ask the same function and can never disagree.
 *
 * The rules are written as the spec words them ("routes containing contacto"), on the lower-cased
 * path. Texts are returned as `es.json` keys: `src/lib` does not import the catalogue.
 */

/** The company blog, opened from the main links. */
export const BLOG_URL = 'https://blog.liceocampus.es';

export const LOGIN_PATH = '/mi-perfil/iniciar-sesion';
export const PROFILE_PATH = '/mi-perfil';
export const FREE_TRIAL_PATH = '/prueba-gratis/seleccion';
/** The plans, where every "Ver planes" leads. */
export const PLANS_PATH = '/planes';
/** The pharmacy plans. */
export const PHARMACY_PLANS_PATH = '/planes/farmacia';
export const ALREADY_ACTIVE_PLAN_PATH = '/ya-tienes-un-plan-activo';

/** Where the visitor goes after logging out (spec §4 "Logout"). */
export const AFTER_LOGOUT_PATH = '/home';

/** The brand's contact address, the footer's mail link. */
export const CONTACT_EMAIL = 'hola@liceocampus.es';

/**
 * Pages a visitor reaches after logging in somewhere else (a purchase or trial elsewhere), where
 * the session check sends them on to their campus (spec §2 "Shared pieces", §4 "Session check").
 */
export const EXTERNAL_LOGIN_LANDING_PAGES = [
	'/gracias-por-tu-compra',
	'/gracias-por-suscribirte',
	'/ya-tienes-un-plan-activo',
	'/prueba-gratis/ya-disfrutada',
	'/compra-sin-finalizar',
] as const;

/**
 * How a piece shows: everywhere, only under 900px, or nowhere. "Hidden on desktop" depends on the
 * viewport, which a prerendered page cannot know, so it becomes a CSS class instead of missing
 * markup (see {@link displayClass}).
 */
export type Display = 'shown' | 'hiddenOnDesktop' | 'hidden';

/** The class that hides an element from 900px up; the header's stylesheet defines it. */
export const HIDE_ON_DESKTOP_CLASS = 'hide-on-desktop';

export interface NavigationLink {
	href: string;
	/** `es.json` key of the link text. */
	labelKey: string;
	/** Another site: the header marks it so it is not taken for a page of the campus. */
	external?: boolean;
	/** Name of the analytics event its click reports (spec §2: the footer free-trial link). */
	analyticsEvent?: string;
}

export interface LinkGroup {
	id: 'campus' | 'classroom' | 'help' | 'legal';
	/** `es.json` key of the group heading. */
	titleKey: string;
	links: readonly NavigationLink[];
}

/** Courses, Method, Plans and the external Blog (spec §2 "Navigation bar"). */
export const MAIN_LINKS: readonly NavigationLink[] = [
	{ href: '/cursos', labelKey: 'nav.courses' },
	{ href: '/metodo-liceo', labelKey: 'nav.method' },
	{ href: PLANS_PATH, labelKey: 'nav.plans' },
	{ href: BLOG_URL, labelKey: 'nav.blog', external: true },
];

/** Classroom pages (spec §2), served from the campus address. */
const CLASSROOM_PATHS = {
	courses: '/aula/cursos',
	statistics: '/aula/estadisticas',
	infiltrated: '/aula/la-infiltrada',
	protocols: '/aula/protocolos-de-consejo',
	subscriptions: '/aula/mis-suscripciones',
} as const;

/** The page where licence `enrollmentId`'s card is updated after a failed renewal (issue #18). */
export function cardUpdatePath(enrollmentId: number): string {
	return `${CLASSROOM_PATHS.subscriptions}/tarjeta?eid=${String(enrollmentId)}`;
}

export interface NavigationInput {
	/** Path of the page (`Astro.url.pathname`, `location.pathname`). */
	pathname: string;
	/**
	 * Whether the viewport is 900px or wider. Leave it out where it cannot be known (prerendering):
	 * desktop-only hiding then comes back as `hiddenOnDesktop`.
	 */
	isDesktop?: boolean | undefined;
	isLoggedIn: boolean;
	/** An expert landing asks to hide the main links and the trial button. */
	expertHidesNavbar?: boolean | undefined;
	/** The visibility service (`src/stores/visibility.ts`). */
	visibility: { navbar: boolean; footer: boolean };
	/** Banner HTML above the bar; blank means no banner. */
	bannerHtml?: string | null | undefined;
	/** The support-chat service allows the button (spec §2); on unless it says otherwise. */
	supportChatAllowed?: boolean | undefined;
	/** A page outside /carrion that still wants the carrion footer. */
	carrion?: boolean | undefined;
	/** `PUBLIC_CAMPUS_URL`; empty when the classroom is served by this same site. */
	campusUrl?: string | undefined;
}

export interface NavbarState {
	/** The whole bar, banner included, is left out. */
	hidden: boolean;
	links: readonly NavigationLink[];
	/** Courses, Method, Plans, Blog, in the bar and in the hamburger menu alike. */
	mainLinks: Display;
	/** The call-to-action button follows the main links (spec §2). */
	trialButton: Display;
	/** "Entrar", for anonymous visitors only. */
	loginLink: boolean;
	/** The initials button with the account dropdown, for logged-in users only. */
	avatar: boolean;
	/** Full on classroom routes and on the already-active-plan page, reduced elsewhere. */
	dropdown: 'full' | 'reduced';
	/** The dropdown's links, in order; "Cerrar sesión" is an action and always comes last. */
	dropdownLinks: readonly NavigationLink[];
	/** Where "Mis suscripciones" leads. */
	subscriptionsHref: string;
	/** The support-chat button is enabled. */
	supportButton: boolean;
	/** Banner HTML to show above the bar, or null. */
	bannerHtml: string | null;
}

export interface FooterState {
	hidden: boolean;
	/** The first group: campus links, the classroom links on "aula" routes, or none. */
	firstGroup: LinkGroup | null;
	/** Every group in order: the first group (when shown), help, legal. */
	groups: readonly LinkGroup[];
	/** The carrion landing brings its own logo and accent colour. */
	variant: 'default' | 'carrion';
}

export interface NavigationState {
	navbar: NavbarState;
	footer: FooterState;
}

/**
 * Decides every piece of the navigation bar and the footer for one page and session.
 *
 * @example
 * navigation({ pathname: '/contacto', isLoggedIn: false, visibility: { navbar: true, footer: true } })
 *   .navbar.mainLinks; // 'hidden'
 * navigation({ pathname: '/compra/seleccion', isLoggedIn: false, visibility: { navbar: true, footer: true } })
 *   .navbar.mainLinks; // 'hiddenOnDesktop'
 */
export function navigation(input: NavigationInput): NavigationState {
	const path = normalisePath(input.pathname);
	const campusUrl = input.campusUrl ?? '';
	return {
		navbar: navbarState(path, input, campusUrl),
		footer: footerState(path, input, campusUrl),
	};
}

function navbarState(path: string, input: NavigationInput, campusUrl: string): NavbarState {
	const mainLinks = mainLinksDisplay(path, input);
	const full = path.includes('aula') || isAlreadyActivePlan(path);
	const subscriptionsHref = isAlreadyActivePlan(path)
		? // The user is looking at their active plan already; the list of subscriptions that
			// page points to is the classroom's.
			campusHref(CLASSROOM_PATHS.subscriptions, campusUrl)
		: PROFILE_PATH;
	const subscriptions: NavigationLink = {
		href: subscriptionsHref,
		labelKey: 'nav.my_subscriptions',
	};
	const bannerHtml = input.bannerHtml?.trim() ? input.bannerHtml : null;

	return {
		hidden: path.includes('cart') || !input.visibility.navbar,
		links: MAIN_LINKS,
		mainLinks,
		trialButton: mainLinks,
		loginLink: !input.isLoggedIn,
		avatar: input.isLoggedIn,
		dropdown: full ? 'full' : 'reduced',
		// The full dropdown adds the classroom's pages; its own subscriptions page is left out, as
		// "Mis suscripciones" is already there.
		dropdownLinks: full
			? [...classroomLinks(campusUrl).slice(0, -1), subscriptions]
			: [subscriptions],
		subscriptionsHref,
		supportButton: path.includes('aula') && input.supportChatAllowed !== false,
		bannerHtml,
	};
}

/** The hiding rules of the main links, which the trial button shares (spec §2). */
function mainLinksDisplay(path: string, input: NavigationInput): Display {
	const [first = ''] = segments(path);
	if (path.includes('contacto')) return 'hidden';
	if (first === 'gracias-por-tu-compra' || first === 'gracias-por-suscribirte') return 'hidden';
	if (first === 'expert' && input.expertHidesNavbar === true) return 'hidden';

	const desktopOnly =
		first.startsWith('prueba-gratis') || first.startsWith('compra') || isAlreadyActivePlan(path);
	if (!desktopOnly) return 'shown';
	if (input.isDesktop === undefined) return 'hiddenOnDesktop';
	return input.isDesktop ? 'hidden' : 'shown';
}

function footerState(path: string, input: NavigationInput, campusUrl: string): FooterState {
	const firstGroup = path.includes('salud_capilar')
		? null
		: path.includes('aula')
			? classroomGroup(campusUrl)
			: CAMPUS_GROUP;
	return {
		hidden: !input.visibility.footer,
		firstGroup,
		groups: firstGroup ? [firstGroup, HELP_GROUP, LEGAL_GROUP] : [HELP_GROUP, LEGAL_GROUP],
		variant: input.carrion === true || path.includes('/carrion') ? 'carrion' : 'default',
	};
}

const CAMPUS_GROUP: LinkGroup = {
	id: 'campus',
	titleKey: 'layout.footer_group_campus',
	links: [
		{ href: '/cursos', labelKey: 'layout.footer_courses' },
		{ href: '/metodo-liceo', labelKey: 'layout.footer_method' },
		{ href: PROFILE_PATH, labelKey: 'layout.footer_profile' },
		{ href: FREE_TRIAL_PATH, labelKey: 'layout.footer_free_trial', analyticsEvent: 'free_trial' },
	],
};

/**
 * The campus catalogue (issue #17), then statistics, La Infiltrada, advice protocols and
 * subscriptions of the classroom (spec §2).
 */
function classroomLinks(campusUrl: string): NavigationLink[] {
	return [
		{ href: campusHref(CLASSROOM_PATHS.courses, campusUrl), labelKey: 'nav.classroom_courses' },
		{
			href: campusHref(CLASSROOM_PATHS.statistics, campusUrl),
			labelKey: 'nav.classroom_statistics',
		},
		{
			href: campusHref(CLASSROOM_PATHS.infiltrated, campusUrl),
			labelKey: 'nav.classroom_infiltrated',
		},
		{ href: campusHref(CLASSROOM_PATHS.protocols, campusUrl), labelKey: 'nav.classroom_protocols' },
		{
			href: campusHref(CLASSROOM_PATHS.subscriptions, campusUrl),
			labelKey: 'nav.classroom_subscriptions',
		},
	];
}

function classroomGroup(campusUrl: string): LinkGroup {
	return { id: 'classroom', titleKey: 'footer.group_classroom', links: classroomLinks(campusUrl) };
}

const HELP_GROUP: LinkGroup = {
	id: 'help',
	titleKey: 'layout.footer_group_help',
	links: [
		{ href: '/preguntas-frecuentes', labelKey: 'layout.footer_faq' },
		{ href: `mailto:${CONTACT_EMAIL}`, labelKey: 'layout.footer_contact' },
	],
};

const LEGAL_GROUP: LinkGroup = {
	id: 'legal',
	titleKey: 'layout.footer_group_legal',
	links: [
		{ href: '/aviso-legal', labelKey: 'layout.footer_legal_notice' },
		{ href: '/politica-de-privacidad', labelKey: 'layout.footer_privacy' },
		{ href: '/politica-de-cookies', labelKey: 'layout.footer_cookies' },
	],
};

/**
 * The class that renders a {@link Display}: `hide-on-desktop` for `hiddenOnDesktop`, nothing
 * otherwise (a `hidden` piece is not rendered at all).
 *
 * @example displayClass('hiddenOnDesktop'); // 'hide-on-desktop'
 */
export function displayClass(display: Display): string | undefined {
	return display === 'hiddenOnDesktop' ? HIDE_ON_DESKTOP_CLASS : undefined;
}

/**
 * Address of a classroom page: on the campus host when `PUBLIC_CAMPUS_URL` names one, on this site
 * otherwise (ARCHITECTURE.md decision 15).
 *
 * @example campusHref('/aula/estadisticas', 'https://aula.example.es/'); // 'https://aula.example.es/aula/estadisticas'
 */
export function campusHref(path: string, campusUrl: string): string {
	const base = campusUrl.trim().replace(/\/+$/, '');
	return `${base}${path}`;
}

/**
 * The page is one of the external-login landing pages (trailing slash and case ignored).
 *
 * @example isExternalLoginLanding('/gracias-por-tu-compra/'); // true
 */
export function isExternalLoginLanding(pathname: string): boolean {
	const path = normalisePath(pathname);
	return (EXTERNAL_LOGIN_LANDING_PAGES as readonly string[]).includes(path);
}

/**
 * A certificate page (`certificados/{code}`, issue #6): the nav refreshes the auth status there
 * (spec §2), since people open them from a shared link, often in a new tab.
 *
 * @example refreshesAuthStatus('/certificados/LC-7Q2X'); // true
 */
export function refreshesAuthStatus(pathname: string): boolean {
	return segments(normalisePath(pathname)).some(
		(segment) => segment === 'certificados' || segment === 'certificado',
	);
}

function isAlreadyActivePlan(path: string): boolean {
	return segments(path)[0] === ALREADY_ACTIVE_PLAN_PATH.slice(1);
}

/** Lower-cased, without trailing slashes (hosts add or drop them), always starting with "/". */
function normalisePath(pathname: string): string {
	const path = pathname.trim().toLowerCase().replace(/\/+$/, '');
	if (path === '') return '/';
	return path.startsWith('/') ? path : `/${path}`;
}

function segments(path: string): string[] {
	return path.split('/').filter(Boolean);
}
