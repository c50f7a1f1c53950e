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

/** The rule a switch is judged by: {@link planChangeVerdict} or {@link planSizeMoveVerdict}. */
export type SwitchRule = (from: ChangeablePlan, to: ChangeablePlan) => PlanChangeVerdict;

/**
 * A move the back-office makes for a pharmacy (issue #20): to another size of pharmacy plan in the
 * same billing period, up or down (a smaller one only when the team fits, which the server checks).
 * Never to a trial offer, another period or another kind of plan.
 *
 * @example
 * planSizeMoveVerdict(pharmacyMMonthly, pharmacyXlMonthly); // 'ok'
 * planSizeMoveVerdict(pharmacyLMonthly, pharmacyMMonthly); // 'ok'
 * planSizeMoveVerdict(pharmacyMMonthly, pharmacyLAnnual); // 'change_inv'
 */
export function planSizeMoveVerdict(from: ChangeablePlan, to: ChangeablePlan): PlanChangeVerdict {
	if (from.id === to.id) return 'same_plan';
	const pharmacy = LICENCE_TYPE.PHARMACY as number;
	if (to.trial || from.licenceType !== pharmacy || to.licenceType !== pharmacy) return 'change_inv';
	if (from.period !== to.period) return 'change_inv';
	return seatsOf(from.size) === seatsOf(to.size) ? 'same_plan' : 'ok';
}

/** What the rule reads of a licence to know whether its plan can be switched at all. */
interface SwitchableLicence<T> {
	status: string;
	cancelAt: T | null;
	gatewaySubscriptionId: string | null;
	endAt: T | null;
}

/**
 * A paid licence that renews through the gateway, is not cancelled and has not ended: the only
 * kind whose plan can be switched (by its holder, or moved by the back-office).
 */
export function isSwitchable<L extends SwitchableLicence<Date | string>>(
	licence: L,
	now: Date,
): licence is L & { gatewaySubscriptionId: string; endAt: NonNullable<L['endAt']> } {
	return (
		licence.status === 'active' &&
		licence.cancelAt === null &&
		licence.gatewaySubscriptionId !== null &&
		licence.endAt !== null &&
		new Date(licence.endAt) > now
	);
}
