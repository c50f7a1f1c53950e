/**
 * Progress calls of the campus (issue #6; spec §7 conventions): the course player's heartbeats
 * and a course's progress, for the caller only.
 */
import type { Context } from 'hono';
import {
	CourseIdBody,
	ItemBody,
	SaveProgressBody,
	SubmitQuizBody,
} from '../../../lib/contracts/progress';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import { getDashboard as loadDashboard } from '../../services/dashboard';
import * as progress from '../../services/progress';
import * as quizzes from '../../services/quizzes';
import * as resources from '../../services/resources';

const labels = (...fields: string[]) => fieldLabels('progress.fields', fields);

/** `POST /progress/saveProgress {iid, pos, rng, ts}`. */
export async function saveProgress(c: Context<AppEnv>) {
	const payload = await readPayload(c, SaveProgressBody, labels('iid', 'pos', 'rng', 'ts'));
	return ok(c, 'saveProgress', await progress.saveProgress(c.var.deps, currentUser(c).id, payload));
}

/** `POST /progress/getProgress {cid}`. */
export async function getProgress(c: Context<AppEnv>) {
	const { cid } = await readPayload(c, CourseIdBody, labels('cid'));
	return ok(c, 'getProgress', await progress.getProgress(c.var.deps, currentUser(c).id, cid));
}

/** `POST /progress/getCourse {cid}`: the player's program, media and progress. */
export async function getCourse(c: Context<AppEnv>) {
	const { cid } = await readPayload(c, CourseIdBody, labels('cid'));
	return ok(c, 'getCourse', await progress.getCourse(c.var.deps, currentUser(c).id, cid));
}

/** `POST /progress/getQuiz {iid}`. */
export async function getQuiz(c: Context<AppEnv>) {
	const { iid } = await readPayload(c, ItemBody, labels('iid'));
	return ok(c, 'getQuiz', await quizzes.getQuiz(c.var.deps, currentUser(c).id, iid));
}

/** `POST /progress/submitQuiz {iid, attempt, answers}`. */
export async function submitQuiz(c: Context<AppEnv>) {
	const payload = await readPayload(c, SubmitQuizBody, labels('iid', 'attempt', 'answers'));
	return ok(c, 'submitQuiz', await quizzes.submitQuiz(c.var.deps, currentUser(c).id, payload));
}

/**
 * `POST /progress/downloadResource {iid}`: answers the PDF itself (errors keep the JSON
 * envelope), so the player saves it from a blob and the download is counted here.
 */
export async function downloadResource(c: Context<AppEnv>) {
	const { iid } = await readPayload(c, ItemBody, labels('iid'));
	const { filename, pdf } = await resources.downloadResource(c.var.deps, currentUser(c).id, iid);
	// A copy backed by a plain ArrayBuffer, the only kind a Response body takes.
	return c.body(new Uint8Array(pdf), 200, {
		'Content-Type': 'application/pdf',
		'Content-Disposition': `attachment; filename="${filename}"`,
	});
}

/** `POST /progress/getDashboard {}`: the learner's campus at a glance. */
export async function getDashboard(c: Context<AppEnv>) {
	return ok(c, 'getDashboard', await loadDashboard(c.var.deps, currentUser(c).id));
}
