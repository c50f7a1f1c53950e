/**
 * The only place tables are defined (STYLE §16). snake_case columns; every change gets a
 * drizzle-kit migration under ./migrations, committed and never edited after merge.
 */
import { sql } from 'drizzle-orm';
import {
	boolean,
	check,
	date,
	index,
	integer,
	jsonb,
	pgEnum,
	pgTable,
	serial,
	text,
	timestamp,
	uniqueIndex,
} from 'drizzle-orm/pg-core';

export const courseAudience = pgEnum('course_audience', ['professional', 'student', 'both']);
export const programItemType = pgEnum('program_item_type', [
	'video',
	'counter_scene',
	'pdf',
	'quiz',
]);

export const categories = pgTable('categories', {
	/** `ctid` on the wire; stable ids so links and filters survive reseeding. */
	id: integer('id').primaryKey(),
	slug: text('slug').notNull().unique(),
	name: text('name').notNull(),
	position: integer('position').notNull(),
	description: text('description').notNull().default(''),
	/** Accent-free, lower-case name, so a search for "nutricion" matches "Nutrición". */
	searchName: text('search_name').generatedAlwaysAs(sql`campus_search_normalize(name)`),
});

export const experts = pgTable('experts', {
	id: serial('id').primaryKey(),
	slug: text('slug').notNull().unique(),
	name: text('name').notNull(),
	title: text('title').notNull().default(''),
	bio: text('bio').notNull().default(''),
});

/** One line of a course's content summary, e.g. `{ type: 'video', quantity: 4, name: 'Vídeos' }`. */
export interface CourseContentRow {
	type: 'video' | 'counter_scene' | 'pdf' | 'quiz';
	quantity: number;
	name: string;
}

export const courses = pgTable(
	'courses',
	{
		/** `cid` on the wire. Demo ids are below 10000; new courses take ids from 10000 up. */
		id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000 }),
		path: text('path').notNull().unique(),
		name: text('name').notNull(),
		categoryId: integer('category_id')
			.notNull()
			.references(() => categories.id),
		description: text('description').notNull(),
		target: courseAudience('target').notNull().default('both'),
		goals: jsonb('goals').$type<string[]>().notNull().default([]),
		content: jsonb('content').$type<CourseContentRow[]>().notNull().default([]),
		trailerUrl: text('trailer_url').notNull().default(''),
		captionsUrl: text('captions_url').notNull().default(''),
		posterUrl: text('poster_url').notNull().default(''),
		durationMinutes: integer('duration_minutes').notNull().default(0),
		createdByExpertId: integer('created_by_expert_id').references(() => experts.id),
		impartedByExpertId: integer('imparted_by_expert_id').references(() => experts.id),
		demoExcluded: boolean('demo_excluded').notNull().default(false),
		createdOn: date('created_on', { mode: 'string' }).notNull(),
		updatedOn: date('updated_on', { mode: 'string' }).notNull(),
		/**
		 * Lower-cased, accent-free name and description, kept by PostgreSQL itself so search
		 * ("nutricion" → "Nutrición") runs in SQL with a trigram index. `campus_search_normalize`
		 * is created by the first migration (an IMMUTABLE wrapper over unaccent).
		 */
		searchText: text('search_text').generatedAlwaysAs(
			sql`campus_search_normalize(name || ' ' || description)`,
		),
		/**
		 * The normalised name alone: the catalogue's sort key (accents do not push "Ácido" to the
		 * end) and what ranks name matches above description matches. Stored, so neither costs a
		 * function call per row and per request.
		 */
		sortName: text('sort_name').generatedAlwaysAs(sql`campus_search_normalize(name)`),
		insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		index('courses_category_idx').on(table.categoryId),
		index('courses_updated_idx').on(table.updatedOn),
		index('courses_sort_name_idx').on(table.sortName),
		index('courses_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
	],
);

export const programTopics = pgTable(
	'program_topics',
	{
		id: serial('id').primaryKey(),
		courseId: integer('course_id')
			.notNull()
			.references(() => courses.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		title: text('title').notNull(),
	},
	(table) => [uniqueIndex('program_topics_course_position_uq').on(table.courseId, table.position)],
);

export const programItems = pgTable(
	'program_items',
	{
		id: serial('id').primaryKey(),
		topicId: integer('topic_id')
			.notNull()
			.references(() => programTopics.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		name: text('name').notNull(),
		type: programItemType('type').notNull(),
		/** Seconds of video or counter scene; 0 for PDF and quiz. */
		durationSeconds: integer('duration_seconds').notNull().default(0),
	},
	(table) => [
		uniqueIndex('program_items_topic_position_uq').on(table.topicId, table.position),
		check('program_items_duration_nonnegative', sql`${table.durationSeconds} >= 0`),
	],
);
