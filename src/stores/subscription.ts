/**
 * The visitor's subscriptions (spec §3 "Subscription record", §4), persisted under `subscription`.
 */
import { computed } from 'nanostores';
import * as v from 'valibot';
import { persistentRecord } from './persistent-record';

/** Licence statuses that give access; the first licence with one of them is the active one. */
export const ACTIVE_LICENCE_STATUSES = ['active', 'trialing', 'freemium', 'past_due'] as const;
export type ActiveLicenceStatus = (typeof ACTIVE_LICENCE_STATUSES)[number];

/** One licence of `/buy/getSubscriptions` (spec §3 "Licence / subscription item"). */
export const LicenceSchema = v.looseObject({
	/** Payment status: active, trialing, freemium, or one without access (canceled, past_due…). */
	status: v.string(),
	/** End of the current period (ISO date); null when the licence does not end (freemium). */
	end: v.nullable(v.string()),
	/** Start of the current period (ISO date). */
	start: v.optional(v.string()),
	/** The subscription stops at the end of the period instead of renewing. */
	cancel_at_period_end: v.optional(v.boolean()),
	enrollment_id: v.number(),
	/** Plan name shown in "Mis suscripciones". */
	name: v.string(),
	/** Licence (plan) id. */
	lid: v.number(),
	/** Billing period: 1 annual, 2 monthly. */
	periodicity: v.number(),
	/** Price in minor units (cents). */
	price: v.number(),
	/** Extra plan information; the spec does not give its shape. */
	info: v.optional(v.unknown()),
	/** Given by the campus's staff (issue #20): free until `end`; nothing renews, nothing to cancel. */
	complimentary: v.optional(v.boolean()),
});
export type Licence = v.InferOutput<typeof LicenceSchema>;

/**
 * The pharmacy licence a team member learns on (issue #7): it opens the campus, but it is the
 * pharmacy's to pay or cancel, so it is not one of `licenses` ("Mis suscripciones").
 */
export const TeamLicenceSchema = v.object({
	pharmacyName: v.string(),
	planName: v.string(),
	status: v.picklist(['active', 'trialing']),
});
export type TeamLicence = v.InferOutput<typeof TeamLicenceSchema>;

/** The group of pharmacies the person holds (issue #7): they manage it from the group panel. */
export const HeldGroupSchema = v.object({ name: v.string() });
export type HeldGroup = v.InferOutput<typeof HeldGroupSchema>;

export const SubscriptionSchema = v.object({
	licenses: v.fallback(v.array(LicenceSchema), []),
	/** The free trial is still available: true until a subscription is added. */
	hasFreeTrial: v.fallback(v.boolean(), true),
	team: v.fallback(v.nullable(TeamLicenceSchema), null),
	group: v.fallback(v.nullable(HeldGroupSchema), null),
});
export type SubscriptionRecord = v.InferOutput<typeof SubscriptionSchema>;

export const SUBSCRIPTION_DEFAULTS: SubscriptionRecord = {
	licenses: [],
	hasFreeTrial: true,
	team: null,
	group: null,
};

export const $subscription = persistentRecord(
	'subscription',
	SubscriptionSchema,
	SUBSCRIPTION_DEFAULTS,
);

/** The first licence whose status is active, trialing or freemium, or null. */
export const $activeLicence = computed($subscription, ({ licenses }) =>
	findActiveLicence(licenses),
);

/** An active (or trialing, or freemium) licence exists, the person's own or their team's. */
export const $hasLicence = computed(
	[$activeLicence, $subscription],
	(licence, { team }) => licence !== null || team !== null,
);

/** Appends a new subscription (after a purchase or trial); the free trial is then used up. */
export function addSubscription(licence: Licence): void {
	const current = $subscription.get();
	$subscription.set({ ...current, licenses: [...current.licenses, licence], hasFreeTrial: false });
}

/** Replaces the record with the `/buy/getSubscriptions` answer. */
export function setSubscriptions(
	licenses: readonly Licence[],
	hasFreeTrial: boolean,
	team: TeamLicence | null = null,
	group: HeldGroup | null = null,
): void {
	$subscription.set({ licenses: [...licenses], hasFreeTrial, team, group });
}

/** Back to the defaults: no licences, free trial available (part of clearing the session). */
export function resetSubscription(): void {
	$subscription.set({ ...SUBSCRIPTION_DEFAULTS, licenses: [] });
}

/** The first licence with an access-giving status, or null (spec §4). */
export function findActiveLicence(licenses: readonly Licence[]): Licence | null {
	return licenses.find((licence) => isAccessStatus(licence.status)) ?? null;
}

/** A status that gives access: active, trialing, freemium, or past_due during its grace (issue #18). */
export function isAccessStatus(status: string): status is ActiveLicenceStatus {
	return (ACTIVE_LICENCE_STATUSES as readonly string[]).includes(status);
}
