/**
 * A pharmacy's own training (issue #7, plans L and XL; ADR 008). An upload becomes a course of one
 * topic and one item with `courses.pharmacy_id` set, so progress, the player and the reports work
 * as for any course, while the catalogue never shows it (db/queries/courses.ts).
 *
 * Who sees it: the team (owner + members) of its pharmacy and, when the pharmacy is in a group,
 * the teams of the group's pharmacies and the group's holder. Anyone else is told the course does
 * not exist (404 `co_nf`), so its existence is not revealed. The pharmacy's managers (owner, group
 * holder) upload, rename and delete it; uploading needs a plan with `uploads` (L, XL), while a
 * pharmacy whose plan no longer has it can still list, rename and delete what it uploaded.
 * Own training issues no campus certificate (services/certificates.ts).
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { t } from '../../i18n';
import {
	MAX_DURATION_SECONDS,
	MIN_DURATION_SECONDS,
	OWN_TRAINING_PATH_PREFIX,
	playerHref,
} from '../../lib/own-training';
import {
	trainingSchemas,
	type MyTrainingList,
	type OwnTraining,
	type TrainingList,
	type UpdateTrainingPayload,
	type UploadTrainingFieldsPayload,
} from '../../lib/contracts/own-training';
import { playedSeconds } from '../../lib/played-ranges';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/own-training';
import type { OwnTrainingRow } from '../db/queries/own-training';
import * as pharmacyQueries from '../db/queries/pharmacies';
import * as progressQueries from '../db/queries/progress';
import { AppError } from '../errors';
import { fieldLabels, invalidDataMessage } from '../payload';
import type { LearningAccess } from './access';
import { fileStorage, storedFileRemoval } from './file-storage';
import { SIGNED_FILE_TTL_SECONDS, signedFileUrl } from './file-urls';
import {
	requireManagedPharmacy,
	requirePlanFeature,
	type ManagedPharmacy,
} from './pharmacy-access';
import { madridDay } from '../../lib/dates';
import { discardUpload, type ReceivedUpload } from './uploads';
import { readVideoDuration } from './video-duration';

type TrainingDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'files' | 'jobs'>;

const { UploadTrainingFields } = trainingSchemas(t);

const notFound = () => new AppError('trn_nf', 404, t('training.api.not_found'));
const courseNotFound = () => new AppError('co_nf', 404, t('errors.course_not_found'));

// ---- Who sees it ---------------------------------------------------------------------------

/**
 * How the user relates to the pharmacy's own training: `manager` (its owner or its group's
 * holder), `team` (in the team of it or of a pharmacy of its group), or null (not to be seen).
 */
export async function ownTrainingViewer(
	deps: Pick<AppDeps, 'db'>,
	userId: number,
	pharmacyId: number,
): Promise<'manager' | 'team' | null> {
	const pharmacy = await pharmacyQueries.findPharmacy(deps.db, pharmacyId);
	if (!pharmacy) return null;
	if (pharmacy.ownerUserId === userId) return 'manager';
	if (pharmacy.groupId !== null) {
		const group = await pharmacyQueries.findGroup(deps.db, pharmacy.groupId);
		if (group?.holderUserId === userId) return 'manager';
	}
	const visible = await queries.listVisiblePharmacyIds(deps.db, userId);
	return visible.includes(pharmacyId) ? 'team' : null;
}

/**
 * The access check of an own training (services/access.ts): 404 `co_nf` for whoever may not see
 * it; its managers may always open it (a group's holder need not hold a licence to check what the
 * group's teams watch); a team member needs what any learner needs, `learningAccess`.
 */
export async function requireOwnTrainingAccess(
	deps: Pick<AppDeps, 'db'>,
	userId: number,
	pharmacyId: number,
	learningAccess: () => Promise<LearningAccess>,
): Promise<LearningAccess> {
	const viewer = await ownTrainingViewer(deps, userId, pharmacyId);
	if (viewer === null) throw courseNotFound();
	return viewer === 'manager' ? { demoOnly: false } : learningAccess();
}

/**
 * The signed link the player plays an own-training video from, for `viewerId` only: it stops when
 * they may no longer see the training (services/file-serving.ts).
 */
export function ownTrainingMediaUrl(
	config: AppDeps['config'],
	fileId: string,
	viewerId: number,
	now: Date,
): string {
	return signedFileUrl(config, fileId, { viewerId, ttlSeconds: SIGNED_FILE_TTL_SECONDS, now });
}

// ---- Managers ------------------------------------------------------------------------------

function view(
	row: OwnTrainingRow,
	people: { started: number; completed: number } | undefined,
): OwnTraining {
	return {
		courseId: row.courseId,
		title: row.title,
		description: row.description,
		type: row.type,
		bytes: row.bytes,
		durationSeconds: row.durationSeconds,
		createdAt: row.createdAt.toISOString(),
		started: people?.started ?? 0,
		completed: people?.completed ?? 0,
	};
}

