/**
 * The session part of the navigation bar (spec §2, §4): "Entrar" or the avatar with the account
 * dropdown, and the call-to-action button. The server and the first client render show exactly
 * the anonymous markup the page was prerendered with, so hydration changes nothing; only after
 * mounting does the island read the stored session and swap in what belongs to the visitor.
 *
 * Two placements of the same island: `bar` (the header bar, both viewports) and `menu` (inside the
 * hamburger panel under 900px). Texts come in as props so this island ships no catalogue.
 */
import { useStore } from '@nanostores/react';
import { PUBLIC_CAMPUS_URL } from 'astro:env/client';
import { useEffect, useState } from 'react';
import { campusHref, displayClass, LOGIN_PATH, navigation } from '../../lib/navigation';
import { $auth, $isLoggedIn } from '../../stores/auth';
import { $callToAction } from '../../stores/call-to-action';
import { callToActionHref, type CallToAction } from '../../stores/subscription';
import { $visibility } from '../../stores/visibility';
import { Button } from '../ui/Button';
import { cx } from '../ui/class-names';
import { AccountMenu } from './navbar/AccountMenu';

/** Every text the island can show, by its `es.json` key; the header fills them with `t()`. */
export const NAVBAR_SESSION_LABEL_KEYS = [
	'nav.login',
	'nav.account',
	'nav.account_menu',
	'nav.my_subscriptions',
	'nav.logout',
	'nav.classroom_courses',
	'nav.classroom_statistics',
	'nav.classroom_infiltrated',
	'nav.classroom_protocols',
	'nav.classroom_subscriptions',
	'pharmacy_nav.space',
	'cta.free_trial',
	'cta.go_to_campus',
	'cta.subscribe',
] as const;

export type NavbarSessionLabelKey = (typeof NAVBAR_SESSION_LABEL_KEYS)[number];
export type NavbarSessionLabels = Record<NavbarSessionLabelKey, string>;

export interface NavbarSessionProps {
	placement: 'bar' | 'menu';
	/** `Astro.url.pathname` of the page, so server and client decide from the same route. */
	pathname: string;
	expertHidesNavbar?: boolean | undefined;
	labels: NavbarSessionLabels;
}

const ANONYMOUS_CTA: CallToAction = 'free_trial';

/** `user_data.role` of a titular or group holder (server: services/auth/accounts.ts `ROLE`). */
const PHARMACY_ADMIN_ROLE = 2;
/** Their pharmacy's space and team (issue #7). */
const PHARMACY_SPACE_PATH = '/aula/mi-farmacia';

export default function NavbarSession({
	placement,
	pathname,
	expertHidesNavbar,
	labels,
}: NavbarSessionProps) {
	// Until mounted, render as the prerendered page did: nobody logged in, the free trial offered.
	const [mounted, setMounted] = useState(false);
	useEffect(() => {
		setMounted(true);
	}, []);

	const storedLoggedIn = useStore($isLoggedIn);
	const storedCta = useStore($callToAction);
	const storedVisibility = useStore($visibility);
	const { initials, name, lastName, role } = useStore($auth);

	const isLoggedIn = mounted && storedLoggedIn;
	const cta = mounted ? storedCta : ANONYMOUS_CTA;
	const { navbar } = navigation({
		pathname,
		isLoggedIn,
		expertHidesNavbar,
		visibility: storedVisibility,
		campusUrl: PUBLIC_CAMPUS_URL,
	});

	const ctaHref = callToActionHref(cta, PUBLIC_CAMPUS_URL);
	const ctaLabel = labels[`cta.${cta}`];

	if (placement === 'menu') {
		return (
			<>
				{navbar.loginLink ? (
					<ul className="site-header__panel-links" role="list">
						<li>
							<a
								className="site-header__panel-link"
								href={LOGIN_PATH}
								aria-current={isCurrent(pathname, LOGIN_PATH) ? 'page' : undefined}
							>
								{labels['nav.login']}
							</a>
						</li>
					</ul>
				) : null}
				{navbar.trialButton === 'hidden' ? null : (
					<Button href={ctaHref} fullWidth>
						{ctaLabel}
					</Button>
				)}
			</>
		);
	}

	return (
		<div className="site-header__session">
			{navbar.loginLink ? (
				<a
					className="site-header__link site-header__login"
					href={LOGIN_PATH}
					aria-current={isCurrent(pathname, LOGIN_PATH) ? 'page' : undefined}
				>
					{labels['nav.login']}
				</a>
			) : null}
			{navbar.trialButton === 'hidden' ? null : (
				<Button
					href={ctaHref}
					size="sm"
					// Logged in, the phone bar holds the avatar instead; the menu panel keeps the button.
					className={cx(
						'site-header__cta',
						isLoggedIn && 'site-header__cta--desktop',
						displayClass(navbar.trialButton),
					)}
				>
					{ctaLabel}
				</Button>
			)}
			{navbar.avatar ? (
				<AccountMenu
					pathname={pathname}
					initials={initials}
					fullName={`${name} ${lastName}`.trim()}
					links={[
						// Someone who manages a pharmacy reaches it from any page.
						...(role === PHARMACY_ADMIN_ROLE
							? [
									{
										href: campusHref(PHARMACY_SPACE_PATH, PUBLIC_CAMPUS_URL),
										label: labels['pharmacy_nav.space'],
									},
								]
							: []),
						...navbar.dropdownLinks.map((link) => ({
							href: link.href,
							label: labels[link.labelKey as NavbarSessionLabelKey],
						})),
					]}
					labels={{
						account: labels['nav.account'],
						menu: labels['nav.account_menu'],
						logout: labels['nav.logout'],
					}}
				/>
			) : null}
		</div>
	);
}

function isCurrent(pathname: string, href: string): boolean {
	const path = pathname.replace(/\/+$/, '') || '/';
	return path === href || path.startsWith(`${href}/`);
}
