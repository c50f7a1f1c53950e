/**
 * "Crear cupón" (issue #20): the code, a percent or an amount off the first payment or every
 * payment, the days it is valid, its total and per-person limits, the plans it is for and a note
 * for the team. Each field says what is wrong under it; the code's own refusal (taken) shows in
 * the dialog. One opening is one request (ActionForm).
 */
import { useId, useState } from 'react';
import type { CouponPlan, CreateCouponInput } from '../../../../lib/contracts/coupons';
import { Checkbox } from '../../../ui/Checkbox';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { ActionForm } from '../customer/ActionForm';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';
import { EMPTY_DRAFT, parseDraft, type CouponDraft } from './coupon-form';

interface CreateCouponDialogProps {
	open: boolean;
	plans: CouponPlan[];
	onClose: () => void;
	onCreate: (input: CreateCouponInput) => Promise<ActionOutcome<{ code: string }>>;
}

export function CreateCouponDialog({ open, plans, onClose, onCreate }: CreateCouponDialogProps) {
	return (
		<Modal
			open={open}
			onClose={onClose}
			title={t('admin.coupons.create_title')}
			closeLabel={t('admin.customer.close')}
			size="md"
		>
			{/* Mounted per opening: an empty form and a fresh request key each time. */}
			{open ? <CreateForm plans={plans} onClose={onClose} onCreate={onCreate} /> : null}
		</Modal>
	);
}

/** The draft's fields typed as text. */
type TextField = Exclude<
	{ [K in keyof CouponDraft]: CouponDraft[K] extends string ? K : never }[keyof CouponDraft],
	'kind'
>;

function CreateForm({ plans, onClose, onCreate }: Omit<CreateCouponDialogProps, 'open'>) {
	const [draft, setDraft] = useState<CouponDraft>(EMPTY_DRAFT);
	const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
	const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) => {
		setDraft((current) => ({ ...current, [key]: value }));
	};
	const text = (key: TextField) => ({
		value: draft[key],
		onChange: (event: { target: { value: string } }) => {
			set(key, event.target.value);
		},
	});

	async function submit(requestKey: string): Promise<ActionOutcome<{ code: string }>> {
		const parsed = parseDraft(draft, requestKey);
		if (!parsed.ok) {
			setErrors(parsed.errors);
			return { error: t('admin.coupons.check_fields') };
		}
		setErrors({});
		return onCreate(parsed.input);
	}

	return (
		<ActionForm
			onClose={onClose}
			onSubmit={submit}
			submitLabel={t('admin.coupons.create_submit')}
			sendingLabel={t('admin.coupons.create_sending')}
		>
			<Input
				data-autofocus
				label={t('admin.coupons.code')}
				hint={t('admin.coupons.code_hint')}
				autoComplete="off"
				autoCapitalize="characters"
				error={errors.code}
				{...text('code')}
			/>
			<Select
				label={t('admin.coupons.kind')}
				value={draft.kind}
				onChange={(event) => {
					set('kind', event.target.value === 'amount' ? 'amount' : 'percent');
				}}
				options={[
					{ value: 'percent', label: t('admin.coupons.kind_percent') },
					{ value: 'amount', label: t('admin.coupons.kind_amount') },
				]}
			/>
			{draft.kind === 'percent' ? (
				<Input
					label={t('admin.coupons.percent')}
					inputMode="numeric"
					error={errors.percentOff}
					{...text('percent')}
				/>
			) : (
				<Input
					label={t('admin.coupons.amount')}
					hint={t('admin.coupons.amount_hint')}
					inputMode="decimal"
					error={errors.amountOffMinor}
					{...text('amount')}
				/>
			)}
			<Checkbox
				label={t('admin.coupons.every_payment')}
				hint={t('admin.coupons.every_payment_hint')}
				checked={draft.everyPayment}
				onChange={(event) => {
					set('everyPayment', event.target.checked);
				}}
			/>
			<div className="admin-dialog__pair">
				<Input
					type="date"
					label={t('admin.coupons.starts_on')}
					error={errors.startsOn}
					{...text('startsOn')}
				/>
				<Input
					type="date"
					label={t('admin.coupons.ends_on')}
					hint={t('admin.coupons.ends_on_hint')}
					error={errors.endsOn}
					{...text('endsOn')}
				/>
			</div>
			<div className="admin-dialog__pair">
				<Input
					label={t('admin.coupons.max_redemptions')}
					hint={t('admin.coupons.no_limit_hint')}
					inputMode="numeric"
					error={errors.maxRedemptions}
					{...text('maxRedemptions')}
				/>
				<Input
					label={t('admin.coupons.per_person')}
					hint={t('admin.coupons.no_limit_hint')}
					inputMode="numeric"
					error={errors.perPersonLimit}
					{...text('perPersonLimit')}
				/>
			</div>
			<PlanChoice
				plans={plans}
				chosen={draft.planIds}
				onChange={(planIds) => {
					set('planIds', planIds);
				}}
			/>
			<Input
				label={t('admin.coupons.note')}
				hint={t('admin.coupons.note_hint')}
				{...text('note')}
			/>
		</ActionForm>
	);
}

/** The plans a coupon is for: none ticked, every plan. */
function PlanChoice({
	plans,
	chosen,
	onChange,
}: {
	plans: CouponPlan[];
	chosen: number[];
	onChange: (planIds: number[]) => void;
}) {
	const hintId = useId();
	return (
		<fieldset className="admin-dialog__plans" aria-describedby={hintId}>
			<legend>{t('admin.coupons.plans')}</legend>
			<p id={hintId} className="studio__note">
				{t('admin.coupons.plans_hint')}
			</p>
			{plans.map((plan) => (
				<Checkbox
					key={plan.id}
					label={plan.name}
					checked={chosen.includes(plan.id)}
					onChange={(event) => {
						onChange(
							event.target.checked ? [...chosen, plan.id] : chosen.filter((id) => id !== plan.id),
						);
					}}
				/>
			))}
		</fieldset>
	);
}
