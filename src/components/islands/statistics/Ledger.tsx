import type { AreaHours } from '../../../lib/contracts/statistics';
import { formatNumber } from '../../../lib/numbers';
import { formatDuration } from './format';
import { t } from './t';

/** Each area as a line: its name, its hours and certificates, and a bar against the largest. */
export function Ledger({ areas }: { areas: readonly AreaHours[] }) {
	const most = Math.max(1, ...areas.map((area) => area.minutes));
	return (
		<section className="stats__section" aria-labelledby="stats-ledger-title">
			<h2 id="stats-ledger-title" className="stats__section-title">
				{t('statistics.ledger_title')}
			</h2>
			{areas.length === 0 ? (
				<p className="stats__muted">{t('statistics.ledger_empty')}</p>
			) : (
				<>
					<p className="stats__muted">{t('statistics.ledger_lead')}</p>
					{/* A list, not a table: three columns do not fit a phone with long area names. */}
					<ul className="stats__ledger" role="list" aria-labelledby="stats-ledger-title">
						{areas.map((area) => (
							<li key={area.area} className="stats__ledger-line">
								<p className="stats__ledger-area">{area.area}</p>
								<p className="stats__ledger-hours">{formatDuration(area.minutes)}</p>
								<p className="stats__ledger-count">
									{t('statistics.certificates_count', {
										count: area.certificates,
										n: formatNumber(area.certificates),
									})}
								</p>
								<span className="stats__ledger-bar" aria-hidden="true">
									<span style={{ width: `${String((area.minutes / most) * 100)}%` }} />
								</span>
							</li>
						))}
					</ul>
				</>
			)}
		</section>
	);
}
