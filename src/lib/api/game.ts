/** The calls of la Infiltrada (issue #6), unwrapped from their `data.<operation>` level. */
import type {
	BestScore,
	CheckAnswerPayload,
	CheckedAnswer,
	FinishRoundPayload,
	FinishedRound,
	GameResult,
	StartedRound,
} from '../contracts/game';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/**
 * A new round: its id and the 10 questions' pairs (`data.startRound`).
 *
 * @example
 * const round = await startRound();
 * if (round.ok) show(round.data.questions[0].pairs);
 */
export function startRound(client: ApiClient = api): Promise<ApiResult<StartedRound, GameResult>> {
	return client.post('/game/startRound', {}, { select: dataAt('startRound') });
}

/** Marks one answer as it is played and gives that question's solution (`data.checkAnswer`). */
export function checkAnswer(
	payload: CheckAnswerPayload,
	client: ApiClient = api,
): Promise<ApiResult<CheckedAnswer, GameResult>> {
	return client.post('/game/checkAnswer', { ...payload }, { select: dataAt('checkAnswer') });
}

/** Sends the round's 10 answers; the server's marking and the best score (`data.finishRound`). */
export function finishRound(
	payload: FinishRoundPayload,
	client: ApiClient = api,
): Promise<ApiResult<FinishedRound, GameResult>> {
	return client.post(
		'/game/finishRound',
		{ rid: payload.rid, answers: payload.answers.map((answer) => ({ ...answer })) },
		{ select: dataAt('finishRound') },
	);
}

/** The caller's best score, null before any round (`data.getBestScore`). */
export function getBestScore(client: ApiClient = api): Promise<ApiResult<BestScore, GameResult>> {
	return client.post('/game/getBestScore', {}, { select: dataAt('getBestScore') });
}
