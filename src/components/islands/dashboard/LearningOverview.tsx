/**
 * The learning part of `/dashboard` (issue #6), for someone whose licence opens the campus:
 * where they left off, their progress, certificates, pharmacy itineraries, and what to learn next
 * for their audience, and the own training of their pharmacy (issue #7). Each course leads into
 * its player: `aula/curso/{path}`, or `aula/formacion?id={cid}` for own training.
 */
import dashboard from 'i18n-section:dashboard';
import { useEffect, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { certificatePdfUrl } from '../../../lib/api/certificates';
import { getDashboard } from '../../../lib/api/progress';
import { formatClock, formatDate, formatDuration } from '../../../lib/dates';
import { playerHref } from '../../../lib/own-training';
import type { MyTraining } from '../../../lib/contracts/own-training';
import type { DashboardCourse, LearnerDashboard } from '../../../lib/contracts/progress';
import { Button } from '../../ui/Button';
import { verificationPath } from '../player/CertificatePanel';

const t = createTranslator({ dashboard });

/** Today in the visitor's calendar, `YYYY-MM-DD`, to compare with an itinerary's dates. */
function today(): string {
	const now = new Date();
	return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The player of a course: its own page, or the own-training player for a pharmacy's own. */
export function playerPath(course: { cid: number; path: string }): string {
	return playerHref(course);
}

export function LearningOverview() {
	const [overview, setOverview] = useState<LearnerDashboard | null>(null);
	const [error, setError] = useState<string | null>(null);

	useEffect(() => {
		let alive = true;
		void getDashboard().then((result) => {
			if (!alive) return;
			if (result.ok) setOverview(result.data);
			else setError(result.msg);
		});
		return () => {
			alive = false;
		};
	}, []);

	if (error) return <p role="alert">{error}</p>;
	if (!overview) return <p role="status">{t('dashboard.loading_campus')}</p>;

	const { summary } = overview;
	return (
		<>
			<section className="dashboard__section" aria-labelledby="dashboard-continue">
				<h2 id="dashboard-continue">{t('dashboard.continue_title')}</h2>
				{overview.continueWatching.length > 0 ? (
					<ul className="dashboard__cards" role="list">
						{overview.continueWatching.map((course) => (
							<li key={course.cid} className="dashboard__course">
								<CourseHeading course={course} />
								<div className="dashboard__progress">
									<progress
										max={100}
										value={course.pct}
										aria-label={t('dashboard.course_progress', { name: course.name })}
									/>
									<span>{t('dashboard.pct_done', { pct: course.pct })}</span>
								</div>
								{course.next ? (
									<p className="dashboard__next">
										{t('dashboard.next_item', { name: course.next.name })}
									</p>
								) : null}
								<Button href={playerPath(course)} size="sm">
									{t('dashboard.continue')}
									<span className="visually-hidden">: {course.name}</span>
								</Button>
							</li>
						))}
					</ul>
				) : (
					<p>{t('dashboard.nothing_started')}</p>
				)}
			</section>

			<section className="dashboard__section" aria-labelledby="dashboard-summary">
				<h2 id="dashboard-summary">{t('dashboard.summary_title')}</h2>
				<dl className="dashboard__summary">
					<div>
						<dt>{t('dashboard.summary_minutes')}</dt>
						<dd>{summary.minutesWatched}</dd>
					</div>
					<div>
						<dt>{t('dashboard.summary_in_progress')}</dt>
						<dd>{summary.coursesInProgress}</dd>
					</div>
					<div>
						<dt>{t('dashboard.summary_completed')}</dt>
						<dd>{summary.coursesCompleted}</dd>
					</div>
					<div>
						<dt>{t('dashboard.summary_certificates')}</dt>
						<dd>{summary.certificates}</dd>
					</div>
				</dl>
				<a href="/aula/estadisticas">{t('dashboard.see_statistics')}</a>
			</section>

			<CompletedSection completed={overview.completed} />

			<ItinerariesSection itineraries={overview.itineraries} />

			<OwnTrainingRow trainings={overview.ownTraining} />

			<CourseRow
				id="dashboard-recommended"
				title={t('dashboard.recommended_title')}
				courses={overview.recommended}
			/>
			<CourseRow
				id="dashboard-latest"
				title={t('dashboard.latest_title')}
				courses={overview.latest}
			/>
			{/* The suggestions are a few; the campus catalogue has every course (issue #17). */}
			<p className="dashboard__all-courses">
				<a href="/aula/cursos">{t('dashboard.all_courses')}</a>
			</p>
		</>
	);
}

/** The courses finished, each with its certificate (PDF and public page) and a way back in. */
function CompletedSection({ completed }: { completed: LearnerDashboard['completed'] }) {
	if (completed.length === 0) return null;
	return (
		<section className="dashboard__section" aria-labelledby="dashboard-completed">
			<h2 id="dashboard-completed">{t('dashboard.completed_title')}</h2>
			<ul className="dashboard__cards" role="list">
				{completed.map((course) => (
					<li key={course.cid} className="dashboard__course">
						<CourseHeading course={course} />
						<div className="dashboard__progress">
							<progress
								max={100}
								value={100}
								aria-label={t('dashboard.course_progress', { name: course.name })}
							/>
							<span>{t('dashboard.pct_done', { pct: 100 })}</span>
						</div>
						{course.certificate ? (
							<p className="dashboard__links">
								<a href={certificatePdfUrl(course.certificate)}>
									{t('dashboard.certificate_pdf')}
									<span className="visually-hidden">: {course.name}</span>
								</a>
								<a href={verificationPath(course.certificate)}>
									{t('dashboard.certificate_verify')}
									<span className="visually-hidden">: {course.name}</span>
								</a>
							</p>
						) : null}
						<a href={playerPath(course)}>
							{t('dashboard.review')}
							<span className="visually-hidden">: {course.name}</span>
						</a>
					</li>
				))}
			</ul>
		</section>
	);
}

/** The itineraries assigned to the person: what comes next, each course's state, the end date. */
function ItinerariesSection({ itineraries }: { itineraries: LearnerDashboard['itineraries'] }) {
	if (itineraries.length === 0) return null;
	return (
		<section className="dashboard__section" aria-labelledby="dashboard-itineraries">
			<h2 id="dashboard-itineraries">{t('dashboard.itineraries_title')}</h2>
			<ul className="dashboard__cards" role="list">
				{itineraries.map((itinerary) => (
					// The anchor the learning mails link to (services/itinerary-mail.ts).
					<li key={itinerary.id} id={`itinerario-${itinerary.id}`} className="dashboard__course">
						<h3 className="dashboard__course-title">{itinerary.name}</h3>
						{itinerary.next === null ? (
							<p>{t('dashboard.itinerary_done')}</p>
						) : itinerary.next.opensOn !== null && itinerary.next.opensOn > today() ? (
							<p>
								{t('dashboard.itinerary_opens', {
									name: itinerary.next.name,
									date: formatDate(itinerary.next.opensOn) ?? '',
								})}
							</p>
						) : (
							<a href={playerPath(itinerary.next)}>
								{t('dashboard.next_item', { name: itinerary.next.name })}
							</a>
						)}
						<ol
							className="dashboard__itinerary-courses"
							aria-label={t('dashboard.itinerary_courses', { name: itinerary.name })}
						>
							{itinerary.courses.map((course) => {
								const locked = course.opensOn !== null && course.opensOn > today();
								return (
									<li key={course.cid}>
										{course.completed || locked ? (
											<span>{course.name}</span>
										) : (
											<a href={playerPath(course)}>{course.name}</a>
										)}{' '}
										<span className="dashboard__itinerary-state">
											{course.completed
												? t('dashboard.itinerary_course_done')
												: locked
													? t('dashboard.itinerary_course_opens', {
															date: formatDate(course.opensOn) ?? '',
														})
													: t('dashboard.itinerary_course_open')}
										</span>
									</li>
								);
							})}
						</ol>
						{itinerary.endsOn ? (
							<p>{t('dashboard.itinerary_ends', { date: formatDate(itinerary.endsOn) ?? '' })}</p>
						) : null}
					</li>
				))}
			</ul>
		</section>
	);
}

/** "Formación de tu farmacia": what the person's pharmacy (or its group) uploaded for its team. */
function OwnTrainingRow({ trainings }: { trainings: MyTraining[] }) {
	if (trainings.length === 0) return null;
	return (
		<section className="dashboard__section" aria-labelledby="dashboard-own-training">
			<h2 id="dashboard-own-training">{t('dashboard.own_training_title')}</h2>
			<p>{t('dashboard.own_training_lead')}</p>
			<ul className="dashboard__cards" role="list">
				{trainings.map((training) => (
					<li key={training.cid} className="dashboard__course">
						<p className="dashboard__course-area">
							{t('dashboard.own_training_from', { pharmacy: training.pharmacyName })}
						</p>
						<h3 className="dashboard__course-title">{training.title}</h3>
						<p className="dashboard__duration">
							{training.type === 'video'
								? t('dashboard.own_training_video', {
										time: formatClock(training.durationSeconds),
									})
								: t('dashboard.own_training_pdf')}
						</p>
						<div className="dashboard__progress">
							<progress
								max={100}
								value={training.pct}
								aria-label={t('dashboard.course_progress', { name: training.title })}
							/>
							<span>
								{training.done
									? t('dashboard.own_training_done')
									: t('dashboard.pct_done', { pct: training.pct })}
							</span>
						</div>
						<a className="dashboard__course-link" href={training.href}>
							{training.done
								? t('dashboard.own_training_review')
								: t('dashboard.own_training_open')}
							<span className="visually-hidden">: {training.title}</span>
						</a>
					</li>
				))}
			</ul>
		</section>
	);
}

function CourseHeading({ course }: { course: DashboardCourse }) {
	return (
		<>
			<p className="dashboard__course-area">{course.area}</p>
			<h3 className="dashboard__course-title">{course.name}</h3>
		</>
	);
}

function CourseRow({
	id,
	title,
	courses,
}: {
	id: string;
	title: string;
	courses: DashboardCourse[];
}) {
	if (courses.length === 0) return null;
	return (
		<section className="dashboard__section" aria-labelledby={id}>
			<h2 id={id}>{title}</h2>
			<ul className="dashboard__cards" role="list">
				{courses.map((course) => (
					<li key={course.cid} className="dashboard__course">
						<img
							className="dashboard__poster"
							src={course.poster}
							alt=""
							width={640}
							height={360}
							loading="lazy"
						/>
						<CourseHeading course={course} />
						<p className="dashboard__duration">{formatDuration(course.minutes)}</p>
						<a className="dashboard__course-link" href={playerPath(course)}>
							{t('dashboard.start')}
							<span className="visually-hidden">: {course.name}</span>
						</a>
					</li>
				))}
			</ul>
		</section>
	);
}
