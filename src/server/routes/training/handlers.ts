/**
 * Own-training calls (issue #7): each validates its payload, calls one service and shapes the
 * envelope. The upload is multipart (services/uploads.ts reads it, checking the caller on the
 * text fields before any byte of the file is stored); the others are JSON.
 */
import type { Context } from 'hono';
import { t } from '../../../i18n';
import { trainingSchemas } from '../../../lib/contracts/own-training';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as training from '../../services/own-training';
import { receiveUpload, TRAINING_POLICY } from '../../services/uploads';

const { DeleteTrainingBody, ListTrainingsBody, UpdateTrainingBody } = trainingSchemas(t);
const labels = (...fields: string[]) => fieldLabels('training.fields', fields);

/** `POST /training/listTrainings {pharmacyId}`: for the pharmacy's managers. */
export async function listTrainings(c: Context<AppEnv>) {
	const { pharmacyId } = await readPayload(c, ListTrainingsBody, labels('pharmacyId'));
	return ok(
		c,
		'listTrainings',
		await training.listTrainings(c.var.deps, currentUser(c).id, pharmacyId),
	);
}

/**
 * `POST /training/uploadTraining`, multipart: `pharmacyId`, `title`, `description`,
 * `durationSeconds` (videos) and then `file`.
 */
export async function uploadTraining(c: Context<AppEnv>) {
	const userId = currentUser(c).id;
	const upload = await receiveUpload(c.var.deps, c.req.raw, {
		policy: TRAINING_POLICY,
		destination: (fields) => training.authorizeUpload(c.var.deps, userId, fields),
	});
	return ok(c, 'uploadTraining', await training.createTraining(c.var.deps, userId, upload));
}

/** `POST /training/updateTraining {courseId, title, description}`. */
export async function updateTraining(c: Context<AppEnv>) {
	const payload = await readPayload(
		c,
		UpdateTrainingBody,
		labels('courseId', 'title', 'description'),
	);
	return ok(
		c,
		'updateTraining',
		await training.updateTraining(c.var.deps, currentUser(c).id, payload),
	);
}

/** `POST /training/deleteTraining {courseId}`. */
export async function deleteTraining(c: Context<AppEnv>) {
	const { courseId } = await readPayload(c, DeleteTrainingBody, labels('courseId'));
	return ok(
		c,
		'deleteTraining',
		await training.deleteTraining(c.var.deps, currentUser(c).id, courseId),
	);
}

/** `POST /training/listMyTrainings {}`: the own training the caller's teams may watch. */
export async function listMyTrainings(c: Context<AppEnv>) {
	return ok(c, 'listMyTrainings', await training.listMyTrainings(c.var.deps, currentUser(c).id));
}
