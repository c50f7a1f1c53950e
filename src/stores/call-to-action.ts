/**
 * The main call-to-action of the navigation and the plan pages (spec §4), derived from the login
 * state and the subscriptions so every island shows the same offer.
 */
import { computed } from 'nanostores';
import { $isLoggedIn } from './auth';
import { $activeLicence, $hasFreeTrial, callToAction } from './subscription';

/** 'free_trial', 'go_to_campus' or 'subscribe'; `callToActionHref` gives where it leads. */
export const $callToAction = computed(
	[$isLoggedIn, $hasFreeTrial, $activeLicence],
	(isLoggedIn, hasFreeTrial, activeLicence) =>
		callToAction({ isLoggedIn, hasFreeTrial, activeLicence }),
);
