/**
 * The itinerary wizard's one data hook (issue #7): it waits for the session check, reads the
 * list (a 403/404 refuses the page: plan without itineraries, nothing managed; anything else, a
 * 401 the client could not refresh included, fails it), opens the itinerary or template of the
 * address, saves each step as the person moves on, publishes, and loads what the step shown
 * needs (the course search, the people to assign, the preview). The views only render it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/api/client';
import {
	createItinerary,
	getItinerary,
	listAssignableCourses,
	listAssignablePeople,
	listItineraries,
	previewItinerary,
	publishItinerary,
	updateItinerary,
} from '../../../lib/api/itineraries';
import type {
	AssignableCourse,
	ItineraryDetail,
	OwnerKey,
	OwnerOption,
} from '../../../lib/contracts/itineraries';
import { reportManagement } from '../../../stores/management';
import { useCampusSession } from '../use-campus-session';
import { managesFrom, pageFailure, t, type PageFailure } from './shared';
import {
	NAME_REQUIRED,
	draftCreated,
	draftFromDetail,
	emptyDraft,
	newDraft,
	nextStep,
	stepPayload,
	stepProblem,
	stepsFor,
	type WizardDraft,
	type WizardStep,
} from './wizard';

/** Typing pauses this long before the course search is sent. */
const SEARCH_DELAY_MS = 300;
const NAME_TAKEN = 'itn_dup';

type Ready = { state: 'ready'; owners: OwnerOption[] };
type Boot = { state: 'loading' } | PageFailure | Ready;

