/**
 * "Mis suscripciones" (spec §2 `mi-perfil`, and the classroom's `aula/mis-suscripciones`): each
 * licence of the user with its status, price per period, start date and when it renews or until
 * when it gives access, and a way to stop a renewing one from renewing (ADR 005 "Cancelling").
 *
 * Like DashboardHome, the page is a static shell: the island says "checking your session" until
 * the page's session check has answered, so nothing private is ever prerendered; without a session
 * the visitor is sent to /login. Cancelling asks for the typed word in the shared confirm dialog,
 * which explains the FAQ's 7-day rule, then reloads the licences so the row shows the end date.
 */
import { useStore } from '@nanostores/react';
import subscriptions from 'i18n-section:subscriptions';
import { useEffect, useRef, useState } from 'react';
import { createTranslator } from '../../i18n/translate';
import { unsubscribe } from '../../lib/api/purchase';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { $isLoggedIn } from '../../stores/auth';
import { askConfirmation } from '../../stores/overlays-confirm';
import { GENERAL_LOGIN_PATH, loadSubscriptions } from '../../stores/session';
import { $subscription, type Licence } from '../../stores/subscription';
import { showToast } from '../../stores/toasts';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import './my-subscriptions.css';
import { useCampusSession } from './use-campus-session';

const t = createTranslator({ subscriptions });

/** Where a user without subscriptions is invited to choose one. */
export const PLANS_PATH = '/planes';

/** The word typed to confirm a cancellation (spec §5). */
export const CANCEL_WORD = t('subscriptions.confirm_word');

/** The success toast carries a date to remember: longer than the 3 s default (spec §9 allows it). */
export const CANCELLED_TOAST_MS = 6000;

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

export default function MySubscriptions() {
	const { phase, licencesLoaded } = useCampusSession();
	const [cancellingId, setCancellingId] = useState<number | null>(null);
	// The end date each cancellation answered, so the row says "Acceso hasta…" even if the reload
	// that follows fails; once the reload arrives the server's own `end` is shown.
	const [cancelledEnds, setCancelledEnds] = useState<ReadonlyMap<number, string>>(new Map());
	const isLoggedIn = useStore($isLoggedIn);
	const { licenses } = useStore($subscription);
	const cards = useRef(new Map<number, HTMLElement>());
	const focusAfterCancel = useRef<number | null>(null);

	// The cancel button disappears with the cancellation, which would drop keyboard and screen
	// reader focus to <body>: the licence's card takes it, and its new end date is read out.
	useEffect(() => {
		const id = focusAfterCancel.current;
		if (id === null) return;
		focusAfterCancel.current = null;
		cards.current.get(id)?.focus();
	});

	async function cancel(licence: Licence) {
		const id = licence.enrollment_id;
		const trial = licence.status === 'trialing';
		const confirmed = await askConfirmation({
			title: t('subscriptions.confirm_title', { plan: licence.name }),
			description: t(trial ? 'subscriptions.confirm_trial' : 'subscriptions.confirm_paid'),
			infoText: nextDateText(licence),
			alignLeft: true,
			showConfirmInput: true,
			placeholder: CANCEL_WORD,
			confirmText: t('subscriptions.confirm_button'),
			cancelText: t('subscriptions.keep_button'),
		});
		if (!confirmed) return;

		setCancellingId(id);
		const result = await unsubscribe(id);
		if (!result.ok) {
			// A 401/403 has already closed the session with its own toast (API client): one is enough.
			if (result.status !== 401 && result.status !== 403) {
				showToast({ text: result.msg, type: 'error' });
			}
			setCancellingId(null);
			return;
		}
		focusAfterCancel.current = id;
		setCancelledEnds((ends) => new Map(ends).set(id, result.data));
		const until = formatDate(result.data);
		showToast({
			text:
				until === null
					? t('subscriptions.cancelled_toast_generic')
					: t('subscriptions.cancelled_toast', { date: until }),
			type: 'success',
			timeout: CANCELLED_TOAST_MS,
		});
		await loadSubscriptions();
		setCancellingId(null);
	}

	return (
		<div className="subscriptions">
			<header className="subscriptions__header">
				<h1 className="subscriptions__title">{t('subscriptions.title')}</h1>
				<p className="subscriptions__lead">{t('subscriptions.lead')}</p>
			</header>

			{phase === 'checking' ? (
				<p className="subscriptions__status-text" role="status">
					{t('subscriptions.checking')}
				</p>
			) : !isLoggedIn ? (
				// The session ended while on the page (logged out in another tab, expired).
				<p className="subscriptions__status-text">
					{t('subscriptions.session_gone')}{' '}
					<a href={GENERAL_LOGIN_PATH}>{t('subscriptions.log_in')}</a>
				</p>
			) : licenses.length > 0 ? (
				<ul className="subscriptions__list" role="list">
					{licenses.map((licence) => (
						<li key={licence.enrollment_id}>
							<LicenceCard
								licence={licence}
								cancelledEnd={cancelledEnds.get(licence.enrollment_id)}
								cancelling={cancellingId === licence.enrollment_id}
								onCancel={() => void cancel(licence)}
								cardRef={(element) => {
									if (element) cards.current.set(licence.enrollment_id, element);
									else cards.current.delete(licence.enrollment_id);
								}}
							/>
						</li>
					))}
				</ul>
			) : licencesLoaded ? (
				<section className="subscriptions__empty" aria-labelledby="subscriptions-empty">
					<h2 id="subscriptions-empty" className="subscriptions__empty-title">
						{t('subscriptions.empty_title')}
					</h2>
					<p>{t('subscriptions.empty_text')}</p>
					<Button href={PLANS_PATH}>{t('subscriptions.see_plans')}</Button>
				</section>
			) : (
				<p className="subscriptions__status-text" role="status">
					{t('subscriptions.loading')}
				</p>
			)}
		</div>
	);
}

