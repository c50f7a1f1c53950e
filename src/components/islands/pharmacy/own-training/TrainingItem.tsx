/**
 * One own training in the list: its kind, length and size, when it was added, who started and
 * completed it; opening it in the player, editing its title and description in place, and deleting
 * it after a confirm dialog. Focus goes to the title field on editing and back to "Editar" after.
 */
import { useId, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { formatDate } from '../../../../lib/dates';
import { OWN_TRAINING_PLAYER_PATH } from '../../../../lib/own-training';
import type { OwnTraining } from '../../../../lib/contracts/own-training';
import { askConfirmation } from '../../../../stores/overlays-confirm';
import { showToast } from '../../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { t } from './i18n';
import { titleError, trainingMeta } from './training';
import { TrainingEditForm } from './TrainingEditForm';
import type { TrainingActions } from './use-own-training';

interface TrainingItemProps {
	training: OwnTraining;
	actions: TrainingActions;
}

export function TrainingItem({ training: entry, actions }: TrainingItemProps) {
	const [editing, setEditing] = useState(false);
	const [title, setTitle] = useState(entry.title);
	const [description, setDescription] = useState(entry.description);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const headingId = useId();
	const editButton = useRef<HTMLButtonElement>(null);

	async function save(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		const badTitle = titleError(title);
		if (badTitle) {
			setError(badTitle);
			return;
		}
		setBusy(true);
		const result = await actions.update({
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
		const result = await actions.remove(entry.courseId);
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
	}

	const meta = trainingMeta(entry);
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
				<TrainingEditForm
					title={title}
					description={description}
					busy={busy}
					onTitle={setTitle}
					onDescription={setDescription}
					onSave={(event) => void save(event)}
					onCancel={() => {
						setEditing(false);
						setTitle(entry.title);
						setDescription(entry.description);
						setError(null);
					}}
				/>
			) : (
				<TrainingButtons
					training={entry}
					busy={busy}
					editButton={editButton}
					onEdit={() => {
						setEditing(true);
					}}
					onDelete={() => void remove()}
				/>
			)}
			{error ? (
				<p className="own-training__error" role="alert">
					{error}
				</p>
			) : null}
		</li>
	);
}

/** Open in the player, edit, delete: each names the training for screen readers (WCAG 2.5.3). */
function TrainingButtons({
	training: entry,
	busy,
	editButton,
	onEdit,
	onDelete,
}: {
	training: OwnTraining;
	busy: boolean;
	editButton: RefObject<HTMLButtonElement | null>;
	onEdit: () => void;
	onDelete: () => void;
}) {
	return (
		<div className="own-training__actions">
			<Button
				size="sm"
				variant="secondary"
				href={`${OWN_TRAINING_PLAYER_PATH}?id=${entry.courseId}`}
			>
				{t('training.page.open')}
				<span className="visually-hidden">: {entry.title}</span>
			</Button>
			<Button ref={editButton} type="button" size="sm" variant="secondary" onClick={onEdit}>
				{t('training.page.edit')}
				<span className="visually-hidden">: {entry.title}</span>
			</Button>
			<Button type="button" size="sm" variant="ghost" loading={busy} onClick={onDelete}>
				{t('training.page.delete')}
				<span className="visually-hidden">: {entry.title}</span>
			</Button>
		</div>
	);
}