/** The training, if the user manages its pharmacy; 404 `trn_nf` otherwise (whether or not it exists). */
async function requireManagedTraining(
	deps: TrainingDeps,
	userId: number,
	courseId: number,
): Promise<{ row: OwnTrainingRow; managed: ManagedPharmacy }> {
	const row = await queries.findOwnTraining(deps.db, courseId);
	if (!row) throw notFound();
	try {
		return { row, managed: await requireManagedPharmacy(deps, userId, row.pharmacyId) };
	} catch (error) {
		if (error instanceof AppError && error.status === 404) throw notFound();
		throw error;
	}
}

/** `POST /training/listTrainings {pharmacyId}`: its own training, with who started and completed each. */
export async function listTrainings(
	deps: TrainingDeps,
	userId: number,
	pharmacyId: number,
): Promise<TrainingList & { canUpload: boolean }> {
	const managed = await requireManagedPharmacy(deps, userId, pharmacyId);
	const rows = await queries.listTrainings(deps.db, [pharmacyId]);
	const people = await queries.countPeopleByItem(
		deps.db,
		rows.map((row) => row.itemId),
	);
	let canUpload = true;
	try {
		requirePlanFeature(managed, 'uploads');
	} catch {
		canUpload = false;
	}
	return { trainings: rows.map((row) => view(row, people.get(row.itemId))), canUpload };
}

/**
 * Runs on the upload's text fields before any byte of the file is stored (services/uploads.ts):
 * checks them and that the user manages the pharmacy and its plan has `uploads`.
 */
export async function authorizeUpload(
	deps: TrainingDeps,
	userId: number,
	fields: Readonly<Record<string, string>>,
): Promise<{ pharmacyId: number; fields: UploadTrainingFieldsPayload }> {
	// The pharmacy first: someone who may not upload there learns nothing from field errors.
	const pharmacyId = v.safeParse(UploadTrainingFields.entries.pharmacyId, fields.pharmacyId);
	if (pharmacyId.success) {
		const managed = await requireManagedPharmacy(deps, userId, pharmacyId.output);
		requirePlanFeature(managed, 'uploads');
	}
	const parsed = v.safeParse(UploadTrainingFields, fields);
	if (!parsed.success) {
		throw new AppError(
			'inv_data',
			400,
			invalidDataMessage(
				parsed.issues,
				fieldLabels('training.fields', ['pharmacyId', 'title', 'description']),
			),
		);
	}
	return { pharmacyId: parsed.output.pharmacyId, fields: parsed.output };
}

/**
 * `POST /training/uploadTraining`: the stored upload becomes the pharmacy's new own training. A
 * video's length is read from the stored file, never taken from the browser: it decides how much
 * must be watched to complete it. A video whose length cannot be read, or is outside 1 s–4 h, is
 * refused with 422 `vid_dur`. If anything fails the file is removed.
 */
export async function createTraining(
	deps: TrainingDeps,
	userId: number,
	upload: ReceivedUpload<{ pharmacyId: number; fields: UploadTrainingFieldsPayload }>,
): Promise<OwnTraining> {
	const { file } = upload;
	const { pharmacyId, fields } = upload.destination;
	try {
		// TRAINING_POLICY admits only videos and PDFs; anything else is a programming error.
		if (file.kind === 'logo') throw new Error('a logo reached the own-training upload');
		const type = file.kind;
		const video = type === 'video';
		const durationSeconds = video ? await videoLength(deps, file.storageKey) : 0;
		const courseId = await deps.db.transaction(async (tx) => {
			await queries.ensureCategory(tx, {
				name: t('training.category_name'),
				description: t('training.category_description'),
			});
			const fileId = await queries.insertUploadedFile(tx, {
				pharmacyId,
				kind: type,
				contentType: file.contentType,
				bytes: file.bytes,
				originalName: file.originalName,
				storageKey: file.storageKey,
				uploadedByUserId: userId,
			});
			return queries.insertOwnTraining(tx, {
				pharmacyId,
				path: `${OWN_TRAINING_PATH_PREFIX}${randomUUID()}`,
				title: fields.title,
				description: fields.description,
				topicTitle: t('training.category_name'),
				type,
				contentName: t(video ? 'player.type_video' : 'player.type_pdf'),
				durationSeconds,
				fileId,
				today: madridDay(deps.now()),
			});
		});
		const row = await queries.findOwnTraining(deps.db, courseId);
		if (!row) throw new Error('own training not found after insert');
		return view(row, undefined);
	} catch (error) {
		await discardUpload(deps, file);
		throw error;
	}
}

