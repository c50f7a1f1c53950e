/** Logging in with an email or nick and a password (spec §4). */
import * as authApi from '../../lib/api/auth';
import type { LoginExtras } from '../../lib/api/auth';
import { api, type ApiClient, type ApiFailure } from '../../lib/api/client';
import type { LoginInput } from '../../lib/contracts/auth';
import { attachWaitingCart, loadSubscriptions, startSession } from './session-data';
import { DASHBOARD_PATH, enterCampus } from './welcome';

/** Outcome of a login: a session, or the server asks for a new password first. */
export type LoginOutcome =
	| { ok: true; mustChangePwd: true; changeToken: string }
	| { ok: true; mustChangePwd: false; hasLicence: boolean }
	| ApiFailure;

export interface LogInOptions {
	/** Space, admin space or partner the login belongs to (spec §7). */
	extras?: LoginExtras | undefined;
	/** Page to go to once logged in; null stays on the page and greets here. */
	redirectTo?: string | null | undefined;
	client?: ApiClient | undefined;
}

/**
 * Logs in (spec §4): when the server asks for a new password the flow stops there and says so;
 * otherwise the tokens go to the cookies, the user to the auth store, the subscriptions are
 * loaded, a cart waiting under a sale code becomes the user's, and the visitor goes to /dashboard,
 * where the welcome popup greets them.
 *
 * @example
 * const outcome = await logIn({ username: 'ana', password: 'S3creta!' });
 * if (!outcome.ok) showError(outcome.msg);
 * else if (outcome.mustChangePwd) offerNewPassword(outcome.changeToken);
 */
export async function logIn(form: LoginInput, options: LogInOptions = {}): Promise<LoginOutcome> {
	const { extras, redirectTo = DASHBOARD_PATH, client = api } = options;
	const result = await authApi.login(form, extras, client);
	if (!result.ok) return result;
	const token = result.data;
	if (token.must_change_pwd) {
		return { ok: true, mustChangePwd: true, changeToken: token.change_token };
	}
	startSession(token);
	const hasLicence = await loadSubscriptions(client);
	await attachWaitingCart(client);
	enterCampus(redirectTo);
	return { ok: true, mustChangePwd: false, hasLicence };
}
