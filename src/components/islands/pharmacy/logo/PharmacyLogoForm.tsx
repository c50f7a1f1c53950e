/**
 * The pharmacy's logo: shows it, uploads a new one (PNG, JPEG or SVG) and removes it. Placed by
 * the pharmacy space page (space/ManagedSpace); its calls and state are in use-pharmacy-logo.ts,
 * the first check of a chosen file in logo-file.ts.
 */
import { useId } from 'react';
import { LOGO_ACCEPT } from '../../../../lib/contracts/uploads';
import { Button } from '../../../ui/Button';
import { t } from './logo-file';
import { usePharmacyLogo } from './use-pharmacy-logo';
import './pharmacy-logo-form.css';

interface PharmacyLogoFormProps {
	pharmacyId: number;
	/** Where the current logo is served, or null. */
	logoUrl: string | null;
	/** Called with the new logo's address (null once removed). */
	onLogoChange: (logoUrl: string | null) => void;
}

export default function PharmacyLogoForm({
	pharmacyId,
	logoUrl,
	onLogoChange,
}: PharmacyLogoFormProps) {
	const formId = useId();
	const { fileInput, error, busy, announcement, choose, submit, remove } = usePharmacyLogo(
		pharmacyId,
		onLogoChange,
	);

	const inputId = `${formId}-file`;
	const hintId = `${formId}-hint`;
	const errorId = `${formId}-error`;

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
