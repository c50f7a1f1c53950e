/** The course program beside the player: topics and items, each with its completion. */
import player from 'i18n-section:player';
import { createTranslator } from '../../../i18n/translate';
import type { PlayerCourse, PlayerItem } from '../../../lib/contracts/progress';
import { formatMinutes } from '../../../lib/dates';

const t = createTranslator({ player });

interface ProgramListProps {
	course: PlayerCourse;
	selected: number | null;
	onSelect: (iid: number) => void;
}

function status(item: PlayerItem): string {
	if (item.done) return t('player.status_done');
	if (item.pct > 0) return t('player.status_progress', { pct: item.pct });
	return t('player.status_pending');
}

export function ProgramList({ course, selected, onSelect }: ProgramListProps) {
	return (
		<nav className="program" aria-label={t('player.program_label')}>
			<h2 className="program__title">{t('player.program_title')}</h2>
			{course.topics.map((topic, topicIndex) => (
				<div key={topicIndex} className="program__topic">
					<h3 className="program__topic-title">{topic.name}</h3>
					<ol className="program__items" role="list">
						{topic.items.map((item) => (
							<li key={item.iid}>
								<button
									type="button"
									className={`program__item${item.done ? ' program__item--done' : ''}`}
									aria-current={item.iid === selected ? 'step' : undefined}
									onClick={() => {
										onSelect(item.iid);
									}}
								>
									<span className="program__check" aria-hidden="true">
										{item.done ? '✓' : ''}
									</span>
									<span className="program__text">
										<span className="program__name">{item.name}</span>
										<span className="program__meta">
											{t(`player.type_${item.type}`)}
											{item.dur > 0 ? ` · ${formatMinutes(item.dur)}` : ''} · {status(item)}
										</span>
									</span>
								</button>
							</li>
						))}
					</ol>
				</div>
			))}
		</nav>
	);
}
