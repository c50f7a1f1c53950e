/**
 * "Mis suscripciones" (spec §2 `mi-perfil`, and the classroom's `aula/mis-suscripciones`): each
 * licence of the user with its status, price per period, start date and when it renews or until
 * when it gives access, and a way to stop a renewing one from renewing (ADR 005 "Cancelling").
 *
 * Like DashboardHome, the page is a static shell: the island says "checking your session" until
 * the page's session check has answered, so nothing private is ever prerendered; without a session
 * the visitor is sent to /login. Cancelling asks for the typed word in the shared confirm dialog,
 * which explains the FAQ's 7-day rule, then reloads the licences so the row shows the end date.
 * A running paid plan can switch plan, showing what is charged today before confirming, and a
 * cancelled one can be reactivated before it ends (issue #17, views in ./subscriptions/).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { unsubscribe } from '../../lib/api/purchase';
import { formatDate } from '../../lib/dates';
import { $isLoggedIn } from '../../stores/auth';
import { askConfirmation } from '../../stores/overlays-confirm';
import { GENERAL_LOGIN_PATH, loadSubscriptions } from '../../stores/session';
import { $subscription, type Licence } from '../../stores/subscription';
import { showToast } from '../../stores/toasts';
import { Button } from '../ui/Button';
import './my-subscriptions.css';
import { InvoiceList } from './subscriptions/InvoiceList';
import { ManagedLicence } from './subscriptions/ManagedLicence';
import { useLicenceActions } from './subscriptions/use-licence-actions';
import { t } from './subscriptions/t';
import { useCampusSession } from './use-campus-session';
import { PLANS_PATH } from '../../lib/navigation';

/** Where a user without subscriptions is invited to choose one. */

/** The word typed to confirm a cancellation (spec §5). */
export const CANCEL_WORD = t('subscriptions.confirm_word');

/** The success toast carries a date to remember: longer than the 3 s default (spec §9 allows it). */
export const CANCELLED_TOAST_MS = 6000;

/** `?cambiar=<lid>` (from "ya tienes un plan activo"): the plan the person wanted to switch to. */
function wantedPlan(): number | null {
	if (typeof window === 'undefined') return null;
	const lid = Number(new URLSearchParams(window.location.search).get('cambiar'));
	return Number.isInteger(lid) && lid > 0 ? lid : null;
}

export default function MySubscriptions() {
	const actions = useLicenceActions();
	const [wanted] = useState(wantedPlan);
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
							<ManagedLicence
								licence={licence}
								actions={actions}
								wanted={wanted}
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
			{phase !== 'checking' && isLoggedIn && <InvoiceList />}
		</div>
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
