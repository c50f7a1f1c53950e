/**
 * The plans page's one data hook (issue #20): the plan offers once the session check answered,
 * and saving one (a toast says it went; the list shows it as it is now).
 */
import { useCallback, useEffect, useState } from 'react';
import * as admin from '../../../../lib/api/admin';
import type { EditablePlanList, UpdatePlanInput } from '../../../../lib/contracts/plan-editing';
import { showToast } from '../../../../stores/toasts';
import type { StudioLoad } from '../../studio/StudioLoading';
import { useCampusSession } from '../../use-campus-session';
import type { ActionOutcome } from '../use-customer';
import { t } from '../shared';

export function usePlans() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<StudioLoad<EditablePlanList>>({ state: 'loading' });

	const fetchPlans = useCallback(async () => {
		const result = await admin.listPlans();
		if (result.ok) setLoad({ state: 'ready', list: result.data });
		else if (result.status === 404) setLoad({ state: 'not_staff' });
		else setLoad({ state: 'failed', msg: result.msg });
	}, []);

	useEffect(() => {
		if (phase === 'ready') void fetchPlans();
	}, [phase, fetchPlans]);

	async function save(input: UpdatePlanInput): Promise<ActionOutcome<unknown>> {
		const result = await admin.updatePlan(input);
		if (!result.ok) return { error: result.msg };
		showToast({ text: t('admin.plans.saved', { plan: input.name }), type: 'success' });
		await fetchPlans();
		return result.data;
	}

	return { load, reload: fetchPlans, save };
}
