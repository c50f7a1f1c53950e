/**
 * The confirm dialog of `src/stores/overlays-confirm.ts` (spec §3, §5). With `showConfirmInput`
 * the confirm button stays disabled until the typed text is the required word (ignoring case and
 * surrounding spaces); the typed text starts empty on every opening. Scroll is locked while it is
 * open and restored when it closes (through Modal).
 */
import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { t } from '../../../i18n';
import {
	$confirmDialog,
	cancelConfirmDialog,
	confirmConfirmDialog,
	matchesConfirmWord,
} from '../../../stores/overlays-confirm';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { sanitizeHtml } from './sanitize-html';
import { useOverlayStore } from './overlay-hooks';
import './shared.css';

/** The input's placeholder (spec §5). */
export function confirmPlaceholder(word: string | undefined): string {
	const clean = (word ?? '').trim();
	return clean === ''
		? t('shared.confirm.placeholder_generic')
		: t('shared.confirm.placeholder', { word: clean });
}

export function ConfirmDialog() {
	const { open, openedAt, options } = useOverlayStore($confirmDialog);
	const formId = useId();
	// Typed text belongs to one opening; a new opening starts from empty without an effect.
	const [typedEntry, setTypedEntry] = useState({ openedAt: 0, text: '' });
	const typed = typedEntry.openedAt === openedAt ? typedEntry.text : '';

	const needsWord = options.showConfirmInput === true;
	const canConfirm = !needsWord || matchesConfirmWord(typed, options.placeholder);
	const descriptionHtml = useMemo(
		() => (options.descriptionHtml ? sanitizeHtml(options.descriptionHtml) : ''),
		[options.descriptionHtml],
	);

	const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (canConfirm) confirmConfirmDialog();
	};

	const placeholder = confirmPlaceholder(options.placeholder);
	const inputLabel =
		(options.placeholder ?? '').trim() === ''
			? t('shared.confirm.input_label_generic')
			: placeholder;

	return (
		<Modal
			open={open}
			onClose={cancelConfirmDialog}
			title={options.title}
			closeLabel={t('shared.confirm.close')}
			hideCloseButton={options.showCloseBtn === false}
			size="sm"
			className={options.alignLeft ? 'confirm-dialog' : 'confirm-dialog confirm-dialog--centred'}
			footer={
				<>
					<Button variant="secondary" onClick={cancelConfirmDialog}>
						{options.cancelText ?? t('shared.confirm.cancel')}
					</Button>
					<Button type="submit" form={formId} disabled={!canConfirm}>
						{options.confirmText ?? t('shared.confirm.confirm')}
					</Button>
				</>
			}
		>
			<form id={formId} className="confirm-dialog__body" onSubmit={handleSubmit} noValidate>
				{options.description ? (
					<p className="confirm-dialog__description">{options.description}</p>
				) : null}
				{descriptionHtml ? (
					<div
						className="confirm-dialog__description"
						// Sanitised above: only a whitelist of formatting tags survives.
						dangerouslySetInnerHTML={{ __html: descriptionHtml }}
					/>
				) : null}
				{options.infoText ? <p className="confirm-dialog__info">{options.infoText}</p> : null}
				{needsWord ? (
					<Input
						data-autofocus
						label={inputLabel}
						hideLabel
						placeholder={placeholder}
						value={typed}
						autoComplete="off"
						autoCapitalize="off"
						spellCheck={false}
						onChange={(event) => {
							setTypedEntry({ openedAt, text: event.target.value });
						}}
					/>
				) : null}
			</form>
		</Modal>
	);
}
