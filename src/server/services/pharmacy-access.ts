/**
 * Who may see and change a pharmacy (issue #7, ADR 008). Every team, upload, itinerary and report
 * call asks here first, so the rules have one home:
 * - a pharmacy is managed by its owner (titular) and by the holder of its group;
 * - anyone else gets 404 `ph_nf` / `grp_nf`, the answer for a pharmacy that does not exist, so a
 *   refusal does not tell whether the id is real;
 * - what a pharmacy may do follows its plan, its owner's open pharmacy licence (M, L or XL):
 *   otherwise 403 `plan_req` naming the plans that include it.
 */
import type { PharmacySize } from '../../lib/contracts/plans';
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/pharmacies';
import type { PharmacyRow } from '../db/queries/pharmacies';
import { AppError } from '../errors';

type AccessDeps = Pick<AppDeps, 'db' | 'now'>;

/** A pharmacy's plan: its owner's largest open pharmacy licence. */
export interface PharmacyPlan {
	planId: number;
	planName: string;
	size: PharmacySize;
	/** People the team may have, the owner included. */
	seats: number;
	/** Only a trial (the demo licence of spec §6): members keep its exclusions. */
	trial: boolean;
}

/** What each plan size includes (spec §1): every pharmacy plan has its space, team and reports. */
export const PLAN_FEATURES = {
	space: ['M', 'L', 'XL'],
	team: ['M', 'L', 'XL'],
	reports: ['M', 'L', 'XL'],
	uploads: ['L', 'XL'],
	itineraries: ['XL'],
} as const satisfies Record<string, readonly PharmacySize[]>;

export type PlanFeature = keyof typeof PLAN_FEATURES;

export interface ManagedPharmacy {
	pharmacy: PharmacyRow;
	/** Null while the owner has no open pharmacy licence. */
	plan: PharmacyPlan | null;
	/** True when the caller manages it as its group's holder. */
	viaGroup: boolean;
}

export async function pharmacyPlan(
	deps: AccessDeps,
	pharmacy: Pick<PharmacyRow, 'ownerUserId'>,
): Promise<PharmacyPlan | null> {
	const licences = await queries.listOpenPharmacyLicences(
		deps.db,
		pharmacy.ownerUserId,
		deps.now(),
	);
	const largest = licences[0];
	if (!largest || !largest.size) return null;
	return {
		planId: largest.planId,
		planName: largest.planName,
		size: largest.size as PharmacySize,
		seats: largest.seats,
		trial: licences.every((licence) => licence.status === 'trialing'),
	};
}

const pharmacyNotFound = () => new AppError('ph_nf', 404, t('pharmacy_access.pharmacy_not_found'));
const groupNotFound = () => new AppError('grp_nf', 404, t('pharmacy_access.group_not_found'));

/** The pharmacy, if the user owns it or holds its group; 404 `ph_nf` otherwise. */
export async function requireManagedPharmacy(
	deps: AccessDeps,
	userId: number,
	pharmacyId: number,
): Promise<ManagedPharmacy> {
	const pharmacy = await queries.findPharmacy(deps.db, pharmacyId);
	if (!pharmacy) throw pharmacyNotFound();
	let viaGroup = false;
	if (pharmacy.ownerUserId !== userId) {
		const group = pharmacy.groupId ? await queries.findGroup(deps.db, pharmacy.groupId) : undefined;
		if (group?.holderUserId !== userId) throw pharmacyNotFound();
		viaGroup = true;
	}
	return { pharmacy, plan: await pharmacyPlan(deps, pharmacy), viaGroup };
}

/** The group, if the user holds it; 404 `grp_nf` otherwise. */
export async function requireHeldGroup(deps: AccessDeps, userId: number, groupId: number) {
	const group = await queries.findGroup(deps.db, groupId);
	if (!group || group.holderUserId !== userId) throw groupNotFound();
	return group;
}

/** Everything the user manages: their pharmacies (owned or through a group) and held groups. */
export async function managedScope(deps: AccessDeps, userId: number) {
	const [pharmacies, groups] = await Promise.all([
		queries.listManagedPharmacies(deps.db, userId),
		queries.listHeldGroups(deps.db, userId),
	]);
	return { pharmacies, groups };
}

/**
 * Refuses (403 `plan_req`) a pharmacy whose plan does not include `feature`, with a message that
 * names the plans that do. A group's holder is not refused itineraries: groups include them.
 */
export function requirePlanFeature(managed: ManagedPharmacy, feature: PlanFeature): PharmacyPlan {
	const allowed: readonly PharmacySize[] = PLAN_FEATURES[feature];
	const plan = managed.plan;
	if (feature === 'itineraries' && managed.viaGroup && plan) return plan;
	if (!plan || !allowed.includes(plan.size)) {
		throw new AppError(
			'plan_req',
			403,
			t(`pharmacy_access.feature_${feature}`, { plans: allowed.join(', ') }),
		);
	}
	return plan;
}
