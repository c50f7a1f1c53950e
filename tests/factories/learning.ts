/**
 * Learning as a person does it, for the API tests (issue #15): a video played with the player's
 * heartbeats while the test's clock moves on (the server accepts new seconds only as fast as its
 * clock allows), and a quiz answered right in the order the attempt shows it.
 */
import { eq } from 'drizzle-orm';
import { MAX_PLAYBACK_RATE } from '../../src/lib/contracts/progress';
import type { App } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { listQuestions } from '../../src/server/db/queries/quizzes';
import { itemProgress } from '../../src/server/db/schema';
import { rightAnswersAsShown } from '../../src/server/services/quiz-order';
import { call, type JsonResponse } from '../setup/test-app';

/** The player's heartbeat interval (components/islands/player/heartbeats.ts), in seconds. */
export const HEARTBEAT_SECONDS = 10;

export interface WatchOptions {
	/** Moves the test's clock (`deps.now`) on by this many seconds. */
	advance: (seconds: number) => void;
	/** Playback speed; the player's fastest by default. */
	rate?: number;
	/** From and to, in seconds of the video; the whole video by default. */
	from?: number;
	to?: number;
}

/**
 * Plays `[from, to)` of the video at `rate`, a heartbeat every 10 s of the clock, as the player
 * sends them; answers the last heartbeat's response.
 */
export async function watchVideo(
	app: App,
	token: string,
	video: { id: number; duration: number },
	{ advance, rate = MAX_PLAYBACK_RATE, from = 0, to = video.duration }: WatchOptions,
): Promise<JsonResponse> {
	let last: JsonResponse | undefined;
	for (let start = from; start < to; start += HEARTBEAT_SECONDS * rate) {
		const end = Math.min(to, start + HEARTBEAT_SECONDS * rate);
		advance((end - start) / rate);
		last = await call(app, 'POST', '/api/progress/saveProgress', {
			token,
			body: { iid: video.id, pos: end, rng: [[start, end]], ts: Date.now() },
		});
		if (last.status !== 200) throw new Error(`heartbeat refused: ${last.text}`);
	}
	if (!last) throw new Error('nothing to watch');
	return last;
}

/** Submits attempt `attempt` of the quiz with `answers` (in the order that attempt shows). */
export function submitQuiz(
	app: App,
	token: string,
	iid: number,
	attempt: number,
	answers: number[],
): Promise<JsonResponse> {
	return call(app, 'POST', '/api/progress/submitQuiz', {
		token,
		body: { iid, attempt, answers },
	});
}

/** The quiz as its next attempt shows it (`data.getQuiz`). */
export async function showQuiz(app: App, token: string, iid: number) {
	const res = await call(app, 'POST', '/api/progress/getQuiz', { token, body: { iid } });
	if (res.status !== 200) throw new Error(`getQuiz refused: ${res.text}`);
	return res.body.data.getQuiz as {
		attempt: number;
		questions: { prompt: string; options: string[] }[];
		nextAttemptAt: string | null;
		last: { score: number; passed: boolean } | null;
	};
}

/** The next attempt answered right, as someone who knows the answers reads the questions. */
export async function passQuiz(
	db: Database,
	app: App,
	token: string,
	iid: number,
): Promise<JsonResponse> {
	const [quiz, stored] = await Promise.all([showQuiz(app, token, iid), listQuestions(db, iid)]);
	return submitQuiz(app, token, iid, quiz.attempt, rightAnswersAsShown(quiz.questions, stored));
}

/** The person's progress row on the item, as stored. */
export async function progressRow(db: Database, userId: number, itemId: number) {
	const rows = await db.select().from(itemProgress).where(eq(itemProgress.userId, userId));
	return rows.find((row) => row.itemId === itemId);
}
