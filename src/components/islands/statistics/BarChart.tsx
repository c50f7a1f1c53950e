import { formatNumber } from '../../../lib/numbers';
import { BAR, barHeight, CHART_HEIGHT, SLOT, type ChartData } from './charts';
import { minutesText } from './format';
import { t } from './t';

interface BarChartProps {
	id: string;
	title: string;
	/** The bars, and what the chart shows in words: the image's accessible name. */
	chart: ChartData;
	/** Axis label of the last bar ("Hoy", "Esta semana"). */
	lastAxis: string;
	columnLabel: string;
	caption: string;
}

/** One chart: an SVG image named by its summary, and a "Ver datos" table with every number. */
export function BarChart({ id, title, chart, lastAxis, columnLabel, caption }: BarChartProps) {
	const { bars, summary } = chart;
	const max = Math.max(0, ...bars.map((bar) => bar.value));
	const width = bars.length * SLOT;
	const first = bars[0];
	return (
		<section className="stats__section" aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`} className="stats__section-title">
				{title}
			</h2>
			<div className="stats__chart">
				{/* Visible scale and axis, already said by the image's label and the table. */}
				<p className="stats__chart-max" aria-hidden="true">
					{t('statistics.chart_max', { minutes: minutesText(max) })}
				</p>
				<svg
					className="stats__chart-svg"
					role="img"
					aria-label={summary}
					viewBox={`0 0 ${String(width)} ${String(CHART_HEIGHT)}`}
					preserveAspectRatio="none"
					focusable="false"
				>
					{bars.map((bar, index) => {
						const height = barHeight(bar.value, max);
						return height === 0 ? null : (
							<rect
								key={bar.key}
								className={
									index === bars.length - 1 ? 'stats__bar stats__bar--current' : 'stats__bar'
								}
								x={index * SLOT + (SLOT - BAR) / 2}
								y={CHART_HEIGHT - height}
								width={BAR}
								height={height}
								rx={1}
							>
								<title>{`${bar.label}: ${minutesText(bar.value)}`}</title>
							</rect>
						);
					})}
					<line
						className="stats__chart-axis"
						x1={0}
						x2={width}
						y1={CHART_HEIGHT}
						y2={CHART_HEIGHT}
						vectorEffect="non-scaling-stroke"
					/>
				</svg>
				<p className="stats__chart-axis-labels" aria-hidden="true">
					<span>{first?.axis}</span>
					<span>{lastAxis}</span>
				</p>
			</div>
			<details className="stats__data">
				<summary>{t('statistics.show_data')}</summary>
				<table className="stats__table">
					<caption className="visually-hidden">{caption}</caption>
					<thead>
						<tr>
							<th scope="col">{columnLabel}</th>
							<th scope="col" className="stats__number">
								{t('statistics.minutes_column')}
							</th>
						</tr>
					</thead>
					<tbody>
						{bars.map((bar) => (
							<tr key={bar.key}>
								<th scope="row">{bar.label}</th>
								<td className="stats__number">{formatNumber(bar.value)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</section>
	);
}
