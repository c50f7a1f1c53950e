/**
 * "Cambiar tamaño" on a pharmacy's paid licence (issue #20): another size of pharmacy plan in the
 * same billing period, up or down. The dialog asks the gateway what the move charges today (or
 * leaves in the pharmacy's favour) for the size chosen and says it before the button confirms;
 * the move charges exactly what was shown. One opening is one request.
 */
import { useEffect, useState } from 'react';
import type {
	MovePlanInput,
	PlanMoved,
	PlanMovePreview,
	PreviewPlanMoveInput,
} from '../../../../lib/contracts/customer-actions';
import type { CustomerLicence } from '../../../../lib/contracts/customers';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { Modal } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';
import { ActionForm } from './ActionForm';

export type PreviewMoveRequest = Omit<PreviewPlanMoveInput, 'userId'>;
export type MovePlanRequest = Omit<MovePlanInput, 'userId'>;

interface MoveCalls {
	onPreview: (request: PreviewMoveRequest) => Promise<ActionOutcome<PlanMovePreview>>;
	onMove: (request: MovePlanRequest) => Promise<ActionOutcome<PlanMoved>>;
}

type PreviewState =
	| { state: 'loading' }
	| { state: 'ready'; preview: PlanMovePreview }
	| { state: 'failed'; msg: string };

export function MovePlanDialog({
	licence,
	onClose,
	...calls
}: MoveCalls & { licence: CustomerLicence | null; onClose: () => void }) {
	return (
		<Modal
			open={licence !== null}
			onClose={onClose}
			title={t('admin.customer.move_title')}
			closeLabel={t('admin.customer.close')}
			size="sm"
		>
			{licence ? <MoveForm licence={licence} onClose={onClose} {...calls} /> : null}
		</Modal>
	);
}

/** A price per the licence's billing period, in words ("119,90 € al mes"). */
function perPeriod(licence: CustomerLicence, priceMinor: number): string {
	return t(licence.periodicity === 1 ? 'admin.customer.per_year' : 'admin.customer.per_month', {
		price: formatMoney(priceMinor),
	});
}

/** The preview's sentence: what is charged today or left in the pharmacy's favour. */
function previewText(preview: PlanMovePreview): string {
	if (preview.amountDueMinor > 0) {
		return t('admin.customer.move_charge', { amount: formatMoney(preview.amountDueMinor) });
	}
	return preview.creditMinor > 0
		? t('admin.customer.move_credit', { amount: formatMoney(preview.creditMinor) })
		: t('admin.customer.move_nothing');
}

/** The toast of a move made: the plan now, and what was charged if anything. */
export function planMovedText(moved: PlanMoved): string {
	return moved.amountPaidMinor > 0
		? t('admin.customer.move_done_charged', {
				plan: moved.planName,
				amount: formatMoney(moved.amountPaidMinor),
			})
		: t('admin.customer.move_done', { plan: moved.planName });
}

function MoveForm({
	licence,
	onClose,
	onPreview,
	onMove,
}: MoveCalls & { licence: CustomerLicence; onClose: () => void }) {
	const [planId, setPlanId] = useState(String(licence.sizeMoves[0]?.id ?? ''));
	const [preview, setPreview] = useState<PreviewState>({ state: 'loading' });
	const plan = licence.sizeMoves.find((size) => String(size.id) === planId);

	useEffect(() => {
		let current = true;
		setPreview({ state: 'loading' });
		void onPreview({ enrollmentId: licence.id, planId: Number(planId) }).then((outcome) => {
			if (!current) return;
			setPreview(
				'error' in outcome
					? { state: 'failed', msg: outcome.error }
					: { state: 'ready', preview: outcome },
			);
		});
		return () => {
			current = false;
		};
	}, [licence.id, planId, onPreview]);

	const ready = preview.state === 'ready' ? preview.preview : null;
	return (
		<ActionForm
			onClose={onClose}
			onSubmit={(requestKey) =>
				ready
					? onMove({ enrollmentId: licence.id, planId: ready.planId, prd: ready.prd, requestKey })
					: Promise.resolve({ error: t('admin.customer.move_previewing') })
			}
			disabled={ready === null}
			submitLabel={t('admin.customer.move_submit')}
			sendingLabel={t('admin.customer.move_sending')}
		>
			<p>{t('admin.customer.move_intro', { plan: licence.planName })}</p>
			<Select
				data-autofocus
				label={t('admin.customer.move_size')}
				value={planId}
				onChange={(event) => {
					setPlanId(event.target.value);
				}}
				options={licence.sizeMoves.map((size) => ({
					value: String(size.id),
					label: t('admin.customer.move_option', {
						plan: size.name,
						seats: size.seats,
						price: perPeriod(licence, size.priceMinor),
					}),
				}))}
			/>
			<p className="admin-dialog__summary" role="status">
				{preview.state === 'loading' ? t('admin.customer.move_previewing') : null}
				{preview.state === 'failed' ? <span className="studio__flag">{preview.msg}</span> : null}
				{ready && plan ? (
					<>
						{previewText(ready)}{' '}
						{t('admin.customer.move_renews', {
							date: formatDate(ready.renewsAt) ?? '',
							price: perPeriod(licence, plan.priceMinor),
						})}
					</>
				) : null}
			</p>
		</ActionForm>
	);
}
