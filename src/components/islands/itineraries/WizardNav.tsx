import { Button } from '../../ui/Button';
import { LIST_PATH, t } from './shared';
import type { WizardState } from './use-itinerary-wizard';
import { nextStep, previousStep } from './wizard';

/** The step indicator: the steps reached so far are buttons; the one shown is the current step. */
export function WizardSteps({ wizard }: { wizard: WizardState }) {
	const { steps, step } = wizard;
	return (
		<nav className="wizard__steps" aria-label={t('itineraries.wizard.steps_label')}>
			<ol>
				{steps.map((name, index) => (
					<li key={name}>
						<button
							type="button"
							className="wizard__step"
							aria-current={name === step ? 'step' : undefined}
							disabled={wizard.saving || wizard.draft.id === null || index > wizard.furthest}
							onClick={() => void wizard.jump(name)}
						>
							<span className="wizard__step-number" aria-hidden="true">
								{index + 1}
							</span>
							<span className="wizard__step-name">{t(`itineraries.wizard.step_${name}`)}</span>
						</button>
					</li>
				))}
			</ol>
		</nav>
	);
}

/** Back, and save and go on (or publish, or done on a template's last step). */
export function WizardNav({ wizard }: { wizard: WizardState }) {
	const { steps, step, saving } = wizard;
	const back = previousStep(steps, step);
	return (
		<div className="wizard__nav">
			{back ? (
				<Button
					variant="secondary"
					disabled={saving}
					onClick={() => {
						wizard.back(back);
					}}
				>
					{t('itineraries.wizard.back')}
				</Button>
			) : null}
			{step === 'publish' ? (
				<Button
					onClick={() => void wizard.publish()}
					loading={saving}
					loadingText={t('itineraries.wizard.publishing')}
				>
					{t('itineraries.wizard.publish')}
				</Button>
			) : nextStep(steps, step) ? (
				<Button
					onClick={() => void wizard.forward()}
					loading={saving}
					loadingText={t('itineraries.wizard.saving')}
				>
					{t('itineraries.wizard.next')}
				</Button>
			) : (
				<Button href={LIST_PATH}>{t('itineraries.wizard.done')}</Button>
			)}
		</div>
	);
}
