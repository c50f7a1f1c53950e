/**
 * Demo itineraries (issue #7): the campus's templates, which every campus offers to start from,
 * and, with the demo accounts, one published itinerary for "Farmacia Demo Liceo" assigned to its
 * whole team, whose last course stays locked for some weeks so the dashboard and the player show
 * a date lock on a fresh campus. Idempotent: what exists (matched by name) is left as it is.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { itineraries, itineraryCourses, itineraryPharmacies, pharmacies } from '../schema';

export interface SeedItinerary {
	name: string;
	description: string;
	/** Demo catalogue course ids, in order, each with the days after seeding it opens (or null). */
	courses: { id: number; opensAfterDays: number | null }[];
}

const open = (id: number) => ({ id, opensAfterDays: null });

/** The campus's templates: owned by no pharmacy, read-only, copied when an itinerary starts. */
export const campusTemplates: SeedItinerary[] = [
	{
		name: 'Bienvenida al mostrador',
		description:
			'Para quien se incorpora al equipo: atención al cliente, circuito del medicamento y las consultas más frecuentes del mostrador.',
		courses: [open(3016), open(3013), open(2010), open(2014)],
	},
	{
		name: 'Dermofarmacia de temporada',
		description:
			'Tipos de piel, fotoprotección y las consultas dermocosméticas que llegan con cada estación.',
		courses: [open(1001), open(1002), open(1003), open(1004)],
	},
	{
		name: 'Consejo en resfriado y gripe',
		description:
			'Diferenciar resfriado y gripe, orientar la tos y aliviar los síntomas, y saber cuándo derivar.',
		courses: [open(2002), open(2001), open(2006), open(3009)],
	},
];

/** The demo pharmacy's published itinerary; its last course opens some weeks after seeding. */
export const demoPharmacyItinerary: SeedItinerary & { pharmacyName: string } = {
	pharmacyName: 'Farmacia Demo Liceo',
	name: 'Plan de acogida del equipo',
	description: 'Lo primero que todo el equipo de Farmacia Demo Liceo debe ver este trimestre.',
	courses: [open(3016), open(2002), { id: 1002, opensAfterDays: 45 }],
};

const DAY_MS = 86_400_000;

function dayAfter(now: Date, days: number): string {
	return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

async function insertCourses(db: Database, itineraryId: number, seed: SeedItinerary, now: Date) {
	await db.insert(itineraryCourses).values(
		seed.courses.map((course, index) => ({
			itineraryId,
			courseId: course.id,
			position: index + 1,
			opensOn: course.opensAfterDays === null ? null : dayAfter(now, course.opensAfterDays),
		})),
	);
}

/**
 * Adds the campus templates that are missing and, with `demoPharmacy`, the demo pharmacy's
 * itinerary (when that pharmacy exists). Gives how many itineraries it added.
 */
export async function seedDemoItineraries(
	db: Database,
	{ demoPharmacy, now = new Date() }: { demoPharmacy: boolean; now?: Date },
): Promise<number> {
	return db.transaction(async (tx) => {
		let added = 0;
		for (const template of campusTemplates) {
			const [existing] = await tx
				.select({ id: itineraries.id })
				.from(itineraries)
				.where(
					and(
						isNull(itineraries.pharmacyId),
						isNull(itineraries.groupId),
						sql`lower(${itineraries.name}) = lower(${template.name})`,
					),
				);
			if (existing) continue;
			// A process seeding at the same time may have added it: the unique index decides.
			const [row] = await tx
				.insert(itineraries)
				.values({ name: template.name, description: template.description, status: 'template' })
				.onConflictDoNothing()
				.returning({ id: itineraries.id });
			if (!row) continue;
			await insertCourses(tx, row.id, template, now);
			added++;
		}
		if (!demoPharmacy) return added;

		const [pharmacy] = await tx
			.select({ id: pharmacies.id })
			.from(pharmacies)
			.where(sql`lower(${pharmacies.name}) = lower(${demoPharmacyItinerary.pharmacyName})`);
		if (!pharmacy) return added;
		const [existing] = await tx
			.select({ id: itineraries.id })
			.from(itineraries)
			.where(
				and(
					eq(itineraries.pharmacyId, pharmacy.id),
					sql`lower(${itineraries.name}) = lower(${demoPharmacyItinerary.name})`,
				),
			);
		if (existing) return added;
		const [row] = await tx
			.insert(itineraries)
			.values({
				pharmacyId: pharmacy.id,
				name: demoPharmacyItinerary.name,
				description: demoPharmacyItinerary.description,
				status: 'published',
				publishedAt: now,
			})
			.onConflictDoNothing()
			.returning({ id: itineraries.id });
		if (!row) return added;
		await insertCourses(tx, row.id, demoPharmacyItinerary, now);
		await tx.insert(itineraryPharmacies).values({ itineraryId: row.id, pharmacyId: pharmacy.id });
		return added + 1;
	});
}
