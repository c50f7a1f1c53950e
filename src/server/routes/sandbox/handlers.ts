/**
 * The sandbox gateway's own calls, standing in for what Stripe.js does in the browser: turning a
 * card into a payment method, and the 3-D Secure step; the card page of a failed renewal and the
 * test clock (issue #18). They answer 404 when Stripe takes the payments, so a production site
 * never accepts card numbers itself.
 */
import type { Context } from 'hono';
import { t } from '../../../i18n';
import { LicenceBody, UpdateCardBody } from '../../../lib/contracts/purchase';
import {
	SandboxCardBody,
	SandboxConfirmBody,
	type SandboxResult,
} from '../../../lib/contracts/sandbox';
import type { AppEnv } from '../../context';
import { failures, ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import { isSandboxGateway } from '../../payments';
import { InvalidCard, SandboxNotFound, type SandboxGateway } from '../../payments/sandbox';
import * as purchase from '../../services/purchase';

type SandboxContext = Context<AppEnv>;

const fail = failures<SandboxResult>();

const labels = (...fields: string[]) => fieldLabels('purchase_api.fields', fields);

const CARD_MESSAGES = {
	number: 'purchase_api.card_number',
	expiry: 'purchase_api.card_expiry',
	cvc: 'purchase_api.card_cvc',
} as const;

function sandbox(c: SandboxContext): SandboxGateway {
	const gateway = c.var.deps.payments;
	if (!isSandboxGateway(gateway)) throw fail('not_found', 404, t('purchase_api.sandbox_off'));
	return gateway;
}

/** `POST /sandbox/paymentMethods {number, exp_month, exp_year, cvc}` → `{ id, brand, last4 }`. */
export async function createPaymentMethod(c: SandboxContext) {
	const gateway = sandbox(c);
	const card = await readPayload(
		c,
		SandboxCardBody,
		labels('number', 'exp_month', 'exp_year', 'cvc'),
	);
	try {
		const method = await gateway.createPaymentMethod({
			number: card.number,
			expMonth: card.exp_month,
			expYear: card.exp_year,
			cvc: card.cvc,
		});
		return ok(c, 'paymentMethod', method);
	} catch (error) {
		if (error instanceof InvalidCard) {
			throw fail(`card_${error.reason}`, 422, t(CARD_MESSAGES[error.reason]));
		}
		throw error;
	}
}

/** `POST /sandbox/confirm {client_secret, approve}`: the card holder's 3-D Secure answer. */
export async function confirm(c: SandboxContext) {
	const gateway = sandbox(c);
	const body = await readPayload(c, SandboxConfirmBody, labels('client_secret', 'approve'));
	try {
		const subscription = await gateway.confirmAuthentication(body.client_secret, body.approve);
		return ok(c, 'confirm', { status: subscription.status });
	} catch (error) {
		if (error instanceof SandboxNotFound) {
			throw fail('secret_nf', 404, t('purchase_api.checkout_nf'));
		}
		throw error;
	}
}

/**
 * `POST /sandbox/updateCard {eid, spid}` (behind requireUser): the caller's licence `eid` gets the
 * card `spid`; a renewal left unpaid is charged to it at once.
 */
export async function updateCard(c: SandboxContext) {
	sandbox(c);
	const body = await readPayload(c, UpdateCardBody, labels('eid', 'spid'));
	return ok(c, 'updateCard', await purchase.updateCard(c.var.deps, currentUser(c).id, body));
}

/**
 * `POST /sandbox/advanceClock {eid}` (behind requireUser; 404 in production): the test clock of
 * the caller's own licence, which reaches its next renewal (or end of grace) now.
 */
export async function advanceClock(c: SandboxContext) {
	sandbox(c);
	const { eid } = await readPayload(c, LicenceBody, labels('eid'));
	const answer = await purchase.advanceTestClock(c.var.deps, currentUser(c).id, eid);
	return ok(c, 'advanceClock', answer);
}
