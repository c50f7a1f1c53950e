/**
 * `/admin/planes/` (issue #20): every plan offer in the order of the plans page — its name, kind,
 * price and the licences running on it — each editable in a dialog.
 */
import { useState } from 'react';
import type { EditablePlan } from '../../../../lib/contracts/plan-editing';
import { formatMoney } from '../../../../lib/money';
import { Button } from '../../../ui/Button';
import { StudioLoading } from '../../studio/StudioLoading';
import { t } from '../shared';
import { EditPlanDialog } from './EditPlanDialog';
import { usePlans } from './use-plans';

function kindOf(plan: EditablePlan): string {
	const period = t(plan.period === 1 ? 'admin.plans.annual' : 'admin.plans.monthly');
	return plan.trial ? `${period} · ${t('admin.plans.trial')}` : period;
}

export default function Plans() {
	const state = usePlans();
	const { load } = state;
	const [editing, setEditing] = useState<EditablePlan | null>(null);
	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{
					loading: t('admin.plans.loading'),
					failed: t('admin.plans.failed'),
					notStaff: t('admin.page.not_admin'),
				}}
				onRetry={() => void state.reload()}
			/>
		);
	}
	const label = (key: string) => t(`admin.plans.${key}`);
	return (
		<div className="studio">
			<table className="studio__table">
				<caption className="visually-hidden">{label('caption')}</caption>
				<thead>
					<tr>
						<th scope="col">{label('col_plan')}</th>
						<th scope="col">{label('col_kind')}</th>
						<th scope="col">{label('col_price')}</th>
						<th scope="col">{label('col_running')}</th>
						<th scope="col">{label('col_actions')}</th>
					</tr>
				</thead>
				<tbody>
					{load.list.plans.map((plan) => (
						<tr key={plan.id}>
							<th scope="row" data-label={label('col_plan')}>
								<span className="studio__course-link">{plan.name}</span>
								<span className="studio__path">{plan.slug}</span>
								{plan.active ? null : <span className="studio__flag">{label('withdrawn')}</span>}
							</th>
							<td data-label={label('col_kind')}>{kindOf(plan)}</td>
							<td data-label={label('col_price')}>
								{t(plan.period === 1 ? 'admin.plans.per_year' : 'admin.plans.per_month', {
									price: formatMoney(plan.priceMinor, 'es-ES'),
								})}
							</td>
							<td data-label={label('col_running')}>{plan.runningLicences}</td>
							<td data-label={label('col_actions')}>
								<Button
									variant="secondary"
									size="sm"
									aria-label={t('admin.plans.edit_of', { plan: `${plan.name} (${kindOf(plan)})` })}
									onClick={() => {
										setEditing(plan);
									}}
								>
									{label('edit')}
								</Button>
							</td>
						</tr>
					))}
				</tbody>
			</table>
			<EditPlanDialog
				plan={editing}
				onClose={() => {
					setEditing(null);
				}}
				onSave={state.save}
			/>
		</div>
	);
}
