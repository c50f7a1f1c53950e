/**
 * `/aula/mis-suscripciones/tarjeta?eid=<licence>` (issue #18): where the payment-failed mail leads.
 * With the sandbox gateway, its card form (the checkout's) gives the licence a new card and an
 * unpaid renewal is charged to it at once; with Stripe, one button opens Stripe's customer portal,
 * whose session is made on that click. Like Mis suscripciones, nothing private is shown before the
 * page's session check answers, and a visitor without a session is sent to the login and back.
 */
import { useStore } from '@nanostores/react';
import { PUBLIC_STRIPE_PUBLISHABLE_KEY } from 'astro:env/client';
import { useRef, useState, type ReactNode } from 'react';
import { billingPortal, updateCard } from '../../lib/api/purchase';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { CLASSROOM_SUBSCRIPTIONS_PATH } from '../../lib/offer';
import { $isLoggedIn } from '../../stores/auth';
import { GENERAL_LOGIN_PATH, loadSubscriptions } from '../../stores/session';
import { $subscription, type Licence } from '../../stores/subscription';
import { Button } from '../ui/Button';
import type { CardFormHandle } from './checkout/card-form';
import './checkout/checkout.css';
import { SandboxCardFields } from './checkout/SandboxCardFields';
import './my-subscriptions.css';
import { t } from './subscriptions/t';
import { useCampusSession } from './use-campus-session';

/** Statuses whose card can be changed (as the server judges): renewing, or a renewal unpaid. */
const CARD_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

/** `?eid=`: the licence the mail was about. */
function wantedLicence(): number | null {
	if (typeof window === 'undefined') return null;
	const eid = Number(new URLSearchParams(window.location.search).get('eid'));
	return Number.isInteger(eid) && eid > 0 ? eid : null;
}

/** The licence named by `?eid=`, else the first whose renewal is unpaid. */
function licenceToUpdate(licenses: readonly Licence[], eid: number | null): Licence | undefined {
	return eid === null
		? licenses.find((licence) => licence.status === 'past_due')
		: licenses.find((licence) => licence.enrollment_id === eid);
}

type Outcome = { kind: 'paid' | 'saved'; licence: Licence; end: string };

export default function CardUpdate() {
	const [eid] = useState(wantedLicence);
	const { phase, licencesLoaded } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);
	const { licenses } = useStore($subscription);
	const [outcome, setOutcome] = useState<Outcome | null>(null);

	let body: ReactNode;
	if (phase === 'checking') {
		body = <Status text={t('subscriptions.checking')} />;
	} else if (!isLoggedIn) {
		body = (
			<p className="subscriptions__status-text">
				{t('subscriptions.session_gone')}{' '}
				<a href={GENERAL_LOGIN_PATH}>{t('subscriptions.log_in')}</a>
			</p>
		);
	} else if (outcome) {
		body = <Done outcome={outcome} />;
	} else {
		const licence = licenceToUpdate(licenses, eid);
		body =
			licence && CARD_STATUSES.has(licence.status) ? (
				<CardForm licence={licence} onDone={setOutcome} />
			) : licencesLoaded ? (
				<Gone licence={licence} />
			) : (
				<Status text={t('subscriptions.loading')} />
			);
	}

	return (
		<div className="subscriptions">
			<header className="subscriptions__header">
				<h1 className="subscriptions__title">{t('subscriptions.card_title')}</h1>
			</header>
			{body}
		</div>
	);
}

function Status({ text }: { text: string }) {
	return (
		<p className="subscriptions__status-text" role="status">
			{text}
		</p>
	);
}

function BackLink() {
	return (
		<Button href={CLASSROOM_SUBSCRIPTIONS_PATH} variant="secondary">
			{t('subscriptions.back_to_subscriptions')}
		</Button>
	);
}

/** The licence's plan, amount and the day access ends, in the words of the page. */
function facts(licence: Licence, end: string | null = licence.end) {
	return {
		plan: licence.name,
		amount: formatMoney(licence.price),
		date: formatDate(end) ?? '',
	};
}

function CardForm({ licence, onDone }: { licence: Licence; onDone: (outcome: Outcome) => void }) {
	const cardRef = useRef<CardFormHandle>(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const pastDue = licence.status === 'past_due';
	const words = facts(licence);

	async function submit() {
		setBusy(true);
		setError(null);
		const card = await cardRef.current?.createPaymentMethod();
		if (!card?.ok) {
			setError(card?.message ?? null);
			setBusy(false);
			return;
		}
		const result = await updateCard(licence.enrollment_id, card.paymentMethodId);
		if (!result.ok) {
			// A 401/403 has already closed the session with its own toast (API client).
			if (result.status !== 401 && result.status !== 403) setError(result.msg);
			setBusy(false);
			return;
		}
		await loadSubscriptions();
		onDone({ kind: pastDue ? 'paid' : 'saved', licence, end: result.data.end });
	}

	async function openPortal() {
		setBusy(true);
		setError(null);
		const result = await billingPortal(licence.enrollment_id);
		if (result.ok) {
			window.location.assign(result.data.url);
			return;
		}
		if (result.status !== 401 && result.status !== 403) setError(result.msg);
		setBusy(false);
	}

	const intro = (
		<p className={pastDue ? 'subscriptions__period subscriptions__period--ends' : undefined}>
			{t(pastDue ? 'subscriptions.card_past_due' : 'subscriptions.card_running', words)}
		</p>
	);
	const errorText = error ? (
		<p className="checkout__error" role="alert">
			{error}
		</p>
	) : null;

	if (PUBLIC_STRIPE_PUBLISHABLE_KEY) {
		return (
			<section className="subscriptions__card-update" aria-label={licence.name}>
				{intro}
				<p>{t('subscriptions.card_stripe')}</p>
				{errorText}
				<Button
					loading={busy}
					loadingText={t('subscriptions.card_stripe_opening')}
					onClick={() => void openPortal()}
				>
					{t('subscriptions.card_stripe_button')}
				</Button>
			</section>
		);
	}
	return (
		<form
			className="subscriptions__card-update"
			aria-label={licence.name}
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				void submit();
			}}
		>
			{intro}
			<SandboxCardFields ref={cardRef} disabled={busy} />
			{errorText}
			<Button
				type="submit"
				size="lg"
				fullWidth
				loading={busy}
				loadingText={t('subscriptions.card_saving')}
			>
				{pastDue
					? t('subscriptions.card_submit_pay', { amount: words.amount })
					: t('subscriptions.card_submit')}
			</Button>
		</form>
	);
}

function Done({ outcome }: { outcome: Outcome }) {
	return (
		<section className="subscriptions__card-update" aria-live="polite">
			<p className="subscriptions__done">
				{t(
					outcome.kind === 'paid' ? 'subscriptions.card_paid' : 'subscriptions.card_saved',
					facts(outcome.licence, outcome.end),
				)}
			</p>
			<BackLink />
		</section>
	);
}

/** No licence of the caller's to update: unknown, or ended since the mail. */
function Gone({ licence }: { licence: Licence | undefined }) {
	return (
		<section className="subscriptions__card-update">
			<p>
				{licence?.status === 'canceled'
					? t('subscriptions.card_ended', { plan: licence.name })
					: t('subscriptions.card_none')}
			</p>
			<BackLink />
		</section>
	);
}
