/**
 * The plans in the back-office (issue #20, ADR 019): their names, descriptions and prices. A new
 * price is a new price: the gateway makes a new Stripe Price of the same product (the sandbox has
 * none), and the licences already sold keep the price they were sold at, in the gateway and in
 * their rows, until they are moved explicitly. Once per request, in the audit log; the plan pages
 * are built again (a site publication) and the catalogue cache emptied.
 */
import { t } from '../../../i18n';
import type {
	EditablePlan,
	EditablePlanList,
	UpdatePlanInput,
} from '../../../lib/contracts/plan-editing';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/plans';
import { findPlan } from '../../db/queries/purchase';
import { AppError } from '../../errors';
import type { StaffActor } from '../audit';
import { requestSitePublication } from '../studio/publications';
import { oncePerRequest } from './once-per-request';

type PlanDeps = Pick<AppDeps, 'db' | 'now' | 'payments' | 'jobs' | 'catalogueCache'>;

/** `POST /admin/listPlans`. */
export async function listEditablePlans(
	deps: Pick<AppDeps, 'db' | 'now'>,
): Promise<EditablePlanList> {
	const rows = await queries.listPlansWithLicences(deps.db, deps.now());
	return {
		plans: rows.map(({ plan, runningLicences }): EditablePlan => ({
			id: plan.id,
			slug: plan.slug,
			name: plan.name,
			description: plan.description,
			licenceType: plan.licenceType,
			period: plan.period,
			trial: plan.trial,
			priceMinor: plan.priceMinor,
			gatewayPriceId: plan.stripePriceId,
			seats: plan.seats,
			active: plan.active,
			runningLicences,
		})),
	};
}

/** `POST /admin/updatePlan`. */
export async function updatePlan(
	deps: PlanDeps,
	actor: StaffActor,
	input: UpdatePlanInput,
): Promise<{ planId: number; priceMinor: number; gatewayPriceId: string }> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'plan.update', requestKey: input.requestKey },
		async (tx, at) => {
			const before = await findPlan(tx, input.planId);
			if (!before) throw new AppError('plan_nf', 404, t('admin.errors.edit_plan_not_found'));
			const newPrice = input.priceMinor !== before.priceMinor;
			// The sandbox has no price objects; Stripe mode needs the new one before the row says so.
			const stripePriceId =
				newPrice && before.stripePriceId !== ''
					? await deps.payments.createPlanPrice({
							planId: before.id,
							currentPriceId: before.stripePriceId,
							amountMinor: input.priceMinor,
							currency: before.currency,
							period: before.period === 1 ? 1 : 2,
						})
					: before.stripePriceId;
			const terms = {
				name: input.name,
				description: input.description ?? '',
				priceMinor: input.priceMinor,
				stripePriceId,
			};
			await queries.updatePlanTerms(tx, before.id, terms);
			await requestSitePublication(deps, tx, {
				reason: t('admin.plans.publication_reason', { plan: input.name }),
				requestedBy: actor.userId,
				at,
			});
			const { name, description, priceMinor } = before;
			return {
				subjectId: before.id,
				before: { name, description, priceMinor, gatewayPriceId: before.stripePriceId },
				after: { planId: before.id, ...terms, gatewayPriceId: stripePriceId },
			};
		},
	);
	// The checkout and the plan calls read the plans from this cache.
	deps.catalogueCache.clear();
	return {
		planId: Number(after.planId),
		priceMinor: Number(after.priceMinor),
		gatewayPriceId: String(after.gatewayPriceId),
	};
}
