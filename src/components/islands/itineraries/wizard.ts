/**
 * The itinerary wizard's logic without React (issue #7): its steps, the draft it edits, moving a
 * course up or down, and what each step saves. The island (ItineraryWizard.tsx) only renders and
 * calls the API; this is what its component tests pin down.
 */
import type {
	AssignableCourse,
	ItineraryDetail,
	ItineraryStatus,
	ItinerarySummary,
	OwnerKey,
	OwnerOption,
	UpdateItineraryInput,
} from '../../../lib/contracts/itineraries';

/** The steps in order (issue #7): details → courses → order and dates → pharmacies → users → preview → publish. */
export const WIZARD_STEPS = [
	'details',
	'courses',
	'order',
	'pharmacies',
	'users',
	'preview',
	'publish',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** A template is neither assigned nor published: its wizard stops at the preview. */
const TEMPLATE_STEPS: readonly WizardStep[] = ['details', 'courses', 'order', 'preview'];

export function stepsFor(status: ItineraryStatus): readonly WizardStep[] {
	return status === 'template' ? TEMPLATE_STEPS : WIZARD_STEPS;
}

/** The step after `step`, or null on the last one. */
export function nextStep(steps: readonly WizardStep[], step: WizardStep): WizardStep | null {
	return steps[steps.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null on the first one. */
export function previousStep(steps: readonly WizardStep[], step: WizardStep): WizardStep | null {
	const index = steps.indexOf(step);
	return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** A course in the draft: what the lists show, and the day it opens (`''` for none, as typed). */
export interface DraftCourse extends AssignableCourse {
	opensOn: string;
}

/** Everything the wizard edits, kept across steps so going back loses nothing. */
export interface WizardDraft {
	/** Null until the first step created it. */
	id: number | null;
	owner: OwnerKey | null;
	status: ItineraryStatus;
	name: string;
	description: string;
	/** `YYYY-MM-DD` or `''`. */
	endsOn: string;
	fromTemplateId: number | null;
	courses: DraftCourse[];
	pharmacyIds: number[];
	userIds: number[];
}

export function emptyDraft(owner: OwnerKey | null): WizardDraft {
	return {
		id: null,
		owner,
		status: 'draft',
		name: '',
		description: '',
		endsOn: '',
		fromTemplateId: null,
		courses: [],
		pharmacyIds: [],
		userIds: [],
	};
}

/**
 * A new itinerary's draft: for the first pharmacy or group the person manages, with the name and
 * description of the template it starts from (whose courses the server copies on creation).
 */
export function newDraft(
	owner: OwnerOption | undefined,
	template: ItinerarySummary | undefined,
): WizardDraft {
	return {
		...emptyDraft(owner ? { kind: owner.kind, id: owner.id } : null),
		...(template
			? { name: template.name, description: template.description, fromTemplateId: template.id }
			: {}),
	};
}

/**
 * An owner as the value of an `<option>`, and back; `''` and null for none.
 *
 * @example
 * ownerValue({ kind: 'group', id: 3 }); // 'group:3'
 */
export function ownerValue(owner: OwnerKey | null): string {
	return owner ? `${owner.kind}:${owner.id}` : '';
}

export function parseOwner(value: string): OwnerKey | null {
	const [kind, id] = value.split(':');
	const number = Number(id);
	if ((kind !== 'pharmacy' && kind !== 'group') || !Number.isInteger(number)) return null;
	return { kind, id: number };
}

/** The draft of an itinerary the server answered. */
export function draftFromDetail(detail: ItineraryDetail): WizardDraft {
	return {
		id: detail.id,
		owner: detail.owner.kind === 'campus' ? null : { kind: detail.owner.kind, id: detail.owner.id },
		status: detail.status,
		name: detail.name,
		description: detail.description,
		endsOn: detail.endsOn ?? '',
		fromTemplateId: null,
		courses: detail.courses.map((course) => ({ ...course, opensOn: course.opensOn ?? '' })),
		pharmacyIds: detail.pharmacyIds,
		userIds: detail.userIds,
	};
}

/** Adds a course at the end, once. */
export function addCourse(
	courses: readonly DraftCourse[],
	course: AssignableCourse,
): DraftCourse[] {
	if (courses.some((entry) => entry.courseId === course.courseId)) return [...courses];
	return [...courses, { ...course, opensOn: '' }];
}

export function removeCourse(courses: readonly DraftCourse[], courseId: number): DraftCourse[] {
	return courses.filter((entry) => entry.courseId !== courseId);
}

/**
 * The list with the course at `index` moved one place up (`-1`) or down (`1`); unchanged at the
 * ends.
 *
 * @example
 * moveCourse([a, b, c], 2, -1); // [a, c, b]
 */
export function moveCourse(
	courses: readonly DraftCourse[],
	index: number,
	direction: -1 | 1,
): DraftCourse[] {
	const target = index + direction;
	const moving = courses[index];
	const other = courses[target];
	if (!moving || !other) return [...courses];
	const moved = [...courses];
	moved[index] = other;
	moved[target] = moving;
	return moved;
}

export function setOpensOn(
	courses: readonly DraftCourse[],
	courseId: number,
	opensOn: string,
): DraftCourse[] {
	return courses.map((entry) => (entry.courseId === courseId ? { ...entry, opensOn } : entry));
}

/** `ids` with `id` added or removed. */
export function toggleId(ids: readonly number[], id: number, on: boolean): number[] {
	const without = ids.filter((value) => value !== id);
	return on ? [...without, id] : without;
}

/** The courses as the API takes them, in the draft's order. */
export function coursesPayload(courses: readonly DraftCourse[]) {
	return courses.map((entry) => ({
		courseId: entry.courseId,
		opensOn: entry.opensOn === '' ? null : entry.opensOn,
	}));
}

/**
 * What leaving `step` forward saves of an itinerary that exists (the details step of a new one
 * creates it instead); null for the steps that only show.
 */
export function stepPayload(step: WizardStep, draft: WizardDraft): UpdateItineraryInput | null {
	if (draft.id === null) return null;
	switch (step) {
		case 'details':
			return {
				id: draft.id,
				name: draft.name,
				description: draft.description,
				endsOn: draft.endsOn === '' ? null : draft.endsOn,
			};
		case 'courses':
		case 'order':
			return { id: draft.id, courses: coursesPayload(draft.courses) };
		case 'pharmacies':
			return { id: draft.id, pharmacyIds: draft.pharmacyIds };
		case 'users':
			return { id: draft.id, userIds: draft.userIds };
		case 'preview':
		case 'publish':
			return null;
	}
}

/** The key of the problem of a draft without a name, which shows under the name field. */
export const NAME_REQUIRED = 'itineraries.wizard.name_required';

/** The problem that keeps the person on `step`, as a catalogue key; null when they may go on. */
export function stepProblem(step: WizardStep, draft: WizardDraft): string | null {
	if (step === 'courses' && draft.courses.length === 0) return 'itineraries.wizard.need_course';
	if (step === 'details' && draft.name.trim() === '') return NAME_REQUIRED;
	return null;
}

/**
 * The draft once the server created it: its id and status, and the template's courses when the
 * person chose none before (what they typed meanwhile stays).
 */
export function draftCreated(draft: WizardDraft, created: ItineraryDetail): WizardDraft {
	return {
		...draft,
		id: created.id,
		status: created.status,
		courses: draft.courses.length > 0 ? draft.courses : draftFromDetail(created).courses,
	};
}
