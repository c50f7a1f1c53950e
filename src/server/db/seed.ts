/**
 * Loads the demo catalogue into an empty database. Idempotent: a database that already has
 * categories is left alone, and the check runs under a transaction-scoped advisory lock, so two
 * processes starting together against one PostgreSQL cannot both seed.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import {
	categories,
	coupons,
	courses,
	enrollments,
	experts,
	pharmacies,
	plans,
	programItems,
	programTopics,
	users,
	type CourseContentRow,
} from './schema';
import { DEMO_PASSWORD_HASH, demoAccounts, type SeedAccount } from './seed-data/accounts';
import { demoCoupons } from './seed-data/coupons';
import { seedDemoOwnTraining, type SeedFileStore } from './seed-data/own-training';
import { seedDemoItineraries } from './seed-data/itineraries';
import { demoPlans, type SeedPlan } from './seed-data/plans';
import { demoCatalogue } from './seed-data';
import { seedDemoPharmacyLogo } from './seed-data/pharmacy-logo';
import { seedDemoPharmacyTeams } from './seed-data/pharmacy-teams';
import type { SeedCourse, SeedGroup, SeedItemType } from './seed-data/types';
import { SEED_LOCK_KEY } from './seed-lock';
import { seedDemoLearning } from './seed-learning';

export { normalizeForSearch, seedDemoLearning } from './seed-learning';

/** Spanish labels of the content summary shown on course pages (singular, plural). */
const CONTENT_LABELS: Record<SeedItemType, [string, string]> = {
	video: ['Vídeo', 'Vídeos'],
	counter_scene: ['Escena de mostrador', 'Escenas de mostrador'],
	pdf: ['Ficha PDF', 'Fichas PDF'],
	quiz: ['Test final', 'Tests'],
};

const CONTENT_ORDER: SeedItemType[] = ['video', 'counter_scene', 'pdf', 'quiz'];

/** Demo trailers are grouped by theme; the paths are relative to `PUBLIC_ASSETS_URL`. */
const TRAILER_BY_CATEGORY: Record<string, number> = {
	dermofarmacia: 1,
	'salud-capilar': 1,
	respiratorio: 2,
	digestivo: 2,
	'dolor-e-inflamacion': 2,
	ortopedia: 2,
	nutricion: 3,
	pediatria: 3,
	veterinaria: 3,
	fitoterapia: 3,
	'gestion-de-la-farmacia': 4,
	'inteligencia-artificial-farmacia': 4,
};

/** Counts the program items by type: the `content` list of a course (spec §3). */
export function summariseContent(course: SeedCourse): CourseContentRow[] {
	const items = course.program.flatMap((topic) => topic.items);
	return CONTENT_ORDER.flatMap((type) => {
		const quantity = items.filter((item) => item.type === type).length;
		if (quantity === 0) return [];
		const [singular, plural] = CONTENT_LABELS[type];
		return [{ type, quantity, name: quantity === 1 ? singular : plural }];
	});
}

/** Whole minutes of video and counter scenes, at least 1. */
export function courseMinutes(course: SeedCourse): number {
	const seconds = course.program
		.flatMap((topic) => topic.items)
		.reduce((sum, item) => sum + (item.durationSeconds ?? 0), 0);
	return Math.max(1, Math.round(seconds / 60));
}

export interface SeedResult {
	seeded: boolean;
	categories: number;
	courses: number;
}

export async function seedDemoCatalogue(
	db: Database,
	catalogue: SeedGroup = demoCatalogue,
): Promise<SeedResult> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
		const [existing] = await tx.select({ n: count() }).from(categories);
		if ((existing?.n ?? 0) > 0) {
			return { seeded: false, categories: 0, courses: 0 };
		}
		await tx.insert(categories).values(catalogue.categories);
		await tx.insert(experts).values(catalogue.experts);
		const expertRows = await tx.select({ id: experts.id, slug: experts.slug }).from(experts);
		const expertId = new Map(expertRows.map((row) => [row.slug, row.id]));
		const categoryId = new Map(catalogue.categories.map((c) => [c.slug, c.id]));

		await tx.insert(courses).values(
			catalogue.courses.map((course) => {
				const trailer = TRAILER_BY_CATEGORY[course.categorySlug] ?? 1;
				return {
					id: course.id,
					path: course.path,
					name: course.name,
					categoryId: required(categoryId.get(course.categorySlug), course.categorySlug),
					description: course.description,
					target: course.target,
					goals: course.goals,
					content: summariseContent(course),
					trailerUrl: `demo/trailer-${trailer}.webm`,
					captionsUrl: `demo/trailer-${trailer}.es.vtt`,
					posterUrl: `demo/poster-${course.categorySlug}.jpg`,
					durationMinutes: courseMinutes(course),
					createdByExpertId: required(expertId.get(course.createdBy), course.createdBy),
					impartedByExpertId: required(expertId.get(course.impartedBy), course.impartedBy),
					demoExcluded: course.demoExcluded,
					createdOn: course.createdAt,
					updatedOn: course.updatedAt,
				};
			}),
		);

		const topicRows = await tx
			.insert(programTopics)
			.values(
				catalogue.courses.flatMap((course) =>
					course.program.map((topic, index) => ({
						courseId: course.id,
						position: index + 1,
						title: topic.topic,
					})),
				),
			)
			.returning({
				id: programTopics.id,
				courseId: programTopics.courseId,
				position: programTopics.position,
			});
		const topicId = new Map(topicRows.map((row) => [`${row.courseId}:${row.position}`, row.id]));

		// Items are numbered across the whole course, so "item 5" means the same thing everywhere.
		const itemRows = catalogue.courses.flatMap((course) => {
			let position = 0;
			return course.program.flatMap((topic, topicIndex) =>
				topic.items.map((item) => ({
					topicId: required(topicId.get(`${course.id}:${topicIndex + 1}`), course.path),
					position: ++position,
					name: item.name,
					type: item.type,
					durationSeconds: item.durationSeconds ?? 0,
				})),
			);
		});
		await tx.insert(programItems).values(itemRows);
		return {
			seeded: true,
			categories: catalogue.categories.length,
			courses: catalogue.courses.length,
		};
	});
}

function required<T>(value: T | undefined, what: string): T {
	if (value === undefined) throw new Error(`Demo catalogue refers to unknown "${what}"`);
	return value;
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
