// @vitest-environment happy-dom
/**
 * A video's media in the course editor (issue #19): the master goes up by tus with its progress,
 * pause and the item taking the asset when it is in; the transcode is followed until the video
 * is ready and the item takes its real length; captions refused by the server say why on their
 * field, and stored captions are what the item points at when the draft is saved. A PDF item's
 * sheet goes up in one request, held to 20 MB before it is sent.
 *
 * The editor's own calls are mocked as in CourseEditor.test.tsx; the media calls go through the
 * real API client to a fake `fetch`; tus-js-client is a fake Upload driven by the test (the real
 * protocol runs in tests/e2e/studio-media.spec.ts).
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStudioCourse, saveCourseDraft } from '../../../../../lib/api/studio';
import type { CourseDocument, CourseItem } from '../../../../../lib/contracts/course-document';
import type { MediaAssetView } from '../../../../../lib/contracts/media';
import type { StudioCourseDetail } from '../../../../../lib/contracts/studio';
import { loadSubscriptions, sessionReady } from '../../../../../stores/session';
import CourseEditor from '../CourseEditor';

vi.mock('../../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../../stores/overlays-confirm', () => ({ askConfirmation: vi.fn() }));
vi.mock('../../../../../lib/api/studio', () => ({
	getStudioCourse: vi.fn(),
	saveCourseDraft: vi.fn(),
	submitCourseForReview: vi.fn(),
	discardCourseDraft: vi.fn(),
	publishStudioCourse: vi.fn(),
	archiveStudioCourse: vi.fn(),
	restoreStudioCourse: vi.fn(),
}));

/** The uploads tus-js-client was asked for: their options, and what the editor did to them. */
const uploads = vi.hoisted(() => {
	interface FakeOptions {
		endpoint: string;
		metadata: Record<string, string>;
		onProgress: (sent: number, total: number) => void;
		onSuccess: () => void;
		onError: (error: Error) => void;
		onBeforeRequest: (request: {
			getMethod: () => string;
			setHeader: (name: string, value: string) => void;
		}) => void;
	}
	class FakeUpload {
		url: string | null = null;
		started = 0;
		aborted: boolean[] = [];
		constructor(
			readonly file: File,
			readonly options: FakeOptions,
		) {
			made.push(this);
		}
		findPreviousUploads() {
			return Promise.resolve([]);
		}
		resumeFromPreviousUpload() {}
		start() {
			this.started += 1;
		}
		abort(terminate: boolean) {
			this.aborted.push(terminate);
			return Promise.resolve();
		}
	}
	const made: FakeUpload[] = [];
	return { FakeUpload, made };
});
vi.mock('tus-js-client', () => ({ Upload: uploads.FakeUpload }));

const CID = 41;
const ASSET = '0b8f3c7e-5a3d-4d6b-9f1e-2c4a6e8b0d1f';
const POSTER = `/api/storage/media/${ASSET}/poster.jpg?exp=1&sig=x`;

function asset(overrides: Partial<MediaAssetView> = {}): MediaAssetView {
	return {
		id: ASSET,
		kind: 'video',
		status: 'processing',
		originalName: 'mostrador.mp4',
		bytes: 1000,
		durationSeconds: null,
		renditions: [],
		posterUrl: null,
		hasCaptions: false,
		error: null,
		createdAt: '2026-11-26T10:00:00.000Z',
		updatedAt: '2026-11-26T10:00:00.000Z',
		...overrides,
	};
}

function courseWith(item: CourseItem): StudioCourseDetail {
	const document: CourseDocument = {
		id: CID,
		path: 'acne-en-el-mostrador',
		name: 'Acné en el mostrador',
		category: 'dermofarmacia',
		audience: 'both',
		description: 'Consejo ante el acné.',
		goals: ['Reconocer el acné leve'],
		createdBy: 'ana-lopez',
		impartedBy: 'ana-lopez',
		demoExcluded: false,
		related: [],
		sources: [],
		reviewedOn: null,
		createdOn: '2026-11-20',
		updatedOn: '2026-11-20',
		program: [
			{ title: 'Primero', items: [item] },
			{ title: 'Segundo', items: [] },
		],
	};
	return {
		cid: CID,
		status: 'draft',
		document,
		revision: 3,
		hasDraft: true,
		inReview: false,
		livePath: null,
		publishedAt: null,
		previousPaths: [],
		problems: [],
		reviewDue: false,
		categories: [{ slug: 'dermofarmacia', name: 'Dermofarmacia' }],
		experts: [{ slug: 'ana-lopez', name: 'Ana López' }],
	};
}

