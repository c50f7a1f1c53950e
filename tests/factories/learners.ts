/**
 * Learners for the campus API tests (issue #6): an account with the licence a test needs,
 * inserted straight into the database, and logged in through the real `/oauth/token`.
 */
import type { App } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { enrollments } from '../../src/server/db/schema';
import { login } from '../setup/auth-calls';
import { createUser, type UserOverrides } from './users';

/** Plan Profesional mensual and its trial (src/server/db/seed-data/plans.ts). */
export const PROFESSIONAL_MONTHLY = 201;
export const PROFESSIONAL_TRIAL = 205;

export interface LicenceSpec {
	planId: number;
	status: 'active' | 'trialing' | 'freemium' | 'canceled' | 'past_due';
	endAt: Date | null;
}

/** An active monthly licence ending on 22 December 2026 (tests run on 22 November 2026). */
export const ACTIVE_LICENCE: LicenceSpec = {
	planId: PROFESSIONAL_MONTHLY,
	status: 'active',
	endAt: new Date('2026-12-22T10:00:00Z'),
};

/** The 5-day trial: the demo licence of spec §6. */
export const TRIAL_LICENCE: LicenceSpec = {
	planId: PROFESSIONAL_TRIAL,
	status: 'trialing',
	endAt: new Date('2026-11-27T10:00:00Z'),
};

/** An account holding `licence` (none when null), and its access token. */
export async function createLearner(
	db: Database,
	app: App,
	licence: LicenceSpec | null = ACTIVE_LICENCE,
	overrides: UserOverrides = {},
) {
	const user = await createUser(db, overrides);
	if (licence) {
		await db.insert(enrollments).values({
			userId: user.id,
			planId: licence.planId,
			status: licence.status,
			startAt: new Date('2026-11-01T10:00:00Z'),
			endAt: licence.endAt,
			periodicity: 2,
			priceMinor: 1990,
			trial: licence.status === 'trialing',
		});
	}
	const token = (await login(app, user.email, user.password)).body.data.token
		.access_token as string;
	return { user, token };
}
