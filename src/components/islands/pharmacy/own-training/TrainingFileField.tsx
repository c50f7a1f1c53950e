/**
 * The upload form's file input with its hint, what is said of the chosen file (announced politely)
 * and the error, tied to the input by aria-describedby.
 */
import type { RefObject } from 'react';
import { t } from './i18n';
import { TRAINING_ACCEPT } from './training';

interface TrainingFileFieldProps {
	id: string;
	inputRef: RefObject<HTMLInputElement | null>;
	status: string;
	error: string | undefined;
	onChoose: (file: File | null) => void;
}

export function TrainingFileField({
	id,
	inputRef,
	status,
	error,
	onChoose,
}: TrainingFileFieldProps) {
	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	return (
		<div className="own-training__file">
			<label htmlFor={id}>{t('training.page.file_label')}</label>
			<p id={hintId} className="own-training__hint">
				{t('training.page.file_hint')}
			</p>
			<input
				ref={inputRef}
				id={id}
				type="file"
				accept={TRAINING_ACCEPT}
				required
				aria-describedby={error ? `${hintId} ${errorId}` : hintId}
				aria-invalid={error ? true : undefined}
				onChange={(event) => {
					onChoose(event.target.files?.[0] ?? null);
				}}
			/>
			<p className="own-training__file-status" aria-live="polite">
				{status}
			</p>
			{error ? (
				<p id={errorId} className="own-training__error">
					{error}
				</p>
			) : null}
		</div>
	);
}
