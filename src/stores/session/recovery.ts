/** Setting a new password from the recovery mail's link, which opens a session (ADR 004). */
import * as authApi from '../../lib/api/auth';
import { api } from '../../lib/api/client';
import type { ChangePasswordPayload } from '../../lib/contracts/auth';
import type { LogInOptions } from './login';
import { loadSubscriptions, startSession, type SessionOutcome } from './session-data';
import { DASHBOARD_PATH, enterCampus } from './welcome';

/**
 * Sets the new password of a reset link; the answer is a new session (ADR 004), so the visitor
 * is logged in and goes to the dashboard.
 */
export async function changePasswordAndLogIn(
	payload: ChangePasswordPayload,
	options: Omit<LogInOptions, 'extras'> = {},
): Promise<SessionOutcome> {
	const { redirectTo = DASHBOARD_PATH, client = api } = options;
	const result = await authApi.changePassword(payload, client);
	if (!result.ok) return result;
	startSession(result.data);
	const hasLicence = await loadSubscriptions(client);
	enterCampus(redirectTo);
	return { ok: true, hasLicence };
}
