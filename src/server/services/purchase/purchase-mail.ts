/**
 * The mail that confirms a purchase or the start of a free trial (issue #18): what was bought,
 * what was paid, until when, and, for a trial, the day of the first charge and how to cancel
 * before it. One per checkout, whichever way its licence was given (the payment's answer, a
 * webhook, the reconciliation at start).
 */
import { t } from '../../../i18n';
import { formatSpainDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { AppDeps } from '../../context';
import { findFirstPeriodInvoice } from '../../db/queries/invoices';
import { findPurchaseForMail } from '../../db/queries/purchase-mail';
import type { JobRequest } from '../../jobs/contract';
import type { MailContent } from '../../mail/layout';
import { invoiceCode, invoiceFile } from './invoices';

export function purchaseMail(checkoutId: number): JobRequest {
	return {
		queue: 'mail',
		key: `mail:purchase:${String(checkoutId)}`,
		work: { template: 'purchase', checkoutId },
	};
}

export async function purchaseMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	checkoutId: number,
): Promise<MailContent | undefined> {
	const purchase = await findPurchaseForMail(deps.db, checkoutId);
	if (!purchase || purchase.status !== 'paid' || !purchase.endAt) return undefined;
	const until = formatSpainDate(purchase.endAt);
	const amount = formatMoney(purchase.amountTotalMinor, 'es-ES');
	const subscriptions = `${deps.config.siteUrl}/aula/mis-suscripciones`;
	if (purchase.trial) {
		return {
			to: purchase.email,
			subject: t('mail.trial_subject'),
			preview: t('mail.trial_preview', { date: until }),
			greeting: t('mail.greeting', { name: purchase.name }),
			paragraphs: [
				t('mail.trial_intro', { plan: purchase.planName }),
				t('mail.trial_charge', { date: until, amount }),
			],
			details: [
				{ label: t('mail.plan'), value: purchase.planName },
				{ label: t('mail.today'), value: formatMoney(0, 'es-ES') },
				{ label: t('mail.first_charge'), value: `${amount} · ${until}` },
			],
			action: { label: t('mail.manage_subscription'), url: subscriptions },
			closing: [t('mail.trial_cancel')],
		};
	}
	const invoice = purchase.gatewaySubscriptionId
		? await findFirstPeriodInvoice(deps.db, purchase.gatewaySubscriptionId)
		: undefined;
	return {
		to: purchase.email,
		subject: t('mail.purchase_subject', { plan: purchase.planName }),
		preview: t('mail.purchase_preview', { plan: purchase.planName, date: until }),
		greeting: t('mail.greeting', { name: purchase.name }),
		paragraphs: [
			t('mail.purchase_intro', { plan: purchase.planName }),
			...(invoice ? [t('mail.invoice_attached', { code: invoiceCode(invoice) })] : []),
		],
		details: [
			{ label: t('mail.plan'), value: purchase.planName },
			{ label: t('mail.paid'), value: amount },
			{ label: t('mail.period'), value: t('mail.period_until', { date: until }) },
			...(invoice ? [{ label: t('mail.invoice_number'), value: invoiceCode(invoice) }] : []),
		],
		action: { label: t('mail.manage_subscription'), url: subscriptions },
		closing: [t('mail.purchase_renewal')],
		...(invoice ? { attachments: [await invoiceFile(deps, invoice)] } : {}),
	};
}
