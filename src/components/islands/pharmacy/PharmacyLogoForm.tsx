/**
 * The pharmacy's logo: shows it, uploads a new one (PNG, JPEG or SVG) and removes it. Placed by
 * the pharmacy space page (PharmacySpace); it talks to `/api/uploads/uploadLogo|removeLogo`.
 *
 * The type and size are checked here first, from what the browser says of the file, so a person
 * hears at once that an image is too big; the server decides from the bytes and its Spanish
 * message is shown as it comes. A failed upload keeps the chosen file, so trying again is one tap.
 */
import uploads from 'i18n-section:uploads';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { removeLogo, uploadLogo } from '../../../lib/api/uploads';
import { formatFileSize } from '../../../lib/file-size';
import { LOGO_ACCEPT, UPLOAD_LIMITS } from '../../../lib/contracts/uploads';
import { askConfirmation } from '../../../stores/overlays-confirm';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../ui/Button';
import './pharmacy-logo-form.css';

const t = createTranslator({ uploads });

export interface PharmacyLogoFormProps {
	pharmacyId: number;
	/** Where the current logo is served, or null. */
	logoUrl: string | null;
	/** Called with the new logo's address (null once removed). */
	onLogoChange: (logoUrl: string | null) => void;
}

/**
 * What the browser says the chosen file is, by its type or else its extension: a first check
 * only (a renamed file passes here and is refused by the server).
 */
export function logoKind(file: Pick<File, 'name' | 'type'>): 'raster' | 'svg' | null {
	const type = file.type.toLowerCase();
	const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
	if (type === 'image/svg+xml' || (type === '' && extension === 'svg')) return 'svg';
	if (type === 'image/png' || type === 'image/jpeg') return 'raster';
	if (type === '' && ['png', 'jpg', 'jpeg'].includes(extension)) return 'raster';
	return null;
}

/** The message for a file that cannot be a logo, or null when it may be sent. */
export function logoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
	const kind = logoKind(file);
	if (!kind) return t('uploads.logo.wrong_type');
	const limit = kind === 'svg' ? UPLOAD_LIMITS.logoSvg : UPLOAD_LIMITS.logo;
	if (file.size > limit) {
		return t('uploads.logo.too_big', { limit: formatFileSize(limit) });
	}
	return null;
}

export default function PharmacyLogoForm({
	pharmacyId,
	logoUrl,
	onLogoChange,
}: PharmacyLogoFormProps) {
	const formId = useId();
	const fileInput = useRef<HTMLInputElement>(null);
	const [file, setFile] = useState<File | null>(null);
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
	const [announcement, setAnnouncement] = useState('');

	const inputId = `${formId}-file`;
	const hintId = `${formId}-hint`;
	const errorId = `${formId}-error`;

	function choose(chosen: File | null) {
		setFile(chosen);
		setAnnouncement('');
		setError(chosen ? logoFileProblem(chosen) : null);
	}

	function done(message: string) {
		setAnnouncement(message);
		showToast({ text: message, type: 'success', icon: 'check' });
	}

	async function submit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (busy) return;
		if (!file) {
			setError(t('uploads.logo.choose_first'));
			fileInput.current?.focus();
			return;
		}
		const problem = logoFileProblem(file);
		if (problem) {
			setError(problem);
			fileInput.current?.focus();
			return;
		}
		setBusy('upload');
		setError(null);
		setAnnouncement(t('uploads.logo.uploading'));
		const result = await uploadLogo(pharmacyId, file, file.name);
		setBusy(null);
		if (!result.ok) {
			setAnnouncement('');
			setError(result.msg);
			return;
		}
		setFile(null);
		if (fileInput.current) fileInput.current.value = '';
		onLogoChange(result.data.logoUrl);
		done(t('uploads.logo.uploaded'));
	}

	async function remove() {
		if (busy) return;
		const confirmed = await askConfirmation({
			title: t('uploads.logo.remove_title'),
			description: t('uploads.logo.remove_text'),
			confirmText: t('uploads.logo.remove_confirm'),
		});
		if (!confirmed) return;
		setBusy('remove');
		setError(null);
		setAnnouncement(t('uploads.logo.removing'));
		const result = await removeLogo(pharmacyId);
		setBusy(null);
		if (!result.ok) {
			setAnnouncement('');
			setError(result.msg);
			return;
		}
		onLogoChange(null);
		done(t('uploads.logo.removed'));
	}

	return (
		<div className="logo-form">
			<div className="logo-form__current">
				{logoUrl ? (
					<img
						className="logo-form__image"
						src={logoUrl}
						alt={t('uploads.logo.current_alt')}
						width={160}
						height={80}
					/>
				) : (
					<p className="logo-form__none">{t('uploads.logo.none')}</p>
				)}
			</div>
			<form
				className="logo-form__form"
				onSubmit={(event) => void submit(event)}
				noValidate
				aria-busy={busy !== null}
			>
				<label className="logo-form__label" htmlFor={inputId}>
					{t('uploads.logo.file_label')}
				</label>
				<p id={hintId} className="logo-form__hint">
					{t('uploads.logo.file_hint')}
				</p>
				<input
					ref={fileInput}
					id={inputId}
					className="logo-form__input"
					type="file"
					accept={LOGO_ACCEPT}
					aria-describedby={error ? `${hintId} ${errorId}` : hintId}
					aria-invalid={error ? true : undefined}
					disabled={busy !== null}
					onChange={(event) => {
						choose(event.target.files?.[0] ?? null);
					}}
				/>
				{error ? (
					<p id={errorId} className="logo-form__error" role="alert">
						{error}
					</p>
				) : null}
				<div className="logo-form__actions">
					<Button
						type="submit"
						loading={busy === 'upload'}
						loadingText={t('uploads.logo.uploading')}
						disabled={busy === 'remove'}
					>
						{logoUrl ? t('uploads.logo.replace') : t('uploads.logo.upload')}
					</Button>
					{logoUrl ? (
						<Button
							variant="secondary"
							loading={busy === 'remove'}
							loadingText={t('uploads.logo.removing')}
							disabled={busy === 'upload'}
							onClick={() => void remove()}
						>
							{t('uploads.logo.remove')}
						</Button>
					) : null}
				</div>
			</form>
			<p className="visually-hidden" aria-live="polite">
				{announcement}
			</p>
		</div>
	);
}
