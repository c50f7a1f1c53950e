/** Creating an account, which opens its session at once (spec §4). */
import * as authApi from '../../lib/api/auth';
import { api, type ApiClient } from '../../lib/api/client';
import type { SignUpPayload } from '../../lib/contracts/auth';
import { $cart } from '../cart';
import {
	attachWaitingCart,
	loadSubscriptions,
	presentSaleCode,
	startSession,
	type SessionOutcome,
} from './session-data';

/**
 * Creates the account and starts its session (spec §4): tokens stored, subscriptions loaded, and a
 * cart that was waiting (licences under a sale code) becomes the new user's. Where to go next is
 * the caller's: the sign-up page goes to the dashboard, the free trial to its payment step.
 */
export async function signUp(
	payload: SignUpPayload,
	client: ApiClient = api,
): Promise<SessionOutcome> {
	const cart = $cart.get();
	const saleCode = presentSaleCode();
	const result = await authApi.signUp(
		saleCode === null ? payload : { ...payload, sale_code: saleCode },
		client,
	);
	if (!result.ok) return result;
	startSession(result.data);
	const hasLicence = await loadSubscriptions(client);
	if (cart.license.length > 0) await attachWaitingCart(client);
	return { ok: true, hasLicence };
}
