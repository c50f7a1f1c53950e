/**
 * Calls of la Infiltrada (issue #6; spec §7 conventions): start a round, check an answer as it is
 * played, finish the round, and read the caller's best score. The server marks every answer.
 */
import type { Context } from 'hono';
import { EmptyBody } from '../../../lib/contracts/fields';
import { CheckAnswerBody, FinishRoundBody } from '../../../lib/contracts/game';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as game from '../../services/game';

const labels = (...fields: string[]) => fieldLabels('game.fields', fields);

/** `POST /game/startRound {}`. */
export async function startRound(c: Context<AppEnv>) {
	await readPayload(c, EmptyBody, {});
	return ok(c, 'startRound', await game.startRound(c.var.deps, currentUser(c).id));
}

/** `POST /game/checkAnswer {rid, q, choice, ms}`. */
export async function checkAnswer(c: Context<AppEnv>) {
	const payload = await readPayload(c, CheckAnswerBody, labels('rid', 'q', 'choice', 'ms'));
	return ok(c, 'checkAnswer', await game.checkAnswer(c.var.deps, currentUser(c).id, payload));
}

/** `POST /game/finishRound {rid, answers}`. */
export async function finishRound(c: Context<AppEnv>) {
	const payload = await readPayload(c, FinishRoundBody, labels('rid', 'answers'));
	return ok(c, 'finishRound', await game.finishRound(c.var.deps, currentUser(c).id, payload));
}

/** `POST /game/getBestScore {}`. */
export async function getBestScore(c: Context<AppEnv>) {
	await readPayload(c, EmptyBody, {});
	return ok(c, 'getBestScore', await game.getBestScore(c.var.deps, currentUser(c).id));
}
