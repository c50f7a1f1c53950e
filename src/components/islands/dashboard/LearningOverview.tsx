/**
 * The learning part of `/dashboard` (issue #6), for someone whose licence opens the campus:
 * where they left off, their progress, certificates, pharmacy itineraries, and what to learn next
 * for their audience. Each course leads into its player, `aula/curso/{path}`.
 */
import dashboard from 'i18n-section:dashboard';
import { useEffect, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { certificatePdfUrl } from '../../../lib/api/certificates';
import { getDashboard } from '../../../lib/api/progress';
import { formatDate, formatDuration } from '../../../lib/dates';
import type { DashboardCourse, LearnerDashboard } from '../../../lib/schemas/progress';
import { Button } from '../../ui/Button';
import { verificationPath } from '../player/CertificatePanel';

const t = createTranslator({ dashboard });

/** Today in the visitor's calendar, `YYYY-MM-DD`, to compare with an itinerary's dates. */
function today(): string {
	const now = new Date();
	return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The player of a course. */
export function playerPath(path: string): string {
	return `/aula/curso/${path}`;
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
								<Button href={playerPath(course.path)} size="sm">
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

			{overview.completed.length > 0 ? (
				<section className="dashboard__section" aria-labelledby="dashboard-completed">
					<h2 id="dashboard-completed">{t('dashboard.completed_title')}</h2>
					<ul className="dashboard__cards" role="list">
						{overview.completed.map((course) => (
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
								<a href={playerPath(course.path)}>
									{t('dashboard.review')}
									<span className="visually-hidden">: {course.name}</span>
								</a>
							</li>
						))}
					</ul>
				</section>
			) : null}

			{overview.itineraries.length > 0 ? (
				<section className="dashboard__section" aria-labelledby="dashboard-itineraries">
					<h2 id="dashboard-itineraries">{t('dashboard.itineraries_title')}</h2>
					<ul className="dashboard__cards" role="list">
						{overview.itineraries.map((itinerary) => (
							<li key={itinerary.id} className="dashboard__course">
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
									<a href={playerPath(itinerary.next.path)}>
										{t('dashboard.next_item', { name: itinerary.next.name })}
									</a>
								)}
								{itinerary.endsOn ? (
									<p>
										{t('dashboard.itinerary_ends', { date: formatDate(itinerary.endsOn) ?? '' })}
									</p>
								) : null}
							</li>
						))}
					</ul>
				</section>
			) : null}

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
		</>
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
						<a className="dashboard__course-link" href={playerPath(course.path)}>
							{t('dashboard.start')}
							<span className="visually-hidden">: {course.name}</span>
						</a>
					</li>
				))}
			</ul>
		</section>
	);
}
