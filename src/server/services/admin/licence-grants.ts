/**
 * Complimentary licences (issue #20, ADR 019): an admin gives a person a plan for whole months,
 * free, with no gateway subscription behind it (nothing renews, nothing to cancel or pay), once
 * per request (./once-per-request.ts).
 */
import { t } from '../../../i18n';
import type { GrantedLicence, GrantLicenceInput } from '../../../lib/contracts/customers';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/customers';
import { AppError } from '../../errors';
import { addPeriod } from '../../payments/gateway';
import { forgetAccess } from '../access-cache';
import type { StaffActor } from '../audit';
import { customerNotFound } from './customers';
import { oncePerRequest } from './once-per-request';

type GrantDeps = Pick<AppDeps, 'db' | 'now' | 'accessCache'>;

const MONTHLY = 2;

function planNotFound() {
	return new AppError('plan_nf', 404, t('admin.errors.plan_not_found'));
}

/** `POST /admin/grantLicence`. */
export async function grantComplimentaryLicence(
	deps: GrantDeps,
	actor: StaffActor,
	input: GrantLicenceInput,
): Promise<GrantedLicence> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'customer.grant_licence', requestKey: input.requestKey },
		async (tx, now) => {
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
			return {
				subjectId: input.userId,
				after: { enrollmentId, plan: plan.name, months: input.months, endAt: endAt.toISOString() },
			};
		},
	);
	// The person learns with it from their next call, whichever process answers it.
	forgetAccess(deps);
	return { enrollmentId: Number(after.enrollmentId), endAt: String(after.endAt) };
}
