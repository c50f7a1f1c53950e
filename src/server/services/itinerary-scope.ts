/**
 * Who may manage which itineraries (issue #7, ADR 008), on top of services/pharmacy-access.ts:
 * - a pharmacy's itineraries are managed by its owner and its group's holder, and only while its
 *   plan includes them (XL; a group's pharmacies have them through the group): 403 `plan_req`;
 * - a group's itineraries by the group's holder;
 * - the campus's templates (no owner) are read by anyone who manages itineraries, changed by no one.
 * Anything else answers 404, the answer for an itinerary that does not exist.
 */
import { t } from '../../i18n';
import type { OwnerKey, OwnerOption } from '../../lib/contracts/itineraries';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/itineraries';
import type { ItineraryRow } from '../db/queries/itineraries';
import { AppError } from '../errors';
import {
	managedScope,
	pharmacyPlan,
	requireHeldGroup,
	requireManagedPharmacy,
	requirePlanFeature,
} from './pharmacy-access';

export type ScopeDeps = Pick<AppDeps, 'db' | 'now'>;

/** An owner the caller manages, with the pharmacies its itineraries may reach. */
export interface OwnerScope {
	owner: OwnerKey;
	name: string;
	/** The pharmacy itself, or every pharmacy of the group. */
	pharmacyIds: number[];
}

/** Everything the caller may manage itineraries for. */
export interface ItineraryScope {
	owners: OwnerOption[];
	pharmacyIds: number[];
	groupIds: number[];
}

export const itineraryNotFound = () => new AppError('itn_nf', 404, t('itineraries.api.not_found'));

/** The owner of an itinerary's row; null for a campus template. */
export function ownerOf(row: Pick<ItineraryRow, 'pharmacyId' | 'groupId'>): OwnerKey | null {
	if (row.pharmacyId !== null) return { kind: 'pharmacy', id: row.pharmacyId };
	if (row.groupId !== null) return { kind: 'group', id: row.groupId };
	return null;
}

/**
 * The owner, if the caller manages it and (for a pharmacy) its plan includes itineraries:
 * 404 `ph_nf` / `grp_nf` otherwise, 403 `plan_req` for a plan without them.
 */
export async function requireOwner(
	deps: ScopeDeps,
	userId: number,
	owner: OwnerKey,
): Promise<OwnerScope> {
	if (owner.kind === 'pharmacy') {
		const managed = await requireManagedPharmacy(deps, userId, owner.id);
		requirePlanFeature(managed, 'itineraries');
		return { owner, name: managed.pharmacy.name, pharmacyIds: [managed.pharmacy.id] };
	}
	const group = await requireHeldGroup(deps, userId, owner.id);
	const pharmacies = await queries.listGroupPharmacies(deps.db, group.id);
	return { owner, name: group.name, pharmacyIds: pharmacies.map((pharmacy) => pharmacy.id) };
}

/**
 * The pharmacies (with a plan that includes itineraries) and groups the caller manages. Someone
 * who manages pharmacies but none with itineraries gets 403 `plan_req` (naming the plan); someone
 * who manages nothing, 404 `ph_nf`.
 */
export async function requireItineraryScope(
	deps: ScopeDeps,
	userId: number,
): Promise<ItineraryScope> {
	const { pharmacies, groups } = await managedScope(deps, userId);
	const owners: OwnerOption[] = [];
	let refusal: AppError | undefined;
	for (const pharmacy of pharmacies) {
		const managed = {
			pharmacy,
			plan: await pharmacyPlan(deps, pharmacy),
			viaGroup: pharmacy.ownerUserId !== userId,
		};
		try {
			requirePlanFeature(managed, 'itineraries');
			owners.push({ kind: 'pharmacy', id: pharmacy.id, name: pharmacy.name });
		} catch (error) {
			if (!(error instanceof AppError)) throw error;
			refusal = error;
		}
	}
	for (const group of groups) owners.push({ kind: 'group', id: group.id, name: group.name });
	if (owners.length === 0) {
		throw refusal ?? new AppError('ph_nf', 404, t('itineraries.api.no_pharmacy'));
	}
	return {
		owners,
		pharmacyIds: owners.filter((owner) => owner.kind === 'pharmacy').map((owner) => owner.id),
		groupIds: groups.map((group) => group.id),
	};
}

export interface ManagedItinerary {
	row: ItineraryRow;
	/** Null for a campus template. */
	scope: OwnerScope | null;
}

/**
 * An itinerary the caller may read: one of theirs, or a campus template when they manage
 * itineraries at all. Someone else's answers 404 `itn_nf`; a plan without itineraries, 403.
 */
export async function requireReadableItinerary(
	deps: ScopeDeps,
	userId: number,
	id: number,
): Promise<ManagedItinerary> {
	const row = await queries.findItinerary(deps.db, id);
	if (!row) {
		// The same answers as for an itinerary that exists, so ids cannot be probed.
		await requireItineraryScope(deps, userId);
		throw itineraryNotFound();
	}
	const owner = ownerOf(row);
	if (!owner) {
		await requireItineraryScope(deps, userId);
		return { row, scope: null };
	}
	try {
		return { row, scope: await requireOwner(deps, userId, owner) };
	} catch (error) {
		if (error instanceof AppError && error.status === 404) throw itineraryNotFound();
		throw error;
	}
}

/** {@link requireReadableItinerary} for a change: campus templates answer 403 `itn_ro`. */
export async function requireWritableItinerary(
	deps: ScopeDeps,
	userId: number,
	id: number,
): Promise<ManagedItinerary & { scope: OwnerScope }> {
	const { row, scope } = await requireReadableItinerary(deps, userId, id);
	if (!scope) throw new AppError('itn_ro', 403, t('itineraries.api.read_only'));
	return { row, scope };
}