/** Whole seconds of the stored video; 422 `vid_dur` when unreadable or out of bounds. */
async function videoLength(deps: TrainingDeps, storageKey: string): Promise<number> {
	const seconds = await readVideoDuration(fileStorage(deps), storageKey);
	if (seconds === null) {
		throw new AppError('vid_dur', 422, t('training.api.duration_unreadable'));
	}
	const whole = Math.round(seconds);
	if (whole < MIN_DURATION_SECONDS || whole > MAX_DURATION_SECONDS) {
		throw new AppError('vid_dur', 422, t('training.validation.duration'));
	}
	return whole;
}

/** `POST /training/updateTraining {courseId, title, description}`. */
export async function updateTraining(
	deps: TrainingDeps,
	userId: number,
	payload: UpdateTrainingPayload,
): Promise<OwnTraining> {
	const { row } = await requireManagedTraining(deps, userId, payload.courseId);
	await queries.updateOwnTraining(deps.db, row, {
		title: payload.title,
		description: payload.description,
		today: madridDay(deps.now()),
	});
	const [updated, people] = await Promise.all([
		queries.findOwnTraining(deps.db, row.courseId),
		queries.countPeopleByItem(deps.db, [row.itemId]),
	]);
	if (!updated) throw notFound();
	return view(updated, people.get(row.itemId));
}

/**
 * `POST /training/deleteTraining {courseId}`: the course, its progress and its file. A training
 * that is part of an itinerary (draft, published or template) is refused with 409 `trn_itn`
 * naming the itineraries: removing it silently would change what the team was assigned.
 */
export async function deleteTraining(
	deps: TrainingDeps,
	userId: number,
	courseId: number,
): Promise<{ courseId: number }> {
	const { row } = await requireManagedTraining(deps, userId, courseId);
	const names = await queries.listItineraryNamesWithCourse(deps.db, row.courseId);
	if (names.length > 0) {
		throw new AppError(
			'trn_itn',
			409,
			t('training.api.in_itinerary', {
				count: names.length,
				names: names.map((name) => `«${name}»`).join(', '),
			}),
		);
	}
	const deleted = await deps.db.transaction(async (tx) => {
		const gone = await queries.deleteOwnTraining(tx, row);
		// The bytes go by a job once the rows are gone, retried if the storage fails.
		if (gone) await deps.jobs.enqueue(tx, storedFileRemoval(row.storageKey), deps.now());
		return gone;
	});
	if (!deleted) throw notFound();
	return { courseId: row.courseId };
}

// ---- The team ------------------------------------------------------------------------------

/**
 * `POST /training/listMyTrainings {}` and the dashboard: the own training the user sees, newest
 * first, with how far they got in each.
 */
export async function listMyTrainings(
	deps: Pick<AppDeps, 'db'>,
	userId: number,
): Promise<MyTrainingList> {
	const pharmacyIds = await queries.listVisiblePharmacyIds(deps.db, userId);
	const rows = await queries.listTrainings(deps.db, pharmacyIds);
	const progress = new Map(
		(
			await progressQueries.listProgress(
				deps.db,
				userId,
				rows.map((row) => row.itemId),
			)
		).map((entry) => [entry.itemId, entry]),
	);
	return {
		trainings: rows.map((row) => {
			const entry = progress.get(row.itemId);
			const done = entry?.completedAt != null;
			const pct = done
				? 100
				: entry && row.durationSeconds > 0
					? Math.min(
							99,
							Math.floor((playedSeconds(entry.playedRanges) / row.durationSeconds) * 100),
						)
					: 0;
			return {
				cid: row.courseId,
				title: row.title,
				description: row.description,
				type: row.type,
				durationSeconds: row.durationSeconds,
				pharmacyName: row.pharmacyName,
				href: playerHref({ cid: row.courseId, path: row.path }),
				pct,
				done,
			};
		}),
	};
}

/**
 * The uploaded PDF of an own-training item, for the player's download (services/resources.ts),
 * read whole: PDFs are limited to 20 MB.
 */
export async function readOwnTrainingPdf(
	deps: Pick<AppDeps, 'db' | 'config' | 'files'>,
	itemId: number,
): Promise<{ filename: string; pdf: Uint8Array } | null> {
	const row = await queries.findOwnTrainingOfItem(deps.db, itemId);
	if (!row || row.type !== 'pdf') return null;
	const stream = await fileStorage(deps).open(row.storageKey);
	const pdf = new Uint8Array(await new Response(stream).arrayBuffer());
	return { filename: `${fileNameOf(row.title)}.pdf`, pdf };
}

/**
 * A title as a download's file name: accents dropped, only letters, digits and dashes.
 *
 * @example
 * fileNameOf('Protocolo de acogida: mostrador'); // 'protocolo-de-acogida-mostrador'
 */
export function fileNameOf(title: string): string {
	const name = title
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 80);
	return name || 'formacion';
}
