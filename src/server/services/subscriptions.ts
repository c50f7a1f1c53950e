/**
 * A person's licences (spec §3 "Licence / subscription item", §4): `POST /buy/getSubscriptions`.
 * The purchase (services/purchase.ts) creates the enrolments this lists.
 */
import type { BillingPeriod } from '../../lib/contracts/plans';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/enrollments';
import * as pharmacyQueries from '../db/queries/pharmacies';
import { pharmacyPlan } from './pharmacy-access';

/** One licence of `data.getSubscriptions.ens`. */
export interface Licence {
	enrollment_id: number;
	/** The plan offer (`lid` of getPlans). */
	lid: number;
	name: string;
	/** active, trialing, freemium, canceled, past_due or incomplete. */
	status: string;
	/** ISO 8601; null when unknown. */
	start: string | null;
	/**
	 * When access ends or renews, ISO 8601: the cancellation date once cancelled (it may be a
	 * period later, ADR 005 "Cancelling"), otherwise the end of the current period; null for a
	 * licence without end.
	 */
	end: string | null;
	cancel_at_period_end: boolean;
	periodicity: BillingPeriod;
	/** Price per period in minor units. */
	price: number;
	/** The plan's description. */
	info: string;
	/** Given by the campus's staff (issue #20): free until `end`, never renewed nor charged. */
	complimentary: boolean;
}

/** `data.getSubscriptions`: newest first; `hasFreeTrial` while the person has no enrolment. */
export interface Subscriptions {
	ens: Licence[];
	hasFreeTrial: boolean;
}

/**
 * The pharmacy licence a team member learns on (issue #7, ADR 008): not theirs to pay or cancel,
 * so it is not one of `ens`, but it opens the campus as theirs would.
 */
export interface TeamLicence {
	pharmacyName: string;
	planName: string;
	/** `trialing` while the pharmacy's plan is its free trial (the demo exclusions apply). */
	status: 'active' | 'trialing';
}

export async function getSubscriptions(
	deps: Pick<AppDeps, 'db'>,
	userId: number,
): Promise<Subscriptions> {
	const rows = await queries.listEnrollments(deps.db, userId);
	const ens = rows.map((row): Licence => ({
		enrollment_id: row.id,
		lid: row.planId,
		name: row.planName,
		status: row.status,
		start: row.startAt?.toISOString() ?? null,
		end: (row.cancelAt ?? row.endAt)?.toISOString() ?? null,
		cancel_at_period_end: row.cancelAtPeriodEnd,
		periodicity: row.periodicity as BillingPeriod,
		price: row.priceMinor,
		info: row.planDescription,
		complimentary: row.complimentary,
	}));
	return { ens, hasFreeTrial: ens.length === 0 };
}

/** The open pharmacy licence of the team the user is a member of (owners have their own), or null. */
export async function getTeamLicence(
	deps: Pick<AppDeps, 'db' | 'now'>,
	userId: number,
): Promise<TeamLicence | null> {
	const pharmacy = await pharmacyQueries.findPharmacyOfPerson(deps.db, userId);
	if (!pharmacy || pharmacy.ownerUserId === userId) return null;
	const plan = await pharmacyPlan(deps, pharmacy);
	if (!plan) return null;
	return {
		pharmacyName: pharmacy.name,
		planName: plan.planName,
		status: plan.trial ? 'trialing' : 'active',
	};
}

/** The group of pharmacies the user holds (the first by name when more), or null. */
export async function getHeldGroup(
	deps: Pick<AppDeps, 'db'>,
	userId: number,
): Promise<{ name: string } | null> {
	const [group] = await pharmacyQueries.listHeldGroups(deps.db, userId);
	return group ? { name: group.name } : null;
}
