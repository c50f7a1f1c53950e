/**
 * The visitor's subscriptions (spec §3 "Subscription record", §4), persisted under `subscription`.
 */
import { computed } from 'nanostores';
import * as v from 'valibot';
import { persistentRecord } from './persistent-record';

/** Licence statuses that give access; the first licence with one of them is the active one. */
export const ACTIVE_LICENCE_STATUSES = ['active', 'trialing', 'freemium'] as const;
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

export const SubscriptionSchema = v.object({
	licenses: v.fallback(v.array(LicenceSchema), []),
	/** The free trial is still available: true until a subscription is added. */
	hasFreeTrial: v.fallback(v.boolean(), true),
	team: v.fallback(v.nullable(TeamLicenceSchema), null),
});
export type SubscriptionRecord = v.InferOutput<typeof SubscriptionSchema>;

export const SUBSCRIPTION_DEFAULTS: SubscriptionRecord = {
	licenses: [],
	hasFreeTrial: true,
	team: null,
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

/** The active licence is a freemium one. */
export const $isFreemium = computed($activeLicence, (licence) => licence?.status === 'freemium');

/** The free trial can still be taken. */
export const $hasFreeTrial = computed($subscription, ({ hasFreeTrial }) => hasFreeTrial);

/** Appends a new subscription (after a purchase or trial); the free trial is then used up. */
export function addSubscription(licence: Licence): void {
	const { licenses, team } = $subscription.get();
	$subscription.set({ licenses: [...licenses, licence], hasFreeTrial: false, team });
}

/** Replaces the record with the `/buy/getSubscriptions` answer. */
export function setSubscriptions(
	licenses: readonly Licence[],
	hasFreeTrial: boolean,
	team: TeamLicence | null = null,
): void {
	$subscription.set({ licenses: [...licenses], hasFreeTrial, team });
}

/** Back to the defaults: no licences, free trial available (part of clearing the session). */
export function resetSubscription(): void {
	$subscription.set({ ...SUBSCRIPTION_DEFAULTS, licenses: [] });
}

/** The first licence with an access-giving status, or null (spec §4). */
export function findActiveLicence(licenses: readonly Licence[]): Licence | null {
	return licenses.find((licence) => isAccessStatus(licence.status)) ?? null;
}

/** A status that gives access: active, trialing or freemium (spec §4). */
export function isAccessStatus(status: string): status is ActiveLicenceStatus {
	return (ACTIVE_LICENCE_STATUSES as readonly string[]).includes(status);
}

/** What the main call-to-action button offers (spec §4). */
export type CallToAction = 'free_trial' | 'go_to_campus' | 'subscribe';

export interface CallToActionInput {
	isLoggedIn: boolean;
	hasFreeTrial: boolean;
	activeLicence: Pick<Licence, 'status'> | null;
}

/**
 * The call-to-action rule of spec §4: the free trial when it is still available or nobody is logged
 * in; the campus when there is an active licence that is not freemium; otherwise subscribing.
 */
export function callToAction({
	isLoggedIn,
	hasFreeTrial,
	activeLicence,
}: CallToActionInput): CallToAction {
	if (hasFreeTrial || !isLoggedIn) return 'free_trial';
	if (activeLicence !== null && activeLicence.status !== 'freemium') return 'go_to_campus';
	return 'subscribe';
}

/** Where the campus lives when `PUBLIC_CAMPUS_URL` is empty: this site (ARCHITECTURE.md #15). */
export const DEFAULT_CAMPUS_PATH = '/dashboard';

/**
 * Where the call-to-action leads (spec §4): the trial plan chooser, the campus, or the purchase
 * plan chooser. An empty campus URL means the campus is this same site.
 */
export function callToActionHref(kind: CallToAction, campusUrl: string): string {
	switch (kind) {
		case 'free_trial':
			return '/prueba-gratis/seleccion';
		case 'go_to_campus':
			return campusUrl.trim() || DEFAULT_CAMPUS_PATH;
		case 'subscribe':
			return '/compra/seleccion';
	}
}
