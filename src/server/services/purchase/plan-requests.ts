/** Pharmacies' plan requests, "te llamamos" (spec §4): stored, then mailed to sales. */
import { t } from '../../../i18n';
import { LICENCE_TYPE } from '../../../lib/contracts/plans';
import type { PharmacyPlanRequestPayload } from '../../../lib/contracts/purchase';
import * as queries from '../../db/queries/purchase';
import { insertSupportThread } from '../../db/queries/support-inbox';
import { AppError } from '../../errors';
import { addressSubject, consume, RATE_LIMITS, tooMany, waitText } from '../auth/rate-limit';
import type { MailContent } from '../../mail/layout';
import { planNotFound, type PurchaseDeps } from './deps';

/**
 * `POST /buy/pharmacyPlanRequest` ("te llamamos"): stored with the job that mails it to the sales
 * inbox, which retries a failed mail (STYLE rule 15); sales also see it in the database.
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
		const id = await queries.insertPharmacyPlanRequest(tx, {
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
		await insertSupportThread(tx, { kind: 'call_request', planRequestId: id }, deps.now());
		await deps.jobs.enqueue(
			tx,
			{
				queue: 'mail',
				key: `mail:plan-request:${String(id)}`,
				work: { template: 'plan-request', requestId: id },
			},
			deps.now(),
		);
	});
	return 'ok';
}

/** The mail of a stored plan request to the sales inbox; a reply goes to the pharmacy. */
export async function planRequestMailContent(
	deps: Pick<PurchaseDeps, 'db' | 'config'>,
	requestId: number,
): Promise<MailContent | undefined> {
	const request = await queries.findPharmacyPlanRequest(deps.db, requestId);
	if (!request) return undefined;
	const who = [request.firstName, request.lastName].filter(Boolean).join(' ');
	const plan = request.planName ?? '';
	const details = [
		{ label: t('purchase_mail.phone'), value: request.phone },
		{ label: t('purchase_mail.email'), value: request.email },
	];
	if (request.pharmacyName) {
		details.push({ label: t('purchase_mail.pharmacy'), value: request.pharmacyName });
	}
	if (request.couponCode)
		details.push({ label: t('purchase_mail.coupon'), value: request.couponCode });
	return {
		to: deps.config.salesInbox,
		replyTo: request.email,
		subject: t('purchase_mail.request_subject', { plan }),
		preview: t('purchase_mail.request_intro', { who, plan }),
		greeting: t('purchase_mail.request_intro', { who, plan }),
		paragraphs: [],
		details,
	};
}
