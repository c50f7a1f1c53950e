/**
 * Loads the demo catalogue into an empty database. Idempotent: a database that already has
 * categories is left alone, and the check runs under a transaction-scoped advisory lock, so two
 * processes starting together against one PostgreSQL cannot both seed.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { writeCourseDocuments } from './queries/course-documents';
import { categories, coupons, enrollments, experts, pharmacies, plans, users } from './schema';
import { DEMO_PASSWORD_HASH, demoAccounts, type SeedAccount } from './seed-data/accounts';
import { demoCoupons } from './seed-data/coupons';
import { seedDemoOwnTraining, type SeedFileStore } from './seed-data/own-training';
import { seedDemoItineraries } from './seed-data/itineraries';
import { demoPlans, type SeedPlan } from './seed-data/plans';
import { demoContent, type DemoContent } from './seed-data/content-files';
import { seedDemoPharmacyLogo } from './seed-data/pharmacy-logo';
import { seedDemoPharmacyTeams } from './seed-data/pharmacy-teams';
import { SEED_LOCK_KEY } from './seed-lock';
import { seedDemoLearning } from './seed-learning';

export { normalizeForSearch, seedDemoLearning } from './seed-learning';

export interface SeedResult {
	seeded: boolean;
	categories: number;
	courses: number;
}

/**
 * The demo catalogue (content/, ADR 017c) into a database without categories: the categories and
 * experts, then every course written from its document as the studio publishes one, with the ids
 * of course and items the files give. `content` replaces the files (tests).
 */
export async function seedDemoCatalogue(db: Database, content?: DemoContent): Promise<SeedResult> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
		const [existing] = await tx.select({ n: count() }).from(categories);
		if ((existing?.n ?? 0) > 0) {
			return { seeded: false, categories: 0, courses: 0 };
		}
		const demo = content ?? demoContent();
		await tx.insert(categories).values(demo.categories);
		await tx.insert(experts).values(demo.experts);
		await writeCourseDocuments(tx, demo.courses, { status: 'published', now: new Date() });
		return { seeded: true, categories: demo.categories.length, courses: demo.courses.length };
	});
}

/**
 * Loads the demo plans into a database without plans, on their own: a database seeded before
 * plans existed gets them on its next start. Same advisory lock as the catalogue.
 */
export async function seedDemoPlans(db: Database, offers: SeedPlan[] = demoPlans): Promise<number> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
		const [existing] = await tx.select({ n: count() }).from(plans);
		if ((existing?.n ?? 0) > 0) return 0;
		await tx.insert(plans).values(offers);
		return offers.length;
	});
}

/** Adds the demo coupons that are missing; coupons already there (maybe edited) are kept. */
export async function seedDemoCoupons(db: Database): Promise<number> {
	const added = await db
		.insert(coupons)
		.values(demoCoupons)
		.onConflictDoNothing({ target: coupons.code })
		.returning({ code: coupons.code });
	return added.length;
}

/**
 * Adds the demo accounts that are missing (matched by email or nick, whatever their case), with
 * the titular's pharmacy. An account someone changed (say, its password) is left as it is.
 */
export async function seedDemoAccounts(
	db: Database,
	accounts: SeedAccount[] = demoAccounts,
): Promise<number> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
		let added = 0;
		for (const account of accounts) {
			const [user] = await tx
				.insert(users)
				.values({
					email: account.email,
					nick: account.nick,
					name: account.name,
					lastName: account.lastName,
					userType: account.userType,
					role: account.role,
					staffRole: account.staffRole ?? null,
					passwordHash: DEMO_PASSWORD_HASH,
				})
				.onConflictDoNothing()
				.returning({ id: users.id });
			if (!user) continue;
			added++;
			if (account.pharmacyName) {
				await tx
					.insert(pharmacies)
					.values({ name: account.pharmacyName, ownerUserId: user.id })
					.onConflictDoNothing();
			}
			const planId = account.freemiumPlanId;
			const [plan] =
				planId === undefined
					? []
					: await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
			if (plan) {
				// A free licence without end: the campus opens at the first login, no card needed.
				await tx.insert(enrollments).values({
					userId: user.id,
					planId: plan.id,
					status: 'freemium',
					startAt: new Date(),
					endAt: null,
					periodicity: 1,
					priceMinor: 0,
				});
			}
		}
		return added;
	});
}

export interface SeedOptions {
	/**
	 * Add the demo accounts and coupons. The accounts' password and the coupons are published in
	 * the README, so production never gets them (the runtime passes false there); the catalogue and
	 * plans are what a real campus sells.
	 */
	demoAccounts?: boolean | undefined;
	/**
	 * Where uploads are stored (services/file-storage.ts): with the demo accounts, the demo
	 * pharmacy's own training is put there. Without it (test templates) none is added.
	 */
	files?: SeedFileStore | undefined;
}

/**
 * Everything a fresh campus needs to look real: the catalogue, the plans and demo accounts. The
 * demo teams' learning comes after, played through the services (services/demo-team-learning.ts).
 */
export async function seedDemoData(
	db: Database,
	{ demoAccounts: withAccounts = true, files }: SeedOptions = {},
) {
	const catalogue = await seedDemoCatalogue(db);
	const plansAdded = await seedDemoPlans(db);
	const learning = await seedDemoLearning(db);
	const accounts = withAccounts ? await seedDemoAccounts(db) : 0;
	const couponsAdded = withAccounts ? await seedDemoCoupons(db) : 0;
	// The demo pharmacy's team and group (issue #7): demo accounts too, so never in production.
	if (withAccounts) await seedDemoPharmacyTeams(db);
	// After the accounts and teams: the demo pharmacy's itinerary needs its pharmacy.
	await seedDemoItineraries(db, { demoPharmacy: withAccounts });
	if (withAccounts && files) {
		await seedDemoOwnTraining(db, files);
		await seedDemoPharmacyLogo(db, files);
	}
	return { ...catalogue, plans: plansAdded, learning, accounts, coupons: couponsAdded };
}
