/** The pharmacy's own training, newest first, each with what it is and who started it. */
import type { OwnTraining } from '../../../../lib/contracts/own-training';
import { t } from './i18n';
import { TrainingItem } from './TrainingItem';
import type { TrainingActions } from './use-own-training';

export function TrainingList({
	trainings,
	actions,
}: {
	trainings: OwnTraining[];
	actions: TrainingActions;
}) {
	return (
		<section className="own-training__list" aria-labelledby="own-training-list">
			<h2 id="own-training-list">{t('training.page.list_title')}</h2>
			{trainings.length === 0 ? (
				<p>{t('training.page.empty')}</p>
			) : (
				<ul role="list">
					{trainings.map((entry) => (
						<TrainingItem key={entry.courseId} training={entry} actions={actions} />
					))}
				</ul>
			)}
		</section>
	);
}
