/**
 * Who is logged in (spec §3 "Auth record", §4 "Logout"), persisted under `auth`. The tokens
 * themselves live in the `at`/`rt` cookies (`src/lib/session-cookies.ts`); logged in means an access
 * token exists and the record has a name.
 */
import { batch, computed } from 'nanostores';
import * as v from 'valibot';
import { $accessToken, clearTokenCookies } from '../lib/session-cookies';
import { resetCart } from './cart';
import { resetContactName } from './contact-name';
import { STAFF_ROLES } from '../lib/studio-rules';
import { persistentRecord } from './persistent-record';
import { resetSubscription } from './subscription';

export { $accessToken };

export const AuthSchema = v.object({
	name: v.fallback(v.string(), ''),
	lastName: v.fallback(v.string(), ''),
	/** Avatar text: first letter of the name upper-case plus the second lower-case. */
	initials: v.fallback(v.string(), ''),
	/** Role number from the token's user_data; its meaning is not given by the spec. */
	role: v.fallback(v.nullable(v.number()), null),
	/** Campus staff (issue #19): the account menu leads them to the studio. */
	staffRole: v.fallback(v.nullable(v.picklist(STAFF_ROLES)), null),
});
export type AuthRecord = v.InferOutput<typeof AuthSchema>;

export const AUTH_DEFAULTS: AuthRecord = {
	name: '',
	lastName: '',
	initials: '',
	role: null,
	staffRole: null,
};

export const $auth = persistentRecord('auth', AuthSchema, AUTH_DEFAULTS);

/** An access token exists and the user has a name (spec §3). */
export const $isLoggedIn = computed(
	[$accessToken, $auth],
	(token, { name }) => Boolean(token) && name.trim() !== '',
);

/** What a login, sign-up or profile answer tells about the user. */
export interface AuthInput {
	name: string;
	lastName?: string | null | undefined;
	role?: number | null | undefined;
	staffRole?: string | null | undefined;
}

/** Stores the user's name and roles; the initials are computed here, never passed in. */
export function setAuth({ name, lastName, role, staffRole }: AuthInput): void {
	const cleanName = name.trim();
	$auth.set({
		name: cleanName,
		lastName: lastName?.trim() ?? '',
		initials: initialsOf(cleanName),
		role: role ?? null,
		// Anything the studio does not know is no staff role.
		staffRole: STAFF_ROLES.find((known) => known === staffRole) ?? null,
	});
}

/** Back to the defaults (nobody). */
export function resetAuth(): void {
	$auth.set({ ...AUTH_DEFAULTS });
}

/**
 * Forgets the session in this browser (spec §4 "Logout"): auth, subscription, cart and contact
 * name go back to their defaults and the token cookies are expired. Calling the logout endpoint
 * and navigating are the caller's job.
 */
export function clearSession(): void {
	// One batch, so islands never render a half-cleared state (no token but a name, say).
	batch(() => {
		resetAuth();
		resetSubscription();
		resetCart();
		resetContactName();
		clearTokenCookies();
	});
}

/**
 * Avatar initials (spec §3, §9): the first letter of the name upper-case and the second lower-case;
 * "" for an empty name. Works on whole characters, so accents ("Á") and letters outside the basic
 * plane stay intact.
 */
export function initialsOf(name: string): string {
	const [first = '', second = ''] = Array.from(name.trim().normalize('NFC'));
	return first.toLocaleUpperCase('es') + second.toLocaleLowerCase('es');
}
