/**
 * SQL of a pharmacy's own training (issue #7): a course with `pharmacy_id` set, one topic and one
 * item whose `media_url` holds the id of its uploaded file (`uploaded_files`), and who may see it:
 * the teams (owner + `pharmacy_members`) of its pharmacy and of the pharmacies of its group, and
 * the group's holder.
 */
import { and, asc, countDistinct, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
	OWN_TRAINING_CATEGORY_ID,
	OWN_TRAINING_CATEGORY_SLUG,
	type OwnTrainingType,
} from '../../../lib/own-training';
import type { Database } from '../client';
import {
	categories,
	courses,
	itemProgress,
	itineraries,
	itineraryCourses,
	pharmacies,
	pharmacyGroups,
	pharmacyMembers,
	programItems,
	programTopics,
	uploadedFiles,
} from '../schema';

/** After every catalogue category, should a list ever show them all. */
const CATEGORY_POSITION = 9000;

/** Creates the own-training category if it is missing (the seed or the first upload). */
export async function ensureCategory(
	db: Database,
	texts: { name: string; description: string },
): Promise<void> {
	await db
		.insert(categories)
		.values({
			id: OWN_TRAINING_CATEGORY_ID,
			slug: OWN_TRAINING_CATEGORY_SLUG,
			name: texts.name,
			position: CATEGORY_POSITION,
			description: texts.description,
		})
		.onConflictDoNothing();
}

/**
 * The pharmacies whose own training the user sees: the one whose team they are in, the other
 * pharmacies of its group, and every pharmacy of a group they hold.
 */
export async function listVisiblePharmacyIds(db: Database, userId: number): Promise<number[]> {
	const teams = db
		.select({ id: pharmacies.id })
		.from(pharmacies)
		.leftJoin(pharmacyMembers, eq(pharmacyMembers.pharmacyId, pharmacies.id))
		.where(or(eq(pharmacies.ownerUserId, userId), eq(pharmacyMembers.userId, userId)));
	const teamGroups = db
		.select({ groupId: pharmacies.groupId })
		.from(pharmacies)
		.leftJoin(pharmacyMembers, eq(pharmacyMembers.pharmacyId, pharmacies.id))
		.where(
			and(
				isNotNull(pharmacies.groupId),
				or(eq(pharmacies.ownerUserId, userId), eq(pharmacyMembers.userId, userId)),
			),
		);
	const heldGroups = db
		.select({ id: pharmacyGroups.id })
		.from(pharmacyGroups)
		.where(eq(pharmacyGroups.holderUserId, userId));
	const rows = await db
		.select({ id: pharmacies.id })
		.from(pharmacies)
		.where(
			or(
				inArray(pharmacies.id, teams),
				inArray(pharmacies.groupId, teamGroups),
				inArray(pharmacies.groupId, heldGroups),
			),
		);
	return rows.map((row) => row.id);
}

/** Columns of one own training with its item and file. */
const trainingColumns = {
	courseId: courses.id,
	pharmacyId: sql<number>`${courses.pharmacyId}`,
	title: courses.name,
	description: courses.description,
	path: courses.path,
	itemId: programItems.id,
	type: sql<OwnTrainingType>`${programItems.type}`,
	durationSeconds: programItems.durationSeconds,
	fileId: uploadedFiles.id,
	bytes: uploadedFiles.bytes,
	storageKey: uploadedFiles.storageKey,
	contentType: uploadedFiles.contentType,
	pharmacyName: pharmacies.name,
	createdAt: courses.insertedAt,
};

function trainingsQuery(db: Database) {
	return db
		.select(trainingColumns)
		.from(courses)
		.innerJoin(programTopics, eq(programTopics.courseId, courses.id))
		.innerJoin(programItems, eq(programItems.topicId, programTopics.id))
		.innerJoin(uploadedFiles, sql`${uploadedFiles.id}::text = ${programItems.mediaUrl}`)
		.innerJoin(pharmacies, eq(pharmacies.id, courses.pharmacyId));
}

export type OwnTrainingRow = Awaited<ReturnType<typeof findOwnTraining>> & object;

/** The own training `courseId`, or undefined when it is not one (a catalogue course, say). */
export async function findOwnTraining(db: Database, courseId: number) {
	const [row] = await trainingsQuery(db).where(
		and(eq(courses.id, courseId), isNotNull(courses.pharmacyId)),
	);
	return row;
}

/** The own training of an item (the player's PDF download), or undefined. */
export async function findOwnTrainingOfItem(db: Database, itemId: number) {
	const [row] = await trainingsQuery(db).where(
		and(eq(programItems.id, itemId), isNotNull(courses.pharmacyId)),
	);
	return row;
}

