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

/** One question of a course's final quiz (issue #6): 3–5 per course, pass mark 80 %. */
export interface SeedQuizQuestion {
	/** The question in Spanish, ending with "?" or ":". */
	prompt: string;
	/** Three or four answers in Spanish; exactly one is right. */
	options: string[];
	/** Index in `options` of the right answer. */
	answer: number;
	/** One sentence in Spanish saying why that answer is right, shown after the quiz is marked. */
	explanation: string;
}

/** The final quiz of one course, by course id. */
export interface SeedCourseQuiz {
	courseId: number;
	questions: SeedQuizQuestion[];
}

/** A counter-advice sheet of `aula/protocolos-de-consejo` (issue #6). */
export interface SeedAdviceProtocol {
	/** URL-safe, lowercase, no accents: `tos-seca`. Unique. */
	slug: string;
	/** The symptom or consultation, as a customer would put it: `Tos seca`. */
	symptom: string;
	/** Slug of the catalogue category it belongs to (`respiratorio`). */
	categorySlug: string;
	/** One or two sentences: what this sheet helps with at the counter. */
	summary: string;
	/** Extra words a search should find it by (synonyms, lay terms), lowercase. */
	keywords: string[];
	/** The questions to ask the customer, in order (4–7). */
	questions: string[];
	/** What to recommend: measures and non-prescription options by active ingredient, never brands (3–6). */
	recommendation: string[];
	/** When to refer to the doctor: the warning signs (3–6). */
	referral: string[];
}

/** One brand of la Infiltrada (issue #6): a fictional brand and its real active ingredient. */
export interface SeedBrandIngredientPair {
	/** A fictional brand name, never a real medicine's brand: `Dolofen`. Unique. */
	brand: string;
	/** The active ingredient in Spanish (DCI), lowercase: `ibuprofeno`. */
	ingredient: string;
	/** Therapeutic group in Spanish: `Analgésico y antiinflamatorio`. */
	group: string;
}
