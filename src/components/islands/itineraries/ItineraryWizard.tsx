/**
 * The itinerary editor (`/aula/itinerarios/editar/?id=` or new, issue #7), in steps: details
 * (unique name) → courses (catalogue and own training) → order and dates → pharmacies → users →
 * preview as a member sees it → publish. Each step saves a draft as the person moves on; what
 * they typed stays in the draft when they go back or when the server refuses something, and the
 * refusal shows inline. `?plantilla=` starts from a template (its courses come with it).
 *
 * The step indicator is a list of buttons with `aria-current="step"`; moving to a step puts the
 * focus on its heading, and moving a course up or down keeps it on the moved course and says
 * where it went.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
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
import {
	ITINERARY_DESCRIPTION_MAX_LENGTH,
	ITINERARY_NAME_MAX_LENGTH,
} from '../../../lib/itinerary-rules';
import type {
	AssignableCourse,
	AssignablePeople,
	ItineraryDetail,
	ItineraryPreview,
	OwnerKey,
	OwnerOption,
} from '../../../lib/contracts/itineraries';
import { reportManagement } from '../../../stores/management';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Input, Textarea } from '../../ui/Input';
import { ErrorNotice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { useCampusSession } from '../use-campus-session';
import { DASHBOARD_PATH, LIST_PATH, PageRefusal, longDay, managesFrom, t } from './shared';
import {
	addCourse,
	draftFromDetail,
	emptyDraft,
	moveCourse,
	nextStep,
	previousStep,
	removeCourse,
	setOpensOn,
	stepPayload,
	stepProblem,
	stepsFor,
	toggleId,
	type DraftCourse,
	type WizardDraft,
	type WizardStep,
} from './wizard';
import './itineraries.css';

/** Typing pauses this long before the course search is sent. */
const SEARCH_DELAY_MS = 300;
const NAME_TAKEN = 'itn_dup';

type Boot =
	| { state: 'loading' }
	| { state: 'refused'; result: string; msg: string }
	| { state: 'failed'; msg: string }
	| { state: 'ready'; owners: OwnerOption[] };

function ownerValue(owner: OwnerKey | null): string {
	return owner ? `${owner.kind}:${owner.id}` : '';
}

function parseOwner(value: string): OwnerKey | null {
	const [kind, id] = value.split(':');
	const number = Number(id);
	if ((kind !== 'pharmacy' && kind !== 'group') || !Number.isInteger(number)) return null;
	return { kind, id: number };
}

/** The number in `?name=` of the page's address, or null. */
function queryNumber(name: string): number | null {
	if (typeof window === 'undefined') return null;
	const value = Number(new URLSearchParams(window.location.search).get(name));
	return Number.isInteger(value) && value > 0 ? value : null;
}

