/**
 * "Editar" a plan offer (issue #20): its name, description and price. A new price is only for
 * purchases from now on; the dialog says how many running licences keep the old one, and that the
 * plan pages are published again. One opening is one request (ActionForm).
 */
import { useState } from 'react';
import type { EditablePlan, UpdatePlanInput } from '../../../../lib/contracts/plan-editing';
import { formatMoney, parseEuros } from '../../../../lib/money';
import { Input, Textarea } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { ActionForm } from '../customer/ActionForm';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';

interface EditPlanDialogProps {
	plan: EditablePlan | null;
	onClose: () => void;
	onSave: (input: UpdatePlanInput) => Promise<ActionOutcome<unknown>>;
}

export function EditPlanDialog({ plan, onClose, onSave }: EditPlanDialogProps) {
	return (
		<Modal
			open={plan !== null}
			onClose={onClose}
			title={t('admin.plans.edit_title')}
			closeLabel={t('admin.customer.close')}
			size="md"
		>
			{plan ? <EditForm plan={plan} onClose={onClose} onSave={onSave} /> : null}
		</Modal>
	);
}

/** "19,90" from 1990, as the price field shows it. */
const eurosText = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

function EditForm({
	plan,
	onClose,
	onSave,
}: Omit<EditPlanDialogProps, 'plan'> & { plan: EditablePlan }) {
	const [name, setName] = useState(plan.name);
	const [description, setDescription] = useState(plan.description);
	const [price, setPrice] = useState(eurosText(plan.priceMinor));
	const priceMinor = parseEuros(price);
	const newPrice = priceMinor !== null && priceMinor !== plan.priceMinor;

	return (
		<ActionForm
			onClose={onClose}
			onSubmit={(requestKey) =>
				onSave({ planId: plan.id, name, description, priceMinor: priceMinor ?? 0, requestKey })
			}
			submitLabel={t('admin.plans.save')}
			sendingLabel={t('admin.plans.saving')}
			disabled={priceMinor === null || name.trim() === ''}
		>
			<Input
				data-autofocus
				label={t('admin.plans.name')}
				value={name}
				onChange={(event) => {
					setName(event.target.value);
				}}
			/>
			<Textarea
				label={t('admin.plans.description')}
				rows={3}
				value={description}
				onChange={(event) => {
					setDescription(event.target.value);
				}}
			/>
			<Input
				label={t('admin.plans.price')}
				hint={t('admin.plans.price_hint')}
				inputMode="decimal"
				value={price}
				error={priceMinor === null ? t('admin.plans.price_invalid') : undefined}
				onChange={(event) => {
					setPrice(event.target.value);
				}}
			/>
			{newPrice && plan.runningLicences > 0 ? (
				<p className="admin-dialog__summary">
					{t('admin.plans.new_price_note', {
						count: plan.runningLicences,
						price: formatMoney(plan.priceMinor, 'es-ES'),
					})}
				</p>
			) : null}
			<p className="studio__note">{t('admin.plans.pages_note')}</p>
		</ActionForm>
	);
}
