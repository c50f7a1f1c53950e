/**
 * From the offers of `getPlans` to the plans the pages show (spec §3 "Built plan"): one plan per
 * family (student, professional, pharmacy M/L/XL) with its monthly and annual variants, each with
 * its purchase and trial offer, and what the plan includes (spec §1).
 */
import { BILLING_PERIOD, LICENCE_TYPE, type PlanOffer } from './contracts/plans';

/** What a plan can include, in the order the features table lists them. */
export const PLAN_FEATURES = [
	'catalogue',
	'counter_scenes',
	'certificates',
	'apps',
	'own_space',
	'reports',
	'own_training',
	'itineraries',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface PlanVariant {
	purchase: PlanOffer;
	trial: PlanOffer | undefined;
}

export interface BuiltPlan {
	/** Family slug: `estudiante`, `profesional`, `farmacia-m`… (the offer slug without period). */
	slug: string;
	title: string;
	description: string;
	licenceType: PlanOffer['lit'];
	size: PlanOffer['size'];
	seats: number;
	order: number;
	monthly: PlanVariant | undefined;
	annual: PlanVariant | undefined;
	includes: PlanFeature[];
}

/** Family slug of an offer: `farmacia-l-anual-prueba` → `farmacia-l`. */
export function planFamily(offerSlug: string): string {
	return offerSlug.replace(/-prueba$/, '').replace(/-(mensual|anual)$/, '');
}

/** The spec §1 rules: every plan has the catalogue; pharmacies add their space and reports, L and XL own training, XL itineraries. */
export function planFeatures(offer: Pick<PlanOffer, 'lit' | 'size'>): PlanFeature[] {
	const features: PlanFeature[] = ['catalogue', 'counter_scenes', 'certificates', 'apps'];
	if (offer.lit !== LICENCE_TYPE.PHARMACY) return features;
	features.push('own_space', 'reports');
	if (offer.size === 'L' || offer.size === 'XL') features.push('own_training');
	if (offer.size === 'XL') features.push('itineraries');
	return features;
}

/** Removes the period from an offer name: "Plan Farmacia L anual" → "Plan Farmacia L". */
function familyTitle(offerName: string): string {
	return offerName.replace(/\s+(mensual|anual)$/i, '');
}

/**
 * Groups offers into plans, in the offers' order.
 *
 * @example
 * buildPlans(offers).map((plan) => plan.slug); // ['estudiante', 'profesional', 'farmacia-m', …]
 */
export function buildPlans(offers: PlanOffer[]): BuiltPlan[] {
	const plans = new Map<string, BuiltPlan>();
	for (const offer of offers) {
		const slug = planFamily(offer.slug);
		let plan = plans.get(slug);
		if (!plan) {
			plan = {
				slug,
				title: familyTitle(offer.off_nm),
				description: offer.off_dp,
				licenceType: offer.lit,
				size: offer.size,
				seats: offer.seats,
				order: plans.size,
				monthly: undefined,
				annual: undefined,
				includes: planFeatures(offer),
			};
			plans.set(slug, plan);
		}
		const key = offer.per === BILLING_PERIOD.ANNUAL ? 'annual' : 'monthly';
		const variant: PlanVariant = plan[key] ?? { purchase: offer, trial: undefined };
		if (offer.demo) variant.trial = offer;
		else variant.purchase = offer;
		plan[key] = variant;
	}
	return [...plans.values()];
}

/** The audience pages of `/planes/{id}`: which plans each shows. */
export const PLAN_AUDIENCES = {
	estudiante: [LICENCE_TYPE.STUDENT],
	profesional: [LICENCE_TYPE.PROFESSIONAL],
	farmacia: [LICENCE_TYPE.PHARMACY],
} as const;
export type PlanAudience = keyof typeof PLAN_AUDIENCES;

/** Monthly cost of the annual offer, for "equivale a X al mes" (whole cents). */
export function monthlyEquivalent(annualMinor: number): number {
	return Math.round(annualMinor / 12);
}
