/** Pharmacies' plan requests, "te llamamos" (spec §4): stored, then mailed to sales. */
import { t } from '../../../i18n';
import { LICENCE_TYPE } from '../../../lib/contracts/plans';
import type { PharmacyPlanRequestPayload } from '../../../lib/contracts/purchase';
import * as queries from '../../db/queries/purchase';
import { AppError } from '../../errors';
import { addressSubject, consume, RATE_LIMITS, tooMany, waitText } from '../auth/rate-limit';
import { escapeHtml } from '../mail';
import { planNotFound, type PurchaseDeps } from './deps';

/**
 * `POST /buy/pharmacyPlanRequest` ("te llamamos"): stored, then mailed to the sales inbox. The
 * request is kept even when the mail fails (STYLE rule 15); sales also see it in the database.
 * Each one mails sales, so one address sends at most `RATE_LIMITS.planRequestIp` an hour.
 */
export async function pharmacyPlanRequest(
	deps: PurchaseDeps,
	payload: PharmacyPlanRequestPayload,
	clientAddress: string,
): Promise<'ok'> {
	const plan = await queries.findActivePlan(deps.db, payload.lid);
	if (!plan) throw planNotFound(payload.lid);
	if (plan.licenceType !== LICENCE_TYPE.PHARMACY) {
		throw new AppError('lid_inv', 422, t('purchase_api.not_pharmacy_plan'));
	}
	// Counted with the stored request: a refused one stores and mails nothing.
	await deps.db.transaction(async (tx) => {
		await consume(
			{ db: tx, now: deps.now },
			RATE_LIMITS.planRequestIp,
			addressSubject(clientAddress),
			(seconds) => tooMany(seconds, t('rate_limits.plan_request', { when: waitText(seconds) })),
		);
		await queries.insertPharmacyPlanRequest(tx, {
			formType: payload.ftyp,
			firstName: payload.fnm,
			lastName: payload.lnm ?? null,
			phone: payload.ph,
			email: payload.email,
			planId: plan.id,
			pharmacyName: payload.pnm ?? null,
			couponCode: payload.cpn ?? null,
			newsletter: payload.wn,
		});
	});
	const who = [payload.fnm, payload.lnm].filter(Boolean).join(' ');
	const lines = [
		t('purchase_mail.request_intro', { who, plan: plan.name }),
		`${t('purchase_mail.phone')}: ${payload.ph}`,
		`${t('purchase_mail.email')}: ${payload.email}`,
		payload.pnm ? `${t('purchase_mail.pharmacy')}: ${payload.pnm}` : '',
		payload.cpn ? `${t('purchase_mail.coupon')}: ${payload.cpn}` : '',
	].filter(Boolean);
	const sent = await deps.mailer.send({
		to: deps.config.salesInbox,
		subject: t('purchase_mail.request_subject', { plan: plan.name }),
		text: lines.join('\n'),
		html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
	});
	if (!sent.ok) deps.logger.error({ error: sent.error }, 'pharmacy plan request not mailed');
	return 'ok';
}
