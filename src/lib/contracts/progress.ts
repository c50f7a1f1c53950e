/**
 * Payloads of the progress calls (issue #6, spec §7 conventions): the course player's heartbeats
 * and the progress of a course. Shared by src/server/routes/progress and the player.
 */
import type { AreaResult, LicenceRefusal } from './common';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { payloadObject, positiveId } from './fields';
import type { MyTraining } from './own-training';

/** The speeds the player offers (components/islands/player/VideoLesson.tsx). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/**
 * The fastest of them: the server accepts newly played seconds no faster than its clock's time
 * × this (ADR 006, heartbeat allowance).
 */
export const MAX_PLAYBACK_RATE = Math.max(...PLAYBACK_RATES);

/** More ranges than this in one heartbeat is not someone watching a 5-minute video. */
export const MAX_RANGES_PER_HEARTBEAT = 100;
/** Longer than any video of the campus (seconds). */
export const MAX_SECONDS = 24 * 60 * 60;

const seconds = () =>
	v.pipe(
		v.number(() => t('progress.validation.seconds')),
		v.minValue(0, () => t('progress.validation.seconds')),
		v.maxValue(MAX_SECONDS, () => t('progress.validation.seconds')),
	);

/**
 * `POST /progress/saveProgress`: the item (`iid`), where the player is now (`pos`), the ranges
 * played since the last heartbeat (`rng`, `[start, end]` in seconds) and the device's clock
 * (`ts`, ms) so an older heartbeat arriving late cannot move the position back.
 */
export const SaveProgressBody = payloadObject({
	iid: positiveId(() => t('progress.validation.iid')),
	pos: seconds(),
	rng: v.pipe(
		v.array(
			v.pipe(
				v.tuple([seconds(), seconds()], () => t('progress.validation.rng')),
				v.check(
					([start, end]) => end >= start,
					() => t('progress.validation.rng'),
				),
			),
			() => t('progress.validation.rng'),
		),
		v.maxLength(MAX_RANGES_PER_HEARTBEAT, () => t('progress.validation.rng')),
	),
	ts: v.pipe(
		v.number(() => t('progress.validation.ts')),
		v.integer(() => t('progress.validation.ts')),
		v.minValue(0, () => t('progress.validation.ts')),
	),
});
export type SaveProgressPayload = v.InferOutput<typeof SaveProgressBody>;

/**
 * Calls about one course by its id: `getProgress`, and `getCourse` (the course as the player shows
 * it, with the person's progress).
 */
export const CourseIdBody = payloadObject({
	cid: positiveId(() => t('progress.validation.cid')),
});

/** Calls about one item: `getQuiz`, `downloadResource`. */
export const ItemBody = payloadObject({
	iid: positiveId(() => t('progress.validation.iid')),
});

/** No quiz of the campus has more questions than this. */
export const MAX_QUIZ_QUESTIONS = 10;

/**
 * `POST /progress/submitQuiz {iid, attempt, answers}`: the attempt `getQuiz` showed (its number
 * names the order of its questions and options) and, for each question in that order, the index
 * of the option chosen in that order.
 */
export const SubmitQuizBody = payloadObject({
	iid: positiveId(() => t('progress.validation.iid')),
	attempt: v.pipe(
		v.number(() => t('progress.validation.attempt')),
		v.integer(() => t('progress.validation.attempt')),
		v.minValue(0, () => t('progress.validation.attempt')),
		v.maxValue(1_000_000, () => t('progress.validation.attempt')),
	),
	answers: v.pipe(
		v.array(
			v.pipe(
				v.number(() => t('progress.validation.answers')),
				v.integer(() => t('progress.validation.answers')),
				v.minValue(0, () => t('progress.validation.answers')),
				v.maxValue(9, () => t('progress.validation.answers')),
			),
			() => t('progress.validation.answers'),
		),
		v.minLength(1, () => t('progress.validation.answers')),
		v.maxLength(MAX_QUIZ_QUESTIONS, () => t('progress.validation.answers')),
	),
});
export type SubmitQuizPayload = v.InferOutput<typeof SubmitQuizBody>;

/** A quiz is passed with at least this share of right answers (issue #6). */
export const QUIZ_PASS_MARK = 80;

// ---- Answers (what the calls give back; the server builds them, the player reads them) ------

/** `data.saveProgress` / one item of `data.getProgress.items`. */
export interface ItemProgress {
	iid: number;
	/** Where to resume, seconds. */
	pos: number;
	/** Share of the item's seconds really played, 0–100 (100 once completed). */
	pct: number;
	done: boolean;
}

/** `data.saveProgress`: the item's progress after the heartbeat. */
export interface SavedProgress extends ItemProgress {
	/**
	 * New seconds of this heartbeat added to what was played (tenths): those played again are not
	 * new, and those beyond what the server's clock allows are dropped (ADR 006).
	 */
	counted: number;
}

