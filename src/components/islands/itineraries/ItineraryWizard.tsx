/**
 * The itinerary editor (`/aula/itinerarios/editar/?id=` or new, issue #7), in steps: details
 * (unique name) → courses (catalogue and own training) → order and dates → pharmacies → users →
 * preview as a member sees it → publish. Each step saves a draft as the person moves on; what
 * they typed stays in the draft when they go back or when the server refuses something, and the
 * refusal shows inline. `?plantilla=` starts from a template (its courses come with it).
 *
 * The step indicator is a list of buttons with `aria-current="step"`; moving to a step puts the
 * focus on its heading, and moving a course up or down keeps it on the moved course and says
 * where it went. The calls and the draft live in `use-itinerary-wizard.ts`, the rules in
 * `wizard.ts`; this file and the step views only render.
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { DASHBOARD_PATH, LIST_PATH, Alert, Loading, PageRefusal, t } from './shared';
import { StepBody } from './StepBody';
import { useItineraryWizard } from './use-itinerary-wizard';
import { WizardNav, WizardSteps } from './WizardNav';
import './itineraries.css';

/** The page once there is nothing left to edit: the itinerary's name over a panel. */
function EndPanel({
	name,
	success = false,
	children,
}: {
	name: string;
	success?: boolean;
	children: ReactNode;
}) {
	return (
		<div className="wizard">
			<h1 className="wizard__title">{name}</h1>
			<section
				className={
					success ? 'itineraries__panel itineraries__panel--success' : 'itineraries__panel'
				}
			>
				{children}
			</section>
		</div>
	);
}

export default function ItineraryWizard() {
	const wizard = useItineraryWizard();
	const { boot, draft, steps, step } = wizard;

	if (boot.state === 'loading') {
		return <Loading text={t('itineraries.wizard.loading')} />;
	}
	if (boot.state === 'refused') return <PageRefusal result={boot.result} msg={boot.msg} />;
	if (boot.state === 'failed') {
		return (
			<ErrorNotice
				action={
					<Button href={LIST_PATH} variant="secondary">
						{t('itineraries.wizard.go_list')}
					</Button>
				}
			>
				{boot.msg}
			</ErrorNotice>
		);
	}
	if (wizard.published) {
		return (
			<EndPanel name={draft.name} success>
				<h2 ref={wizard.headingRef} tabIndex={-1}>
					{t('itineraries.wizard.published')}
				</h2>
				<div className="wizard__nav">
					<Button href={LIST_PATH}>{t('itineraries.wizard.go_list')}</Button>
					<Button href={DASHBOARD_PATH} variant="secondary">
						{t('itineraries.wizard.go_dashboard')}
					</Button>
				</div>
			</EndPanel>
		);
	}
	if (wizard.readOnly) {
		// A published itinerary or a campus template: nothing to edit here, and why.
		return (
			<EndPanel name={draft.name}>
				<p>
					{draft.status === 'published'
						? t('itineraries.wizard.published_note')
						: t('itineraries.wizard.read_only')}
				</p>
				<Button href={LIST_PATH}>{t('itineraries.wizard.go_list')}</Button>
			</EndPanel>
		);
	}

	return (
		<div className="wizard">
			<h1 className="wizard__title">
				{draft.id === null ? t('itineraries.wizard.title_new') : t('itineraries.wizard.title_edit')}
			</h1>
			{draft.id !== null ? <p className="wizard__subtitle">{draft.name}</p> : null}
			<WizardSteps wizard={wizard} />
			<p className="visually-hidden" role="status">
				{wizard.announcement}
			</p>

			<section className="wizard__panel" aria-labelledby="wizard-step-title">
				<h2
					id="wizard-step-title"
					ref={wizard.headingRef}
					tabIndex={-1}
					className="wizard__step-title"
				>
					<span className="wizard__step-of">
						{t('itineraries.wizard.step_of', { n: steps.indexOf(step) + 1, total: steps.length })}
						{': '}
					</span>
					{t(`itineraries.wizard.step_${step}`)}
				</h2>
				{draft.status === 'template' ? (
					<p className="wizard__note">{t('itineraries.wizard.template_note')}</p>
				) : null}
				<StepBody wizard={wizard} owners={boot.owners} />
				{wizard.error ? <Alert text={wizard.error} /> : null}
				<WizardNav wizard={wizard} />
			</section>
		</div>
	);
}
