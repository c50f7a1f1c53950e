/**
 * Who the offer rule is talking to (issue 17): the person's state and what their licences open,
 * from what the browser knows of them. Apart from the places' offers (./offer.ts) because every
 * page needs this much before the first paint and after it, and most pages nothing more.
 */

/** The states of issue 17, in the order {@link offerPerson} tests them (after `anonymous`). */
export const OFFER_STATES = [
	'anonymous',
	/** Logged in, never had a licence: the free trial is still theirs. */
	'trial_available',
	/** Logged in, had a licence (trial or paid), none gives access now. */
	'trial_used',
	/** Their own free trial runs. */
	'trialing',
	/** The free licence without end (spec §4 "freemium"): it opens what the trial opens (ADR 006). */
	'freemium',
	/** A paid plan that renews. */
	'active',
	/** A paid plan cancelled at the end of its period: access until that date. */
	'cancelling',
	/** Learns on their pharmacy's plan (`subscription.team`), not on one of their own. */
	'team_member',
	/** A titular (role 2) with a paid plan of their own. */
	'pharmacy_owner',
	/** Holds a group of pharmacies, with no licence of their own. */
	'group_holder',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** What the person's licences open: nothing, the trial's courses, or every course. */
export type LearningAccess = 'none' | 'demo' | 'full';

export interface OfferPerson {
	state: OfferState;
	access: LearningAccess;
}

/** What the browser knows of a person: the session and the subscription record (spec §3). */
export interface OfferFacts {
	loggedIn: boolean;
	/** `user_data.role`: 2 is a pharmacy administrator (a titular or a group holder). */
	role: number | null;
	hasFreeTrial: boolean;
	licences: readonly { status: string; cancel_at_period_end?: boolean | undefined }[];
	/** The pharmacy licence the person learns on as a member of its team. */
	team: { status: string } | null;
	/** The group of pharmacies the person holds. */
	group: unknown;
}

/**
 * The person's state and what their licences open. Written without a single outside name (no
 * imports, no module constants, no helpers): `prepaintScript` (./offer-page.ts) puts its source in the page.
 *
 * Order: a paid plan first (cancelled, then a titular's, then any), the team's plan (a member is
 * never sold one), their own trial, the free licence, a group held, then whether the trial is
 * still available. A trial or a free licence opens only the trial's courses unless the team's
 * paid plan opens all.
 *
 * @example
 * offerPerson({ loggedIn: true, role: 1, hasFreeTrial: false, licences: [{ status: 'trialing' }], team: null, group: null });
 * // { state: 'trialing', access: 'demo' }
 */
export function offerPerson(facts: OfferFacts): OfferPerson {
	if (!facts.loggedIn) return { state: 'anonymous', access: 'none' };
	const paid = facts.licences.find((licence) => licence.status === 'active');
	if (paid) {
		if (paid.cancel_at_period_end === true) return { state: 'cancelling', access: 'full' };
		return { state: facts.role === 2 ? 'pharmacy_owner' : 'active', access: 'full' };
	}
	const team = facts.team;
	if (team !== null && (team.status === 'active' || team.status === 'trialing')) {
		return { state: 'team_member', access: team.status === 'active' ? 'full' : 'demo' };
	}
	if (facts.licences.some((licence) => licence.status === 'trialing')) {
		return { state: 'trialing', access: 'demo' };
	}
	if (facts.licences.some((licence) => licence.status === 'freemium')) {
		return { state: 'freemium', access: 'demo' };
	}
	if (facts.group !== null && facts.group !== undefined) {
		return { state: 'group_holder', access: 'none' };
	}
	return { state: facts.hasFreeTrial ? 'trial_available' : 'trial_used', access: 'none' };
}

/**
 * Every person the rule tells apart: each state with the access it can come with (a team learns on
 * a paid plan or on the pharmacy's trial). Variants and styles are made for each.
 */
export const OFFER_PEOPLE: readonly OfferPerson[] = [
	{ state: 'anonymous', access: 'none' },
	{ state: 'trial_available', access: 'none' },
	{ state: 'trial_used', access: 'none' },
	{ state: 'trialing', access: 'demo' },
	{ state: 'freemium', access: 'demo' },
	{ state: 'active', access: 'full' },
	{ state: 'cancelling', access: 'full' },
	{ state: 'team_member', access: 'full' },
	{ state: 'team_member', access: 'demo' },
	{ state: 'pharmacy_owner', access: 'full' },
	{ state: 'group_holder', access: 'none' },
];

/** The person as one token (`team_member.demo`), the value of `data-offer` on <html>. */
export function offerKey(person: OfferPerson): string {
	return `${person.state}.${person.access}`;
}

export const ANONYMOUS: OfferPerson = { state: 'anonymous', access: 'none' };

/** The trial is offered only to who can still take it: nobody logged in, or never had a licence. */
export function mayTakeTrial({ state }: OfferPerson): boolean {
	return state === 'anonymous' || state === 'trial_available';
}
