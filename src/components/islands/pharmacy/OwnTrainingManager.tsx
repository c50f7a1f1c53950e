/**
 * "Formación propia" (`/aula/formacion-propia`, issue #7): a pharmacy's managers upload a video or
 * a PDF for their team, see who started and completed each one, rename and delete them. Plans L
 * and XL include uploading; a pharmacy on plan M is told so, with the way to plan L.
 *
 * A video's length is read here, from the file's own metadata through a detached <video>, and sent
 * with it: the player counts a video watched by its seconds. What the browser cannot read is left
 * to the server, which decides the type from the bytes and answers in Spanish (415, 413, 400).
 * Nothing typed is lost on an error: the form is cleared only after a successful upload.
 */
import training from 'i18n-section:training';
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { formatClock, formatDate } from '../../../lib/dates';
import { formatFileSize } from '../../../lib/file-size';
import {
	deleteTraining,
	listTrainings,
	updateTraining,
	uploadTraining,
} from '../../../lib/api/own-training';
import { getMyPharmacies } from '../../../lib/api/pharmacy-team';
import {
	DESCRIPTION_MAX_LENGTH,
	OWN_TRAINING_PLAYER_PATH,
	TITLE_MAX_LENGTH,
	TITLE_MIN_LENGTH,
} from '../../../lib/own-training';
import type { OwnTraining } from '../../../lib/contracts/own-training';
import type { ManagedPharmacyView } from '../../../lib/contracts/pharmacy-team';
import { reportManagement } from '../../../stores/management';
import { askConfirmation } from '../../../stores/overlays-confirm';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../ui/Button';
import { Input, Textarea } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { useCampusSession } from '../use-campus-session';
import './own-training.css';

const t = createTranslator({ training });

/** What the file input offers; the server decides from the bytes, not from this. */
export const TRAINING_ACCEPT = 'video/mp4,video/webm,application/pdf,.mp4,.webm,.pdf';
/** Where a pharmacy on plan M can see what plan L adds. */
export const PLAN_L_PATH = '/plan/farmacia-l/';
export const DASHBOARD_PATH = '/dashboard';

/** Whether the chosen file should be a video (its type or, failing that, its extension). */
export function looksLikeVideo(file: Pick<File, 'name' | 'type'>): boolean {
	return file.type.startsWith('video/') || /\.(mp4|webm|m4v|mov)$/i.test(file.name);
}

/**
 * The length of a video file in whole seconds, read from its metadata; null when the browser
 * cannot read it (not a video, or a format it does not play).
 */
export function readVideoDuration(file: File): Promise<number | null> {
	return new Promise((resolve) => {
		const url = URL.createObjectURL(file);
		const video = document.createElement('video');
		const done = (seconds: number | null) => {
			video.removeAttribute('src');
			video.load();
			URL.revokeObjectURL(url);
			resolve(seconds);
		};
		video.preload = 'metadata';
		video.muted = true;
		video.onloadedmetadata = () => {
			done(
				Number.isFinite(video.duration) && video.duration > 0 ? Math.round(video.duration) : null,
			);
		};
		video.onerror = () => {
			done(null);
		};
		video.src = url;
	});
}

/** The title's rule, checked before sending so the person learns it at once. */
function titleError(title: string): string | null {
	const length = title.trim().length;
	return length < TITLE_MIN_LENGTH || length > TITLE_MAX_LENGTH
		? t('training.validation.title')
		: null;
}

type Load =
	| { kind: 'loading' }
	| { kind: 'none' }
	| { kind: 'failed' }
	| { kind: 'ready'; trainings: OwnTraining[]; canUpload: boolean };

