/**
 * "Formación propia" (`/aula/formacion-propia`, issue #7): a pharmacy's managers upload a video or
 * a PDF for their team, see who started and completed each one, rename and delete them. Plans L
 * and XL include uploading; a pharmacy on plan M is told so, with the way to plan L.
 *
 * A video's length is read here, from the file's own metadata through a detached <video>, and sent
 * with it: the player counts a video watched by its seconds. What the browser cannot read is left
 * to the server, which decides the type from the bytes and answers in Spanish (415, 413, 400).
 * Nothing typed is lost on an error: the form is cleared only after a successful upload.
 *
 * This file picks what to show; the calls and the page's data live in use-own-training.ts, the
 * rules without React in training.ts, and the form and the list in their own views.
 */
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { t } from './i18n';
import { DASHBOARD_PATH, PLAN_L_PATH, planOfferKey } from './training';
import { TrainingList } from './TrainingList';
import { UploadForm } from './UploadForm';
import { useOwnTraining } from './use-own-training';
import './own-training.css';

export default function OwnTrainingManager() {
	const { phase, pharmacies, pharmacyId, load, select, retry, actions } = useOwnTraining();

	if (phase === 'checking' || load.kind === 'loading') {
		return (
			<p className="own-training__status" role="status">
				{phase === 'checking' ? t('training.page.checking') : t('training.page.loading')}
			</p>
		);
	}

	if (load.kind === 'none') {
		return (
			<div className="own-training__notice">
				<p>{t('training.page.no_pharmacy')}</p>
				<Button href={DASHBOARD_PATH} variant="secondary">
					{t('training.page.to_dashboard')}
				</Button>
			</div>
		);
	}

	if (load.kind === 'failed' || pharmacyId === null) {
		return (
			<div className="own-training__notice" role="alert">
				<p>{t('training.page.error')}</p>
				<Button type="button" onClick={retry}>
					{t('training.page.retry')}
				</Button>
			</div>
		);
	}

	return (
		<div className="own-training">
			{pharmacies && pharmacies.length > 1 ? (
				<Select
					label={t('training.page.pharmacy_label')}
					value={String(pharmacyId)}
					onChange={(event) => {
						select(Number(event.target.value));
					}}
					options={pharmacies.map((pharmacy) => ({
						value: String(pharmacy.id),
						label: pharmacy.name,
					}))}
					fieldClassName="own-training__picker"
				/>
			) : null}

			{load.canUpload ? (
				<UploadForm key={pharmacyId} pharmacyId={pharmacyId} upload={actions.upload} />
			) : (
				<section className="own-training__plan" aria-labelledby="own-training-plan">
					<h2 id="own-training-plan">{t('training.page.plan_title')}</h2>
					<p>{t(planOfferKey(pharmacies, pharmacyId))}</p>
					<Button href={PLAN_L_PATH}>{t('training.page.plan_link')}</Button>
				</section>
			)}

			<TrainingList trainings={load.trainings} actions={actions} />
		</div>
	);
}
