/** The wizard's step logic and reorder (issue #7), without React. */
import { describe, expect, it } from 'vitest';
import type {
	AssignableCourse,
	ItineraryDetail,
	ItinerarySummary,
} from '../../../lib/contracts/itineraries';
import { managesFrom } from './shared';
import {
	NAME_REQUIRED,
	WIZARD_STEPS,
	addCourse,
	draftCreated,
	coursesPayload,
	draftFromDetail,
	emptyDraft,
	moveCourse,
	newDraft,
	nextStep,
	ownerValue,
	parseOwner,
	previousStep,
	removeCourse,
	setOpensOn,
	stepPayload,
	stepProblem,
	stepsFor,
	toggleId,
	type DraftCourse,
	type WizardDraft,
} from './wizard';

function course(courseId: number, opensOn = ''): DraftCourse {
	return {
		courseId,
		name: `Curso ${courseId}`,
		path: `curso-${courseId}`,
		area: 'Dermofarmacia',
		minutes: 5,
		ownTraining: false,
		opensOn,
	};
}

const ids = (courses: DraftCourse[]) => courses.map((entry) => entry.courseId);

describe('steps', () => {
	it('goes details → courses → order → pharmacies → users → preview → publish', () => {
		expect(WIZARD_STEPS).toEqual([
			'details',
			'courses',
			'order',
			'pharmacies',
			'users',
			'preview',
			'publish',
		]);
		expect(nextStep(WIZARD_STEPS, 'order')).toBe('pharmacies');
		expect(nextStep(WIZARD_STEPS, 'publish')).toBeNull();
		expect(previousStep(WIZARD_STEPS, 'courses')).toBe('details');
		expect(previousStep(WIZARD_STEPS, 'details')).toBeNull();
	});

	it('leaves assignment and publishing out of a template', () => {
		const steps = stepsFor('template');
		expect(steps).toEqual(['details', 'courses', 'order', 'preview']);
		expect(nextStep(steps, 'order')).toBe('preview');
		expect(nextStep(steps, 'preview')).toBeNull();
		expect(stepsFor('draft')).toBe(WIZARD_STEPS);
	});

	it('keeps the person on the courses step until there is one', () => {
		const draft = emptyDraft({ kind: 'pharmacy', id: 4 });
		expect(stepProblem('courses', draft)).toBe('itineraries.wizard.need_course');
		expect(stepProblem('courses', { ...draft, courses: [course(1)] })).toBeNull();
		expect(stepProblem('pharmacies', draft)).toBeNull();
	});

	it('keeps the person on the details step until the draft has a name', () => {
		const draft = emptyDraft({ kind: 'pharmacy', id: 4 });
		expect(stepProblem('details', draft)).toBe(NAME_REQUIRED);
		expect(stepProblem('details', { ...draft, name: '   ' })).toBe(NAME_REQUIRED);
		expect(stepProblem('details', { ...draft, name: 'Acogida' })).toBeNull();
	});
});

describe('reordering', () => {
	const list = [course(1), course(2), course(3)];

	it('moves a course one place up or down', () => {
		expect(ids(moveCourse(list, 2, -1))).toEqual([1, 3, 2]);
		expect(ids(moveCourse(list, 0, 1))).toEqual([2, 1, 3]);
	});

	it('leaves the list as it is at the ends, and never changes the one given', () => {
		expect(ids(moveCourse(list, 0, -1))).toEqual([1, 2, 3]);
		expect(ids(moveCourse(list, 2, 1))).toEqual([1, 2, 3]);
		moveCourse(list, 1, 1);
		expect(ids(list)).toEqual([1, 2, 3]);
	});

	it('keeps each course’s date when it moves', () => {
		const dated = setOpensOn(list, 3, '2026-12-01');
		const moved = moveCourse(dated, 2, -1);
		expect(moved[1]).toMatchObject({ courseId: 3, opensOn: '2026-12-01' });
	});
});