const DEMO_VIDEO: CourseItem = {
	type: 'video',
	name: 'Acné leve',
	durationSeconds: 60,
	mediaUrl: 'lessons/lesson-1.webm',
	captionsUrl: 'lessons/lesson-1.vtt',
};
const UPLOADED_VIDEO: CourseItem = {
	type: 'video',
	name: 'Acné leve',
	durationSeconds: 60,
	mediaAssetId: ASSET,
};

type Answer = { status?: number; body: unknown };
type Handler = (body: Record<string, unknown>) => Answer | Promise<Answer>;

/** The media API as the fake `fetch` answers it, by operation; each call is kept. */
let media: Record<string, Handler>;
let calls: { operation: string; body: Record<string, unknown>; headers: Headers }[];

function ok(operation: string, data: unknown): Answer {
	return { body: { ok: true, data: { [operation]: data } } };
}

beforeEach(() => {
	window.history.replaceState(null, '', `/estudio/curso/?cid=${String(CID)}`);
	sessionStorage.clear();
	uploads.made.length = 0;
	calls = [];
	media = {
		getMediaAsset: () => ok('getMediaAsset', asset()),
	};
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(saveCourseDraft).mockImplementation(({ revision }) =>
		Promise.resolve({ ok: true, data: { revision: revision + 1, problems: [] } }),
	);
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = new Request(input, init);
			const operation = new URL(request.url).pathname.split('/').pop() ?? '';
			// A sheet goes as a multipart form, everything else as JSON.
			const body = request.headers.get('content-type')?.startsWith('multipart/form-data')
				? Object.fromEntries((await request.formData()).entries())
				: ((await request.json()) as Record<string, unknown>);
			calls.push({ operation, body, headers: request.headers });
			const handler = media[operation];
			if (!handler) throw new Error(`no fake answer for ${operation}`);
			const answer = await handler(body);
			return Response.json(answer.body, { status: answer.status ?? 200 });
		}),
	);
});
afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.clearAllMocks();
	vi.unstubAllGlobals();
	window.history.replaceState(null, '', '/');
});

async function openEditor(item: CourseItem) {
	vi.mocked(getStudioCourse).mockResolvedValue({ ok: true, data: courseWith(item) });
	render(<CourseEditor />);
	await screen.findByLabelText('Título');
	return screen.getByRole('group', { name: /^Contenido 1/ });
}

function choose(input: HTMLElement, file: File) {
	fireEvent.change(input, { target: { files: [file] } });
}

async function saveDraft() {
	fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
	await screen.findByText(/^Guardado a las/);
	const [input] = vi.mocked(saveCourseDraft).mock.lastCall ?? [];
	return input?.document.program[0]?.items[0];
}

const live = (text: string) =>
	screen.getAllByRole('status').some((region) => region.textContent.includes(text));

