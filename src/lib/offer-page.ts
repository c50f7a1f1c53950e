/**
 * The offer rule on prerendered pages (issue 17): a page cannot know who will read it, so it
 * renders one variant of a place per distinct offer (`offerVariants`), each marked with the people
 * it is for (`data-offer-for`); an inline script in <head> (`prepaintScript`) marks <html> with the
 * person the stored session describes before anything paints, and `offerStyles` hides the variants
 * meant for others. src/stores/offer.ts keeps the mark in step afterwards. Pure, like ./offer.ts.
 */
import { offer, type Offer, type OfferContext, type OfferPlace } from './offer';
import {
	ANONYMOUS,
	mayTakeTrial,
	OFFER_PEOPLE,
	offerKey,
	offerPerson,
	type OfferFacts,
} from './offer-person';

// ---- Variants of a prerendered place ----------------------------------------------------------

export interface OfferVariant {
	/** The people it is for, as {@link offerKey} tokens: the value of `data-offer-for`. */
	for: string;
	offer: Offer;
}

/**
 * The distinct offers of `place` over every person, each with the people it is for: what a
 * prerendered page renders, one element per variant, for {@link offerStyles} to choose from.
 */
export function offerVariants(place: OfferPlace, context: OfferContext = {}): OfferVariant[] {
	const variants = new Map<string, { keys: string[]; offer: Offer }>();
	for (const person of OFFER_PEOPLE) {
		const result = offer(place, person, context);
		const id = JSON.stringify(result);
		const variant = variants.get(id);
		if (variant) variant.keys.push(offerKey(person));
		else variants.set(id, { keys: [offerKey(person)], offer: result });
	}
	return [...variants.values()].map(({ keys, offer: result }) => ({
		for: keys.join(' '),
		offer: result,
	}));
}

/**
 * The people who may be offered the free trial, as a `data-offer-for` value: for a link to it that
 * is not a call to action of its own (the footer's, spec §2).
 */
export function trialOfferedTo(): string {
	return OFFER_PEOPLE.filter(mayTakeTrial).map(offerKey).join(' ');
}

/**
 * The style that shows each variant only to its people: for every person, the elements marked
 * for others are hidden. Before `data-offer` is set (no script), the anonymous variant shows.
 */
export function offerStyles(): string {
	const rules = OFFER_PEOPLE.map((person) => {
		const key = offerKey(person);
		return `:root[data-offer='${key}'] [data-offer-for]:not([data-offer-for~='${key}'])`;
	});
	const anonymous = offerKey(ANONYMOUS);
	rules.push(`:root:not([data-offer]) [data-offer-for]:not([data-offer-for~='${anonymous}'])`);
	return `${rules.join(',')}{display:none!important}`;
}

// ---- Before the first paint ------------------------------------------------------------------

/** Where the inline script finds the session: the token cookies' names (by environment). */
export interface PrepaintNames {
	accessCookie: string;
	refreshCookie: string;
}

/**
 * The facts of {@link OfferFacts} as this browser stored them: the `auth` and `subscription`
 * records (spec §3) and the token cookies. A session is taken as there while a name is stored
 * and a token cookie is present: an access token expires long before its refresh token, and the
 * session check renews it right after load (or clears the name if it cannot). Self-contained like
 * {@link offerPerson}, for the same reason.
 */
export function storedOfferFacts(
	storage: Pick<Storage, 'getItem'>,
	cookies: string,
	names: PrepaintNames,
): OfferFacts {
	const read = (key: string): Record<string, unknown> => {
		try {
			const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
			return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
		} catch {
			return {};
		}
	};
	const hasCookie = (name: string) =>
		cookies.split(';').some((part) => {
			const [cookie, ...value] = part.trim().split('=');
			return cookie === name && value.join('=') !== '';
		});
	const auth = read('auth');
	const subscription = read('subscription');
	const name = typeof auth.name === 'string' ? auth.name.trim() : '';
	const licences = Array.isArray(subscription.licenses)
		? subscription.licenses.filter(
				(licence): licence is { status: string; cancel_at_period_end?: boolean } =>
					typeof licence === 'object' &&
					licence !== null &&
					typeof (licence as { status?: unknown }).status === 'string',
			)
		: [];
	const team = subscription.team;
	return {
		loggedIn: name !== '' && (hasCookie(names.accessCookie) || hasCookie(names.refreshCookie)),
		role: typeof auth.role === 'number' ? auth.role : null,
		hasFreeTrial: subscription.hasFreeTrial !== false,
		licences,
		team:
			typeof team === 'object' &&
			team !== null &&
			typeof (team as { status?: unknown }).status === 'string'
				? (team as { status: string })
				: null,
		group: subscription.group ?? null,
	};
}

/**
 * The inline script of every page's <head>: sets `data-offer` on <html> from the stored session
 * before anything paints, so no call to action (and no "Entrar") shows for the wrong person.
 * Built from the very functions the stores use, so the two can never disagree.
 */
export function prepaintScript(names: PrepaintNames): string {
	const source = (fn: (...args: never[]) => unknown) => compact(fn.toString());
	return `(function(){try{var f=(${source(storedOfferFacts)})(localStorage,document.cookie,${JSON.stringify(names)});var k=(${source(offerKey)})((${source(offerPerson)})(f));document.documentElement.setAttribute('data-offer',k)}catch(e){}})();`;
}

/**
 * A function's source on fewer bytes: every page carries it. The compiled source ends its
 * statements with semicolons and has no multi-line strings, so line breaks and indentation go.
 */
function compact(source: string): string {
	return source.replace(/\n\s*/g, ' ');
}
