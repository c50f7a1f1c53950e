/**
 * The plans page's one data hook (issue #20): the plan offers once the session check answered,
 * and saving one (a toast says it went; the list shows it as it is now).
 */
import * as admin from '../../../../lib/api/admin';
import type { UpdatePlanInput } from '../../../../lib/contracts/plan-editing';
import { showToast } from '../../../../stores/toasts';
import type { ActionOutcome } from '../use-customer';
import { t } from '../shared';
import { useStaffLoad } from '../use-staff-load';

export function usePlans() {
	const { load, reload: fetchPlans } = useStaffLoad(() => admin.listPlans());

	async function save(input: UpdatePlanInput): Promise<ActionOutcome<unknown>> {
		const result = await admin.updatePlan(input);
		if (!result.ok) return { error: result.msg };
		showToast({ text: t('admin.plans.saved', { plan: input.name }), type: 'success' });
		await fetchPlans();
		return result.data;
	}

	return { load, reload: fetchPlans, save };
}
