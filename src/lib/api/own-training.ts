/** The own-training calls (issue #7, `/api/training`) for `/aula/formacion-propia` and the campus. */
import type {
	OwnTraining,
	OwnTrainingResult,
	TrainingList,
	UpdateTrainingPayload,
} from '../contracts/own-training';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** The pharmacy's own training for its managers, and whether its plan lets them upload more. */
export function listTrainings(
	pharmacyId: number,
	client: ApiClient = api,
): Promise<ApiResult<TrainingList & { canUpload: boolean }, OwnTrainingResult>> {
	return client.post(
		'/training/listTrainings',
		{ pharmacyId },
		{ select: dataAt('listTrainings') },
	);
}

export interface UploadTrainingInput {
	pharmacyId: number;
	title: string;
	description: string;
	file: File;
	/** Cancels the upload. */
	signal?: AbortSignal | undefined;
}

/**
 * Uploads a video or PDF as own training. The text fields go before the file: the server checks
 * the caller on them before it stores a byte (services/uploads.ts).
 */
export function uploadTraining(
	input: UploadTrainingInput,
	client: ApiClient = api,
): Promise<ApiResult<OwnTraining, OwnTrainingResult>> {
	const form = new FormData();
	form.append('pharmacyId', String(input.pharmacyId));
	form.append('title', input.title);
	form.append('description', input.description);
	form.append('file', input.file, input.file.name);
	return client.post('/training/uploadTraining', form, {
		select: dataAt('uploadTraining'),
		// A signal replaces the client's 30 s time limit: a 200 MB video on a pharmacy's line
		// takes minutes, and the person sees "Subiendo…" meanwhile.
		signal: input.signal ?? new AbortController().signal,
	});
}

export function updateTraining(
	payload: UpdateTrainingPayload,
	client: ApiClient = api,
): Promise<ApiResult<OwnTraining, OwnTrainingResult>> {
	return client.post(
		'/training/updateTraining',
		{ ...payload },
		{
			select: dataAt('updateTraining'),
		},
	);
}

export function deleteTraining(
	courseId: number,
	client: ApiClient = api,
): Promise<ApiResult<{ courseId: number }, OwnTrainingResult>> {
	return client.post(
		'/training/deleteTraining',
		{ courseId },
		{
			select: dataAt('deleteTraining'),
		},
	);
}
