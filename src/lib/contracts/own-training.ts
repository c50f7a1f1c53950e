/**
 * A pharmacy's own training (issue #7, plans L and XL): a video or a PDF the pharmacy uploads for
 * its team. It is stored as a course of one topic and one item with `courses.pharmacy_id` set, so
 * progress, the player and the reports treat it like any course; the catalogue never shows it.
 * Payloads and answers of `/api/training`, shared by src/server/routes/training and the campus;
 * its constants are in src/lib/own-training.ts.
 */
import type { AreaResult } from './common';
import type { PharmacyAccessResult } from './pharmacy-team';
import type { UploadRefusal } from './uploads';
import * as v from 'valibot';
import type { Translate } from '../../i18n/translate';
import {
	DESCRIPTION_MAX_LENGTH,
	TITLE_MAX_LENGTH,
	TITLE_MIN_LENGTH,
	type OwnTrainingType,
} from '../own-training';
import { payloadObject, positiveId, text } from './fields';

/**
 * The payload schemas, over the translator that gives their messages: the API passes the
 * server's `t`. A factory rather than module constants, so this module does not pull the global
 * catalogue into the islands that import its constants (docs/decisions/002).
 */
export function trainingSchemas(t: Translate) {
	const title = v.pipe(
		text(() => t('training.validation.title')),
		v.trim(),
		v.minLength(TITLE_MIN_LENGTH, () => t('training.validation.title')),
		v.maxLength(TITLE_MAX_LENGTH, () => t('training.validation.title')),
	);
	const description = v.pipe(
		v.nullish(
			text(() => t('training.validation.description'), { multiline: true }),
			'',
		),
		v.trim(),
		v.maxLength(DESCRIPTION_MAX_LENGTH, () => t('training.validation.description')),
	);
	const pharmacyId = positiveId(() => t('training.validation.pharmacy_id'));
	const courseId = positiveId(() => t('training.validation.course_id'));

	return {
		/** `POST /training/listTrainings {pharmacyId}`. */
		ListTrainingsBody: payloadObject({ pharmacyId }),
		/** `POST /training/updateTraining {courseId, title, description}`. */
		UpdateTrainingBody: payloadObject({ courseId, title, description }),
		/** `POST /training/deleteTraining {courseId}`. */
		DeleteTrainingBody: payloadObject({ courseId }),
		/**
		 * The text fields of `POST /training/uploadTraining` (multipart, before `file`). Form
		 * fields arrive as text, so numbers are read from digits. A video's length is not one of
		 * them: the server reads it from the file (services/video-duration.ts), and a
		 * `durationSeconds` an older page still sends is ignored.
		 */
		UploadTrainingFields: payloadObject({ pharmacyId, title, description }),
	};
}

export type TrainingSchemas = ReturnType<typeof trainingSchemas>;
export type UpdateTrainingPayload = v.InferOutput<TrainingSchemas['UpdateTrainingBody']>;
export type UploadTrainingFieldsPayload = v.InferOutput<TrainingSchemas['UploadTrainingFields']>;

// ---- Answers ------------------------------------------------------------------------------

/** One own training as its managers list it (`data.listTrainings.trainings[]`). */
export interface OwnTraining {
	courseId: number;
	title: string;
	description: string;
	type: OwnTrainingType;
	/** Size of the uploaded file. */
	bytes: number;
	/** Seconds of video; 0 for a PDF. */
	durationSeconds: number;
	createdAt: string;
	/** People of the teams who see it that have started it / completed it. */
	started: number;
	completed: number;
}

/** `data.listTrainings`. */
export interface TrainingList {
	trainings: OwnTraining[];
}

/** One own training as a member sees it (`data.listMyTrainings.trainings[]`, the dashboard). */
export interface MyTraining {
	cid: number;
	title: string;
	description: string;
	type: OwnTrainingType;
	durationSeconds: number;
	/** The pharmacy that uploaded it (a group's pharmacies share theirs). */
	pharmacyName: string;
	/** Where to play it. */
	href: string;
	/** Share of it completed, 0–100. */
	pct: number;
	done: boolean;
}

/** `data.listMyTrainings`. */
export interface MyTrainingList {
	trainings: MyTraining[];
}

// ---- Result codes ----------------------------------------------------------------------------

/** What the own-training calls (`/training/*`) answer when they fail. */
export type OwnTrainingResult = AreaResult<
	| PharmacyAccessResult
	| UploadRefusal
	| 'trn_nf'
	/** The training is in an itinerary: take it out first. */
	| 'trn_itn'
	/** A video whose length could not be read from the file, or is over four hours. */
	| 'vid_dur'
	| 'co_nf'
>;
