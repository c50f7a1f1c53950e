/**
 * Invoices (issue #18): every payment the gateway takes (a first period, a renewal, the
 * difference of a change of plan) gets the campus's own invoice, once, numbered without gaps per
 * series and year, with the operator's legal data from configuration and the buyer's billing
 * details as they are when it is issued. The amounts are the gateway's: the price includes IVA,
 * which the invoice breaks down; in Stripe mode the number printed is Stripe's. Renewal and
 * plan-change invoices are mailed on their own; the first period's goes with the purchase
 * confirmation (purchase-mail.ts). A refund gets a rectifying invoice (series R) of its own.
 */
import { t } from '../../../i18n';
import { formatSpainDate, madridDay } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/invoices';
import type { InvoiceRow } from '../../db/queries/invoices';
import type { JobRequest } from '../../jobs/contract';
import type { InvoiceSummary } from '../../../lib/contracts/purchase';
import { AppError } from '../../errors';
import { checkFileSignature, signedLinkQuery } from '../file-urls';
import type { MailAttachment } from '../mail';
import type { MailContent } from '../../mail/layout';
import type { GatewayCharge } from '../../payments/gateway';
import { invoiceConcept, renderInvoicePdf } from './invoice-pdf';

/** IVA general (Ley 37/1992, art. 90): online training that is not official education pays it. */
export const IVA_BASIS_POINTS = 2100;

/**
 * The base and the IVA of a price that includes it, in cents: the base rounded to the cent, the
 * tax what is left, so base + tax is always the amount paid.
 *
 * @example
 * splitTax(1990, 2100); // { baseMinor: 1645, taxMinor: 345 }
 */
export function splitTax(
	totalMinor: number,
	rateBasisPoints: number,
): { baseMinor: number; taxMinor: number } {
	const baseMinor = Math.round((totalMinor * 10_000) / (10_000 + rateBasisPoints));
	return { baseMinor, taxMinor: totalMinor - baseMinor };
}

/**
 * The invoice's number as printed: Stripe's own number in Stripe mode (its invoices are the
 * series the operator declares there), otherwise the campus's series, year and five-digit
 * sequence.
 *
 * @example
 * invoiceCode({ series: 'F', year: 2026, number: 42, gatewayNumber: null }); // 'F2026-00042'
 * invoiceCode({ series: 'F', year: 2026, number: 42, gatewayNumber: 'LICEO-0007' }); // 'LICEO-0007'
 */
export function invoiceCode(
	invoice: Pick<InvoiceRow, 'series' | 'year' | 'number' | 'gatewayNumber'>,
): string {
	if (invoice.gatewayNumber) return invoice.gatewayNumber;
	return `${invoice.series}${String(invoice.year)}-${String(invoice.number).padStart(5, '0')}`;
}

export function invoiceMail(invoiceId: number): JobRequest {
	return {
		queue: 'mail',
		key: `mail:invoice:${String(invoiceId)}`,
		work: { template: 'invoice', invoiceId },
	};
}

/**
 * Invoices every payment of the subscription not invoiced yet; answers how many it issued. Safe
 * to call after every activation, webhook and renewal: a charge already invoiced is skipped,
 * even by two calls at once.
 */
export async function invoiceCharges(
	deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now' | 'payments' | 'jobs'>,
	subscriptionId: string,
): Promise<number> {
	const buyer = await queries.findSubscriptionBuyer(deps.db, subscriptionId);
	if (!buyer) return 0;
	const charges = await deps.payments.listCharges(subscriptionId);
	let issued = 0;
	for (const charge of charges) {
		if (charge.amountMinor <= 0) continue;
		const now = deps.now();
		const result = await queries.issueInvoiceOnce(
			deps.db,
			newInvoice(deps.config.operator, buyer, charge, now),
			async (tx, row) => {
				// The first period's invoice travels with the purchase confirmation.
				if (row.reason !== 'first_period') await deps.jobs.enqueue(tx, invoiceMail(row.id), now);
			},
		);
		if (result.issued) {
			issued++;
			deps.logger.info(
				{ invoice: invoiceCode(result.row), charge: charge.id, subscription: subscriptionId },
				'invoice issued',
			);
		}
	}
	return issued + (await invoiceRefunds(deps, subscriptionId));
}