describe('the draft', () => {
	const assignable: AssignableCourse = {
		courseId: 9,
		name: 'Curso 9',
		path: 'curso-9',
		area: 'Pediatría',
		minutes: 6,
		ownTraining: true,
	};

	it('adds a course once, at the end, open from the start; removes it', () => {
		const added = addCourse([course(1)], assignable);
		expect(ids(added)).toEqual([1, 9]);
		expect(added[1]?.opensOn).toBe('');
		expect(ids(addCourse(added, assignable))).toEqual([1, 9]);
		expect(ids(removeCourse(added, 1))).toEqual([9]);
	});

	it('toggles pharmacies and people without repeating them', () => {
		expect(toggleId([1, 2], 3, true)).toEqual([1, 2, 3]);
		expect(toggleId([1, 2], 2, true)).toEqual([1, 2]);
		expect(toggleId([1, 2], 1, false)).toEqual([2]);
	});

	it('saves on each step what that step shows', () => {
		const draft: WizardDraft = {
			...emptyDraft({ kind: 'pharmacy', id: 4 }),
			id: 12,
			name: 'Acogida',
			description: 'Primer mes',
			endsOn: '',
			courses: [course(2, '2026-12-01'), course(1)],
			pharmacyIds: [4],
			userIds: [31],
		};
		expect(stepPayload('details', draft)).toEqual({
			id: 12,
			name: 'Acogida',
			description: 'Primer mes',
			endsOn: null,
		});
		const courses = [
			{ courseId: 2, opensOn: '2026-12-01' },
			{ courseId: 1, opensOn: null },
		];
		expect(stepPayload('courses', draft)).toEqual({ id: 12, courses });
		expect(stepPayload('order', draft)).toEqual({ id: 12, courses });
		expect(stepPayload('pharmacies', draft)).toEqual({ id: 12, pharmacyIds: [4] });
		expect(stepPayload('users', draft)).toEqual({ id: 12, userIds: [31] });
		expect(stepPayload('preview', draft)).toBeNull();
		expect(stepPayload('publish', draft)).toBeNull();
		// A draft not created yet is created by its first step, not updated.
		expect(stepPayload('details', { ...draft, id: null })).toBeNull();
		expect(coursesPayload([])).toEqual([]);
	});

	it('reads an itinerary from the server, dates as the date inputs hold them', () => {
		const detail: ItineraryDetail = {
			id: 5,
			name: 'Invierno',
			description: '',
			status: 'draft',
			endsOn: null,
			owner: { kind: 'group', id: 3, name: 'Grupo Norte' },
			courses: [{ ...assignable, opensOn: null }],
			pharmacyIds: [],
			userIds: [],
			publishedAt: null,
			updatedAt: '2026-11-22T10:00:00.000Z',
			readOnly: false,
		};
		expect(draftFromDetail(detail)).toMatchObject({
			id: 5,
			owner: { kind: 'group', id: 3 },
			endsOn: '',
			courses: [{ courseId: 9, opensOn: '' }],
		});
	});
});

describe('a created draft', () => {
	const created: ItineraryDetail = {
		id: 21,
		name: 'Acogida',
		description: '',
		status: 'draft',
		endsOn: null,
		owner: { kind: 'pharmacy', id: 4, name: 'Farmacia Ruiz' },
		courses: [{ ...course(7), opensOn: '2026-12-01' }],
		pharmacyIds: [],
		userIds: [],
		publishedAt: null,
		updatedAt: '2026-11-22T10:00:00.000Z',
		readOnly: false,
	};

	it('takes the id and status the server gave, and the template’s courses when none were chosen', () => {
		const draft = {
			...emptyDraft({ kind: 'pharmacy', id: 4 }),
			name: 'Acogida',
			fromTemplateId: 8,
		};
		expect(draftCreated(draft, created)).toMatchObject({
			id: 21,
			status: 'draft',
			name: 'Acogida',
			courses: [{ courseId: 7, opensOn: '2026-12-01' }],
		});
	});

	it('keeps the courses the person chose meanwhile', () => {
		const draft = { ...emptyDraft({ kind: 'pharmacy', id: 4 }), courses: [course(1)] };
		expect(ids(draftCreated(draft, created).courses)).toEqual([1]);
	});
});

describe('a new draft', () => {
	const owner = { kind: 'group' as const, id: 3, name: 'Grupo Norte' };
	const template: ItinerarySummary = {
		id: 8,
		name: 'Acogida',
		description: 'Primer mes',
		status: 'template',
		owner: { kind: 'campus', id: null, name: 'Liceo Campus' },
		courses: 4,
		assignees: 0,
		updatedAt: '2026-11-22T10:00:00.000Z',
		readOnly: true,
	};

	it('belongs to the first owner the person manages, or to none', () => {
		expect(newDraft(owner, undefined)).toEqual(emptyDraft({ kind: 'group', id: 3 }));
		expect(newDraft(undefined, undefined).owner).toBeNull();
	});

	it('takes its name and description from the template it starts from', () => {
		expect(newDraft(owner, template)).toMatchObject({
			id: null,
			owner: { kind: 'group', id: 3 },
			name: 'Acogida',
			description: 'Primer mes',
			fromTemplateId: 8,
			courses: [],
		});
	});
});

describe('owner values', () => {
	it('writes an owner as an option value and reads it back', () => {
		expect(ownerValue({ kind: 'group', id: 3 })).toBe('group:3');
		expect(ownerValue(null)).toBe('');
		expect(parseOwner('pharmacy:4')).toEqual({ kind: 'pharmacy', id: 4 });
		expect(parseOwner(ownerValue({ kind: 'group', id: 3 }))).toEqual({ kind: 'group', id: 3 });
	});

	it('reads anything else as no owner', () => {
		expect(parseOwner('')).toBeNull();
		expect(parseOwner('campus:0')).toBeNull();
		expect(parseOwner('pharmacy:x')).toBeNull();
	});
});

describe('managesFrom', () => {
	it('reads a list, or the refusal of a plan without itineraries, as someone who manages', () => {
		expect(managesFrom({ ok: true })).toBe(true);
		expect(managesFrom({ ok: false, status: 403, result: 'plan_req' })).toBe(true);
		expect(managesFrom({ ok: false, status: 404, result: 'ph_nf' })).toBe(false);
		// A failure that says nothing about the person.
		expect(managesFrom({ ok: false, status: 0, result: 'net_err' })).toBeNull();
	});
});
