import type { OwnerOption } from '../../../lib/contracts/itineraries';
import { CoursesStep } from './CoursesStep';
import { DetailsStep } from './DetailsStep';
import { OrderStep } from './OrderStep';
import { PeopleStep } from './PeopleStep';
import { PreviewStep, PublishSummary } from './PreviewStep';
import type { WizardState } from './use-itinerary-wizard';

/** The form or summary of the step shown. */
export function StepBody({ wizard, owners }: { wizard: WizardState; owners: OwnerOption[] }) {
	const { draft, step, edit } = wizard;
	const setCourses = (courses: typeof draft.courses) => {
		edit({ courses });
	};
	switch (step) {
		case 'details':
			return (
				<DetailsStep draft={draft} owners={owners} nameError={wizard.nameError} onChange={edit} />
			);
		case 'courses':
			return draft.owner ? (
				<CoursesStep search={wizard.courses} selected={draft.courses} onChange={setCourses} />
			) : null;
		case 'order':
			return <OrderStep courses={draft.courses} onChange={setCourses} announce={wizard.announce} />;
		case 'pharmacies':
		case 'users':
			return draft.owner ? (
				<PeopleStep
					answer={wizard.people}
					mode={step}
					pharmacyIds={draft.pharmacyIds}
					userIds={draft.userIds}
					onChange={edit}
				/>
			) : null;
		case 'preview':
			return draft.id === null ? null : <PreviewStep answer={wizard.preview} />;
		case 'publish':
			return <PublishSummary draft={draft} />;
	}
}
