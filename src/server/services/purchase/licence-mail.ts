/**
 * Mails about a licence's course (issue #18): two days before a free trial becomes paid, the
 * amount, the day and one link to cancel (a chore of the campus clock looks for them every hour);
 * the confirmation of a cancellation, with the day access ends; and a change of plan that charged
 * nothing today (one that charged sends its invoice instead, invoices.ts). Both are composed when the
 * job runs: a trial cancelled or converted meanwhile gets no reminder.
 */
import { t } from '../../../i18n';
import { formatSpainDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { cardUpdatePath } from '../../../lib/navigation';
import type { AppDeps } from '../../context';
import { findLicenceForMail, listTrialsEndingBetween } from '../../db/queries/purchase-mail';
import type { JobRequest } from '../../jobs/contract';
import type { MailContent } from '../../mail/layout';
import { DAY_MS } from './deps';

/** How long before a trial becomes paid its holder is told (issue #18). */
export const TRIAL_REMINDER_DAYS = 2;

export function trialEndingMail(enrollmentId: number, endAt: Date): JobRequest {
	return {
		queue: 'mail',
		// The trial's end in the key: one reminder per trial, whoever looks and how often.
		key: `mail:trial-ending:${String(enrollmentId)}:${endAt.toISOString()}`,
		work: { template: 'trial-ending', enrollmentId },
	};
}

export function cancellationMail(enrollmentId: number, endsAt: Date): JobRequest {
	return {
		queue: 'mail',
		key: `mail:cancellation:${String(enrollmentId)}:${endsAt.toISOString()}`,
		work: { template: 'cancellation', enrollmentId },
	};
}

export function planChangedMail(enrollmentId: number, planId: number, at: Date): JobRequest {
	return {
		queue: 'mail',
		key: `mail:plan-changed:${String(enrollmentId)}:${String(planId)}:${at.toISOString()}`,
		work: { template: 'plan-changed', enrollmentId },
	};
}

/**
 * A renewal the card declined (issue #18): one mail per subscription and unpaid period, however
 * many times the gateway retries it or its webhook is replayed.
 */
export function paymentFailedMail(
	enrollmentId: number,
	subscriptionId: string,
	periodStart: Date,
): JobRequest {
	return {
		queue: 'mail',
		key: `mail:payment-failed:${subscriptionId}:${periodStart.toISOString()}`,
		work: { template: 'payment-failed', enrollmentId },
	};
}

/** The clock's chore: a reminder for each trial that becomes paid within two days. */
export async function remindEndingTrials(
	deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>,
): Promise<number> {
	const now = deps.now();
	const horizon = new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS);
	let enqueued = 0;
	for (const trial of await listTrialsEndingBetween(deps.db, now, horizon)) {
		if (
			trial.endAt &&
			(await deps.jobs.enqueue(deps.db, trialEndingMail(trial.id, trial.endAt), now))
		) {
			enqueued += 1;
		}
	}
	return enqueued;
}

const subscriptionsUrl = (deps: Pick<AppDeps, 'config'>) =>
	`${deps.config.siteUrl}/aula/mis-suscripciones`;

export async function trialEndingMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	enrollmentId: number,
): Promise<MailContent | undefined> {
	const licence = await findLicenceForMail(deps.db, enrollmentId);
	// Cancelled, converted or gone since the reminder was decided: nothing to announce.
	if (!licence?.endAt || licence.status !== 'trialing' || licence.cancelAt !== null) {
		return undefined;
	}
	const date = formatSpainDate(licence.endAt);
	const amount = formatMoney(licence.priceMinor, 'es-ES');
	return {
		to: licence.email,
		subject: t('mail.trial_ending_subject', { date }),
		preview: t('mail.trial_ending_preview', { amount, date }),
		greeting: t('mail.greeting', { name: licence.name }),
		paragraphs: [t('mail.trial_ending_intro', { plan: licence.planName, date, amount })],
		details: [
			{ label: t('mail.plan'), value: licence.planName },
			{ label: t('mail.first_charge'), value: `${amount} · ${date}` },
		],
		action: { label: t('mail.trial_ending_button'), url: subscriptionsUrl(deps) },
		closing: [t('mail.trial_ending_keep')],
	};
}

export async function cancellationMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	enrollmentId: number,
): Promise<MailContent | undefined> {
	const licence = await findLicenceForMail(deps.db, enrollmentId);
	// Reactivated since: the cancellation no longer stands.
	if (!licence?.cancelAt) return undefined;
	const date = formatSpainDate(licence.cancelAt);
	const trial = licence.trial && licence.status === 'trialing';
	return {
		to: licence.email,
		subject: t('mail.cancellation_subject', { plan: licence.planName }),
		preview: t('mail.cancellation_preview', { date }),
		greeting: t('mail.greeting', { name: licence.name }),
		paragraphs: [
			t(trial ? 'mail.cancellation_trial' : 'mail.cancellation_intro', {
				plan: licence.planName,
				date,
			}),
		],
		details: [
			{ label: t('mail.plan'), value: licence.planName },
			{ label: t('mail.period'), value: t('mail.period_until', { date }) },
		],
		action: { label: t('mail.manage_subscription'), url: subscriptionsUrl(deps) },
		closing: [t('mail.cancellation_reactivate')],
	};
}

export async function planChangedMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	enrollmentId: number,
): Promise<MailContent | undefined> {
	const licence = await findLicenceForMail(deps.db, enrollmentId);
	if (!licence?.endAt) return undefined;
	const date = formatSpainDate(licence.endAt);
	const amount = formatMoney(licence.priceMinor, 'es-ES');
	return {
		to: licence.email,
		subject: t('mail.plan_changed_subject', { plan: licence.planName }),
		preview: t('mail.plan_changed_preview', { date }),
		greeting: t('mail.greeting', { name: licence.name }),
		paragraphs: [t('mail.plan_changed_intro', { plan: licence.planName, date, amount })],
		details: [
			{ label: t('mail.plan'), value: licence.planName },
			{ label: t('mail.today'), value: formatMoney(0, 'es-ES') },
			{ label: t('mail.next_charge'), value: `${amount} · ${date}` },
		],
		action: { label: t('mail.manage_subscription'), url: subscriptionsUrl(deps) },
	};
}

export async function paymentFailedMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	enrollmentId: number,
): Promise<MailContent | undefined> {
	const licence = await findLicenceForMail(deps.db, enrollmentId);
	// Paid (or ended) since the renewal failed: nothing to ask for.
	if (!licence?.endAt || licence.status !== 'past_due') return undefined;
	const date = formatSpainDate(licence.endAt);
	const amount = formatMoney(licence.priceMinor, 'es-ES');
	const plan = licence.planName;
	return {
		to: licence.email,
		subject: t('mail.payment_failed_subject', { plan }),
		preview: t('mail.payment_failed_preview', { date }),
		greeting: t('mail.greeting', { name: licence.name }),
		paragraphs: [
			t('mail.payment_failed_intro', { amount, plan }),
			t('mail.payment_failed_consequence', { date }),
		],
		details: [
			{ label: t('mail.plan'), value: plan },
			{ label: t('mail.amount_due'), value: amount },
			{ label: t('mail.period'), value: t('mail.period_until', { date }) },
		],
		action: {
			label: t('mail.payment_failed_button'),
			url: `${deps.config.siteUrl}${cardUpdatePath(licence.id)}`,
		},
		closing: [t('mail.payment_failed_closing')],
	};
}
