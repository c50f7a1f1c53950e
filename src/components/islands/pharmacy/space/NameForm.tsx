/** The pharmacy's name, checked here first; a name in use keeps what was typed, with the reason. */
import { useState, type SubmitEvent } from 'react';
import * as v from 'valibot';
import {
	fieldErrors,
	PHARMACY_NAME_MAX_LENGTH,
	requiredText,
} from '../../../../lib/contracts/fields';
import { showToast } from '../../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { t } from './i18n';
import type { TeamActions } from './use-pharmacy-space';

const NameField = v.object({ name: requiredText(PHARMACY_NAME_MAX_LENGTH) });

export function NameForm({ name: saved, rename }: { name: string; rename: TeamActions['rename'] }) {
	const [name, setName] = useState(saved);
	const [error, setError] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const parsed = v.safeParse(NameField, { name });
		if (!parsed.success) {
			setError(fieldErrors(parsed.issues)['name'] ?? null);
			return;
		}
		setSaving(true);
		const result = await rename(parsed.output.name);
		setSaving(false);
		if (!result.ok) {
			setError(result.msg);
			return;
		}
		setError(null);
		setName(result.data.name);
		showToast({ text: t('team.page.name_saved'), type: 'success' });
	};

	return (
		<form
			className="pharmacy-space__form"
			noValidate
			aria-label={t('team.page.name_title')}
			onSubmit={(event) => void submit(event)}
		>
			<Input
				label={t('team.page.name_label')}
				hint={t('team.page.name_hint')}
				value={name}
				maxLength={PHARMACY_NAME_MAX_LENGTH}
				autoComplete="organization"
				required
				error={error ?? undefined}
				onChange={(event) => {
					setName(event.target.value);
				}}
			/>
			<Button type="submit" loading={saving} loadingText={t('team.page.name_saving')}>
				{t('team.page.name_save')}
			</Button>
		</form>
	);
}
