/**
 * "Mis estadísticas" (`aula/estadisticas`, issue #6): the learner's minutes watched, courses
 * completed, streak and certificates as four tiles, the minutes of the last 30 days and 12 weeks
 * as bar charts, and the hours ledger per subject area of their valid certificates.
 *
 * The page is a static shell like the dashboard's: nothing private is shown before the session
 * check answers, and without a session the visitor is sent to /login. The statistics are asked
 * only once the reloaded licences say one opens the campus: the API answers 403 without one, and
 * the API client closes the session on any 403 (spec §7), which would log the learner out for
 * merely opening the page.
 *
 * The charts are plain SVG (no chart library): each is one image whose label says what it shows
 * in words, with a "Ver datos" table holding every number for screen readers and anyone else.
 *
 * The feature folder (issue #16): state.ts decides the screen, use-learner-statistics.ts is the
 * one hook that calls the API, charts.ts and format.ts shape the numbers, the views only render.
 */
import { DASHBOARD_PATH, GENERAL_LOGIN_PATH } from '../../../stores/session';
import { PLANS_PATH } from '../../../lib/navigation';
import { Button } from '../../ui/Button';
import { ErrorNotice, Notice } from '../../ui/Notice';
import './learner-statistics.css';
import { StatisticsView } from './StatisticsView';
import { useLearnerStatistics } from './use-learner-statistics';
import { t } from './t';

export default function LearnerStatistics() {
	const { screen, load, retry } = useLearnerStatistics();
	return (
		<div className="stats">
			<header className="stats__header">
				<h1 className="stats__title">{t('statistics.title')}</h1>
				<p className="stats__lead">{t('statistics.lead')}</p>
			</header>
			{body()}
		</div>
	);

	function body() {
		switch (screen) {
			case 'checking':
				return (
					<p className="stats__status" role="status">
						{t('statistics.checking')}
					</p>
				);
			case 'plans':
				return <PlansOffer />;
			case 'session_gone':
				return (
					<p className="stats__status">
						{t('statistics.session_gone')} <a href={GENERAL_LOGIN_PATH}>{t('statistics.log_in')}</a>
					</p>
				);
			case 'failed':
				return (
					<ErrorNotice
						action={
							<Button variant="secondary" onClick={retry}>
								{t('statistics.retry')}
							</Button>
						}
					>
						{t('statistics.error')} {load.state === 'failed' ? load.msg : ''}
					</ErrorNotice>
				);
			case 'loading':
				return (
					<p className="stats__status" role="status">
						{t('statistics.loading')}
					</p>
				);
			case 'empty':
				return <EmptyState />;
			case 'statistics':
				return load.state === 'ready' ? <StatisticsView stats={load.stats} /> : null;
		}
	}
}

function PlansOffer() {
	return (
		<Notice
			title={t('statistics.no_licence_title')}
			action={<Button href={PLANS_PATH}>{t('statistics.see_plans')}</Button>}
		>
			<p>{t('statistics.no_licence_text')}</p>
		</Notice>
	);
}

function EmptyState() {
	return (
		<Notice
			title={t('statistics.empty_title')}
			action={<Button href={DASHBOARD_PATH}>{t('statistics.empty_cta')}</Button>}
		>
			<p>{t('statistics.empty_text')}</p>
		</Notice>
	);
}
