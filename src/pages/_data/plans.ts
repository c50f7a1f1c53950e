/**
 * Build-time data of the plan pages: the plans on sale and the course totals their texts quote.
 * (`_data` is not a route: Astro ignores folders that start with an underscore.)
 */
import { getTotalCourses } from '../../lib/api/courses';
import { getPlans } from '../../lib/api/plans';
import { buildPlans, type BuiltPlan } from '../../lib/plans';
import { AUDIENCE_CATEGORY } from '../../lib/contracts/courses';
import type { PlanOffer } from '../../lib/contracts/plans';
import { buildData, buildTimeApiClient } from '../../server/runtime';

export interface PlansPageData {
	plans: BuiltPlan[];
	totals: { professional: number; student: number };
}

export async function loadPlans(): Promise<PlansPageData> {
	const { offers, totals } = await loadOffers();
	return { plans: buildPlans(offers), totals };
}

/** The offers as `getPlans` lists them (one per plan, period and purchase-or-trial). */
export async function loadOffers(): Promise<{
	offers: PlanOffer[];
	totals: PlansPageData['totals'];
}> {
	const client = buildTimeApiClient();
	const [offers, professional, student] = await Promise.all([
		getPlans(client),
		getTotalCourses(AUDIENCE_CATEGORY.PROFESSIONAL, client),
		getTotalCourses(AUDIENCE_CATEGORY.STUDENT, client),
	]);
	return {
		offers: buildData(offers, 'getPlans'),
		totals: {
			professional: buildData(professional, 'getTotalCourses 358'),
			student: buildData(student, 'getTotalCourses 359'),
		},
	};
}
