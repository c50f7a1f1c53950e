/**
 * Who a person's invoices are made out to (issue #18, ADR 016): a pharmacy or company name, its
 * NIF/CIF and fiscal address, kept on the account and copied into each invoice when it is issued,
 * so a change applies to the next invoices only. Empty fields mean the person's own name.
 */
import type { BillingDetails, BillingDetailsPayload } from '../../lib/contracts/auth';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/users';

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