/** The own training of the given pharmacies, newest first, with the pharmacy's name. */
export function listTrainings(db: Database, pharmacyIds: number[]) {
	if (pharmacyIds.length === 0) return Promise.resolve([]);
	return trainingsQuery(db)
		.where(inArray(courses.pharmacyId, pharmacyIds))
		.orderBy(desc(courses.insertedAt), desc(courses.id));
}

/** Per item, how many people have started it (any progress) and completed it. */
export async function countPeopleByItem(db: Database, itemIds: number[]) {
	if (itemIds.length === 0) return new Map<number, { started: number; completed: number }>();
	const rows = await db
		.select({
			itemId: itemProgress.itemId,
			started: countDistinct(itemProgress.userId),
			completed:
				sql<number>`count(distinct ${itemProgress.userId}) filter (where ${itemProgress.completedAt} is not null)`.mapWith(
					Number,
				),
		})
		.from(itemProgress)
		.where(inArray(itemProgress.itemId, itemIds))
		.groupBy(itemProgress.itemId);
	return new Map(
		rows.map((row) => [row.itemId, { started: row.started, completed: row.completed }]),
	);
}

/** The names of the itineraries (any status) that contain the course, by name. */
export async function listItineraryNamesWithCourse(db: Database, courseId: number) {
	const rows = await db
		.select({ name: itineraries.name })
		.from(itineraryCourses)
		.innerJoin(itineraries, eq(itineraries.id, itineraryCourses.itineraryId))
		.where(eq(itineraryCourses.courseId, courseId))
		.orderBy(asc(itineraries.name));
	return rows.map((row) => row.name);
}

/** The row of an uploaded file (its bytes are already in the file storage); answers its id. */
export async function insertUploadedFile(
	db: Database,
	values: typeof uploadedFiles.$inferInsert,
): Promise<string> {
	const [row] = await db.insert(uploadedFiles).values(values).returning({ id: uploadedFiles.id });
	if (!row) throw new Error('insert into uploaded_files returned no row');
	return row.id;
}

export interface NewOwnTraining {
	pharmacyId: number;
	path: string;
	title: string;
	description: string;
	topicTitle: string;
	type: OwnTrainingType;
	/** The content line of the course ("Vídeo", "Ficha PDF"). */
	contentName: string;
	durationSeconds: number;
	fileId: string;
	/** `YYYY-MM-DD`. */
	today: string;
}

/** Inserts the course, its topic and its item; answers the new course id. */
export async function insertOwnTraining(db: Database, values: NewOwnTraining): Promise<number> {
	const [course] = await db
		.insert(courses)
		.values({
			path: values.path,
			name: values.title,
			categoryId: OWN_TRAINING_CATEGORY_ID,
			description: values.description,
			content: [{ type: values.type, quantity: 1, name: values.contentName }],
			durationMinutes: Math.round(values.durationSeconds / 60),
			pharmacyId: values.pharmacyId,
			createdOn: values.today,
			updatedOn: values.today,
		})
		.returning({ id: courses.id });
	if (!course) throw new Error('insert into courses returned no row');
	const [topic] = await db
		.insert(programTopics)
		.values({ courseId: course.id, position: 1, title: values.topicTitle })
		.returning({ id: programTopics.id });
	if (!topic) throw new Error('insert into program_topics returned no row');
	await db.insert(programItems).values({
		topicId: topic.id,
		position: 1,
		name: values.title,
		type: values.type,
		durationSeconds: values.durationSeconds,
		mediaUrl: values.fileId,
	});
	return course.id;
}

/** New title and description; the item carries the title too (the player shows it). */
export async function updateOwnTraining(
	db: Database,
	row: { courseId: number; itemId: number },
	values: { title: string; description: string; today: string },
): Promise<void> {
	await db
		.update(courses)
		.set({ name: values.title, description: values.description, updatedOn: values.today })
		.where(eq(courses.id, row.courseId));
	await db.update(programItems).set({ name: values.title }).where(eq(programItems.id, row.itemId));
}

/**
 * Deletes the course (its topic, item, progress and downloads go with it) and its file's row;
 * false when it was already gone (a concurrent delete).
 */
export async function deleteOwnTraining(
	db: Database,
	row: { courseId: number; fileId: string },
): Promise<boolean> {
	const deleted = await db
		.delete(courses)
		.where(and(eq(courses.id, row.courseId), isNotNull(courses.pharmacyId)))
		.returning({ id: courses.id });
	await db.delete(uploadedFiles).where(eq(uploadedFiles.id, row.fileId));
	return deleted.length > 0;
}
