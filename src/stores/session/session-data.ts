/**
 * What this browser keeps about a session and every flow writes the same way: the token cookies,
 * who is logged in (the `auth` store), the subscriptions, and the cart waiting under a sale code.
 */
import { PUBLIC_APP_ID } from 'astro:env/client';
import { batch } from 'nanostores';
import * as v from 'valibot';
import * as authApi from '../../lib/api/auth';
import type { TokenData, UserData } from '../../lib/api/auth';
import { api, type ApiClient, type ApiFailure } from '../../lib/api/client';
import {
	clearTokenCookies,
	readRefreshToken,
	syncAccessToken,
	writeTokenCookies,
} from '../../lib/session-cookies';
import { $auth, AUTH_DEFAULTS, resetAuth, setAuth } from '../auth';
import { $cart, $hasSaleCode } from '../cart';
import {
	$subscription,
	HeldGroupSchema,
	LicenceSchema,
	TeamLicenceSchema,
	findActiveLicence,
	resetSubscription,
	setSubscriptions,
	type Licence,
} from '../subscription';

/** Outcome of a sign-up or a password change: a session, and whether a licence gives access. */
export type SessionOutcome = { ok: true; hasLicence: boolean } | ApiFailure;

/**
 * Loads `/buy/getSubscriptions` into the subscription store; resolves whether an active, trialing
 * or freemium licence exists (false when the call failed).
 */
export async function loadSubscriptions(client: ApiClient = api): Promise<boolean> {
	const result = await authApi.getSubscriptions(client);
	if (!result.ok) return false;
	const licences = result.data.ens.flatMap((item): Licence[] => {
		// One malformed licence should not hide the others.
		const parsed = v.safeParse(LicenceSchema, item);
		return parsed.success ? [parsed.output] : [];
	});
	const team = v.safeParse(TeamLicenceSchema, result.data.team);
	const group = v.safeParse(HeldGroupSchema, result.data.group);
	setSubscriptions(
		licences,
		result.data.hasFreeTrial,
		team.success ? team.output : null,
		group.success ? group.output : null,
	);
	return findActiveLicence(licences) !== null || team.success;
}

/** Stores a new session: cookies, who it is, and no subscriptions until they are loaded. */
export function startSession(token: TokenData): void {
	batch(() => {
		writeTokenCookies(token);
		resetSubscription();
		adoptUserData(token.user_data);
	});
}

/** Keeps the name the server knows (a session opened elsewhere arrives without one here). */
export function adoptUserData(user: UserData): void {
	if (user.name.trim() === '') return;
	const current = $auth.get();
	const lastName = user.last_name?.trim() ?? '';
	const role = user.role ?? null;
	const staffRole = user.staff_role ?? null;
	if (
		current.name === user.name.trim() &&
		current.lastName === lastName &&
		current.role === role &&
		current.staffRole === staffRole
	) {
		return;
	}
	setAuth({ name: user.name, lastName, role, staffRole });
}

/**
 * Forgets who was logged in: auth record, subscriptions and token cookies. Unlike logging out,
 * the cart and the contact name stay: an anonymous visitor's purchase is still theirs. Only what is
 * not already empty is written, so an anonymous page load does not touch storage.
 */
export function clearAuthData(): void {
	batch(() => {
		const auth = $auth.get();
		if (
			auth.name !== '' ||
			auth.lastName !== '' ||
			auth.role !== AUTH_DEFAULTS.role ||
			auth.staffRole !== AUTH_DEFAULTS.staffRole
		) {
			resetAuth();
		}
		const subscription = $subscription.get();
		const anyLicence =
			subscription.licenses.length > 0 || subscription.team !== null || subscription.group !== null;
		if (anyLicence || !subscription.hasFreeTrial) resetSubscription();
		if (syncAccessToken() !== null || readRefreshToken() !== null) clearTokenCookies();
	});
}

/** Gives a cart waiting under a sale code to the user. Issue #5 brings the call: never fatal. */
export async function attachWaitingCart(client: ApiClient): Promise<void> {
	const saleCode = presentSaleCode();
	if (saleCode === null) return;
	try {
		await authApi.setOwnerCart(saleCode, PUBLIC_APP_ID, client);
	} catch {
		// The client does not throw; anything else here must not undo a login.
	}
}

/** The cart's sale code, trimmed, when there is one (the cart store's `$hasSaleCode` rule). */
export function presentSaleCode(): string | null {
	return $hasSaleCode.get() ? ($cart.get().saleCode?.trim() ?? null) : null;
}