export default function OwnTrainingManager() {
	const { phase } = useCampusSession();
	const [pharmacies, setPharmacies] = useState<ManagedPharmacyView[] | null>(null);
	const [pharmacyId, setPharmacyId] = useState<number | null>(null);
	const [load, setLoad] = useState<Load>({ kind: 'loading' });

	useEffect(() => {
		if (phase !== 'ready') return;
		let alive = true;
		void getMyPharmacies().then((result) => {
			if (!alive) return;
			if (!result.ok) {
				setLoad({ kind: 'failed' });
				return;
			}
			reportManagement(result.data.managed.length > 0 || result.data.groups.length > 0);
			setPharmacies(result.data.managed);
			const first = result.data.managed[0];
			if (first) setPharmacyId(first.id);
			else setLoad({ kind: 'none' });
		});
		return () => {
			alive = false;
		};
	}, [phase]);

	const reload = useCallback(async (id: number) => {
		const result = await listTrainings(id);
		if (result.ok) {
			setLoad({
				kind: 'ready',
				trainings: result.data.trainings,
				canUpload: result.data.canUpload,
			});
		} else {
			setLoad({ kind: 'failed' });
		}
	}, []);

	useEffect(() => {
		if (pharmacyId === null) return;
		setLoad({ kind: 'loading' });
		void reload(pharmacyId);
	}, [pharmacyId, reload]);

	if (phase === 'checking' || load.kind === 'loading') {
		return (
			<p className="own-training__status" role="status">
				{phase === 'checking' ? t('training.page.checking') : t('training.page.loading')}
			</p>
		);
	}

	if (load.kind === 'none') {
		return (
			<div className="own-training__notice">
				<p>{t('training.page.no_pharmacy')}</p>
				<Button href={DASHBOARD_PATH} variant="secondary">
					{t('training.page.to_dashboard')}
				</Button>
			</div>
		);
	}

	if (load.kind === 'failed' || pharmacyId === null) {
		return (
			<div className="own-training__notice" role="alert">
				<p>{t('training.page.error')}</p>
				<Button
					type="button"
					onClick={() => {
						if (pharmacyId === null) window.location.reload();
						else void reload(pharmacyId);
					}}
				>
					{t('training.page.retry')}
				</Button>
			</div>
		);
	}

	const setTrainings = (update: (trainings: OwnTraining[]) => OwnTraining[]) => {
		setLoad((current) =>
			current.kind === 'ready' ? { ...current, trainings: update(current.trainings) } : current,
		);
	};

	return (
		<div className="own-training">
			{pharmacies && pharmacies.length > 1 ? (
				<Select
					label={t('training.page.pharmacy_label')}
					value={String(pharmacyId)}
					onChange={(event) => {
						setPharmacyId(Number(event.target.value));
					}}
					options={pharmacies.map((pharmacy) => ({
						value: String(pharmacy.id),
						label: pharmacy.name,
					}))}
					fieldClassName="own-training__picker"
				/>
			) : null}

			{load.canUpload ? (
				<UploadForm
					key={pharmacyId}
					pharmacyId={pharmacyId}
					onUploaded={(created) => {
						setTrainings((trainings) => [created, ...trainings]);
					}}
				/>
			) : (
				<section className="own-training__plan" aria-labelledby="own-training-plan">
					<h2 id="own-training-plan">{t('training.page.plan_title')}</h2>
					<p>
						{pharmacies?.find((pharmacy) => pharmacy.id === pharmacyId)?.plan
							? t('training.page.plan_text')
							: t('training.page.plan_text_none')}
					</p>
					<Button href={PLAN_L_PATH}>{t('training.page.plan_link')}</Button>
				</section>
			)}

			<TrainingList
				trainings={load.trainings}
				onChanged={(changed) => {
					setTrainings((trainings) =>
						trainings.map((entry) => (entry.courseId === changed.courseId ? changed : entry)),
					);
				}}
				onDeleted={(courseId) => {
					setTrainings((trainings) => trainings.filter((entry) => entry.courseId !== courseId));
				}}
			/>
		</div>
	);
}

interface UploadFormProps {
	pharmacyId: number;
	onUploaded: (training: OwnTraining) => void;
}

