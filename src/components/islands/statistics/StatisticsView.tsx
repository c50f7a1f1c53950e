import type { LearnerStatistics } from '../../../lib/contracts/statistics';
import { formatNumber } from '../../../lib/numbers';
import { BarChart } from './BarChart';
import { dailyChart, weeklyChart } from './charts';
import { daysText, formatDuration } from './format';
import { Ledger } from './Ledger';
import { t } from './t';

/** The four tiles, the two charts and the ledger of a learner with some activity. */
export function StatisticsView({ stats }: { stats: LearnerStatistics }) {
	const certifiedMinutes = stats.hoursByArea.reduce((sum, area) => sum + area.minutes, 0);
	const daily = dailyChart(stats.days);
	const weekly = weeklyChart(stats.weeks);
	return (
		<>
			<section aria-labelledby="stats-summary">
				<h2 id="stats-summary" className="visually-hidden">
					{t('statistics.summary_title')}
				</h2>
				<ul className="stats__tiles" role="list">
					<Tile
						id="stats-minutes"
						label={t('statistics.minutes_watched')}
						value={formatNumber(stats.minutesWatched)}
						note={t('statistics.items_completed', {
							count: stats.itemsCompleted,
							n: formatNumber(stats.itemsCompleted),
						})}
					/>
					<Tile
						id="stats-courses"
						label={t('statistics.courses_completed')}
						value={formatNumber(stats.coursesCompleted)}
						note={t('statistics.courses_in_progress', {
							count: stats.coursesInProgress,
							n: formatNumber(stats.coursesInProgress),
						})}
					/>
					<Tile
						id="stats-streak"
						label={t('statistics.current_streak')}
						value={daysText(stats.streak.current)}
						note={t('statistics.best_streak', { days: daysText(stats.streak.best) })}
					/>
					<Tile
						id="stats-certificates"
						label={t('statistics.certificates')}
						value={formatNumber(stats.certificates)}
						note={
							certifiedMinutes > 0
								? t('statistics.certified_time', { time: formatDuration(certifiedMinutes) })
								: undefined
						}
					/>
				</ul>
			</section>
			<BarChart
				id="stats-daily"
				title={t('statistics.daily_title')}
				chart={daily}
				lastAxis={t('statistics.today')}
				columnLabel={t('statistics.day_column')}
				caption={t('statistics.daily_caption')}
			/>
			<BarChart
				id="stats-weekly"
				title={t('statistics.weekly_title')}
				chart={weekly}
				lastAxis={t('statistics.this_week')}
				columnLabel={t('statistics.week_column')}
				caption={t('statistics.weekly_caption')}
			/>
			<Ledger areas={stats.hoursByArea} />
		</>
	);
}

interface TileProps {
	id: string;
	label: string;
	value: string;
	note?: string | undefined;
}

function Tile({ id, label, value, note }: TileProps) {
	return (
		<li className="stats__tile" aria-labelledby={id}>
			<p id={id} className="stats__tile-label">
				{label}
			</p>
			<p className="stats__tile-value">{value}</p>
			{note ? <p className="stats__tile-note">{note}</p> : null}
		</li>
	);
}
