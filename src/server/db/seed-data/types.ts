/**
 * Shapes of the demo catalogue that `seed.ts` loads into an empty database.
 * The data files (`group-*.ts`) are plain literals of these types so the seed stays declarative.
 */

/** Who a course is written for. `both` counts for the professional and the student totals. */
export type SeedAudience = 'professional' | 'student' | 'both';

/** The four kinds of item a course program holds (spec §2: video, counter scene, PDF, quiz). */
export type SeedItemType = 'video' | 'counter_scene' | 'pdf' | 'quiz';

export interface SeedCategory {
	/** Stable category id (`ctid` on the wire). */
	id: number;
	/** URL-safe, lowercase, no accents: `dermofarmacia`. */
	slug: string;
	/** Display name in Spanish: `Dermofarmacia`. */
	name: string;
	/** Order in the catalogue filter (`pos` on the wire), 1-based, unique. */
	position: number;
	/** One or two sentences in Spanish describing the area. */
	description: string;
}

export interface SeedExpert {
	/** URL-safe id referenced by courses: `laura-martin-ortega`. */
	slug: string;
	/** Full name, e.g. `Laura Martín Ortega`. */
	name: string;
	/** Short professional title, e.g. `Farmacéutica comunitaria y experta en dermofarmacia`. */
	title: string;
	/** Two or three sentences in Spanish, third person. Fictional people. */
	bio: string;
}

export interface SeedProgramItem {
	/** Item title in Spanish, e.g. `Cómo recomendar un fotoprotector según el fototipo`. */
	name: string;
	type: SeedItemType;
	/** Seconds for video and counter scenes (60–420); omit for pdf and quiz. */
	durationSeconds?: number;
}

export interface SeedTopic {
	/** Topic title in Spanish. */
	topic: string;
	items: SeedProgramItem[];
}

export interface SeedCourse {
	/** Stable course id (`cid` on the wire). */
	id: number;
	/** URL slug, lowercase, no accents, hyphens: `fotoproteccion-en-el-mostrador`. Unique. */
	path: string;
	/** Course title in Spanish. */
	name: string;
	/** Slug of its category. */
	categorySlug: string;
	/** Two to four sentences in Spanish, what the learner gets. */
	description: string;
	target: SeedAudience;
	/** Three to five learning goals, each a sentence starting with an infinitive ("Identificar…"). */
	goals: string[];
	/** Topics in order; the whole course has 3–8 items, at least one video, ending with a quiz. */
	program: SeedTopic[];
	/** Slug of the expert who created the course (`created` / `createdBio`). */
	createdBy: string;
	/** Slug of the expert who teaches it on screen (`imparted` / `impartedBio`); may equal createdBy. */
	impartedBy: string;
	/** ISO date (YYYY-MM-DD) the course was published, between 2023-01-01 and 2026-10-31. */
	createdAt: string;
	/** ISO date of the last update, on or after createdAt and no later than 2026-11-15. */
	updatedAt: string;
	/** True for the courses a demo (trial) licence does not include; about one in five. */
	demoExcluded: boolean;
}

export interface SeedGroup {
	categories: SeedCategory[];
	experts: SeedExpert[];
	courses: SeedCourse[];
}
