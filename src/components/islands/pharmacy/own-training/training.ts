/**
 * The own training's state without React (`/aula/formacion-propia`, issue #7): what the page
 * holds, the title's rule, what is said of a chosen file and of each training, and how an upload,
 * an edit or a deletion changes the list. The data hook (use-own-training.ts) keeps this state and
 * the views only render it.
 */
import { formatClock } from '../../../../lib/dates';
import { formatFileSize } from '../../../../lib/file-size';
import { TITLE_MAX_LENGTH, TITLE_MIN_LENGTH } from '../../../../lib/own-training';
import type { OwnTraining } from '../../../../lib/contracts/own-training';
import type { ManagedPharmacyView } from '../../../../lib/contracts/pharmacy-team';
import { t } from './i18n';

/** What the file input offers; the server decides from the bytes, not from this. */
export const TRAINING_ACCEPT = 'video/mp4,video/webm,application/pdf,.mp4,.webm,.pdf';
/** Where a pharmacy on plan M can see what plan L adds. */
export const PLAN_L_PATH = '/plan/farmacia-l/';
export const DASHBOARD_PATH = '/dashboard';

/** The page's data: none managed, a failed call, or the pharmacy's list and whether it may add. */
export type TrainingLoad =
	| { kind: 'loading' }
	| { kind: 'none' }
	| { kind: 'failed' }
	| { kind: 'ready'; trainings: OwnTraining[]; canUpload: boolean };

/** Whether the chosen file should be a video (its type or, failing that, its extension). */
export function looksLikeVideo(file: Pick<File, 'name' | 'type'>): boolean {
	return file.type.startsWith('video/') || /\.(mp4|webm|m4v|mov)$/i.test(file.name);
}

/** The title's rule, checked before sending so the person learns it at once. */
export function titleError(title: string): string | null {
	const length = title.trim().length;
	return length < TITLE_MIN_LENGTH || length > TITLE_MAX_LENGTH
		? t('training.validation.title')
		: null;
}

/** What is said of the chosen file: its length being read, its length, or a PDF's size. */
export function fileStatus(
	file: Pick<File, 'name' | 'type' | 'size'> | null,
	measuring: boolean,
	duration: number | null,
): string {
	if (measuring) return t('training.page.measuring');
	if (!file) return '';
	if (!looksLikeVideo(file)) {
		return t('training.page.pdf_chosen', { size: formatFileSize(file.size) });
	}
	return duration === null ? '' : t('training.page.duration_read', { time: formatClock(duration) });
}

/** A training's kind, length and size, as its line in the list says them. */
export function trainingMeta(entry: OwnTraining): string {
	return entry.type === 'video'
		? t('training.page.meta_video', {
				time: formatClock(entry.durationSeconds),
				size: formatFileSize(entry.bytes),
			})
		: t('training.page.meta_pdf', { size: formatFileSize(entry.bytes) });
}

/** Why the pharmacy cannot upload: a plan without it (M), or no plan at all. */
export function planOfferKey(
	pharmacies: readonly ManagedPharmacyView[] | null,
	pharmacyId: number,
): 'training.page.plan_text' | 'training.page.plan_text_none' {
	return pharmacies?.find((pharmacy) => pharmacy.id === pharmacyId)?.plan
		? 'training.page.plan_text'
		: 'training.page.plan_text_none';
}

/** The list with a new upload first. */
export function withUploaded(trainings: OwnTraining[], created: OwnTraining): OwnTraining[] {
	return [created, ...trainings];
}

/** The list with one training's new title and description. */
export function withChanged(trainings: OwnTraining[], changed: OwnTraining): OwnTraining[] {
	return trainings.map((entry) => (entry.courseId === changed.courseId ? changed : entry));
}

/** The list without a deleted training. */
export function withoutTraining(trainings: OwnTraining[], courseId: number): OwnTraining[] {
	return trainings.filter((entry) => entry.courseId !== courseId);
}