interface LicenceCardProps {
	licence: Licence;
	/** The end date `unsubscribe` answered for it, while the reload has not shown it yet. */
	cancelledEnd: string | undefined;
	cancelling: boolean;
	onCancel: () => void;
	cardRef: (element: HTMLElement | null) => void;
}

function LicenceCard({ licence, cancelledEnd, cancelling, onCancel, cardRef }: LicenceCardProps) {
	const cancelled = licence.cancel_at_period_end === true || cancelledEnd !== undefined;
	const renews = RENEWING_STATUSES.has(licence.status) && !cancelled;
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
				renews ? (
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
						cancelled && licence.status !== 'canceled'
							? 'subscriptions__period subscriptions__period--ends'
							: 'subscriptions__period'
					}
				>
					{period}
				</p>
			)}
			{renews && licence.status === 'trialing' ? (
				<p className="subscriptions__note">{t('subscriptions.trial_note')}</p>
			) : null}
		</Card>
	);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dialog's note: the day the trial ends or the next payment is due, and how many days are
 * left, so nobody has to count them to know which side of the 7-day rule they are on. Only the
 * server decides the actual end date (it answers it, and the toast shows it).
 */
function nextDateText(licence: Licence): string | undefined {
	const date = formatDate(licence.end);
	if (date === null || licence.end === null) return undefined;
	const trial = licence.status === 'trialing';
	const days = Math.ceil((new Date(licence.end).getTime() - Date.now()) / DAY_MS);
	if (days < 1) {
		return t(trial ? 'subscriptions.confirm_trial_end' : 'subscriptions.confirm_next_payment', {
			date,
		});
	}
	return t(trial ? 'subscriptions.confirm_trial_end_in' : 'subscriptions.confirm_next_payment_in', {
		date,
		count: days,
	});
}

/** The status in Spanish; an unknown one reads "Inactiva" rather than a code. */
function statusText(status: string): string {
	return t(`subscriptions.status.${status}`, {
		defaultValue: t('subscriptions.status.other'),
	});
}

/** "19,90 € al mes" / "191,04 € al año"; none for a free licence, which costs nothing. */
function priceText(licence: Licence): string | null {
	if (licence.status === 'freemium') return null;
	const price = formatMoney(licence.price);
	if (licence.periodicity === MONTHLY) return t('subscriptions.per_month', { price });
	if (licence.periodicity === ANNUAL) return t('subscriptions.per_year', { price });
	return price;
}

/**
 * What happens at the end of the period: it renews, access ends (cancelled; the API's `end` is
 * then the day access ends, ADR 005), or it already ended.
 */
function periodText(licence: Licence, cancelledEnd: string | undefined): string | null {
	const cancelled = licence.cancel_at_period_end === true;
	const date = formatDate(cancelled ? licence.end : (cancelledEnd ?? licence.end));
	if (date === null) return null;
	if (licence.status === 'canceled') return t('subscriptions.ended', { date });
	if (cancelled || cancelledEnd !== undefined || licence.status === 'freemium') {
		return t('subscriptions.access_until', { date });
	}
	if (RENEWING_STATUSES.has(licence.status)) return t('subscriptions.renews', { date });
	return t('subscriptions.period_until', { date });
}
