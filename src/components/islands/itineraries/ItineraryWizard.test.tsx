// @vitest-environment happy-dom
/**
 * The itinerary wizard in the browser (issue #7): each step saves a draft as the person moves on,
 * the step indicator says where they are, nothing typed is lost going back or on a refusal, the
 * server's refusals show inline, and reordering by buttons keeps the focus on the moved course
 * and says where it went.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	createItinerary,
	listAssignableCourses,
	listItineraries,
	updateItinerary,
} from '../../../lib/api/itineraries';
import type {
	AssignableCourse,
	ItineraryDetail,
	ItineraryList,
} from '../../../lib/contracts/itineraries';
import { loadSubscriptions, sessionReady } from '../../../stores/session';
import ItineraryWizard from './ItineraryWizard';
import { OrderStep } from './OrderStep';
import type { DraftCourse } from './wizard';

vi.mock('../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../lib/api/itineraries', () => ({
	listItineraries: vi.fn(),
	getItinerary: vi.fn(),
	createItinerary: vi.fn(),
	updateItinerary: vi.fn(),
	publishItinerary: vi.fn(),
	previewItinerary: vi.fn(),
	listAssignableCourses: vi.fn(),
	listAssignablePeople: vi.fn(),
}));

const OWNER = { kind: 'pharmacy' as const, id: 4, name: 'Farmacia Ruiz' };
const CATALOGUE: AssignableCourse[] = [
	{
		courseId: 1001,
		name: 'Dermofarmacia básica',
		path: 'dermofarmacia-basica',
		area: 'Dermofarmacia',
		minutes: 6,
		ownTraining: false,
	},
	{
		courseId: 2002,
		name: 'Resfriado común frente a gripe',
		path: 'resfriado',
		area: 'Respiratorio',
		minutes: 5,
		ownTraining: false,
	},
];

function detail(overrides: Partial<ItineraryDetail> = {}): ItineraryDetail {
	return {
		id: 77,
		name: 'Acogida',
		description: '',
		status: 'draft',
		endsOn: null,
		owner: OWNER,
		courses: [],
		pharmacyIds: [],
		userIds: [],
		publishedAt: null,
		updatedAt: '2026-11-22T10:00:00.000Z',
		readOnly: false,
		...overrides,
	};
}

const list: ItineraryList = { itineraries: [], templates: [], owners: [OWNER] };

function draftCourse(course: AssignableCourse): DraftCourse {
	return { ...course, opensOn: '' };
}

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(listItineraries).mockResolvedValue({ ok: true, data: list });
	vi.mocked(listAssignableCourses).mockResolvedValue({
		ok: true,
		data: { courses: CATALOGUE },
	});
	vi.mocked(createItinerary).mockResolvedValue({ ok: true, data: detail() });
	vi.mocked(updateItinerary).mockImplementation((payload) =>
		Promise.resolve({ ok: true, data: detail({ id: Number(payload.id) }) }),
	);
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
	window.history.replaceState(null, '', '/');
});

async function renderWizard() {
	render(<ItineraryWizard />);
	return screen.findByRole('heading', { level: 2, name: /Detalles/ });
}

function stepButton(name: string) {
	const steps = screen.getByRole('navigation', { name: 'Pasos del itinerario' });
	return within(steps).getByRole<HTMLButtonElement>('button', { name: new RegExp(name) });
}

describe('ItineraryWizard', () => {
	it('asks for a name inline, creates the draft on the first step and moves on with the focus', async () => {
		await renderWizard();
		expect(stepButton('Detalles').getAttribute('aria-current')).toBe('step');
		expect(stepButton('Cursos').disabled).toBe(true);

		fireEvent.click(screen.getByRole('button', { name: 'Guardar y seguir' }));
		expect(await screen.findByText('Escribe un nombre para el itinerario.')).toBeTruthy();
		expect(createItinerary).not.toHaveBeenCalled();

		fireEvent.change(screen.getByLabelText(/Nombre del itinerario/), {
			target: { value: 'Acogida' },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Guardar y seguir' }));
		const heading = await screen.findByRole('heading', { level: 2, name: /Cursos/ });
		expect(createItinerary).toHaveBeenCalledWith({
			owner: { kind: 'pharmacy', id: 4 },
			name: 'Acogida',
			description: '',
			fromTemplateId: null,
		});
		expect(document.activeElement).toBe(heading);
		expect(heading.textContent).toBe('Paso 2 de 7: Cursos');
		expect(stepButton('Cursos').getAttribute('aria-current')).toBe('step');
		expect(stepButton('Detalles').getAttribute('aria-current')).toBeNull();
		expect(window.location.search).toBe('?id=77');
	});

	it('keeps what was typed when the name is taken, with the server’s message under it', async () => {
		vi.mocked(createItinerary).mockResolvedValueOnce({
			ok: false,
			status: 409,
			result: 'itn_dup',
			msg: 'Ya existe un itinerario con ese nombre',
		});
		await renderWizard();
		const name = screen.getByLabelText<HTMLInputElement>(/Nombre del itinerario/);
		fireEvent.change(name, { target: { value: 'Acogida' } });
		fireEvent.change(screen.getByLabelText('Descripción (opcional)'), {
			target: { value: 'Primer mes' },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Guardar y seguir' }));
		expect(await screen.findByText('Ya existe un itinerario con ese nombre')).toBeTruthy();
		expect(name.value).toBe('Acogida');
		expect(name.getAttribute('aria-invalid')).toBe('true');
		expect(screen.getByLabelText<HTMLTextAreaElement>('Descripción (opcional)').value).toBe(
			'Primer mes',
		);
		expect(screen.getByRole('heading', { level: 2, name: /Detalles/ })).toBeTruthy();
	});

	it('saves the chosen courses in order, refuses an empty list, and loses nothing going back', async () => {
		await renderWizard();
		fireEvent.change(screen.getByLabelText(/Nombre del itinerario/), {
			target: { value: 'Acogida' },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Guardar y seguir' }));
		await screen.findByRole('heading', { level: 2, name: /Cursos/ });
		await screen.findByText('2 cursos encontrados');

		fireEvent.click(screen.getByRole('button', { name: 'Guardar y seguir' }));
		expect((await screen.findByRole('alert')).textContent).toBe(
			'Añade al menos un curso para seguir.',
		);
		expect(updateItinerary).not.toHaveBeenCalled();

		fireEvent.click(
			screen.getByRole('button', { name: 'Añadir «Resfriado común frente a gripe»' }),
		);
		fireEvent.click(screen.getByRole('button', { name: 'Añadir «Dermofarmacia básica»' }));
		expect(screen.getAllByRole('button', { name: 'Quitar «Dermofarmacia básica»' })).toHaveLength(
			2,
		);
		fireEvent.click(screen.getByRole('button', { name: 'Guardar y seguir' }));
		await screen.findByRole('heading', { level: 2, name: /Orden y fechas/ });
		expect(updateItinerary).toHaveBeenLastCalledWith({
			id: 77,
			courses: [
				{ courseId: 2002, opensOn: null },
				{ courseId: 1001, opensOn: null },
			],
		});

		fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
		await screen.findByRole('heading', { level: 2, name: /Cursos/ });
		fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
		await screen.findByRole('heading', { level: 2, name: /Detalles/ });
		expect(screen.getByLabelText<HTMLInputElement>(/Nombre del itinerario/).value).toBe('Acogida');
		// Visited steps can be reached from the indicator; saving the current one first.
		fireEvent.click(stepButton('Orden y fechas'));
		await screen.findByRole('heading', { level: 2, name: /Orden y fechas/ });
		expect(updateItinerary).toHaveBeenLastCalledWith({
			id: 77,
			name: 'Acogida',
			description: '',
			endsOn: null,
		});
		const order = screen.getAllByRole('button', { name: /^Subir/ });
		expect(order.map((button) => button.getAttribute('aria-label'))).toEqual([
			'Subir «Resfriado común frente a gripe»',
			'Subir «Dermofarmacia básica»',
		]);
	});

	it('offers plan XL to a pharmacy whose plan has no itineraries', async () => {
		vi.mocked(listItineraries).mockResolvedValueOnce({
			ok: false,
			status: 403,
			result: 'plan_req',
			msg: 'Los itinerarios personalizados están incluidos en el plan de farmacia XL',
		});
		render(<ItineraryWizard />);
		expect(
			await screen.findByRole('heading', {
				name: 'Los itinerarios personalizados son del plan Farmacia XL',
			}),
		).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ver el plan Farmacia XL' }).getAttribute('href')).toBe(
			'/plan/farmacia-xl/',
		);
	});
});

describe('OrderStep', () => {
	const courses = [
		draftCourse(CATALOGUE[0] as AssignableCourse),
		draftCourse(CATALOGUE[1] as AssignableCourse),
		{ ...draftCourse(CATALOGUE[0] as AssignableCourse), courseId: 3003, name: 'Tercer curso' },
	];

	function Harness({ announce }: { announce: (text: string) => void }) {
		const [current, setCurrent] = useState(courses);
		return (
			<>
				<OrderStep courses={current} onChange={setCurrent} announce={announce} />
				<output data-testid="order">{current.map((course) => course.courseId).join(',')}</output>
			</>
		);
	}

	it('moves courses with their buttons, keeps the focus on the moved course and says where it went', async () => {
		const announce = vi.fn();
		render(<Harness announce={announce} />);
		expect(
			screen.getByRole<HTMLButtonElement>('button', { name: 'Subir «Dermofarmacia básica»' })
				.disabled,
		).toBe(true);
		expect(
			screen.getByRole<HTMLButtonElement>('button', { name: 'Bajar «Tercer curso»' }).disabled,
		).toBe(true);

		const down = screen.getByRole('button', { name: 'Bajar «Dermofarmacia básica»' });
		down.focus();
		fireEvent.click(down);
		expect(screen.getByTestId('order').textContent).toBe('2002,1001,3003');
		await waitFor(() => {
			expect(document.activeElement).toBe(
				screen.getByRole('button', { name: 'Bajar «Dermofarmacia básica»' }),
			);
		});
		expect(announce).toHaveBeenLastCalledWith('«Dermofarmacia básica» es ahora el curso 2 de 3.');

		// At the bottom its "Bajar" is disabled: the focus stays on its "Subir".
		fireEvent.click(screen.getByRole('button', { name: 'Bajar «Dermofarmacia básica»' }));
		expect(screen.getByTestId('order').textContent).toBe('2002,3003,1001');
		await waitFor(() => {
			expect(document.activeElement).toBe(
				screen.getByRole('button', { name: 'Subir «Dermofarmacia básica»' }),
			);
		});

		fireEvent.click(screen.getByRole('button', { name: 'Subir «Tercer curso»' }));
		expect(screen.getByTestId('order').textContent).toBe('3003,2002,1001');
		expect(announce).toHaveBeenLastCalledWith('«Tercer curso» es ahora el curso 1 de 3.');
	});

	it('keeps a date per course, labelled with its course', () => {
		render(<Harness announce={vi.fn()} />);
		const date = screen.getByLabelText('Se abre el Resfriado común frente a gripe');
		act(() => {
			fireEvent.change(date, { target: { value: '2026-12-01' } });
		});
		expect(
			screen.getByLabelText<HTMLInputElement>('Se abre el Resfriado común frente a gripe').value,
		).toBe('2026-12-01');
	});
});
