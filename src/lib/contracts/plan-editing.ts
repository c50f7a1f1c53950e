/**
 * Editing the plans from the back-office (issue #20): their names, descriptions and prices. A new
 * price is a new price: in Stripe mode a new Price of the same product, and the licences already
 * sold keep theirs until they are moved explicitly. Shared by services/admin/plans.ts, the admin
 * route and the back-office's page.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { requestKeyField } from './customer-actions';
import { optionalText, payloadObject, positiveId, requiredText, wholeNumber } from './fields';

export const PLAN_NAME_MAX_LENGTH = 80;
export const PLAN_DESCRIPTION_MAX_LENGTH = 500;
/** 100.000 €: beyond any plan's price, so a slip of the keyboard is caught. */
export const PLAN_PRICE_MAX_MINOR = 10_000_000;

/** `POST /admin/updatePlan`: what the plan is called, says and costs from now on. */
export const UpdatePlanBody = payloadObject({
	planId: positiveId(() => t('validation.positive_id')),
	name: requiredText(PLAN_NAME_MAX_LENGTH),
	description: optionalText(PLAN_DESCRIPTION_MAX_LENGTH, { multiline: true }),
	priceMinor: wholeNumber(0, PLAN_PRICE_MAX_MINOR, () => t('validation.amount_minor')),
	requestKey: requestKeyField(),
});
export type UpdatePlanInput = v.InferOutput<typeof UpdatePlanBody>;

/** One plan offer as the back-office edits it (`data.listPlans.plans`). */
export interface EditablePlan {
	id: number;
	slug: string;
	name: string;
	description: string;
	/** 1 pharmacy, 2 professional, 3 student. */
	licenceType: number;
	/** 1 annual, 2 monthly. */
	period: number;
	trial: boolean;
	priceMinor: number;
	/** Stripe's price id in Stripe mode; empty with the sandbox. */
	gatewayPriceId: string;
	seats: number;
	active: boolean;
	/** Licences running on it now, each at the price it was sold at. */
	runningLicences: number;
}

/** `data.listPlans`. */
export interface EditablePlanList {
	plans: EditablePlan[];
}
