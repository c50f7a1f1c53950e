/**
 * The links of the staff navigation (StaffNav.astro). The server and the first render show the
 * studio's sections, which every staff member has; the back-office's are added after mounting for
 * an admin, so hydration changes nothing.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $auth } from '../../../stores/auth';

export type StaffSection =
	| 'courses'
	| 'publications'
	| 'customers'
	| 'inbox'
	| 'plans'
	| 'coupons'
	| 'sales'
	| 'audit'
	| 'settings';

const LINKS: readonly { key: StaffSection; href: string; adminOnly: boolean }[] = [
	{ key: 'courses', href: '/estudio/', adminOnly: false },
	{ key: 'publications', href: '/estudio/publicaciones/', adminOnly: false },
	{ key: 'customers', href: '/admin/', adminOnly: true },
	{ key: 'inbox', href: '/admin/consultas/', adminOnly: true },
	{ key: 'plans', href: '/admin/planes/', adminOnly: true },
	{ key: 'coupons', href: '/admin/cupones/', adminOnly: true },
	{ key: 'sales', href: '/admin/ventas/', adminOnly: true },
	{ key: 'audit', href: '/admin/registro/', adminOnly: true },
	{ key: 'settings', href: '/admin/ajustes/', adminOnly: true },
];

export default function StaffNavLinks({
	current,
	labels,
}: {
	current: StaffSection;
	labels: Record<StaffSection | 'label', string>;
}) {
	const { staffRole } = useStore($auth);
	const [mounted, setMounted] = useState(false);
	useEffect(() => {
		setMounted(true);
	}, []);
	const admin = mounted && staffRole === 'admin';
	return (
		<nav className="studio-nav" aria-label={labels.label}>
			{LINKS.filter((link) => admin || !link.adminOnly || link.key === current).map((link) => (
				<a key={link.key} href={link.href} aria-current={link.key === current ? 'page' : undefined}>
					{labels[link.key]}
				</a>
			))}
		</nav>
	);
}