/** `data.getProgress`: the course's completion and each item's progress. */
export interface CourseProgress {
	cid: number;
	/** Items completed out of all, 0–100. */
	pct: number;
	items: ItemProgress[];
}

export type ProgramItemType = 'video' | 'counter_scene' | 'pdf' | 'quiz';

/** One item of the player's program. */
export interface PlayerItem extends ItemProgress {
	name: string;
	type: ProgramItemType;
	/** Seconds of video or scene; 0 for PDFs and quizzes. */
	dur: number;
	/** The video or scene file and its captions; null for PDFs and quizzes. */
	media: string | null;
	captions: string | null;
	/**
	 * What the video shows until it plays: an HLS lesson's `poster.jpg`, beside its master
	 * playlist (ADR 017p); null for other files, PDFs and quizzes.
	 */
	poster: string | null;
}

/** `data.getCourse`: what the course player needs in one call. */
export interface PlayerCourse {
	cid: number;
	name: string;
	path: string;
	area: string;
	minutes: number;
	/** Items completed out of all, 0–100. */
	pct: number;
	topics: { name: string; items: PlayerItem[] }[];
	/** The certificate's code once the course is completed. */
	certificate: string | null;
	/** A pharmacy's own training (issue #7): internal, it issues no campus certificate. */
	ownTraining?: boolean;
}

/**
 * `data.getQuiz`: the next attempt's questions without their answers, in that attempt's order
 * (questions and options shuffled per attempt, ADR 007).
 */
export interface QuizView {
	iid: number;
	passMark: number;
	/** The attempt these questions are shown for: `submitQuiz` sends it back. */
	attempt: number;
	questions: { prompt: string; options: string[] }[];
	last: { score: number; passed: boolean } | null;
	/** When the next attempt opens (ISO) after a failed one; null when it is open now. */
	nextAttemptAt: string | null;
}

/**
 * `data.submitQuiz`: the marking. Until the quiz is passed only the score and passed/failed;
 * once passed, each question's mark with its right answer and explanation.
 */
export interface QuizMarking {
	iid: number;
	score: number;
	correct: number;
	total: number;
	passed: boolean;
	passMark: number;
	/** Each question's mark, in the order answered; only once passed. */
	results?: { right: boolean; answer: number; explanation: string }[];
	/** When a failed attempt lets the next one start (ISO); null once passed. */
	nextAttemptAt: string | null;
	/** The certificate's code when this pass completed the course (or it already was). */
	certificate: string | null;
}

/** A course as the dashboard shows it. */
export interface DashboardCourse {
	cid: number;
	name: string;
	path: string;
	poster: string;
	area: string;
	minutes: number;
}

/** `data.getDashboard`: the learner's campus at a glance (issue #6). */
/** A course of an itinerary on the dashboard. */
export interface ItineraryCourse {
	cid: number;
	name: string;
	path: string;
	/** `YYYY-MM-DD`, the day it opens; null when it is open from the start. */
	opensOn: string | null;
}

export interface LearnerDashboard {
	/** Courses started and not completed, most recent activity first. */
	continueWatching: (DashboardCourse & {
		pct: number;
		next: { iid: number; name: string; type: ProgramItemType } | null;
	})[];
	/** Itineraries assigned by the pharmacy (issue #7); empty until then. */
	itineraries: {
		id: number;
		name: string;
		next: ItineraryCourse | null;
		endsOn: string | null;
		/** Every course in order; one whose `opensOn` is after today is locked until then. */
		courses: (ItineraryCourse & { completed: boolean })[];
	}[];
	/** The own training of the person's pharmacy and its group (issue #7), newest first. */
	ownTraining: MyTraining[];
	/** Courses like the ones started, for the person's audience, not started yet. */
	recommended: DashboardCourse[];
	/** The newest courses for the person's audience, not started yet. */
	latest: DashboardCourse[];
	summary: {
		minutesWatched: number;
		coursesInProgress: number;
		coursesCompleted: number;
		certificates: number;
	};
	/** Courses completed: every item done (each has its certificate). */
	completed: (DashboardCourse & { certificate: string | null })[];
}

// ---- Result codes ----------------------------------------------------------------------------

/** What the player's calls (`/progress/*`) answer when they fail (ADR 006, ADR 007). */
export type ProgressResult = AreaResult<
	| LicenceRefusal
	| 'co_nf'
	| 'it_nf'
	/** The course is in an itinerary and opens on a later day. */
	| 'itn_lock'
	| 'not_quiz'
	| 'not_pdf'
	/** The attempt answered is not the one `getQuiz` shows now: show the quiz again. */
	| 'quiz_stale'
	/** A failed attempt's wait runs (429 with `Retry-After`). */
	| 'quiz_wait'
>;
