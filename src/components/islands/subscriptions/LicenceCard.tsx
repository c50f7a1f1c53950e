/**
 * One licence in "Mis suscripciones": its status, price per period, start date and when it renews
 * or until when it gives access, with its actions in the footer (change plan, reactivate, cancel).
 */
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { Licence } from '../../../stores/subscription';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { t } from './t';

/** Billing periods of spec §3 ("periodicity"). */
const ANNUAL = 1;
const MONTHLY = 2;

/** Statuses whose licence renews by itself until cancelled (ADR 005). */
const RENEWING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

type Tone = 'on' | 'warning' | 'off';

const STATUS_TONES: Record<string, Tone> = {
	active: 'on',
	trialing: 'on',
	freemium: 'on',
	past_due: 'warning',
	incomplete: 'warning',
	canceled: 'off',
};

interface LicenceCardProps {
	licence: Licence;
	/** The end date `unsubscribe` answered for it, while the reload has not shown it yet. */
	cancelledEnd: string | undefined;
	cancelling: boolean;
	onCancel: () => void;
	cardRef: (element: HTMLElement | null) => void;
	/** Buttons before "Cancelar suscripción" (change plan, reactivate). */
	actions?: ReactNode;
	/** Shown at the end of the card (the change of plan's choice). */
	children?: ReactNode;
}

export function LicenceCard({
	licence,
	cancelledEnd,
	cancelling,
	onCancel,
	cardRef,
	actions,
	children,
}: LicenceCardProps) {
	const cancelled = licence.cancel_at_period_end === true || cancelledEnd !== undefined;
	const renews =
		RENEWING_STATUSES.has(licence.status) && !cancelled && licence.complimentary !== true;
	const tone = STATUS_TONES[licence.status] ?? 'off';
	const price = priceText(licence);
	const start = formatDate(licence.start);
	const period = periodText(licence, cancelledEnd);

	return (
		<Card
			ref={cardRef}
			// Focusable from script only: it takes focus when its cancel button goes away.
			tabIndex={-1}
			className="subscriptions__card"
			headingLevel={2}
			title={licence.name}
			footer={
				renews || actions ? (
					<div className="subscriptions__actions">
						{actions}
						{renews ? (
							<Button
								variant="secondary"
								className="subscriptions__cancel"
								aria-label={t('subscriptions.cancel_named', { plan: licence.name })}
								loading={cancelling}
								loadingText={t('subscriptions.cancelling')}
								onClick={onCancel}
							>
								{t('subscriptions.cancel')}
							</Button>
						) : null}
					</div>
				) : undefined
			}
		>
			<p className={`subscriptions__badge subscriptions__badge--${tone}`}>
				<span className="visually-hidden">{t('subscriptions.status_label')} </span>
				{statusText(licence.status)}
			</p>
			{price === null && start === null ? null : (
				<dl className="subscriptions__facts">
					{price === null ? null : (
						<div>
							<dt>{t('subscriptions.price_label')}</dt>
							<dd className="subscriptions__price">{price}</dd>
						</div>
					)}
					{start === null ? null : (
						<div>
							<dt>{t('subscriptions.start_label')}</dt>
							<dd>{start}</dd>
						</div>
					)}
				</dl>
			)}
			{period === null ? null : (
				<p
					className={
						// Highlighted while access is running out; an ended licence needs no alert.
						(cancelled && licence.status !== 'canceled') || licence.status === 'past_due'
							? 'subscriptions__period subscriptions__period--ends'
							: 'subscriptions__period'
					}
				>
					{period}
				</p>
			)}
			{licence.complimentary === true ? (
				<p className="subscriptions__note">{t('subscriptions.complimentary_note')}</p>
			) : null}
			{renews && licence.status === 'trialing' ? (
				<p className="subscriptions__note">{t('subscriptions.trial_note')}</p>
			) : null}
			{children}
		</Card>
	);
}

/** The status in Spanish; an unknown one reads "Inactiva" rather than a code. */
function statusText(status: string): string {
	return t(`subscriptions.status.${status}`, {
		defaultValue: t('subscriptions.status.other'),
	});
}

/** "19,90 € al mes" / "191,04 € al año"; none for a free licence, which costs nothing. */
function priceText(licence: Licence): string | null {
	if (licence.status === 'freemium' || licence.complimentary === true) return null;
	const price = formatMoney(licence.price);
	if (licence.periodicity === MONTHLY) return t('subscriptions.per_month', { price });
	if (licence.periodicity === ANNUAL) return t('subscriptions.per_year', { price });
	return price;
}

/**
 * What happens at the end of the period: it renews, access ends (cancelled, or a renewal unpaid;
 * the API's `end` is then the day access ends, ADR 005), or it already ended.
 */
function periodText(licence: Licence, cancelledEnd: string | undefined): string | null {
	const cancelled = licence.cancel_at_period_end === true;
	const date = formatDate(cancelled ? licence.end : (cancelledEnd ?? licence.end));
	if (date === null) return null;
	if (licence.status === 'canceled') return t('subscriptions.ended', { date });
	// A renewal the card declined: `end` is the day access ends unless the card is updated.
	if (licence.status === 'past_due') return t('subscriptions.past_due_note', { date });
	if (
		cancelled ||
		cancelledEnd !== undefined ||
		licence.status === 'freemium' ||
		licence.complimentary === true
	) {
		return t('subscriptions.access_until', { date });
	}
	if (RENEWING_STATUSES.has(licence.status)) return t('subscriptions.renews', { date });
	return t('subscriptions.period_until', { date });
}
