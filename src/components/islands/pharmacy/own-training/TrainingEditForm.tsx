/** Editing a training's title and description in place; the title field takes focus on opening. */
import { useEffect, useRef, type SubmitEvent } from 'react';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../../lib/own-training';
import { Button } from '../../../ui/Button';
import { Input, Textarea } from '../../../ui/Input';
import { t } from './i18n';

interface TrainingEditFormProps {
	title: string;
	description: string;
	busy: boolean;
	onTitle: (title: string) => void;
	onDescription: (description: string) => void;
	onSave: (event: SubmitEvent<HTMLFormElement>) => void;
	onCancel: () => void;
}

export function TrainingEditForm(props: TrainingEditFormProps) {
	const titleField = useRef<HTMLInputElement>(null);

	useEffect(() => {
		titleField.current?.focus();
	}, []);

	return (
		<form className="own-training__form own-training__edit" onSubmit={props.onSave} noValidate>
			<Input
				ref={titleField}
				label={t('training.page.title_label')}
				hint={t('training.page.title_hint')}
				value={props.title}
				maxLength={TITLE_MAX_LENGTH}
				required
				onChange={(event) => {
					props.onTitle(event.target.value);
				}}
			/>
			<Textarea
				label={t('training.page.description_label')}
				value={props.description}
				maxLength={DESCRIPTION_MAX_LENGTH}
				rows={3}
				onChange={(event) => {
					props.onDescription(event.target.value);
				}}
			/>
			<div className="own-training__actions">
				<Button
					type="submit"
					size="sm"
					loading={props.busy}
					loadingText={t('training.page.saving')}
				>
					{t('training.page.save')}
				</Button>
				<Button type="button" size="sm" variant="secondary" onClick={props.onCancel}>
					{t('training.page.cancel')}
				</Button>
			</div>
		</form>
	);
}