/**
 * A rectifying invoice (series R) for every refund of the subscription not yet invoiced: the
 * invoice it corrects, with its buyer and issuer as they were printed, and the amount given back
 * as a negative base, IVA and total (rectification by difference). A refund of a charge not
 * invoiced yet waits for the next call.
 */
async function invoiceRefunds(
	deps: Pick<AppDeps, 'db' | 'logger' | 'now' | 'payments' | 'jobs'>,
	subscriptionId: string,
): Promise<number> {
	let issued = 0;
	for (const refund of await deps.payments.listRefunds(subscriptionId)) {
		const rectified = await queries.findInvoiceByCharge(deps.db, refund.chargeId);
		if (!rectified) continue;
		const now = deps.now();
		const { baseMinor, taxMinor } = splitTax(-refund.amountMinor, rectified.taxRateBasisPoints);
		const { id: _id, number: _number, ...copied } = rectified;
		const result = await queries.issueInvoiceOnce(
			deps.db,
			{
				...copied,
				series: 'R',
				year: Number(madridDay(now).slice(0, 4)),
				chargeId: refund.id,
				gatewayNumber: refund.number,
				reason: 'refund',
				rectifiesId: rectified.id,
				issuedAt: now,
				baseMinor,
				taxMinor,
				totalMinor: -refund.amountMinor,
				currency: refund.currency,
			},
			(tx, row) => deps.jobs.enqueue(tx, invoiceMail(row.id), now).then(() => undefined),
		);
		if (result.issued) {
			issued++;
			deps.logger.info(
				{ invoice: invoiceCode(result.row), refund: refund.id, rectifies: invoiceCode(rectified) },
				'rectifying invoice issued',
			);
		}
	}
	return issued;
}

function newInvoice(
	operator: AppDeps['config']['operator'],
	buyer: NonNullable<Awaited<ReturnType<typeof queries.findSubscriptionBuyer>>>,
	charge: GatewayCharge,
	now: Date,
): queries.NewInvoice {
	const { baseMinor, taxMinor } = splitTax(charge.amountMinor, IVA_BASIS_POINTS);
	return {
		series: 'F',
		year: Number(madridDay(now).slice(0, 4)),
		chargeId: charge.id,
		gatewayNumber: charge.number,
		reason: charge.reason,
		userId: buyer.userId,
		gatewaySubscriptionId: charge.subscriptionId,
		issuedAt: now,
		periodStart: charge.periodStart,
		periodEnd: charge.periodEnd,
		description: buyer.planName,
		buyerName: buyer.billingName ?? `${buyer.name} ${buyer.lastName}`.trim(),
		buyerEmail: buyer.email,
		buyerTaxId: buyer.billingTaxId,
		buyerAddress: buyer.billingAddress,
		operatorName: operator.name,
		operatorTaxId: operator.taxId,
		operatorAddress: operator.address,
		operatorRegistry: operator.registry,
		taxRateBasisPoints: IVA_BASIS_POINTS,
		baseMinor,
		taxMinor,
		totalMinor: charge.amountMinor,
		currency: charge.currency,
	};
}

/** The invoice's PDF as a mail attachment or a download. */
export async function invoiceFile(
	deps: Pick<AppDeps, 'db'>,
	invoice: InvoiceRow,
): Promise<MailAttachment> {
	const code = invoiceCode(invoice);
	const rectified =
		invoice.rectifiesId === null
			? undefined
			: await queries.findInvoice(deps.db, invoice.rectifiesId);
	return {
		filename: t('invoice.file_name', { code }),
		contentType: 'application/pdf',
		content: await renderInvoicePdf({
			invoice,
			code,
			rectifiesCode: rectified ? invoiceCode(rectified) : null,
		}),
	};
}

