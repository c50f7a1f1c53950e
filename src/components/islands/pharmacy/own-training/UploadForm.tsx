/**
 * Uploading a video or a PDF as the pharmacy's own training: a title (checked here first), a
 * description and the file, whose length or size is said once chosen. The form is cleared only
 * after a successful upload; a refusal keeps everything typed and shows the server's reason.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../../lib/own-training';
import { showToast } from '../../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { Input, Textarea } from '../../../ui/Input';
import { t } from './i18n';
import { fileStatus, looksLikeVideo, titleError } from './training';
import { TrainingFileField } from './TrainingFileField';
import type { TrainingActions } from './use-own-training';
import { readVideoDuration } from './video-duration';

interface UploadFormProps {
	pharmacyId: number;
	upload: TrainingActions['upload'];
}

export function UploadForm({ pharmacyId, upload }: UploadFormProps) {
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
		const result = await upload({
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
				<TrainingFileField
					id={`${formId}-file`}
					inputRef={fileInput}
					status={fileStatus(file, measuring, duration)}
					error={errors.file}
					onChoose={(chosen) => void choose(chosen)}
				/>
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
