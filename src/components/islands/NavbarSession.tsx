/**
 * The avatar of the navigation bar and its account dropdown (spec §2), for a logged-in person.
 * "Entrar" and the call to action are not here: SiteHeader.astro prerenders them once per offer
 * (src/lib/offer.ts) and the page's `data-offer` shows the person's own before the first paint.
 *
 * The initials live in this browser only, so the server and the first client render show an empty
 * slot (which the header's style keeps at the avatar's size while the stored session says someone
 * is logged in); hydration changes nothing, and only after mounting does the avatar appear.
 */
import { useStore } from '@nanostores/react';
import { PUBLIC_CAMPUS_URL } from 'astro:env/client';
import { useEffect, useState } from 'react';
import { campusHref, navigation } from '../../lib/navigation';
import { $auth } from '../../stores/auth';
import { $offerPerson } from '../../stores/offer';
import { $visibility } from '../../stores/visibility';
import { AccountMenu } from './navbar/AccountMenu';

/** Every text the island can show, by its `es.json` key; the header fills them with `t()`. */
export const NAVBAR_SESSION_LABEL_KEYS = [
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
	'nav.studio',
] as const;

export type NavbarSessionLabelKey = (typeof NAVBAR_SESSION_LABEL_KEYS)[number];
export type NavbarSessionLabels = Record<NavbarSessionLabelKey, string>;

export interface NavbarSessionProps {
	/** `Astro.url.pathname` of the page, so server and client decide from the same route. */
	pathname: string;
	labels: NavbarSessionLabels;
}

/** `user_data.role` of a titular or group holder (server: services/auth/accounts.ts `ROLE`). */
const PHARMACY_ADMIN_ROLE = 2;
/** Their pharmacy's space and team (issue #7). */
const PHARMACY_SPACE_PATH = '/aula/mi-farmacia';
/** The content studio (issue #19), for campus staff: on the campus's own host. */
const STUDIO_PATH = '/estudio/';

export default function NavbarSession({ pathname, labels }: NavbarSessionProps) {
	// Until mounted, render as the prerendered page did: the empty slot.
	const [mounted, setMounted] = useState(false);
	useEffect(() => {
		setMounted(true);
	}, []);

	const person = useStore($offerPerson);
	const storedVisibility = useStore($visibility);
	const { initials, name, lastName, role, staffRole } = useStore($auth);

	const { navbar } = navigation({
		pathname,
		isLoggedIn: mounted && person.state !== 'anonymous',
		visibility: storedVisibility,
		campusUrl: PUBLIC_CAMPUS_URL,
	});

	return (
		<div className="site-header__account-slot">
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
						// Campus staff reach the studio from any page; it checks their role again.
						...(staffRole
							? [{ href: campusHref(STUDIO_PATH, PUBLIC_CAMPUS_URL), label: labels['nav.studio'] }]
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
