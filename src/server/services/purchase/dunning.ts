/**
 * A renewal the card declined (issue #18, ADR 005 "A failed renewal"): the licence is `past_due`
 * and keeps access for its grace while its holder updates the card. In the sandbox the campus's
 * own card page replaces the card and retries the charge at once; with Stripe the person goes to
 * Stripe's customer portal, opened on their click. Outside production the sandbox also has a test
 * clock, so a journey reaches a renewal without waiting a month.
 */
import { t } from '../../../i18n';
import type { BillingPortal, LicenceStanding } from '../../../lib/contracts/purchase';
import * as queries from '../../db/queries/purchase';
import type { EnrollmentRow } from '../../db/queries/purchase';
import { AppError } from '../../errors';
import { isSandboxGateway } from '../../payments';
import { CardDeclined, pastDueUntil, type GatewaySubscription } from '../../payments/gateway';
import { SandboxNotFound, type SandboxGateway } from '../../payments/sandbox';
import { type PurchaseDeps } from './deps';
import { syncLicence } from './settlement';

/** Statuses of a licence whose card can be updated: it renews, or its renewal is unpaid. */
const CARD_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

const licenceNotFound = () => new AppError('en_nf', 404, t('purchase_api.licence_nf'));
const notPayable = () => new AppError('not_payable', 409, t('purchase_api.not_payable'));
/** What the sandbox's own calls answer when Stripe takes the payments (or in production). */
const sandboxOff = () => new AppError('not_found', 404, t('purchase_api.sandbox_off'));

/** The caller's licence `enrollmentId` with a running subscription, or the refusal. */
async function runningLicence(
	deps: PurchaseDeps,
	userId: number,
	enrollmentId: number,
): Promise<EnrollmentRow & { gatewaySubscriptionId: string }> {
	const licence = await queries.findUserEnrollment(deps.db, userId, enrollmentId);
	if (!licence) throw licenceNotFound();
	const { gatewaySubscriptionId } = licence;
	if (
		gatewaySubscriptionId === null ||
		!CARD_STATUSES.has(licence.status) ||
		(licence.endAt !== null && licence.endAt <= deps.now())
	) {
		throw notPayable();
	}
	return { ...licence, gatewaySubscriptionId };
}

function standing(licenceId: number, subscription: GatewaySubscription): LicenceStanding {
	return {
		enrollment_id: licenceId,
		status: subscription.status,
		end: (subscription.status === 'past_due'
			? pastDueUntil(subscription)
			: (subscription.cancelAt ?? subscription.currentPeriodEnd)
		).toISOString(),
	};
}

function sandboxGateway(deps: PurchaseDeps): SandboxGateway {
	if (deps.config.environment === 'production' || !isSandboxGateway(deps.payments)) {
		throw sandboxOff();
	}
	return deps.payments;
}

/**
 * `POST /sandbox/updateCard`: the sandbox card page. The licence's card becomes `spid`; an unpaid
 * renewal is charged to it at once, and the licence, its invoice and its mail follow. A card that
 * cannot pay is refused (402) and nothing changes.
 */
export async function updateCard(
	deps: PurchaseDeps,
	userId: number,
	input: { eid: number; spid: string },
): Promise<LicenceStanding> {
	const gateway = sandboxGateway(deps);
	const licence = await runningLicence(deps, userId, input.eid);
	let subscription: GatewaySubscription;
	try {
		subscription = await gateway.replaceCard(licence.gatewaySubscriptionId, input.spid);
	} catch (error) {
		if (error instanceof CardDeclined) {
			deps.logger.info(
				{ licence: licence.id, decline: error.declineCode },
				'new card declined for an unpaid renewal',
			);
			throw new AppError('payment_failed', 402, t('purchase_api.card_update_declined'));
		}
		if (error instanceof SandboxNotFound) {
			throw new AppError('spid_nf', 404, t('purchase_api.spid_inv'));
		}
		throw error;
	}
	await syncLicence(deps, subscription);
	return standing(licence.id, subscription);
}

/**
 * `POST /buy/billingPortal`: Stripe's customer portal for the licence's customer, where the card
 * is updated and what is due paid; the webhooks that follow bring the licence back. A session is
 * made per click (it opens the customer's billing), never mailed. The sandbox has its own page.
 */
export async function billingPortal(
	deps: PurchaseDeps,
	userId: number,
	enrollmentId: number,
): Promise<BillingPortal> {
	const licence = await runningLicence(deps, userId, enrollmentId);
	if (isSandboxGateway(deps.payments)) throw new AppError('not_found', 404, t('api.not_found'));
	const subscription = await deps.payments.retrieveSubscription(licence.gatewaySubscriptionId);
	const url = await deps.payments.billingPortalUrl(
		subscription.customerId,
		`${deps.config.siteUrl}/aula/mis-suscripciones`,
	);
	if (url === null) throw new AppError('not_found', 404, t('api.not_found'));
	return { url };
}

/**
 * `POST /sandbox/advanceClock` (never in production): the sandbox's test clock for the caller's
 * own licence. Its subscription reaches its next moment now (a renewal, a trial's first charge,
 * the end of an unpaid renewal's grace) and the licence follows, with its mails.
 */
export async function advanceTestClock(
	deps: PurchaseDeps,
	userId: number,
	enrollmentId: number,
): Promise<LicenceStanding> {
	const gateway = sandboxGateway(deps);
	const licence = await runningLicence(deps, userId, enrollmentId);
	const subscription = await gateway.advanceTestClock(licence.gatewaySubscriptionId);
	await syncLicence(deps, subscription);
	deps.logger.info(
		{ licence: licence.id, subscription: subscription.id, status: subscription.status },
		'sandbox test clock advanced',
	);
	return standing(licence.id, subscription);
}
