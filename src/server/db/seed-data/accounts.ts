/**
 * Demo accounts of a fresh campus, to try the site without signing up. Their password is public
 * (README), so the hash below is of a known string: it exists only so the seed need not run
 * argon2 at every start. seed.test.ts checks that it still verifies.
 */
import type { StaffRole } from '../../../lib/contracts/studio';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Campus#2026';

/** argon2id (m=19456, t=2, p=1) of DEMO_PASSWORD. */
export const DEMO_PASSWORD_HASH =
	'$argon2id$v=19$m=19456,t=2,p=1$MqijjnVxUJXiBHiEq15vlQ$bkmVVQv9uW38hV6Oz6cALFkjTwLRJuxL0MM/NEAVf8c';

export interface SeedAccount {
	email: string;
	nick: string;
	name: string;
	lastName: string;
	/** 1 titular, 2 professional, 3 student. */
	userType: 1 | 2 | 3;
	/** `user_data.role`: 1 user, 2 pharmacy administrator. */
	role: 1 | 2;
	/** Titulares only. */
	pharmacyName?: string;
	/** A plan given as a free licence without end, so the demo opens the campus at once. */
	freemiumPlanId?: number;
	/** Campus staff (issue #19): opens the studio at /estudio. */
	staffRole?: StaffRole;
}

export const demoAccounts: SeedAccount[] = [
	{
		email: 'demo@liceo.local',
		nick: 'demo_profesional',
		name: 'Lucía',
		lastName: 'Martín Prieto',
		userType: 2,
		role: 1,
		// Plan Profesional anual (seed-data/plans.ts).
		freemiumPlanId: 202,
	},
	{
		// A second free licence, so the upgrade to a paid plan can be tried twice (the browser
		// journeys try it on the phone and on the desktop).
		email: 'gratuita@liceo.local',
		nick: 'demo_gratuita',
		name: 'Irene',
		lastName: 'Soto Vidal',
		userType: 2,
		role: 1,
		freemiumPlanId: 202,
	},
	{
		email: 'titular@liceo.local',
		nick: 'demo_titular',
		name: 'Ramón',
		lastName: 'García Soler',
		userType: 1,
		role: 2,
		pharmacyName: 'Farmacia Demo Liceo',
	},
	{
		// The studio's two roles (issue #19): an editor writes and publishes courses…
		email: 'editora@liceo.local',
		nick: 'demo_editora',
		name: 'Beatriz',
		lastName: 'Navarro Gil',
		userType: 2,
		role: 1,
		staffRole: 'editor',
	},
	{
		// …an admin may also run the campus (the back-office of issue #20).
		email: 'admin@liceo.local',
		nick: 'demo_admin',
		name: 'Tomás',
		lastName: 'Herrera Ruiz',
		userType: 2,
		role: 1,
		staffRole: 'admin',
	},
];
