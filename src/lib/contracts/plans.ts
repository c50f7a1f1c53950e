/**
 * Plans as the purchase calls send them (spec §3 "Plan (plans call)"), and the enumerations that
 * give their numbers a meaning. Field names are the spec's wire names.
 */
import type { AreaResult } from './common';

/** Licence type (`lit`): 1 pharmacy owner (sizes M/L/XL), 2 professional, 3 student. */
export const LICENCE_TYPE = { PHARMACY: 1, PROFESSIONAL: 2, STUDENT: 3 } as const;
export type LicenceType = (typeof LICENCE_TYPE)[keyof typeof LICENCE_TYPE];

/** Billing period (`per`): 1 annual, 2 monthly (spec §3 "Billing period"). */
export const BILLING_PERIOD = { ANNUAL: 1, MONTHLY: 2 } as const;
export type BillingPeriod = (typeof BILLING_PERIOD)[keyof typeof BILLING_PERIOD];

/** Annual plans cost 20 % less than twelve monthly payments (spec §1, §9). */
export const ANNUAL_SAVING_PERCENT = 20;

/** Free-trial length (spec §1, §9). */
export const TRIAL_DAYS = 5;

/** Pharmacy team sizes (spec §1, §9). */
export const PHARMACY_SEATS = { M: 4, L: 10, XL: 20 } as const;
export type PharmacySize = keyof typeof PHARMACY_SEATS;

/** One offer of `data.getPlans` (a plan in one period, bought outright or as a trial). */
export interface PlanOffer {
	/** Licence id. */
	lid: number;
	/** Offer name, e.g. "Plan Profesional anual". */
	off_nm: string;
	/** Offer description. */
	off_dp: string;
	lit: LicenceType;
	per: BillingPeriod;
	/** True for the free-trial offer of the plan. */
	demo: boolean;
	/** Price in minor units (cents of euro) per period. */
	pr: number;
	/** Payment-provider price id (Stripe), empty in the sandbox. */
	stp: string;
	/** Discount in percent against paying monthly for a year (0 for monthly offers). */
	dis: number;
	/** URL-safe id, e.g. `profesional-anual`, `farmacia-l-mensual-prueba`. */
	slug: string;
	/** Pharmacy size for pharmacy plans (M, L, XL), null otherwise. */
	size: PharmacySize | null;
	/** Seats included: 1 for individual plans, 4/10/20 for pharmacies. */
	seats: number;
}

// ---- Result codes ----------------------------------------------------------------------------

/** What the plan calls (`/buy/getPlans`, `/buy/getLicenseBySlug`) answer when they fail. */
export type PlansResult = AreaResult<'pl_nf'>;
