/**
 * The avatar button of the navigation bar and its account dropdown: whose session it is, the
 * account links, and "Cerrar sesión". Keyboard and pointer behaviour: `useMenuButton`.
 */
import { useState } from 'react';
import { useMenuButton } from './use-menu-button';

export interface AccountMenuProps {
	pathname: string;
	initials: string;
	/** Shown at the top of the dropdown, so the person sees whose session this is. */
	fullName: string;
	links: { href: string; label: string }[];
	/** Texts of `nav.account`, `nav.account_menu` and `nav.logout`. */
	labels: { account: string; menu: string; logout: string };
}

export function AccountMenu({ pathname, initials, fullName, links, labels }: AccountMenuProps) {
	const menu = useMenuButton(links.length + 1);

	const [loggingOut, setLoggingOut] = useState(false);
	const logout = () => {
		if (loggingOut) return;
		setLoggingOut(true);
		// Tells the server (except on the profile login page), forgets the session, goes home.
		// Imported on demand: anonymous visitors, most of them, never load the session module
		// (see src/stores/session-watch.ts); a logged-in one already has it from the watcher.
		void import('../../../stores/session').then(({ logOut }) => logOut({ pathname }));
	};

	return (
		<div className="site-header__account" ref={menu.rootRef}>
			<button
				ref={menu.buttonRef}
				type="button"
				className="site-header__avatar"
				aria-haspopup="menu"
				aria-expanded={menu.open}
				aria-controls={menu.menuId}
				aria-label={`${initials}, ${labels.account}`}
				onClick={menu.onButtonClick}
				onKeyDown={menu.onButtonKeyDown}
			>
				<span aria-hidden="true">{initials}</span>
			</button>
			<div className="site-header__dropdown" hidden={!menu.open}>
				{fullName === '' ? null : <p className="site-header__dropdown-name">{fullName}</p>}
				<ul
					id={menu.menuId}
					role="menu"
					aria-label={labels.menu}
					className="site-header__dropdown-list"
					hidden={!menu.open}
					onKeyDown={menu.onMenuKeyDown}
				>
					{links.map((link, index) => (
						<li role="none" key={link.href}>
							<a
								ref={menu.itemRef(index)}
								role="menuitem"
								tabIndex={-1}
								className="site-header__dropdown-item"
								href={link.href}
							>
								{link.label}
							</a>
						</li>
					))}
					<li role="none">
						<button
							ref={menu.itemRef(links.length)}
							role="menuitem"
							tabIndex={-1}
							type="button"
							className="site-header__dropdown-item"
							aria-disabled={loggingOut || undefined}
							onClick={logout}
						>
							{labels.logout}
						</button>
					</li>
				</ul>
			</div>
		</div>
	);
}
