/**
 * Who a person's invoices are made out to (issue #18, ADR 016): a pharmacy or company name, its
 * NIF/CIF and fiscal address, kept on the account and copied into each invoice when it is issued,
 * so a change applies to the next invoices only. Empty fields mean the person's own name.
 */
import { t } from '../../i18n';
import type { BillingDetails, BillingDetailsPayload } from '../../lib/contracts/auth';
import { LICENCE_TYPE } from '../../lib/contracts/plans';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/users';
import { AppError } from '../errors';

function toAnswer(row: Awaited<ReturnType<typeof queries.findBillingDetails>>): BillingDetails {
	return {
		billing_name: row?.billingName ?? null,
		tax_id: row?.billingTaxId ?? null,
		billing_address: row?.billingAddress ?? null,
	};
}

/** `POST /profile/getBilling`. */
export async function getBillingDetails(
	deps: Pick<AppDeps, 'db'>,
	userId: number,
): Promise<BillingDetails> {
	return toAnswer(await queries.findBillingDetails(deps.db, userId));
}

/** `POST /profile/updateBilling`: replaces the three fields; a field left empty is cleared. */
export async function updateBillingDetails(
	deps: Pick<AppDeps, 'db' | 'now'>,
	userId: number,
	payload: BillingDetailsPayload,
): Promise<BillingDetails> {
	const row = await queries.updateBillingDetails(
		deps.db,
		userId,
		{
			billingName: payload.billing_name ?? null,
			billingTaxId: payload.tax_id ?? null,
			billingAddress: payload.billing_address ?? null,
		},
		deps.now(),
	);
	return toAnswer(row);
}

/** A business's full invoice: its name, NIF/CIF and fiscal address, all three. */
export type CompleteBillingDetails = { [Field in keyof BillingDetails]: string };

function isComplete(details: BillingDetails): details is CompleteBillingDetails {
	return (
		details.billing_name !== null && details.tax_id !== null && details.billing_address !== null
	);
}

/**
 * Whether charging `plan` needs details the account lacks: a pharmacy plan is not charged without
 * a complete buyer (its invoices are what the pharmacy deducts).
 */
export async function lacksBillingForPlan(
	deps: Pick<AppDeps, 'db'>,
	userId: number,
	plan: { licenceType: number },
): Promise<boolean> {
	if (plan.licenceType !== LICENCE_TYPE.PHARMACY) return false;
	return !isComplete(await getBillingDetails(deps, userId));
}

/**
 * Before a plan is bought: details given with the purchase are saved on the account, through
 * `deps.db` (the purchase's transaction, so its first invoice carries them); without them, a
 * pharmacy plan needs complete ones saved before.
 */
export async function settleBillingForPlan(
	deps: Pick<AppDeps, 'db' | 'now'>,
	userId: number,
	plan: { licenceType: number },
	given: CompleteBillingDetails | null,
): Promise<void> {
	if (given) {
		await updateBillingDetails(deps, userId, given);
		return;
	}
	if (await lacksBillingForPlan(deps, userId, plan)) {
		throw new AppError('billing_required', 422, t('purchase_api.billing_required'));
	}
}
