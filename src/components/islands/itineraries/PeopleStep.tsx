import type { ApiResult } from '../../../lib/api/client';
import type { AssignablePeople } from '../../../lib/contracts/itineraries';
import { Checkbox } from '../../ui/Checkbox';
import { Alert, Loading, t } from './shared';
import { toggleId } from './wizard';

/**
 * The pharmacies step (whole teams) and the users step (people one by one, those of a pharmacy
 * chosen whole shown as included), from the same answer of who may be assigned.
 */
export function PeopleStep({
	answer,
	mode,
	pharmacyIds,
	userIds,
	onChange,
}: {
	answer: ApiResult<AssignablePeople> | null;
	mode: 'pharmacies' | 'users';
	pharmacyIds: number[];
	userIds: number[];
	onChange: (patch: { pharmacyIds?: number[]; userIds?: number[] }) => void;
}) {
	if (!answer) return <Loading text={t('itineraries.wizard.loading')} />;
	if (!answer.ok) return <Alert text={answer.msg} />;
	const { pharmacies } = answer.data;

	if (mode === 'pharmacies') {
		return (
			<fieldset className="wizard__choices">
				<legend>{t('itineraries.wizard.pharmacies_lead')}</legend>
				{pharmacies.length === 0 ? <p>{t('itineraries.wizard.pharmacies_none')}</p> : null}
				{pharmacies.map((pharmacy) => (
					<Checkbox
						key={pharmacy.id}
						label={pharmacy.name}
						hint={t('itineraries.wizard.team', { count: pharmacy.people.length })}
						checked={pharmacyIds.includes(pharmacy.id)}
						onChange={(event) => {
							onChange({ pharmacyIds: toggleId(pharmacyIds, pharmacy.id, event.target.checked) });
						}}
					/>
				))}
			</fieldset>
		);
	}

	const anyone = pharmacies.some((pharmacy) => pharmacy.people.length > 0);
	return (
		<div className="wizard__choices-groups">
			<p>{t('itineraries.wizard.users_lead')}</p>
			{anyone ? null : <p>{t('itineraries.wizard.users_none')}</p>}
			{pharmacies.map((pharmacy) => {
				const wholePharmacy = pharmacyIds.includes(pharmacy.id);
				return (
					<fieldset key={pharmacy.id} className="wizard__choices">
						<legend>{pharmacy.name}</legend>
						{pharmacy.people.map((person) => (
							<Checkbox
								key={person.userId}
								label={
									<>
										{person.name}
										{person.owner ? (
											<span className="wizard__badge">{t('itineraries.wizard.owner_badge')}</span>
										) : null}
									</>
								}
								hint={wholePharmacy ? t('itineraries.wizard.included_by_pharmacy') : person.email}
								checked={wholePharmacy || userIds.includes(person.userId)}
								disabled={wholePharmacy}
								onChange={(event) => {
									onChange({ userIds: toggleId(userIds, person.userId, event.target.checked) });
								}}
							/>
						))}
					</fieldset>
				);
			})}
		</div>
	);
}
