/**
 * A bar chart of one figure per bucket, drawn as SVG from the figures already on the page (no
 * chart library: a handful of rectangles). It is an image with a summary for screen readers; the
 * exact numbers are in the table below it.
 */
import { useId } from 'react';
import { barsOf } from './sales-figures';

const WIDTH = 640;
const HEIGHT = 160;

export function SalesChart({
	title,
	summary,
	values,
	format,
}: {
	title: string;
	/** Said instead of the bars: their range and where the exact figures are. */
	summary: string;
	values: { label: string; value: number }[];
	format: (value: number) => string;
}) {
	const titleId = useId();
	const descriptionId = useId();
	const { bars, zeroY } = barsOf(values, WIDTH, HEIGHT);
	return (
		<figure className="admin-chart">
			<figcaption id={titleId} className="admin-chart__title">
				{title}
			</figcaption>
			<svg
				// Room on both sides for the first and last labels, centred under their bars.
				viewBox={`-24 0 ${String(WIDTH + 48)} ${String(HEIGHT + 24)}`}
				role="img"
				aria-labelledby={titleId}
				aria-describedby={descriptionId}
			>
				<desc id={descriptionId}>{summary}</desc>
				{bars.map((bar) => (
					<rect
						key={bar.label}
						className={bar.value < 0 ? 'admin-chart__bar--negative' : 'admin-chart__bar'}
						x={bar.x}
						y={bar.y}
						width={bar.width}
						height={Math.max(bar.height, bar.value === 0 ? 0 : 1)}
					>
						<title>{`${bar.label}: ${format(bar.value)}`}</title>
					</rect>
				))}
				<line className="admin-chart__axis" x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} />
				{bars.map((bar, index) =>
					// At most about eight labels, so they never run into each other on a phone.
					index % Math.ceil(bars.length / 8) === 0 ? (
						<text
							key={bar.label}
							className="admin-chart__label"
							x={bar.x + bar.width / 2}
							y={HEIGHT + 18}
							textAnchor="middle"
						>
							{bar.label}
						</text>
					) : null,
				)}
			</svg>
		</figure>
	);
}