function UploadForm({ pharmacyId, onUploaded }: UploadFormProps) {
	const formId = useId();
	const fileInput = useRef<HTMLInputElement>(null);
	const [title, setTitle] = useState('');
	const [description, setDescription] = useState('');
	const [file, setFile] = useState<File | null>(null);
	const [duration, setDuration] = useState<number | null>(null);
	const [measuring, setMeasuring] = useState(false);
	const [busy, setBusy] = useState(false);
	const [errors, setErrors] = useState<{ title?: string; file?: string; form?: string }>({});
	const [announcement, setAnnouncement] = useState('');

	async function choose(chosen: File | null) {
		setFile(chosen);
		setDuration(null);
		setErrors((current) => (current.title ? { title: current.title } : {}));
		if (!chosen || !looksLikeVideo(chosen)) return;
		setMeasuring(true);
		const seconds = await readVideoDuration(chosen);
		setMeasuring(false);
		setDuration(seconds);
	}

	async function submit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		const next: typeof errors = {};
		const badTitle = titleError(title);
		if (badTitle) next.title = badTitle;
		if (!file) next.file = t('training.validation.file_missing');
		setErrors(next);
		if (!file || badTitle) return;
		setBusy(true);
		setAnnouncement(t('training.page.uploading'));
		const result = await uploadTraining({
			pharmacyId,
			title: title.trim(),
			description: description.trim(),
			file,
		});
		setBusy(false);
		if (!result.ok) {
			setAnnouncement('');
			setErrors({ form: result.msg });
			return;
		}
		const message = t('training.page.uploaded', { title: result.data.title });
		setAnnouncement(message);
		showToast({ text: message, type: 'success', icon: 'check' });
		setTitle('');
		setDescription('');
		setFile(null);
		setDuration(null);
		if (fileInput.current) fileInput.current.value = '';
		onUploaded(result.data);
	}

	const fileId = `${formId}-file`;
	const fileHintId = `${formId}-file-hint`;
	const fileErrorId = `${formId}-file-error`;
	let fileStatus = '';
	if (measuring) fileStatus = t('training.page.measuring');
	else if (file && looksLikeVideo(file) && duration !== null) {
		fileStatus = t('training.page.duration_read', { time: formatClock(duration) });
	} else if (file && !looksLikeVideo(file)) {
		fileStatus = t('training.page.pdf_chosen', { size: formatFileSize(file.size) });
	}

	return (
		<section className="own-training__upload" aria-labelledby={`${formId}-title`}>
			<h2 id={`${formId}-title`}>{t('training.page.upload_title')}</h2>
			<form
				className="own-training__form"
				onSubmit={(event) => void submit(event)}
				noValidate
				aria-busy={busy}
			>
				<Input
					label={t('training.page.title_label')}
					hint={t('training.page.title_hint')}
					value={title}
					maxLength={TITLE_MAX_LENGTH}
					required
					error={errors.title}
					onChange={(event) => {
						setTitle(event.target.value);
					}}
				/>
				<Textarea
					label={t('training.page.description_label')}
					hint={t('training.page.description_hint')}
					value={description}
					maxLength={DESCRIPTION_MAX_LENGTH}
					rows={3}
					onChange={(event) => {
						setDescription(event.target.value);
					}}
				/>
				<div className="own-training__file">
					<label htmlFor={fileId}>{t('training.page.file_label')}</label>
					<p id={fileHintId} className="own-training__hint">
						{t('training.page.file_hint')}
					</p>
					<input
						ref={fileInput}
						id={fileId}
						type="file"
						accept={TRAINING_ACCEPT}
						required
						aria-describedby={errors.file ? `${fileHintId} ${fileErrorId}` : fileHintId}
						aria-invalid={errors.file ? true : undefined}
						onChange={(event) => void choose(event.target.files?.[0] ?? null)}
					/>
					<p className="own-training__file-status" aria-live="polite">
						{fileStatus}
					</p>
					{errors.file ? (
						<p id={fileErrorId} className="own-training__error">
							{errors.file}
						</p>
					) : null}
				</div>
				{errors.form ? (
					<p className="own-training__error" role="alert">
						{errors.form}
					</p>
				) : null}
				<Button
					type="submit"
					loading={busy}
					loadingText={t('training.page.uploading')}
					disabled={measuring}
				>
					{t('training.page.submit')}
				</Button>
				<p className="visually-hidden" aria-live="polite">
					{announcement}
				</p>
			</form>
		</section>
	);
}

interface TrainingListProps {
	trainings: OwnTraining[];
	onChanged: (training: OwnTraining) => void;
	onDeleted: (courseId: number) => void;
}

function TrainingList({ trainings, onChanged, onDeleted }: TrainingListProps) {
	return (
		<section className="own-training__list" aria-labelledby="own-training-list">
			<h2 id="own-training-list">{t('training.page.list_title')}</h2>
			{trainings.length === 0 ? (
				<p>{t('training.page.empty')}</p>
			) : (
				<ul role="list">
					{trainings.map((entry) => (
						<TrainingItem
							key={entry.courseId}
							training={entry}
							onChanged={onChanged}
							onDeleted={onDeleted}
						/>
					))}
				</ul>
			)}
		</section>
	);
}

interface TrainingItemProps {
	training: OwnTraining;
	onChanged: (training: OwnTraining) => void;
	onDeleted: (courseId: number) => void;
}

