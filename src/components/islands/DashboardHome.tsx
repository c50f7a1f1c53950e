/**
 * `/dashboard` (spec §2, §4): where a login leads. It greets the user by name; with a licence
 * that opens the campus it shows their learning (LearningOverview, issue #6), then their
 * licences from the subscription store (reloaded from the API as the page opens) and the offer
 * the offer rule makes them here (src/lib/offer.ts: the trial or the plans without a licence, the
 * upgrade of a trial or the free licence, the group panel for a group holder); and a logout
 * button. Without a session the visitor goes to /login.
 *
 * The page is a static shell: the island renders "checking your session" until the session check
 * of the page (src/stores/session.ts) has answered, so nothing private is ever prerendered.
 */
import { useStore } from '@nanostores/react';
import { PUBLIC_CAMPUS_URL } from 'astro:env/client';
import cta from 'i18n-section:cta';
import dashboard from 'i18n-section:dashboard';
import nav from 'i18n-section:nav';
import { useState } from 'react';
import { createTranslator } from '../../i18n/translate';
import { TRIAL_DAYS } from '../../lib/contracts/plans';
import { formatDate } from '../../lib/dates';
import { offer } from '../../lib/offer';
import type { OfferPerson } from '../../lib/offer-person';
import { $auth, $isLoggedIn } from '../../stores/auth';
import { $offerPerson } from '../../stores/offer';
import { GENERAL_LOGIN_PATH, logOut } from '../../stores/session';
import { $hasLicence, $subscription, type Licence } from '../../stores/subscription';
import { Button } from '../ui/Button';
import './dashboard.css';
import { LearningOverview } from './dashboard/LearningOverview';
import { PharmacyBanner } from './pharmacy/PharmacyBanner';
import { useMyPharmacies } from './pharmacy/use-my-pharmacies';
import { useCampusSession } from './use-campus-session';

const t = createTranslator({ cta, dashboard, nav });

export default function DashboardHome() {
	const { phase, licencesLoaded } = useCampusSession();
	const [loggingOut, setLoggingOut] = useState(false);
	const isLoggedIn = useStore($isLoggedIn);
	const { name } = useStore($auth);
	const { licenses } = useStore($subscription);
	const hasLicence = useStore($hasLicence);
	const person = useStore($offerPerson);
	// A pharmacy's team learns with its plan, not a licence of their own (issue #7).
	const pharmacies = useMyPharmacies(phase === 'ready' && isLoggedIn);
	const learns = hasLicence || Boolean(pharmacies?.memberOf);

	if (phase === 'checking') {
		return (
			<p className="dashboard__status" role="status">
				{t('dashboard.checking')}
			</p>
		);
	}

	// The session ended while on the page (logged out in another tab, expired): say where to go.
	if (!isLoggedIn) {
		return (
			<p className="dashboard__status">
				<a href={GENERAL_LOGIN_PATH}>{t('nav.login')}</a>
			</p>
		);
	}

	return (
		<div className="dashboard">
			<header className="dashboard__header">
				<h1 className="dashboard__title">
					{name.trim() ? t('dashboard.title', { name: name.trim() }) : t('dashboard.title_generic')}
				</h1>
				<p className="dashboard__lead">{t('dashboard.lead')}</p>
			</header>

			{pharmacies ? <PharmacyBanner mine={pharmacies} /> : null}

			{licencesLoaded && learns ? <LearningOverview /> : null}

			<section className="dashboard__section" aria-labelledby="dashboard-licences">
				<h2 id="dashboard-licences">{t('dashboard.licences_title')}</h2>
				{licenses.length > 0 ? (
					<ul className="dashboard__licences" role="list">
						{licenses.map((licence) => (
							<LicenceItem key={licence.enrollment_id} licence={licence} />
						))}
					</ul>
				) : !licencesLoaded ? (
					<p role="status">{t('dashboard.loading_licences')}</p>
				) : null}
				{licencesLoaded ? <DashboardOffer person={person} /> : null}
			</section>

			<Button
				variant="secondary"
				loading={loggingOut}
				onClick={() => {
					setLoggingOut(true);
					void logOut();
				}}
			>
				{t('nav.logout')}
			</Button>
		</div>
	);
}

/** What the offer rule proposes on the dashboard (nothing to whoever learns on a paid plan). */
function DashboardOffer({ person }: { person: OfferPerson }) {
	const { actions, titleKey, textKey } = offer('dashboard', person, {
		campusUrl: PUBLIC_CAMPUS_URL,
		trialDays: TRIAL_DAYS,
	});
	if (actions.length === 0) return null;
	return (
		<div className="dashboard__offer">
			{titleKey ? <p className="dashboard__offer-title">{t(titleKey)}</p> : null}
			{textKey ? <p>{t(textKey)}</p> : null}
			<div className="dashboard__offer-actions">
				{actions.map((action, position) => (
					<Button
						key={action.href}
						href={action.href}
						variant={position === 0 ? 'primary' : 'secondary'}
					>
						{t(action.labelKey, action.labelValues)}
					</Button>
				))}
			</div>
		</div>
	);
}

const STATUS_KEYS: Record<string, string> = {
	active: 'dashboard.status_active',
	trialing: 'dashboard.status_trialing',
	freemium: 'dashboard.status_freemium',
};

function LicenceItem({ licence }: { licence: Licence }) {
	const statusKey = STATUS_KEYS[licence.status] ?? 'dashboard.status_other';
	const gives = licence.status in STATUS_KEYS;
	const end = formatDate(licence.end);
	const renews = licence.status === 'active' && licence.cancel_at_period_end !== true;
	return (
		<li className="dashboard__licence">
			<p className="dashboard__licence-name">{licence.name}</p>
			<p>
				<span className={gives ? 'dashboard__badge' : 'dashboard__badge dashboard__badge--off'}>
					{t(statusKey)}
				</span>
				{end === null ? null : (
					<span className="dashboard__licence-end">
						{t(renews ? 'dashboard.renews' : 'dashboard.ends', { date: end })}
					</span>
				)}
			</p>
		</li>
	);
}