/** The mail of a renewal's or a plan change's invoice, with its PDF. */
export async function invoiceMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	invoiceId: number,
): Promise<MailContent | undefined> {
	const invoice = await queries.findInvoice(deps.db, invoiceId);
	if (!invoice) return undefined;
	const code = invoiceCode(invoice);
	const plan = invoice.description;
	const amount = formatMoney(invoice.totalMinor, 'es-ES');
	if (invoice.reason === 'refund') return refundMailContent(deps, invoice, code);
	const until = formatSpainDate(invoice.periodEnd);
	const planChange = invoice.reason === 'plan_change';
	return {
		to: invoice.buyerEmail,
		subject: planChange
			? t('mail.plan_change_subject', { plan })
			: t('mail.renewal_subject', { plan }),
		preview: planChange
			? t('mail.plan_change_preview', { amount })
			: t('mail.renewal_preview', { amount, date: until }),
		greeting: t('mail.greeting', { name: invoice.buyerName }),
		paragraphs: [
			planChange
				? t('mail.plan_change_intro', { amount, plan })
				: t('mail.renewal_intro', { amount, plan }),
			t('mail.invoice_attached', { code }),
		],
		details: [
			{ label: t('mail.plan'), value: plan },
			{ label: t('mail.paid'), value: amount },
			{ label: t('mail.period'), value: t('mail.period_until', { date: until }) },
			{ label: t('mail.invoice_number'), value: code },
		],
		action: {
			label: t('mail.manage_subscription'),
			url: `${deps.config.siteUrl}/aula/mis-suscripciones`,
		},
		closing: [t('mail.purchase_renewal')],
		attachments: [await invoiceFile(deps, invoice)],
	};
}

/** The mail of a refund, with its rectifying invoice. */
async function refundMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	invoice: InvoiceRow,
	code: string,
): Promise<MailContent> {
	const rectified =
		invoice.rectifiesId === null
			? undefined
			: await queries.findInvoice(deps.db, invoice.rectifiesId);
	const amount = formatMoney(-invoice.totalMinor, 'es-ES');
	const plan = invoice.description;
	return {
		to: invoice.buyerEmail,
		subject: t('mail.refund_subject', { amount }),
		preview: t('mail.refund_preview', { amount, plan }),
		greeting: t('mail.greeting', { name: invoice.buyerName }),
		paragraphs: [t('mail.refund_intro', { amount, plan }), t('mail.refund_attached', { code })],
		details: [
			{ label: t('mail.plan'), value: plan },
			{ label: t('mail.refunded'), value: amount },
			{ label: t('mail.invoice_number'), value: code },
			...(rectified ? [{ label: t('mail.rectified_invoice'), value: invoiceCode(rectified) }] : []),
		],
		action: {
			label: t('mail.manage_subscription'),
			url: `${deps.config.siteUrl}/aula/mis-suscripciones`,
		},
		closing: [t('mail.refund_timing')],
		attachments: [await invoiceFile(deps, invoice)],
	};
}

/** How long the link to an invoice's PDF in Mis suscripciones works. */
export const INVOICE_LINK_TTL_SECONDS = 60 * 60;

const invoiceSubject = (id: number) => `invoice:${String(id)}`;

/** `POST /buy/getInvoices`: the caller's invoices, newest first, each with a link to its PDF. */
export async function listInvoices(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	userId: number,
): Promise<InvoiceSummary[]> {
	const rows = await queries.listInvoices(deps.db, userId);
	const link = { viewerId: userId, ttlSeconds: INVOICE_LINK_TTL_SECONDS, now: deps.now() };
	return rows.map((row) => ({
		id: row.id,
		code: invoiceCode(row),
		issued: row.issuedAt.toISOString(),
		concept: invoiceConcept(row),
		total: row.totalMinor,
		url: `/api/buy/invoice/${String(row.id)}?${signedLinkQuery(deps.config, invoiceSubject(row.id), link)}`,
	}));
}

/**
 * `GET /buy/invoice/{id}`: the PDF, opened by the signed link of {@link listInvoices} (a plain
 * link cannot send the bearer token). Only for the person it was made for, and only theirs: any
 * other id, user or signature is "not found", an expired link says so.
 */
export async function invoicePdf(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	id: number,
	link: { exp: string | undefined; uid: string | undefined; sig: string | undefined },
): Promise<MailAttachment> {
	const notFound = () => new AppError('inv_nf', 404, t('purchase_api.inv_nf'));
	const check = checkFileSignature(deps.config, invoiceSubject(id), link, deps.now());
	if (check.status === 'invalid') throw notFound();
	if (check.status === 'expired') throw new AppError('link_exp', 403, t('purchase_api.link_exp'));
	const invoice = await queries.findOwnInvoice(deps.db, id, check.viewerId);
	if (!invoice) throw notFound();
	return invoiceFile(deps, invoice);
}
