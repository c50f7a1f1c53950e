/**
 * Complimentary licences (issue #20): an admin gives a person a plan for whole months, free, with
 * no gateway subscription behind it (nothing renews, nothing to cancel or pay). The licence and its
 * audit entry are written in one transaction under the request's key, so a request sent twice
 * (a retry, a double click, two tabs) gives one licence and answers the same both times.
 */
import { t } from '../../../i18n';
import type { GrantedLicence, GrantLicenceInput } from '../../../lib/contracts/customers';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/customers';
import { violatedUniqueConstraint } from '../../db/errors';
import { AppError } from '../../errors';
import { addPeriod } from '../../payments/gateway';
import { forgetAccess } from '../access-cache';
import { earlierOutcome, recordStaffAction, type StaffActor } from '../audit';
import { customerNotFound } from './customers';

type GrantDeps = Pick<AppDeps, 'db' | 'now' | 'accessCache'>;

const MONTHLY = 2;
const GRANT = 'customer.grant_licence';

function planNotFound() {
	return new AppError('plan_nf', 404, t('admin.errors.plan_not_found'));
}

/** `after` of a grant's audit entry, read back as the call's answer. */
function asGranted(after: Record<string, unknown> | null): GrantedLicence {
	return { enrollmentId: Number(after?.enrollmentId), endAt: String(after?.endAt) };
}

/** `POST /admin/grantLicence`. */
export async function grantComplimentaryLicence(
	deps: GrantDeps,
	actor: StaffActor,
	input: GrantLicenceInput,
): Promise<GrantedLicence> {
	const now = deps.now();
	try {
		const granted = await deps.db.transaction(async (tx) => {
			const earlier = await earlierOutcome(tx, input.requestKey, GRANT);
			if (earlier) return asGranted(earlier.after);
			if (!(await queries.personExists(tx, input.userId))) throw customerNotFound();
			const plan = (await queries.listGrantablePlans(tx)).find((row) => row.id === input.planId);
			if (!plan) throw planNotFound();
			let endAt = now;
			for (let month = 0; month < input.months; month++) endAt = addPeriod(endAt, MONTHLY);
			const enrollmentId = await queries.insertComplimentaryLicence(tx, {
				userId: input.userId,
				planId: plan.id,
				periodicity: plan.period,
				startAt: now,
				endAt,
			});
			const after = {
				enrollmentId,
				plan: plan.name,
				months: input.months,
				endAt: endAt.toISOString(),
			};
			await recordStaffAction(
				tx,
				actor,
				{
					action: GRANT,
					subjectId: input.userId,
					after,
					requestKey: input.requestKey,
				},
				now,
			);
			return asGranted(after);
		});
		// The person learns with it from their next call, whichever process answers it.
		forgetAccess(deps);
		return granted;
	} catch (error) {
		// The same request, at the same moment, on another connection: it gave the licence.
		if (violatedUniqueConstraint(error) !== 'audit_log_request_key_uq') throw error;
		const earlier = await earlierOutcome(deps.db, input.requestKey, GRANT);
		if (!earlier) throw error;
		return asGranted(earlier.after);
	}
}