/** The number in `?name=` of the page's address, or null. */
function queryNumber(name: string): number | null {
	const value = Number(new URLSearchParams(window.location.search).get(name));
	return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * `load(key)`'s answer while `key` stays the same (the data of the step shown); null while it
 * loads and while there is no key, so a step shown again loads afresh.
 */
function useAnswer<K, T>(key: K | null, load: (key: K) => Promise<ApiResult<T>>) {
	const [answer, setAnswer] = useState<ApiResult<T> | null>(null);
	useEffect(() => {
		setAnswer(null);
		if (key === null) return;
		let alive = true;
		void load(key).then((result) => {
			if (alive) setAnswer(result);
		});
		return () => {
			alive = false;
		};
	}, [key, load]);
	return answer;
}

/** The catalogue search of the courses step; `owner` is null while another step shows. */
function useCourseSearch(owner: OwnerKey | null) {
	const [query, setQuery] = useState('');
	const [results, setResults] = useState<AssignableCourse[] | null>(null);
	const [failure, setFailure] = useState<string | null>(null);
	const latest = useRef(0);

	const search = useCallback(
		async (text: string) => {
			if (!owner) return;
			// Only the newest search may set the results: answers can arrive out of order.
			const request = ++latest.current;
			const result = await listAssignableCourses(owner, text);
			if (request !== latest.current) return;
			if (result.ok) {
				setResults(result.data.courses);
				setFailure(null);
			} else setFailure(result.msg);
		},
		[owner],
	);

	useEffect(() => {
		if (!owner) {
			// Off the step: coming back starts from an empty search, answers still on their way dropped.
			latest.current++;
			setQuery('');
			setResults(null);
			setFailure(null);
			return;
		}
		const timer = setTimeout(
			() => {
				void search(query);
			},
			query === '' ? 0 : SEARCH_DELAY_MS,
		);
		return () => {
			clearTimeout(timer);
		};
	}, [owner, query, search]);

	return { query, setQuery, results, failure, submit: () => void search(query) };
}

export type CourseSearch = ReturnType<typeof useCourseSearch>;

/** What the live region says on arriving at `step` ("Paso 2 de 7: Cursos"). */
function stepStatus(steps: readonly WizardStep[], step: WizardStep): string {
	return t('itineraries.wizard.step_status', {
		n: steps.indexOf(step) + 1,
		total: steps.length,
		name: t(`itineraries.wizard.step_${step}`),
	});
}

/** What the step shown loads: the course search, the people to assign, the preview. */
function useStepData(step: WizardStep, { owner, id }: WizardDraft) {
	return {
		courses: useCourseSearch(step === 'courses' ? owner : null),
		people: useAnswer(
			step === 'pharmacies' || step === 'users' ? owner : null,
			listAssignablePeople,
		),
		preview: useAnswer(step === 'preview' ? id : null, previewItinerary),
	};
}

type Opened =
	{ boot: PageFailure } | { boot: Ready; draft: WizardDraft; detail: ItineraryDetail | null };

/**
 * What the page opens once the session check answered: the list's refusal or failure, or the
 * owners and the draft of the address (`?id=`, `?plantilla=` or a new one). Null once unmounted.
 */
async function openDraft(alive: () => boolean): Promise<Opened | null> {
	const list = await listItineraries();
	if (!alive()) return null;
	reportManagement(managesFrom(list));
	if (!list.ok) return { boot: pageFailure(list) };
	const { owners, templates } = list.data;
	const boot: Ready = { state: 'ready', owners };
	const id = queryNumber('id');
	if (id === null) {
		const templateId = queryNumber('plantilla');
		const template = templates.find((row) => row.id === templateId);
		return { boot, draft: newDraft(owners[0], template), detail: null };
	}
	const found = await getItinerary(id);
	if (!alive()) return null;
	if (!found.ok) return { boot: { state: 'failed', msg: found.msg } };
	return { boot, draft: draftFromDetail(found.data), detail: found.data };
}

/** The first save: creates the draft (with its template's courses), then its end date. */
async function createDraft(owner: OwnerKey, draft: WizardDraft) {
	const result = await createItinerary({
		owner,
		name: draft.name,
		description: draft.description,
		fromTemplateId: draft.fromTemplateId,
	});
	return result.ok && draft.endsOn !== ''
		? updateItinerary({ id: result.data.id, endsOn: draft.endsOn })
		: result;
}

/**
 * The page's first load, once the session check said someone is logged in: the list's refusal
 * or failure, or the owners, with the draft of the address handed to `open`.
 */
function useOpenDraft(open: (draft: WizardDraft, detail: ItineraryDetail | null) => void) {
	const { phase } = useCampusSession();
	const [boot, setBoot] = useState<Boot>({ state: 'loading' });
	useEffect(() => {
		if (phase !== 'ready') return;
		let mounted = true;
		void openDraft(() => mounted).then((opened) => {
			if (!opened) return;
			if ('draft' in opened) open(opened.draft, opened.detail);
			setBoot(opened.boot);
		});
		return () => {
			mounted = false;
		};
	}, [phase]);
	// Until the session check answered the page stays loading, as it does until the list answers.
	return boot;
}

export function useItineraryWizard() {
	const [draft, setDraft] = useState<WizardDraft>(() => emptyDraft(null));
	const [readOnly, setReadOnly] = useState(false);
	const [saving, setSaving] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [nameError, setNameError] = useState<string | null>(null);
	const [published, setPublished] = useState(false);
	const [step, setStep] = useState<WizardStep>('details');
	const [furthest, setFurthest] = useState(0);
	const [announcement, setAnnouncement] = useState('');
	const headingRef = useRef<HTMLHeadingElement>(null);
	const moved = useRef(false);
	const steps = stepsFor(draft.status);
	const boot = useOpenDraft((opened, detail) => {
		setDraft(opened);
		if (detail) {
			setReadOnly(detail.readOnly || detail.status === 'published');
			// Every step of an itinerary that exists may be visited.
			setFurthest(stepsFor(detail.status).length - 1);
		}
	});
	const stepData = useStepData(step, draft);

	useEffect(() => {
		// The heading of the step moved to (or of the published panel); not on the first render.
		if (moved.current) headingRef.current?.focus();
	}, [step, published]);

	const goTo = (target: WizardStep) => {
		moved.current = true;
		setError(null);
		setStep(target);
		setFurthest((current) => Math.max(current, steps.indexOf(target)));
		setAnnouncement(stepStatus(steps, target));
	};

	async function whileSaving<T>(request: Promise<ApiResult<T>>) {
		setSaving(true);
		const result = await request;
		setSaving(false);
		return result;
	}

	/** Saves what `current` shows; false (with the problem shown) when the person must stay. */
	async function save(current: WizardStep): Promise<boolean> {
		setError(null);
		setNameError(null);
		const problem = stepProblem(current, draft);
		if (problem) {
			// A missing name shows under its field, as a taken one does.
			(problem === NAME_REQUIRED ? setNameError : setError)(t(problem));
			return false;
		}
		const payload = stepPayload(current, draft);
		let request;
		if (current === 'details' && draft.id === null) {
			if (!draft.owner) return false;
			request = createDraft(draft.owner, draft);
		} else if (payload) request = updateItinerary(payload);
		else return true;
		const result = await whileSaving(request);
		if (!result.ok) {
			// A taken name shows under the name field, anything else under the step.
			(result.result === NAME_TAKEN ? setNameError : setError)(result.msg);
			return false;
		}
		if (draft.id === null) {
			const created = result.data;
			setDraft((current) => draftCreated(current, created));
			window.history.replaceState(null, '', `?id=${created.id}`);
		}
		setAnnouncement(t('itineraries.wizard.saved'));
		return true;
	}

	return {
		boot,
		draft,
		readOnly,
		published,
		steps,
		step,
		furthest,
		announcement,
		headingRef,
		saving,
		error,
		nameError,
		...stepData,
		/** Changes the draft as typed; nothing is saved before the person moves on. */
		edit: (patch: Partial<WizardDraft>) => {
			setDraft((current) => ({ ...current, ...patch }));
		},
		announce: setAnnouncement,
		back: goTo,
		/** Saves the step shown, then moves on when the server took it. */
		forward: async () => {
			const target = nextStep(steps, step);
			if (target && (await save(step))) goTo(target);
		},
		/** A step of the indicator: one ahead is reached only once the step shown is saved. */
		jump: async (target: WizardStep) => {
			if (steps.indexOf(target) > steps.indexOf(step) && !(await save(step))) return;
			goTo(target);
		},
		publish: async () => {
			if (draft.id === null) return;
			setError(null);
			const result = await whileSaving(publishItinerary(draft.id));
			if (!result.ok) {
				setError(result.msg);
				return;
			}
			moved.current = true;
			setDraft(draftFromDetail(result.data));
			setPublished(true);
		},
	};
}

export type WizardState = ReturnType<typeof useItineraryWizard>;
