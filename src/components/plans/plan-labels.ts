/** Spanish labels of plan features, shared by the plan cards and the features table. */
import type { PlanFeature } from '../../lib/plans';
import { t } from '../../i18n';

/** The catalogue line quotes the course totals for professionals and students (spec §9). */
export function featureLabel(
	feature: PlanFeature,
	totals: { professional: number; student: number },
): string {
	return t(`plans.feature_${feature}`, totals);
}
