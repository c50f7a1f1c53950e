/**
 * The person as the offer rule sees them (src/lib/offer.ts), derived from the session and the
 * subscription record, so every island shows the same offer (spec §4, issue 17). It also keeps
 * `data-offer` on <html> in step, which the prerendered pages' variants follow.
 */
import { computed } from 'nanostores';
import { offerKey, offerPerson, type OfferPerson } from '../lib/offer-person';
import { readRefreshToken } from '../lib/session-cookies';
import { $accessToken, $auth } from './auth';
import { $subscription } from './subscription';

/**
 * The person's state and access. A stored name with either token cookie counts as a session, as
 * in the page's inline script: an expired access token is renewed by the session check right after
 * load, and a session that cannot be renewed is cleared (the name with it).
 */
export const $offerPerson = computed(
	[$accessToken, $auth, $subscription],
	(token, { name, role }, { licenses, hasFreeTrial, team, group }): OfferPerson =>
		offerPerson({
			loggedIn: name.trim() !== '' && (Boolean(token) || readRefreshToken() !== null),
			role,
			hasFreeTrial,
			licences: licenses,
			team,
			group,
		}),
);

/**
 * Keeps `data-offer` on `root` equal to the person's key while the page lives: a login in another
 * tab, a session that ends, licences reloaded. Returns the unsubscribe function.
 */
export function syncOfferAttribute(root: HTMLElement = document.documentElement): () => void {
	return $offerPerson.subscribe((person) => {
		const key = offerKey(person);
		if (root.getAttribute('data-offer') !== key) root.setAttribute('data-offer', key);
	});
}
