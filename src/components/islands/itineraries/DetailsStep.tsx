import {
	ITINERARY_DESCRIPTION_MAX_LENGTH,
	ITINERARY_NAME_MAX_LENGTH,
} from '../../../lib/itinerary-rules';
import type { OwnerOption } from '../../../lib/contracts/itineraries';
import { Input, Textarea } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { t } from './shared';
import { ownerValue, parseOwner, type WizardDraft } from './wizard';

/** The first step: owner (when there is a choice), unique name, description and end date. */
export function DetailsStep({
	draft,
	owners,
	nameError,
	onChange,
}: {
	draft: WizardDraft;
	owners: OwnerOption[];
	nameError: string | null;
	onChange: (patch: Partial<WizardDraft>) => void;
}) {
	return (
		<div className="wizard__fields">
			{draft.id === null && owners.length > 1 ? (
				<Select
					label={t('itineraries.wizard.owner_label')}
					value={ownerValue(draft.owner)}
					onChange={(event) => {
						onChange({ owner: parseOwner(event.target.value) });
					}}
					options={owners.map((owner) => ({
						value: ownerValue(owner),
						label: owner.name,
					}))}
				/>
			) : null}
			{draft.fromTemplateId !== null && draft.id === null ? (
				<p className="wizard__note">
					{t('itineraries.wizard.from_template', { name: draft.name })}
				</p>
			) : null}
			<Input
				label={t('itineraries.wizard.name_label')}
				hint={t('itineraries.wizard.name_hint')}
				value={draft.name}
				maxLength={ITINERARY_NAME_MAX_LENGTH}
				required
				error={nameError ?? undefined}
				autoComplete="off"
				onChange={(event) => {
					onChange({ name: event.target.value });
				}}
			/>
			<Textarea
				label={t('itineraries.wizard.description_label')}
				value={draft.description}
				maxLength={ITINERARY_DESCRIPTION_MAX_LENGTH}
				rows={3}
				onChange={(event) => {
					onChange({ description: event.target.value });
				}}
			/>
			<Input
				type="date"
				label={t('itineraries.wizard.ends_label')}
				hint={t('itineraries.wizard.ends_hint')}
				value={draft.endsOn}
				onChange={(event) => {
					onChange({ endsOn: event.target.value });
				}}
				fieldClassName="wizard__date"
			/>
		</div>
	);
}
