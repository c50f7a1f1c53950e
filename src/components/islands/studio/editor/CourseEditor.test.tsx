// @vitest-environment happy-dom
/**
 * The course editor in the browser (issue #19): it saves on the revision it opened, a save someone
 * else made first is explained and loses nothing typed, refused fields are listed and linked,
 * reordering by buttons keeps the focus and says where things went, publishing asks first and
 * waits for an empty problem list, and leaving with unsaved changes warns.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStudioCourse, publishStudioCourse, saveCourseDraft } from '../../../../lib/api/studio';
import type { CourseDocument } from '../../../../lib/contracts/course-document';
import type { StudioCourseDetail } from '../../../../lib/contracts/studio';
import { askConfirmation } from '../../../../stores/overlays-confirm';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import CourseEditor from './CourseEditor';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../stores/overlays-confirm', () => ({ askConfirmation: vi.fn() }));
vi.mock('../../../../lib/api/studio', () => ({
	getStudioCourse: vi.fn(),
	saveCourseDraft: vi.fn(),
	submitCourseForReview: vi.fn(),
	discardCourseDraft: vi.fn(),
	publishStudioCourse: vi.fn(),
	archiveStudioCourse: vi.fn(),
	restoreStudioCourse: vi.fn(),
}));

const CID = 41;

function courseDocument(overrides: Partial<CourseDocument> = {}): CourseDocument {
	return {
		id: CID,
		path: 'acne-en-el-mostrador',
		name: 'Acné en el mostrador',
		category: 'dermofarmacia',
		audience: 'both',
		description: 'Consejo ante el acné.',
		goals: ['Reconocer el acné leve'],
		createdBy: 'ana-lopez',
		impartedBy: null,
		demoExcluded: false,
		related: [],
		sources: [],
		reviewedOn: null,
		createdOn: '2026-11-20',
		updatedOn: '2026-11-20',
		program: [
			{ title: 'Primero', items: [] },
			{
				title: 'Segundo',
				items: [
					{
						type: 'quiz',
						name: 'Test',
						questions: [{ prompt: '¿Sí?', options: ['Sí', 'No'], answer: 0, explanation: 'Sí.' }],
					},
				],
			},
			{ title: 'Tercero', items: [] },
		],
		...overrides,
	};
}

function detail(overrides: Partial<StudioCourseDetail> = {}): StudioCourseDetail {
	return {
		cid: CID,
		status: 'draft',
		document: courseDocument(),
		revision: 3,
		hasDraft: true,
		inReview: false,
		livePath: null,
		publishedAt: null,
		previousPaths: [],
		problems: ['Indica al menos una fuente.'],
		reviewDue: false,
		categories: [
			{ slug: 'dermofarmacia', name: 'Dermofarmacia' },
			{ slug: 'pediatria', name: 'Pediatría' },
		],
		experts: [{ slug: 'ana-lopez', name: 'Ana López' }],
		...overrides,
	};
}

beforeEach(() => {
	window.history.replaceState(null, '', `/estudio/curso/?cid=${String(CID)}`);
	sessionStorage.clear();
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(getStudioCourse).mockResolvedValue({ ok: true, data: detail() });
	vi.mocked(saveCourseDraft).mockImplementation(({ revision }) =>
		Promise.resolve({ ok: true, data: { revision: revision + 1, problems: [] } }),
	);
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
	window.history.replaceState(null, '', '/');
});

async function openEditor() {
	render(<CourseEditor />);
	return screen.findByLabelText<HTMLInputElement>('Título');
}

function saveButton() {
	return screen.getByRole('button', { name: 'Guardar borrador' });
}

describe('CourseEditor', () => {
	it('saves on the revision it opened, then on the one the save answered', async () => {
		const title = await openEditor();
		expect(screen.getByText('Todo está guardado')).toBeTruthy();
		fireEvent.change(title, { target: { value: 'Acné juvenil' } });
		expect(screen.getByText('Hay cambios sin guardar')).toBeTruthy();
		// A course never published keeps its path following its title.
		expect(screen.getByLabelText<HTMLInputElement>('Dirección (slug)').value).toBe('acne-juvenil');

		fireEvent.click(saveButton());
		await screen.findByText(/^Guardado a las/);
		expect(saveCourseDraft).toHaveBeenLastCalledWith({
			cid: CID,
			revision: 3,
			document: expect.objectContaining({ name: 'Acné juvenil', path: 'acne-juvenil' }),
		});
		expect(screen.getByText('Borrador guardado.')).toBeTruthy();
		// The server's list of what is pending follows the save.
		expect(screen.getByText('Nada pendiente: se puede publicar.')).toBeTruthy();

		fireEvent.change(title, { target: { value: 'Acné juvenil en la farmacia' } });
		fireEvent.click(saveButton());
		await waitFor(() => {
			expect(saveCourseDraft).toHaveBeenLastCalledWith(expect.objectContaining({ revision: 4 }));
		});
	});

	it('lists refused fields, links each to its field, and sends nothing', async () => {
		const title = await openEditor();
		fireEvent.change(title, { target: { value: '' } });
		fireEvent.click(saveButton());
		const summary = await screen.findByRole('group', { name: 'Revisa 1 campo antes de guardar' });
		expect(document.activeElement).toBe(summary);
		const link = within(summary).getByRole('link', { name: /^Título: / });
		expect(link.getAttribute('href')).toBe('#course-name');
		expect(title.getAttribute('aria-invalid')).toBe('true');
		const errorId = (title.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '';
		expect(document.getElementById(errorId)?.textContent).toBe(
			link.textContent.replace('Título: ', ''),
		);
		expect(saveCourseDraft).not.toHaveBeenCalled();

		fireEvent.click(link);
		expect(document.activeElement).toBe(title);
		fireEvent.change(title, { target: { value: 'Acné' } });
		expect(screen.queryByRole('group', { name: /antes de guardar/ })).toBeNull();
	});

	it('explains a save someone else made first, and gives back what was typed after reloading', async () => {
		vi.mocked(saveCourseDraft).mockResolvedValueOnce({
			ok: false,
			status: 409,
			result: 'draft_conflict',
			msg: 'Otra persona ha guardado este curso.',
		});
		const title = await openEditor();
		fireEvent.change(title, { target: { value: 'Mi versión' } });
		fireEvent.click(saveButton());
		const alert = await screen.findByText(
			'Otra persona ha guardado este curso mientras lo editabas',
		);
		expect(alert.closest('[role="alert"]')).toBeTruthy();
		expect(title.value).toBe('Mi versión');
		expect(saveButton()).toHaveProperty('disabled', true);
		expect(sessionStorage.getItem(`studio-editor:${String(CID)}:3`)).toContain('Mi versión');

		vi.mocked(getStudioCourse).mockResolvedValueOnce({
			ok: true,
			data: detail({ revision: 4, document: courseDocument({ name: 'Su versión' }) }),
		});
		fireEvent.click(screen.getByRole('button', { name: 'Recargar la última versión' }));
		await screen.findByText('Tienes cambios sin guardar sobre una versión anterior');
		expect(screen.getByLabelText<HTMLInputElement>('Título').value).toBe('Su versión');

		fireEvent.click(screen.getByRole('button', { name: 'Recuperar mis cambios' }));
		expect(screen.getByLabelText<HTMLInputElement>('Título').value).toBe('Mi versión');
		fireEvent.click(saveButton());
		await waitFor(() => {
			expect(saveCourseDraft).toHaveBeenLastCalledWith(
				expect.objectContaining({
					revision: 4,
					document: expect.objectContaining({ name: 'Mi versión' }),
				}),
			);
		});
		expect(sessionStorage.length).toBe(0);
	});

	it('brings back unsaved changes on the same revision when the page opens again', async () => {
		sessionStorage.setItem(
			`studio-editor:${String(CID)}:3`,
			JSON.stringify({
				revision: 3,
				keptAt: '2026-11-26T10:00:00.000Z',
				document: courseDocument({ name: 'Sin guardar' }),
			}),
		);
		const title = await openEditor();
		expect(title.value).toBe('Sin guardar');
		expect(
			screen.getByText('Hemos recuperado los cambios que no habías guardado en esta pestaña.'),
		).toBeTruthy();
		expect(screen.getByText('Hay cambios sin guardar')).toBeTruthy();
	});

	it('moves a topic by keyboard, keeping the focus on it and saying where it went', async () => {
		await openEditor();
		const down = screen.getByRole('button', { name: 'Bajar el tema 1' });
		down.focus();
		fireEvent.click(down);
		const topics = screen.getAllByLabelText<HTMLInputElement>('Título del tema');
		expect(topics.map((input) => input.value)).toEqual(['Segundo', 'Primero', 'Tercero']);
		await waitFor(() => {
			expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bajar el tema 2' }));
		});
		expect(screen.getByText('Movido a la posición 2 de 3')).toBeTruthy();

		// At the bottom, the down button is off: the focus stays on the topic's up button.
		fireEvent.click(screen.getByRole('button', { name: 'Bajar el tema 2' }));
		await waitFor(() => {
			expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subir el tema 3' }));
		});
		expect(screen.getByRole('button', { name: 'Bajar el tema 3' })).toHaveProperty(
			'disabled',
			true,
		);
		expect(screen.getByText('Movido a la posición 3 de 3')).toBeTruthy();
	});

	it('asks before removing a topic with items, then puts the focus on the next one', async () => {
		await openEditor();
		vi.mocked(askConfirmation).mockResolvedValueOnce(false);
		fireEvent.click(screen.getByRole('button', { name: 'Eliminar el tema 2' }));
		await waitFor(() => {
			expect(askConfirmation).toHaveBeenCalledWith(
				expect.objectContaining({ title: '¿Eliminar el tema 2?' }),
			);
		});
		expect(screen.getAllByLabelText('Título del tema')).toHaveLength(3);

		vi.mocked(askConfirmation).mockResolvedValueOnce(true);
		fireEvent.click(screen.getByRole('button', { name: 'Eliminar el tema 2' }));
		await waitFor(() => {
			expect(screen.getAllByLabelText('Título del tema')).toHaveLength(2);
		});
		await waitFor(() => {
			expect(document.activeElement).toBe(
				screen.getByRole('button', { name: 'Eliminar el tema 2' }),
			);
		});
		expect(screen.getByText('Se ha eliminado el tema 2')).toBeTruthy();

		// An empty topic goes without asking; the last one leaves the focus on "Añadir tema".
		fireEvent.click(screen.getByRole('button', { name: 'Eliminar el tema 2' }));
		fireEvent.click(screen.getByRole('button', { name: 'Eliminar el tema 1' }));
		await waitFor(() => {
			expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Añadir tema' }));
		});
		expect(askConfirmation).toHaveBeenCalledTimes(2);
	});

	it('keeps a published course’s path, explaining its 301, and offers nothing to publish', async () => {
		vi.mocked(getStudioCourse).mockResolvedValueOnce({
			ok: true,
			data: detail({
				status: 'published',
				revision: 0,
				hasDraft: false,
				livePath: 'acne-en-el-mostrador',
				problems: [],
			}),
		});
		const title = await openEditor();
		expect(screen.getByText(/Se mantiene estable una vez publicado/).textContent).toContain(
			'/cursos/acne-en-el-mostrador/',
		);
		expect(screen.getByRole('button', { name: 'Publicar' })).toHaveProperty('disabled', true);
		expect(screen.getByText('No hay cambios sin publicar.')).toBeTruthy();
		expect(screen.getByRole('button', { name: 'Archivar' })).toBeTruthy();

		fireEvent.change(title, { target: { value: 'Acné: consejo' } });
		expect(screen.getByLabelText<HTMLInputElement>('Dirección (slug)').value).toBe(
			'acne-en-el-mostrador',
		);
		expect(screen.queryByRole('button', { name: /a partir del título/ })).toBeNull();
		expect(screen.getByRole('button', { name: 'Publicar' })).toHaveProperty('disabled', false);
	});

	it('moves an item to another topic and follows it there', async () => {
		await openEditor();
		const select = screen.getByLabelText('Mover el contenido 1 del tema 2 a otro tema');
		fireEvent.change(select, { target: { value: '2' } });
		fireEvent.click(screen.getByRole('button', { name: 'Mover' }));
		await waitFor(() => {
			expect(document.activeElement?.id).toBe('course-program-2-items-0-name');
		});
		expect(screen.getByText('Movido al tema 3, posición 1 de 1')).toBeTruthy();
	});

	it('marks the right option with a radio, and keeps the right one from being removed', async () => {
		await openEditor();
		const quiz = screen.getByRole('group', { name: 'Pregunta 1' });
		fireEvent.click(within(quiz).getByRole('button', { name: 'Añadir opción' }));
		await waitFor(() => {
			expect(document.activeElement).toBe(within(quiz).getByLabelText('Opción 3'));
		});
		const right = within(quiz).getByRole('radio', { name: 'La opción 1 es la correcta' });
		expect(right).toHaveProperty('checked', true);
		expect(within(quiz).getByRole('button', { name: 'Eliminar la opción 1' })).toHaveProperty(
			'disabled',
			true,
		);
		fireEvent.click(within(quiz).getByRole('radio', { name: 'La opción 2 es la correcta' }));
		expect(within(quiz).getByRole('button', { name: 'Eliminar la opción 1' })).toHaveProperty(
			'disabled',
			false,
		);
	});

	it('keeps publishing off while something is pending, and asks before publishing', async () => {
		await openEditor();
		const publish = screen.getByRole('button', { name: 'Publicar' });
		expect(publish).toHaveProperty('disabled', true);
		expect(screen.getByText('Indica al menos una fuente.')).toBeTruthy();

		fireEvent.click(saveButton());
		await screen.findByText('Nada pendiente: se puede publicar.');
		vi.mocked(askConfirmation).mockResolvedValueOnce(false);
		fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
		await waitFor(() => {
			expect(askConfirmation).toHaveBeenCalledWith(
				expect.objectContaining({ title: '¿Publicar «Acné en el mostrador»?' }),
			);
		});
		expect(publishStudioCourse).not.toHaveBeenCalled();

		vi.mocked(askConfirmation).mockResolvedValueOnce(true);
		vi.mocked(publishStudioCourse).mockResolvedValueOnce({
			ok: true,
			data: {
				status: 'published',
				path: 'acne-en-el-mostrador',
				publishedAt: '2026-11-26T10:00:00.000Z',
				publicationId: 1,
			},
		});
		vi.mocked(getStudioCourse).mockResolvedValueOnce({
			ok: true,
			data: detail({
				status: 'published',
				revision: 0,
				hasDraft: false,
				livePath: 'acne-en-el-mostrador',
				problems: [],
			}),
		});
		fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
		await screen.findByText('Curso publicado. Las páginas públicas se están actualizando.');
		expect(publishStudioCourse).toHaveBeenCalledWith({ cid: CID, revision: 4 });
		expect(screen.getByText('Publicado', { selector: '.studio__status' })).toBeTruthy();
		// Published now: the path is kept, with its 301 explained.
		expect(screen.getByText(/Se mantiene estable una vez publicado/)).toBeTruthy();
		// Where to follow the public pages' rebuild.
		expect(
			screen
				.getByRole('link', { name: 'Ver cómo se actualizan las páginas públicas' })
				.getAttribute('href'),
		).toBe('/estudio/publicaciones/');
	});

	it('warns before leaving with unsaved changes only', async () => {
		const title = await openEditor();
		const leave = () => {
			const event = new Event('beforeunload', { cancelable: true });
			window.dispatchEvent(event);
			return event.defaultPrevented;
		};
		expect(leave()).toBe(false);
		fireEvent.change(title, { target: { value: 'Otro' } });
		expect(leave()).toBe(true);
		fireEvent.click(saveButton());
		await screen.findByText(/^Guardado a las/);
		expect(leave()).toBe(false);
	});

	it('says the course is not there for a 404', async () => {
		vi.mocked(getStudioCourse).mockResolvedValueOnce({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'No encontrado',
		});
		render(<CourseEditor />);
		expect(await screen.findByRole('heading', { name: 'Curso no disponible' })).toBeTruthy();
	});
});
