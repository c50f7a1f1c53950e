/** The campus player's calls (issue #6, ADR 006): course, heartbeats, quiz, downloads, certificates. */
import type {
	CourseProgress,
	LearnerDashboard,
	PlayerCourse,
	ProgressResult,
	QuizMarking,
	QuizView,
	SavedProgress,
	SaveProgressPayload,
} from '../contracts/progress';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** The course as the player shows it; 403 `lic_req` / `demo_excl` when the licence does not open it. */
export function getCourse(
	cid: number,
	client: ApiClient = api,
): Promise<ApiResult<PlayerCourse, ProgressResult>> {
	return client.post('/progress/getCourse', { cid }, { select: dataAt('getCourse') });
}

/**
 * The person's progress in a course (items done out of all, each item's), for the public course
 * page's "Continuar (NN %)"; 403 `lic_req` / `demo_excl` / `itn_lock` like the player.
 */
export function getProgress(
	cid: number,
	client: ApiClient = api,
): Promise<ApiResult<CourseProgress, ProgressResult>> {
	return client.post('/progress/getProgress', { cid }, { select: dataAt('getProgress') });
}

/**
 * One heartbeat of the player. `keepalive` for the last one, sent as the page goes away
 * (`pagehide`), so closing the tab loses nothing.
 */
export function saveProgress(
	heartbeat: SaveProgressPayload,
	{ keepalive = false, client = api }: { keepalive?: boolean; client?: ApiClient } = {},
): Promise<ApiResult<SavedProgress, ProgressResult>> {
	return client.post(
		'/progress/saveProgress',
		{ ...heartbeat },
		{ select: dataAt('saveProgress'), keepalive },
	);
}

export function getQuiz(
	iid: number,
	client: ApiClient = api,
): Promise<ApiResult<QuizView, ProgressResult>> {
	return client.post('/progress/getQuiz', { iid }, { select: dataAt('getQuiz') });
}

/**
 * Marks attempt `attempt` (as `getQuiz` showed it); `answers` are the options chosen in the order
 * shown. 429 `quiz_wait` (with `Retry-After`) while a failed attempt's wait runs.
 */
export function submitQuiz(
	iid: number,
	attempt: number,
	answers: number[],
	client: ApiClient = api,
): Promise<ApiResult<QuizMarking, ProgressResult>> {
	return client.post(
		'/progress/submitQuiz',
		{ iid, attempt, answers },
		{ select: dataAt('submitQuiz') },
	);
}

/** The PDF of a resource item; the server counts the download and completes the item. */
export function downloadResource(
	iid: number,
	client: ApiClient = api,
): Promise<ApiResult<Blob, ProgressResult>> {
	return client.post('/progress/downloadResource', { iid }, { file: true });
}

/** The learner's dashboard: continue watching, suggestions, progress summary. */
export function getDashboard(
	client: ApiClient = api,
): Promise<ApiResult<LearnerDashboard, ProgressResult>> {
	return client.post('/progress/getDashboard', {}, { select: dataAt('getDashboard') });
}