function TrainingItem({ training: entry, onChanged, onDeleted }: TrainingItemProps) {
	const [editing, setEditing] = useState(false);
	const [title, setTitle] = useState(entry.title);
	const [description, setDescription] = useState(entry.description);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const headingId = useId();
	const editButton = useRef<HTMLButtonElement>(null);
	const titleField = useRef<HTMLInputElement>(null);

	useEffect(() => {
		if (editing) titleField.current?.focus();
	}, [editing]);

	async function save(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		const badTitle = titleError(title);
		if (badTitle) {
			setError(badTitle);
			return;
		}
		setBusy(true);
		const result = await updateTraining({
			courseId: entry.courseId,
			title: title.trim(),
			description: description.trim(),
		});
		setBusy(false);
		if (!result.ok) {
			setError(result.msg);
			return;
		}
		setError(null);
		setEditing(false);
		onChanged(result.data);
		showToast({ text: t('training.page.saved'), type: 'success', icon: 'check' });
		editButton.current?.focus();
	}

	async function remove() {
		const confirmed = await askConfirmation({
			title: t('training.page.delete_title', { title: entry.title }),
			description: t('training.page.delete_text'),
			confirmText: t('training.page.delete'),
		});
		if (!confirmed) return;
		setBusy(true);
		const result = await deleteTraining(entry.courseId);
		setBusy(false);
		if (!result.ok) {
			setError(result.msg);
			return;
		}
		showToast({
			text: t('training.page.deleted', { title: entry.title }),
			type: 'success',
			icon: 'check',
		});
		onDeleted(entry.courseId);
	}

	const meta =
		entry.type === 'video'
			? t('training.page.meta_video', {
					time: formatClock(entry.durationSeconds),
					size: formatFileSize(entry.bytes),
				})
			: t('training.page.meta_pdf', { size: formatFileSize(entry.bytes) });

	return (
		<li className="own-training__item" aria-labelledby={headingId}>
			<h3 id={headingId} className="own-training__item-title">
				{entry.title}
			</h3>
			<p className="own-training__meta">
				{meta} · {t('training.page.created', { date: formatDate(entry.createdAt) ?? '' })}
			</p>
			{entry.description ? <p className="own-training__description">{entry.description}</p> : null}
			<p className="own-training__people">
				{t('training.page.people', { started: entry.started, completed: entry.completed })}
			</p>
			{editing ? (
				<form
					className="own-training__form own-training__edit"
					onSubmit={(event) => void save(event)}
					noValidate
				>
					<Input
						ref={titleField}
						label={t('training.page.title_label')}
						hint={t('training.page.title_hint')}
						value={title}
						maxLength={TITLE_MAX_LENGTH}
						required
						onChange={(event) => {
							setTitle(event.target.value);
						}}
					/>
					<Textarea
						label={t('training.page.description_label')}
						value={description}
						maxLength={DESCRIPTION_MAX_LENGTH}
						rows={3}
						onChange={(event) => {
							setDescription(event.target.value);
						}}
					/>
					<div className="own-training__actions">
						<Button type="submit" size="sm" loading={busy} loadingText={t('training.page.saving')}>
							{t('training.page.save')}
						</Button>
						<Button
							type="button"
							size="sm"
							variant="secondary"
							onClick={() => {
								setEditing(false);
								setTitle(entry.title);
								setDescription(entry.description);
								setError(null);
							}}
						>
							{t('training.page.cancel')}
						</Button>
					</div>
				</form>
			) : (
				<div className="own-training__actions">
					<Button
						size="sm"
						variant="secondary"
						href={`${OWN_TRAINING_PLAYER_PATH}?id=${entry.courseId}`}
					>
						{t('training.page.open')}
						<span className="visually-hidden">: {entry.title}</span>
					</Button>
					<Button
						ref={editButton}
						type="button"
						size="sm"
						variant="secondary"
						onClick={() => {
							setEditing(true);
						}}
					>
						{t('training.page.edit')}
						<span className="visually-hidden">: {entry.title}</span>
					</Button>
					<Button
						type="button"
						size="sm"
						variant="ghost"
						loading={busy}
						onClick={() => void remove()}
					>
						{t('training.page.delete')}
						<span className="visually-hidden">: {entry.title}</span>
					</Button>
				</div>
			)}
			{error ? (
				<p className="own-training__error" role="alert">
					{error}
				</p>
			) : null}
		</li>
	);
}
