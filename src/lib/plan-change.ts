/**
 * Which plan a subscriber may switch to (issue #17, ADR 005 "Changing plan"), shared by the
 * server, which enforces it, and "Mis suscripciones", which offers only what it allows.
 */
import { LICENCE_TYPE, PHARMACY_SEATS, type PharmacySize } from './contracts/plans';

/** What the rule reads of a plan offer (a `plans` row or a `getPlans` offer). */
export interface ChangeablePlan {
	id: number;
	licenceType: number;
	/** 1 annual, 2 monthly. */
	period: number;
	trial: boolean;
	/** M, L or XL for pharmacy plans. */
	size: string | null;
}

/** Why a switch is refused, or `ok`. */
export type PlanChangeVerdict = 'ok' | 'same_plan' | 'change_inv';

function seatsOf(size: string | null): number {
	return size !== null && size in PHARMACY_SEATS ? PHARMACY_SEATS[size as PharmacySize] : 1;
}

/**
 * A switch the campus sells: the same plan in the other period (monthly ↔ annual), a student or
 * professional plan to a pharmacy plan, or a pharmacy plan to a bigger one, in either period.
 * Never to a trial offer, and never down to fewer seats or from a pharmacy to a single person.
 *
 * @example
 * planChangeVerdict(professionalMonthly, professionalAnnual); // 'ok'
 * planChangeVerdict(professionalAnnual, studentAnnual); // 'change_inv'
 */
export function planChangeVerdict(from: ChangeablePlan, to: ChangeablePlan): PlanChangeVerdict {
	if (from.id === to.id) return 'same_plan';
	if (to.trial) return 'change_inv';
	const pharmacy = LICENCE_TYPE.PHARMACY as number;
	if (from.licenceType === to.licenceType && from.size === to.size) {
		return from.period === to.period ? 'same_plan' : 'ok';
	}
	if (to.licenceType !== pharmacy) return 'change_inv';
	if (from.licenceType !== pharmacy) return 'ok';
	return seatsOf(to.size) > seatsOf(from.size) ? 'ok' : 'change_inv';
}