export default function ItineraryWizard() {
	const { phase } = useCampusSession();
	const [boot, setBoot] = useState<Boot>({ state: 'loading' });
	const [draft, setDraft] = useState<WizardDraft>(() => emptyDraft(null));
	const [readOnly, setReadOnly] = useState(false);
	const [step, setStep] = useState<WizardStep>('details');
	const [furthest, setFurthest] = useState(0);
	const [saving, setSaving] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [nameError, setNameError] = useState<string | null>(null);
	const [announcement, setAnnouncement] = useState('');
	const [published, setPublished] = useState(false);
	const headingRef = useRef<HTMLHeadingElement>(null);
	const moved = useRef(false);

	const steps = stepsFor(draft.status);
	const stepIndex = steps.indexOf(step);

	useEffect(() => {
		if (phase !== 'ready') return;
		let mounted = true;
		// A function, so each await re-reads it (a narrowed variable would not be).
		const alive = () => mounted;
		void (async () => {
			const list = await listItineraries();
			if (!alive()) return;
			reportManagement(managesFrom(list));
			if (!list.ok) {
				setBoot(
					list.status === 403 || list.status === 404
						? { state: 'refused', result: list.result, msg: list.msg }
						: { state: 'failed', msg: list.msg },
				);
				return;
			}
			const owners = list.data.owners;
			const first = owners[0];
			const id = queryNumber('id');
			const templateId = queryNumber('plantilla');
			if (id !== null) {
				const found = await getItinerary(id);
				if (!alive()) return;
				if (!found.ok) {
					setBoot({ state: 'failed', msg: found.msg });
					return;
				}
				setDraft(draftFromDetail(found.data));
				setReadOnly(found.data.readOnly || found.data.status === 'published');
				setFurthest(stepsFor(found.data.status).length - 1);
			} else {
				const template = list.data.templates.find((row) => row.id === templateId);
				setDraft({
					...emptyDraft(first ? { kind: first.kind, id: first.id } : null),
					...(template
						? {
								name: template.name,
								description: template.description,
								fromTemplateId: template.id,
							}
						: {}),
				});
			}
			setBoot({ state: 'ready', owners });
		})();
		return () => {
			mounted = false;
		};
	}, [phase]);

	useEffect(() => {
		// The heading of the step the person moved to, never on the first render.
		if (moved.current) headingRef.current?.focus();
	}, [step, published]);

	const goTo = (target: WizardStep) => {
		moved.current = true;
		setError(null);
		setStep(target);
		const index = steps.indexOf(target);
		setFurthest((current) => Math.max(current, index));
		setAnnouncement(
			t('itineraries.wizard.step_status', {
				n: index + 1,
				total: steps.length,
				name: t(`itineraries.wizard.step_${target}`),
			}),
		);
	};

	/** Saves what `current` shows; false (with the problem shown) when the person must stay. */
	async function save(current: WizardStep): Promise<boolean> {
		setError(null);
		setNameError(null);
		const problem = stepProblem(current, draft);
		if (problem) {
			setError(t(problem));
			return false;
		}
		if (current === 'details' && draft.name.trim() === '') {
			setNameError(t('itineraries.wizard.name_required'));
			return false;
		}
		if (current === 'details' && draft.id === null) return create();
		const payload = stepPayload(current, draft);
		if (!payload) return true;
		setSaving(true);
		const result = await updateItinerary(payload);
		setSaving(false);
		if (!result.ok) {
			if (result.result === NAME_TAKEN) setNameError(result.msg);
			else setError(result.msg);
			return false;
		}
		setAnnouncement(t('itineraries.wizard.saved'));
		return true;
	}

	/** The first save: creates the draft (with its template's courses) and puts its id in the address. */
	async function create(): Promise<boolean> {
		if (!draft.owner) return false;
		setSaving(true);
		let result = await createItinerary({
			owner: draft.owner,
			name: draft.name,
			description: draft.description,
			fromTemplateId: draft.fromTemplateId,
		});
		if (result.ok && draft.endsOn !== '') {
			result = await updateItinerary({ id: result.data.id, endsOn: draft.endsOn });
		}
		setSaving(false);
		if (!result.ok) {
			if (result.result === NAME_TAKEN) setNameError(result.msg);
			else setError(result.msg);
			return false;
		}
		const created: ItineraryDetail = result.data;
		setDraft((current) => ({
			...current,
			id: created.id,
			status: created.status,
			courses: current.courses.length > 0 ? current.courses : draftFromDetail(created).courses,
		}));
		window.history.replaceState(null, '', `?id=${created.id}`);
		setAnnouncement(t('itineraries.wizard.saved'));
		return true;
	}

	async function forward() {
		const target = nextStep(steps, step);
		if (!target) return;
		if (await save(step)) goTo(target);
	}

	async function jump(target: WizardStep) {
		if (steps.indexOf(target) > stepIndex && !(await save(step))) return;
		goTo(target);
	}

	async function publish() {
		if (draft.id === null) return;
		setError(null);
		setSaving(true);
		const result = await publishItinerary(draft.id);
		setSaving(false);
		if (!result.ok) {
			setError(result.msg);
			return;
		}
		moved.current = true;
		setDraft(draftFromDetail(result.data));
		setPublished(true);
	}

	if (phase === 'checking' || boot.state === 'loading') {
		return (
			<p className="itineraries__status" role="status">
				{t('itineraries.wizard.loading')}
			</p>
		);
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

	const title =
		draft.id === null ? t('itineraries.wizard.title_new') : t('itineraries.wizard.title_edit');

	if (published) {
		return (
			<div className="wizard">
				<h1 className="wizard__title">{draft.name}</h1>
				<section className="itineraries__panel itineraries__panel--success">
					<h2 ref={headingRef} tabIndex={-1}>
						{t('itineraries.wizard.published')}
					</h2>
					<div className="wizard__nav">
						<Button href={LIST_PATH}>{t('itineraries.wizard.go_list')}</Button>
						<Button href={DASHBOARD_PATH} variant="secondary">
							{t('itineraries.wizard.go_dashboard')}
						</Button>
					</div>
				</section>
			</div>
		);
	}

	if (readOnly) {
		return (
			<div className="wizard">
				<h1 className="wizard__title">{draft.name}</h1>
				<section className="itineraries__panel">
					<p>
						{draft.status === 'published'
							? t('itineraries.wizard.published_note')
							: t('itineraries.wizard.read_only')}
					</p>
					<Button href={LIST_PATH}>{t('itineraries.wizard.go_list')}</Button>
				</section>
			</div>
		);
	}

	return (
		<div className="wizard">
			<h1 className="wizard__title">{title}</h1>
			{draft.id !== null ? <p className="wizard__subtitle">{draft.name}</p> : null}
			<nav className="wizard__steps" aria-label={t('itineraries.wizard.steps_label')}>
				<ol>
					{steps.map((name, index) => (
						<li key={name}>
							<button
								type="button"
								className="wizard__step"
								aria-current={name === step ? 'step' : undefined}
								disabled={saving || draft.id === null || index > furthest}
								onClick={() => void jump(name)}
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
			<p className="visually-hidden" role="status">
				{announcement}
			</p>

			<section className="wizard__panel" aria-labelledby="wizard-step-title">
				<h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="wizard__step-title">
					<span className="wizard__step-of">
						{t('itineraries.wizard.step_of', { n: stepIndex + 1, total: steps.length })}
						{': '}
					</span>
					{t(`itineraries.wizard.step_${step}`)}
				</h2>
				{draft.status === 'template' ? (
					<p className="wizard__note">{t('itineraries.wizard.template_note')}</p>
				) : null}
				{stepBody()}
				{error ? (
					<p className="itineraries__error" role="alert">
						{error}
					</p>
				) : null}
				<div className="wizard__nav">
					{previousStep(steps, step) ? (
						<Button
							variant="secondary"
							disabled={saving}
							onClick={() => {
								const back = previousStep(steps, step);
								if (back) goTo(back);
							}}
						>
							{t('itineraries.wizard.back')}
						</Button>
					) : null}
					{step === 'publish' ? (
						<Button
							onClick={() => void publish()}
							loading={saving}
							loadingText={t('itineraries.wizard.publishing')}
						>
							{t('itineraries.wizard.publish')}
						</Button>
					) : nextStep(steps, step) ? (
						<Button
							onClick={() => void forward()}
							loading={saving}
							loadingText={t('itineraries.wizard.saving')}
						>
							{t('itineraries.wizard.next')}
						</Button>
					) : (
						<Button href={LIST_PATH}>{t('itineraries.wizard.done')}</Button>
					)}
				</div>
			</section>
		</div>
	);

	function stepBody() {
		const ready = boot.state === 'ready' ? boot.owners : [];
		switch (step) {
			case 'details':
				return (
					<DetailsStep
						draft={draft}
						owners={ready}
						nameError={nameError}
						onChange={(patch) => {
							setDraft((current) => ({ ...current, ...patch }));
						}}
					/>
				);
			case 'courses':
				return draft.owner ? (
					<CoursesStep
						owner={draft.owner}
						selected={draft.courses}
						onChange={(courses) => {
							setDraft((current) => ({ ...current, courses }));
						}}
					/>
				) : null;
			case 'order':
				return (
					<OrderStep
						courses={draft.courses}
						onChange={(courses) => {
							setDraft((current) => ({ ...current, courses }));
						}}
						announce={setAnnouncement}
					/>
				);
			case 'pharmacies':
			case 'users':
				return draft.owner ? (
					<PeopleStep
						owner={draft.owner}
						mode={step}
						pharmacyIds={draft.pharmacyIds}
						userIds={draft.userIds}
						onChange={(patch) => {
							setDraft((current) => ({ ...current, ...patch }));
						}}
					/>
				) : null;
			case 'preview':
				return draft.id === null ? null : <PreviewStep id={draft.id} />;
			case 'publish':
				return <PublishSummary draft={draft} />;
		}
	}
}

function DetailsStep({
	draft,
	owners,
	nameError,
	onChange,
}: {
	draft: WizardDraft;
	owners: OwnerOption[];
	nameError: string | null;
	onChange: (patch: Partial<WizardDraft>) => void;
}) {
	return (
		<div className="wizard__fields">
			{draft.id === null && owners.length > 1 ? (
				<Select
					label={t('itineraries.wizard.owner_label')}
					value={ownerValue(draft.owner)}
					onChange={(event) => {
						onChange({ owner: parseOwner(event.target.value) });
					}}
					options={owners.map((owner) => ({
						value: `${owner.kind}:${owner.id}`,
						label: owner.name,
					}))}
				/>
			) : null}
			{draft.fromTemplateId !== null && draft.id === null ? (
				<p className="wizard__note">
					{t('itineraries.wizard.from_template', { name: draft.name })}
				</p>
			) : null}
			<Input
				label={t('itineraries.wizard.name_label')}
				hint={t('itineraries.wizard.name_hint')}
				value={draft.name}
				maxLength={ITINERARY_NAME_MAX_LENGTH}
				required
				error={nameError ?? undefined}
				autoComplete="off"
				onChange={(event) => {
					onChange({ name: event.target.value });
				}}
			/>
			<Textarea
				label={t('itineraries.wizard.description_label')}
				value={draft.description}
				maxLength={ITINERARY_DESCRIPTION_MAX_LENGTH}
				rows={3}
				onChange={(event) => {
					onChange({ description: event.target.value });
				}}
			/>
			<Input
				type="date"
				label={t('itineraries.wizard.ends_label')}
				hint={t('itineraries.wizard.ends_hint')}
				value={draft.endsOn}
				onChange={(event) => {
					onChange({ endsOn: event.target.value });
				}}
				fieldClassName="wizard__date"
			/>
		</div>
	);
}

function courseMeta(course: AssignableCourse): string {
	return `${course.area} · ${t('itineraries.wizard.minutes', { minutes: course.minutes })}`;
}

function CoursesStep({
	owner,
	selected,
	onChange,
}: {
	owner: OwnerKey;
	selected: DraftCourse[];
	onChange: (courses: DraftCourse[]) => void;
}) {
	const [query, setQuery] = useState('');
	const [results, setResults] = useState<AssignableCourse[] | null>(null);
	const [failure, setFailure] = useState<string | null>(null);
	const latest = useRef(0);
	const resultsId = useId();

	const search = useCallback(
		async (text: string) => {
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
		const timer = setTimeout(
			() => {
				void search(query);
			},
			query === '' ? 0 : SEARCH_DELAY_MS,
		);
		return () => {
			clearTimeout(timer);
		};
	}, [query, search]);

	const chosen = new Set(selected.map((course) => course.courseId));
	return (
		<div className="wizard__courses">
			<form
				role="search"
				className="wizard__search"
				onSubmit={(event) => {
					event.preventDefault();
					void search(query);
				}}
			>
				<Input
					type="search"
					label={t('itineraries.wizard.search_label')}
					placeholder={t('itineraries.wizard.search_placeholder')}
					value={query}
					autoComplete="off"
					aria-controls={resultsId}
					onChange={(event) => {
						setQuery(event.target.value);
					}}
				/>
				<Button type="submit" variant="secondary">
					{t('itineraries.wizard.search_button')}
				</Button>
			</form>
			<p className="wizard__count" role="status">
				{failure ??
					(results === null
						? t('itineraries.wizard.searching')
						: results.length === 0
							? t('itineraries.wizard.results_none')
							: t('itineraries.wizard.results', { count: results.length }))}
			</p>
			<ul id={resultsId} className="wizard__results">
				{(results ?? []).map((course) => {
					const added = chosen.has(course.courseId);
					return (
						<li key={course.courseId} className="wizard__course">
							<CourseLabel course={course} />
							<Button
								size="sm"
								variant={added ? 'ghost' : 'secondary'}
								aria-label={t(
									added ? 'itineraries.wizard.remove_label' : 'itineraries.wizard.add_label',
									{ name: course.name },
								)}
								onClick={() => {
									onChange(
										added ? removeCourse(selected, course.courseId) : addCourse(selected, course),
									);
								}}
							>
								{added ? t('itineraries.wizard.remove') : t('itineraries.wizard.add')}
							</Button>
						</li>
					);
				})}
			</ul>

			<section className="wizard__selected" aria-labelledby="wizard-selected">
				<h3 id="wizard-selected">{t('itineraries.wizard.selected_title')}</h3>
				<p className="wizard__count">
					{selected.length === 0
						? t('itineraries.wizard.selected_empty')
						: t('itineraries.wizard.selected_count', { count: selected.length })}
				</p>
				<ol className="wizard__results">
					{selected.map((course) => (
						<li key={course.courseId} className="wizard__course">
							<CourseLabel course={course} />
							<Button
								size="sm"
								variant="ghost"
								aria-label={t('itineraries.wizard.remove_label', { name: course.name })}
								onClick={() => {
									onChange(removeCourse(selected, course.courseId));
								}}
							>
								{t('itineraries.wizard.remove')}
							</Button>
						</li>
					))}
				</ol>
			</section>
		</div>
	);
}

function CourseLabel({ course }: { course: AssignableCourse }) {
	return (
		<div className="wizard__course-text">
			<span className="wizard__course-name">{course.name}</span>
			<span className="wizard__course-meta">
				{courseMeta(course)}
				{course.ownTraining ? (
					<span className="wizard__badge">{t('itineraries.wizard.own_training')}</span>
				) : null}
			</span>
		</div>
	);
}

/** Order with up/down buttons and a day per course; focus follows the moved course. */
export function OrderStep({
	courses,
	onChange,
	announce,
}: {
	courses: DraftCourse[];
	onChange: (courses: DraftCourse[]) => void;
	announce: (text: string) => void;
}) {
	const buttons = useRef(new Map<string, HTMLButtonElement>());
	const [focusAfterMove, setFocusAfterMove] = useState<{ courseId: number; up: boolean } | null>(
		null,
	);

	useEffect(() => {
		if (!focusAfterMove) return;
		const { courseId, up } = focusAfterMove;
		// At the top (or bottom) the same button is disabled: the other one keeps the focus nearby.
		const same = buttons.current.get(`${courseId}:${up ? 'up' : 'down'}`);
		const other = buttons.current.get(`${courseId}:${up ? 'down' : 'up'}`);
		(same && !same.disabled ? same : other)?.focus();
	}, [focusAfterMove, courses]);

	const move = (index: number, direction: -1 | 1) => {
		const course = courses[index];
		if (!course) return;
		const next = moveCourse(courses, index, direction);
		onChange(next);
		setFocusAfterMove({ courseId: course.courseId, up: direction === -1 });
		announce(
			t('itineraries.wizard.moved', {
				name: course.name,
				n: index + direction + 1,
				total: courses.length,
			}),
		);
	};

	return (
		<div className="wizard__order">
			<p>{t('itineraries.wizard.order_lead')}</p>
			<ol className="wizard__results">
				{courses.map((course, index) => (
					<li key={course.courseId} className="wizard__course wizard__course--order">
						<span className="wizard__position" aria-hidden="true">
							{index + 1}
						</span>
						<CourseLabel course={course} />
						<div className="wizard__move">
							<Button
								size="sm"
								variant="secondary"
								ref={(element: HTMLButtonElement | null) => {
									if (element) buttons.current.set(`${course.courseId}:up`, element);
								}}
								disabled={index === 0}
								aria-label={t('itineraries.wizard.move_up_label', { name: course.name })}
								onClick={() => {
									move(index, -1);
								}}
							>
								<span aria-hidden="true">↑</span> {t('itineraries.wizard.move_up')}
							</Button>
							<Button
								size="sm"
								variant="secondary"
								ref={(element: HTMLButtonElement | null) => {
									if (element) buttons.current.set(`${course.courseId}:down`, element);
								}}
								disabled={index === courses.length - 1}
								aria-label={t('itineraries.wizard.move_down_label', { name: course.name })}
								onClick={() => {
									move(index, 1);
								}}
							>
								<span aria-hidden="true">↓</span> {t('itineraries.wizard.move_down')}
							</Button>
						</div>
						<Input
							type="date"
							label={
								<>
									{t('itineraries.wizard.opens_label')}
									<span className="visually-hidden"> {course.name}</span>
								</>
							}
							value={course.opensOn}
							fieldClassName="wizard__date"
							onChange={(event) => {
								onChange(setOpensOn(courses, course.courseId, event.target.value));
							}}
						/>
					</li>
				))}
			</ol>
		</div>
	);
}

function PeopleStep({
	owner,
	mode,
	pharmacyIds,
	userIds,
	onChange,
}: {
	owner: OwnerKey;
	mode: 'pharmacies' | 'users';
	pharmacyIds: number[];
	userIds: number[];
	onChange: (patch: { pharmacyIds?: number[]; userIds?: number[] }) => void;
}) {
	const [people, setPeople] = useState<AssignablePeople | null>(null);
	const [failure, setFailure] = useState<string | null>(null);

	useEffect(() => {
		let alive = true;
		void listAssignablePeople(owner).then((result) => {
			if (!alive) return;
			if (result.ok) setPeople(result.data);
			else setFailure(result.msg);
		});
		return () => {
			alive = false;
		};
	}, [owner]);

	if (failure) {
		return (
			<p className="itineraries__error" role="alert">
				{failure}
			</p>
		);
	}
	if (!people) {
		return (
			<p className="itineraries__status" role="status">
				{t('itineraries.wizard.loading')}
			</p>
		);
	}

	if (mode === 'pharmacies') {
		return (
			<fieldset className="wizard__choices">
				<legend>{t('itineraries.wizard.pharmacies_lead')}</legend>
				{people.pharmacies.length === 0 ? <p>{t('itineraries.wizard.pharmacies_none')}</p> : null}
				{people.pharmacies.map((pharmacy) => (
					<Checkbox
						key={pharmacy.id}
						label={pharmacy.name}
						hint={t('itineraries.wizard.team', { count: pharmacy.people.length })}
						checked={pharmacyIds.includes(pharmacy.id)}
						onChange={(event) => {
							onChange({ pharmacyIds: toggleId(pharmacyIds, pharmacy.id, event.target.checked) });
						}}
					/>
				))}
			</fieldset>
		);
	}

	const anyone = people.pharmacies.some((pharmacy) => pharmacy.people.length > 0);
	return (
		<div className="wizard__choices-groups">
			<p>{t('itineraries.wizard.users_lead')}</p>
			{anyone ? null : <p>{t('itineraries.wizard.users_none')}</p>}
			{people.pharmacies.map((pharmacy) => {
				const wholePharmacy = pharmacyIds.includes(pharmacy.id);
				return (
					<fieldset key={pharmacy.id} className="wizard__choices">
						<legend>{pharmacy.name}</legend>
						{pharmacy.people.map((person) => (
							<Checkbox
								key={person.userId}
								label={
									<>
										{person.name}
										{person.owner ? (
											<span className="wizard__badge">{t('itineraries.wizard.owner_badge')}</span>
										) : null}
									</>
								}
								hint={wholePharmacy ? t('itineraries.wizard.included_by_pharmacy') : person.email}
								checked={wholePharmacy || userIds.includes(person.userId)}
								disabled={wholePharmacy}
								onChange={(event) => {
									onChange({ userIds: toggleId(userIds, person.userId, event.target.checked) });
								}}
							/>
						))}
					</fieldset>
				);
			})}
		</div>
	);
}

/** The itinerary as the server says a member sees it today (the draft is saved by then). */
function PreviewStep({ id }: { id: number }) {
	const [preview, setPreview] = useState<ItineraryPreview | null>(null);
	const [failure, setFailure] = useState<string | null>(null);

	useEffect(() => {
		let alive = true;
		void previewItinerary(id).then((result) => {
			if (!alive) return;
			if (result.ok) setPreview(result.data);
			else setFailure(result.msg);
		});
		return () => {
			alive = false;
		};
	}, [id]);

	if (failure) {
		return (
			<p className="itineraries__error" role="alert">
				{failure}
			</p>
		);
	}
	if (!preview) {
		return (
			<p className="itineraries__status" role="status">
				{t('itineraries.wizard.loading')}
			</p>
		);
	}
	return (
		<div className="wizard__preview">
			<p>{t('itineraries.wizard.preview_lead')}</p>
			<div className="preview-card">
				<h3 className="preview-card__title">{preview.name}</h3>
				{preview.description ? <p>{preview.description}</p> : null}
				{preview.endsOn ? (
					<p className="wizard__course-meta">
						{t('itineraries.wizard.preview_ends', { date: longDay(preview.endsOn) })}
					</p>
				) : null}
				{preview.courses.length === 0 ? (
					<p>{t('itineraries.wizard.preview_empty')}</p>
				) : (
					<ol className="preview-card__courses">
						{preview.courses.map((course) => (
							<li
								key={course.courseId}
								className={
									course.locked ? 'preview-card__course is-locked' : 'preview-card__course'
								}
							>
								<span className="wizard__course-name">{course.name}</span>
								<span className="wizard__course-meta">
									{course.locked && course.opensOn ? (
										<>
											<span aria-hidden="true">🔒</span>
											{t('itineraries.wizard.preview_locked', { date: longDay(course.opensOn) })}
										</>
									) : (
										t('itineraries.wizard.preview_open')
									)}
								</span>
							</li>
						))}
					</ol>
				)}
			</div>
		</div>
	);
}

function PublishSummary({ draft }: { draft: WizardDraft }) {
	const dated = draft.courses.filter((course) => course.opensOn !== '').length;
	return (
		<div className="wizard__summary">
			<p>{t('itineraries.wizard.publish_lead')}</p>
			<ul>
				<li>
					{t('itineraries.wizard.summary_courses', { count: draft.courses.length })}
					{dated > 0 ? ` (${t('itineraries.wizard.summary_locked', { count: dated })})` : null}
				</li>
				<li>{t('itineraries.wizard.summary_pharmacies', { count: draft.pharmacyIds.length })}</li>
				<li>{t('itineraries.wizard.summary_users', { count: draft.userIds.length })}</li>
			</ul>
		</div>
	);
}