describe('the media of a video item', () => {
	it('uploads a master with its progress, pause and cancel, and the item takes the asset', async () => {
		const item = await openEditor(DEMO_VIDEO);
		expect(within(item).getByText('lessons/lesson-1.webm')).toBeTruthy();
		const video = new File([new Uint8Array(1000)], 'mostrador.mp4', { type: 'video/mp4' });
		choose(within(item).getByLabelText('Sustituir el vídeo'), video);
		await waitFor(() => {
			expect(uploads.made).toHaveLength(1);
		});
		const upload = uploads.made[0]!;
		expect(upload.started).toBe(1);
		expect(upload.file).toBe(video);
		expect(upload.options.endpoint).toBe('/api/studio/media/uploads');
		expect(upload.options.metadata).toEqual({ filename: 'mostrador.mp4' });
		// Each tus request carries the API client's headers.
		const headers = new Map<string, string>();
		upload.options.onBeforeRequest({
			getMethod: () => 'PATCH',
			setHeader: (name, value) => headers.set(name, value),
		});
		expect(headers.get('pcek')).toBeTruthy();
		expect(headers.has('x-user-agent')).toBe(true);

		act(() => {
			upload.options.onProgress(420, 1000);
		});
		const bar = within(item).getByRole('progressbar', { name: /Subiendo «mostrador\.mp4»/ });
		expect(bar.getAttribute('value')).toBe('42');
		expect(within(item).getByText('42 %', { selector: 'span' })).toBeTruthy();
		expect(live('Subiendo el vídeo: 40 %')).toBe(true);
		// Nothing moves under a running upload.
		expect(screen.getByRole('button', { name: 'Bajar el tema 1' })).toHaveProperty(
			'disabled',
			true,
		);

		fireEvent.click(within(item).getByRole('button', { name: 'Pausar' }));
		expect(upload.aborted).toEqual([false]);
		expect(live('Subida en pausa al 42 %')).toBe(true);
		fireEvent.click(within(item).getByRole('button', { name: 'Reanudar' }));
		expect(upload.started).toBe(2);

		act(() => {
			upload.options.onProgress(1000, 1000);
			upload.url = `/api/studio/media/uploads/${ASSET}`;
			upload.options.onSuccess();
		});
		expect(live('Vídeo subido. Ahora se está procesando.')).toBe(true);
		await within(item).findByText('Procesando…');
		expect(within(item).queryByRole('progressbar')).toBeNull();
		expect(within(item).queryByText('lessons/lesson-1.webm')).toBeNull();
		expect(screen.getByRole('button', { name: 'Bajar el tema 1' })).toHaveProperty(
			'disabled',
			false,
		);
		expect(calls.find((call) => call.operation === 'getMediaAsset')?.body).toEqual({
			id: ASSET,
		});

		// The upload replaced the demo file and its captions.
		expect(await saveDraft()).toEqual({
			type: 'video',
			name: 'Acné leve',
			durationSeconds: 60,
			mediaAssetId: ASSET,
		});

		// A second upload, cancelled: the server is told to drop it, and the item keeps its asset.
		choose(within(item).getByLabelText('Sustituir el vídeo'), video);
		await waitFor(() => {
			expect(uploads.made).toHaveLength(2);
		});
		fireEvent.click(within(item).getByRole('button', { name: 'Cancelar' }));
		expect(uploads.made[1]!.aborted).toEqual([true]);
		expect(live('Subida cancelada.')).toBe(true);
		expect(within(item).queryByRole('progressbar')).toBeNull();
	});

	it('says why the server refused the file, on the field', async () => {
		const item = await openEditor({ type: 'video', name: 'Acné', durationSeconds: 60 });
		choose(
			within(item).getByLabelText('Subir el vídeo'),
			new File(['png'], 'foto.mp4', { type: 'video/mp4' }),
		);
		await waitFor(() => {
			expect(uploads.made).toHaveLength(1);
		});
		const message = 'El archivo no es un vídeo.';
		act(() => {
			uploads.made[0]!.options.onError(
				Object.assign(new Error('refused'), {
					originalResponse: { getBody: () => JSON.stringify({ ok: false, msg: message }) },
				}),
			);
		});
		const input = within(item).getByLabelText('Subir el vídeo');
		expect(input.getAttribute('aria-invalid')).toBe('true');
		expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-error`);
		expect(document.getElementById(`${input.id}-error`)?.textContent).toBe(message);
		expect(live(message)).toBe(true);
	});

	it('follows the transcode every 3 s until ready, and the item takes the real length', async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		let polls = 0;
		media.getMediaAsset = () => {
			polls += 1;
			return ok(
				'getMediaAsset',
				polls < 3
					? asset()
					: asset({
							status: 'ready',
							durationSeconds: 3.04,
							posterUrl: POSTER,
							renditions: ['360p'],
						}),
			);
		};
		const item = await openEditor(UPLOADED_VIDEO);
		await within(item).findByText('Procesando…');
		expect(polls).toBe(1);
		await act(() => vi.advanceTimersByTimeAsync(3000));
		expect(polls).toBe(2);
		expect(within(item).getByText('Procesando…')).toBeTruthy();
		await act(() => vi.advanceTimersByTimeAsync(3000));
		await within(item).findByText('Lista');
		expect(within(item).getByText('Duración: 0:03')).toBeTruthy();
		expect(item.querySelector('img')?.getAttribute('src')).toBe(POSTER);
		expect(within(item).getByLabelText<HTMLInputElement>('Duración en segundos').value).toBe('3');
		expect(screen.getByText('Hay cambios sin guardar')).toBeTruthy();
		// Ready: no more asking.
		await act(() => vi.advanceTimersByTimeAsync(10_000));
		expect(polls).toBe(3);
		expect(await saveDraft()).toMatchObject({ mediaAssetId: ASSET, durationSeconds: 3 });
	});

	it('stops asking when the editor goes, and shows a failed transcode with what to do', async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const item = await openEditor(UPLOADED_VIDEO);
		await within(item).findByText('Procesando…');
		cleanup();
		const asked = calls.length;
		await act(() => vi.advanceTimersByTimeAsync(9000));
		expect(calls.length).toBe(asked);

		media.getMediaAsset = () =>
			ok('getMediaAsset', asset({ status: 'failed', error: 'moov atom not found' }));
		const again = await openEditor(UPLOADED_VIDEO);
		await within(again).findByText('Error');
		expect(within(again).getByText(/Vuelve a subirlo/)).toBeTruthy();
		expect(within(again).getByText('moov atom not found')).toBeTruthy();
	});

	it('shows the server’s refusal of a captions file on its field and says it', async () => {
		media.getMediaAsset = () =>
			ok('getMediaAsset', asset({ status: 'ready', durationSeconds: 60 }));
		const refusal = 'Los subtítulos no son WebVTT válido: línea 3, el final va antes del inicio.';
		media.uploadCaptions = () => ({
			status: 422,
			body: { ok: false, result: 'vtt_inv', msg: refusal },
		});
		const item = await openEditor(UPLOADED_VIDEO);
		const input = within(item).getByLabelText('Subir subtítulos (.vtt o .srt)');

		choose(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
		expect(
			await within(item).findByText('Elige un archivo de subtítulos .vtt o .srt.'),
		).toBeTruthy();
		expect(calls.some((call) => call.operation === 'uploadCaptions')).toBe(false);

		const srt = '1\n00:00:02,000 --> 00:00:01,000\nAl revés\n';
		choose(input, new File([srt], 'escena.SRT'));
		await within(item).findByText(refusal);
		expect(calls.find((call) => call.operation === 'uploadCaptions')?.body).toEqual({
			id: ASSET,
			format: 'srt',
			text: srt,
		});
		expect(input.getAttribute('aria-invalid')).toBe('true');
		expect(document.getElementById(`${input.id}-error`)?.textContent).toBe(refusal);
		expect(live(refusal)).toBe(true);
		// Nothing stored: the item still has no captions.
		expect(await saveDraft()).not.toHaveProperty('captionsAssetId');
	});

	it('saves the captions edited in the studio, and the item points at them', async () => {
		media.getMediaAsset = () =>
			ok('getMediaAsset', asset({ status: 'ready', durationSeconds: 60 }));
		const loaded = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHola\n';
		const edited = 'WEBVTT\n\n00:00.000 --> 00:01.500\nBuenos días\n';
		media.getCaptions = () => ok('getCaptions', { id: ASSET, text: loaded });
		media.saveCaptions = (body) => ok('saveCaptions', { id: ASSET, text: body.text });
		const item = await openEditor(UPLOADED_VIDEO);
		expect(within(item).getByText('Sin subtítulos todavía.')).toBeTruthy();

		const open = within(item).getByRole('button', { name: 'Editar subtítulos' });
		fireEvent.click(open);
		expect(open.getAttribute('aria-expanded')).toBe('true');
		const text = await within(item).findByLabelText<HTMLTextAreaElement>('Subtítulos (WebVTT)');
		expect(text.value).toBe(loaded);
		fireEvent.change(text, { target: { value: edited } });
		fireEvent.click(within(item).getByRole('button', { name: 'Guardar subtítulos' }));
		await within(item).findByText('Con subtítulos.');
		expect(calls.find((call) => call.operation === 'saveCaptions')?.body).toEqual({
			id: ASSET,
			text: edited,
		});
		expect(live('Subtítulos guardados.')).toBe(true);
		expect(await saveDraft()).toEqual({ ...UPLOADED_VIDEO, captionsAssetId: ASSET });
	});

	it('points the item at captions its video already has, stored before the page was left', async () => {
		media.getMediaAsset = () =>
			ok('getMediaAsset', asset({ status: 'ready', durationSeconds: 60, hasCaptions: true }));
		const item = await openEditor(UPLOADED_VIDEO);
		await within(item).findByText('Con subtítulos.');
		expect(await saveDraft()).toEqual({ ...UPLOADED_VIDEO, captionsAssetId: ASSET });
	});
});

const SHEET = '5d7e3a1c-9b2f-4c6d-8e0a-1f3b5d7e9a2c';
const DEMO_SHEET: CourseItem = { type: 'pdf', name: 'Ficha del acné', fileUrl: 'fichas/acne.pdf' };

function sheet(): MediaAssetView {
	return asset({
		id: SHEET,
		kind: 'pdf',
		status: 'ready',
		originalName: 'ficha-acne.pdf',
		bytes: 300 * 1024,
	});
}

describe('the sheet of a PDF item', () => {
	it('uploads a PDF in one request, holds the program meanwhile, and the item takes it', async () => {
		let answer: (value: Answer) => void = () => undefined;
		media.uploadSheet = () =>
			new Promise<Answer>((resolve) => {
				answer = resolve;
			});
		media.getMediaAsset = () => ok('getMediaAsset', sheet());
		const item = await openEditor(DEMO_SHEET);
		expect(within(item).getByText('fichas/acne.pdf')).toBeTruthy();
		const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'ficha-acne.pdf', { type: 'application/pdf' });
		choose(within(item).getByLabelText('Cambiar el PDF'), pdf);
		await waitFor(() => {
			expect(calls.some((call) => call.operation === 'uploadSheet')).toBe(true);
		});
		const sent = calls.find((call) => call.operation === 'uploadSheet')?.body.file;
		expect(sent).toBeInstanceOf(File);
		expect((sent as File).name).toBe('ficha-acne.pdf');
		expect(live('Subiendo «ficha-acne.pdf»…')).toBe(true);
		expect(within(item).getByLabelText('Cambiar el PDF')).toHaveProperty('disabled', true);
		expect(screen.getByRole('button', { name: 'Bajar el tema 1' })).toHaveProperty(
			'disabled',
			true,
		);

		await act(async () => {
			answer(ok('uploadSheet', sheet()));
			await Promise.resolve();
		});
		expect(await within(item).findByText('ficha-acne.pdf')).toBeTruthy();
		expect(within(item).getByText('PDF subido')).toBeTruthy();
		expect(within(item).getByText('300 KB')).toBeTruthy();
		expect(within(item).queryByText('fichas/acne.pdf')).toBeNull();
		expect(live('PDF «ficha-acne.pdf» subido.')).toBe(true);
		expect(screen.getByRole('button', { name: 'Bajar el tema 1' })).toHaveProperty(
			'disabled',
			false,
		);
		// The upload replaced the site's own file.
		expect(await saveDraft()).toEqual({
			type: 'pdf',
			name: 'Ficha del acné',
			fileAssetId: SHEET,
		});
	});

	it('refuses a file over 20 MB before sending it, and shows the server’s refusal on the field', async () => {
		const refusal = 'Este tipo de archivo no se admite: sube un PDF de hasta 20 MB.';
		media.uploadSheet = () => ({
			status: 415,
			body: { ok: false, result: 'file_type', msg: refusal },
		});
		const item = await openEditor({ type: 'pdf', name: 'Ficha del acné' });
		expect(within(item).getByText('Sin archivo todavía')).toBeTruthy();
		const input = within(item).getByLabelText('Subir el PDF');

		choose(input, new File([new Uint8Array(25 * 1024 * 1024)], 'escaneo.pdf'));
		await waitFor(() => {
			expect(document.getElementById(`${input.id}-error`)?.textContent).toBe(
				'«escaneo.pdf» pesa 25 MB: el máximo es 20 MB.',
			);
		});
		expect(calls.some((call) => call.operation === 'uploadSheet')).toBe(false);

		choose(input, new File(['<html>'], 'ficha.pdf', { type: 'application/pdf' }));
		await waitFor(() => {
			expect(live(refusal)).toBe(true);
		});
		expect(input.getAttribute('aria-invalid')).toBe('true');
		expect(document.getElementById(`${input.id}-error`)?.textContent).toBe(refusal);
		expect(live(refusal)).toBe(true);
		expect(await saveDraft()).toEqual({ type: 'pdf', name: 'Ficha del acné' });
	});
});
