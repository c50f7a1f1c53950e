// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveProgress } from '../../../lib/api/progress';
import type { PlayerItem } from '../../../lib/contracts/progress';
import { startPlayingHref } from '../../../lib/own-training';
import { VideoLesson } from './VideoLesson';

// Nothing is played here, so nothing is sent; an answer is there for the unmount's flush.
vi.mock('../../../lib/api/progress', () => ({
	saveProgress: vi.fn(() => Promise.resolve({ ok: false })),
}));

/** hls.js as the player uses it: what it was given, and its events fired by the test. */
const fakeHls = vi.hoisted(() => {
	const instances: FakeHls[] = [];
	/** Who did what when an item goes: the last heartbeat must read the video before hls.js. */
	const order: string[] = [];
	class FakeHls {
		static Events = { ERROR: 'hlsError', MEDIA_ATTACHED: 'hlsMediaAttached' };
		static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
		readonly handlers = new Map<string, (event: string, data: unknown) => void>();
		media: HTMLMediaElement | null = null;
		source: string | null = null;
		destroyed = false;
		recoveries = 0;
		constructor(readonly config: Record<string, unknown>) {
			instances.push(this);
		}
		on(event: string, handler: (event: string, data: unknown) => void) {
			this.handlers.set(event, handler);
		}
		once(event: string, handler: (event: string, data: unknown) => void) {
			this.handlers.set(event, handler);
		}
		/** The speed the video falls back to when hls.js gives it a source. */
		defaultRateAtAttach: number | null = null;
		attachMedia(media: HTMLMediaElement) {
			this.media = media;
			this.defaultRateAtAttach = media.defaultPlaybackRate;
		}
		loadSource(source: string) {
			this.source = source;
		}
		recoverMediaError() {
			this.recoveries++;
		}
		destroy() {
			order.push('hls.js destroyed');
			this.destroyed = true;
		}
		emit(event: string, data: unknown) {
			this.handlers.get(event)?.(event, data);
		}
	}
	return { FakeHls, instances, order };
});
vi.mock('hls.js/light', () => ({ default: fakeHls.FakeHls }));

const ITEM: PlayerItem = {
	iid: 7,
	pos: 0,
	pct: 0,
	done: false,
	name: 'Qué es la dermatitis del pañal',
	type: 'video',
	dur: 180,
	media: '/media/leccion.mp4',
	captions: null,
	poster: null,
};

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
beforeEach(() => {
	play = vi.fn(() => Promise.resolve());
	vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
});
afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

const video = () => screen.getByLabelText(/Qué es la dermatitis del pañal/);

describe('VideoLesson', () => {
	it('starts playing once it can when the link asked for it', () => {
		render(<VideoLesson item={ITEM} onProgress={() => undefined} autoPlay />);
		expect(play).not.toHaveBeenCalled();
		fireEvent(video(), new Event('loadedmetadata'));
		expect(play).toHaveBeenCalledOnce();
	});

	it('waits for the person otherwise', () => {
		render(<VideoLesson item={ITEM} onProgress={() => undefined} />);
		fireEvent(video(), new Event('loadedmetadata'));
		expect(play).not.toHaveBeenCalled();
	});

	it('leaves the controls to the person when the browser refuses to play', async () => {
		play.mockImplementation(() => Promise.reject(new DOMException('gesture', 'NotAllowedError')));
		render(<VideoLesson item={ITEM} onProgress={() => undefined} autoPlay />);
		fireEvent(video(), new Event('loadedmetadata'));
		// A rejection left unhandled would fail the run; the video stays, paused, with its controls.
		await Promise.resolve();
		expect(play).toHaveBeenCalledOnce();
		expect(video().hasAttribute('controls')).toBe(true);
	});
});

describe('startPlayingHref', () => {
	it('asks the player to start, whichever player it is', () => {
		expect(startPlayingHref({ cid: 12, path: 'fiebre-en-el-nino' })).toBe(
			'/aula/curso/fiebre-en-el-nino?empezar=1',
		);
		expect(startPlayingHref({ cid: 10450, path: 'formacion-propia-3f2a' })).toBe(
			'/aula/formacion?id=10450&empezar=1',
		);
	});
});

const HLS_ITEM: PlayerItem = {
	...ITEM,
	media: 'https://media.liceocampus.es/lessons/hls/3/180.m3u8',
	captions: 'https://media.liceocampus.es/lessons/hls/3/captions.es.vtt',
	poster: 'https://media.liceocampus.es/lessons/hls/3/poster.jpg',
};

describe('VideoLesson with an HLS lesson, in a browser that needs hls.js', () => {
	beforeEach(() => {
		fakeHls.instances.length = 0;
		fakeHls.order.length = 0;
		// Chrome: Media Source Extensions with H.264; happy-dom's video answers '' to HLS.
		vi.stubGlobal('MediaSource', { isTypeSupported: () => true });
	});
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	const hls = () => {
		const [instance] = fakeHls.instances;
		if (!instance) throw new Error('hls.js was not started');
		return instance;
	};

	it('loads hls.js only at the first interaction, then gives it the video and the playlist', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} />);
		// The playlist is not the video's own source: hls.js gives it one.
		expect(video().getAttribute('src')).toBeNull();
		await Promise.resolve();
		expect(fakeHls.instances).toHaveLength(0);

		fireEvent.pointerDown(document.body);
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		expect(hls().media).toBe(video());
		expect(hls().source).toBe(HLS_ITEM.media);
		expect(hls().config).toMatchObject({ enableWorker: false });
		// Captions stay the page's own track, as for any other video; the poster shows until it plays.
		expect(video().querySelector('track')?.getAttribute('src')).toBe(HLS_ITEM.captions);
		expect(video().getAttribute('poster')).toBe(HLS_ITEM.poster);
	});

	it('loads it at once when the link asked to start playing', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} autoPlay />);
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
	});

	it('loads it at once for a lesson the person chose on the page, without playing it', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} chosen />);
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		hls().emit('hlsMediaAttached', {});
		fireEvent(video(), new Event('loadedmetadata'));
		expect(play).not.toHaveBeenCalled();
	});

	it('plays once attached when play was pressed before hls.js was there', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} />);
		// The native controls' play button: the video says `play` and waits for a source.
		fireEvent(video(), new Event('play'));
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		expect(play).not.toHaveBeenCalled();
		hls().emit('hlsMediaAttached', {});
		expect(play).toHaveBeenCalledOnce();
	});

	it('plays after a press on the video, which without a source only focuses it', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} />);
		fireEvent.focus(video());
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		hls().emit('hlsMediaAttached', {});
		expect(play).toHaveBeenCalledOnce();
	});

	it('only loads hls.js when the video is reached with Tab', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} />);
		const element = video();
		// Reached by keyboard: only this element, once queried (Testing Library uses `matches` too).
		vi.spyOn(element, 'matches').mockImplementation((selector) => selector === ':focus-visible');
		fireEvent.focus(element);
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		hls().emit('hlsMediaAttached', {});
		expect(play).not.toHaveBeenCalled();
	});

	it('makes a script’s play() wait for hls.js instead of failing when it attaches', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} />);
		let played = false;
		const playing = (video() as HTMLVideoElement).play().then(() => {
			played = true;
		});
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		await Promise.resolve();
		expect(played).toBe(false);
		hls().emit('hlsMediaAttached', {});
		await playing;
		expect(play).toHaveBeenCalledOnce();
		// Attached, the video's own play() is back.
		expect(Object.hasOwn(video(), 'play')).toBe(false);
	});

	it('keeps the speed chosen before hls.js was there, and shows it in the speed menu', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} />);
		const element = video() as HTMLVideoElement;
		element.playbackRate = 16;
		fireEvent(element, new Event('ratechange'));
		expect(screen.getByLabelText<HTMLSelectElement>('Velocidad').value).toBe('16');

		fireEvent(element, new Event('pointerenter'));
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		expect(hls().defaultRateAtAttach).toBe(16);
		hls().emit('hlsMediaAttached', {});
		expect(element.defaultPlaybackRate).toBe(1);
	});

	it('says where the lesson resumes before hls.js is there, and starts it there', async () => {
		render(<VideoLesson item={{ ...HLS_ITEM, pos: 60 }} onProgress={() => undefined} />);
		expect(screen.getByRole('status').textContent).toBe('Retomamos donde lo dejaste: 1:00.');
		fireEvent.keyDown(document.body, { key: 'Tab' });
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		expect(hls().config).toMatchObject({ startPosition: 60 });
	});

	it('sends the last heartbeat before hls.js lets the video go, when the item goes', async () => {
		vi.mocked(saveProgress).mockImplementation(() => {
			fakeHls.order.push('heartbeat sent');
			return Promise.resolve({ ok: false } as Awaited<ReturnType<typeof saveProgress>>);
		});
		const { unmount } = render(
			<VideoLesson item={HLS_ITEM} onProgress={() => undefined} autoPlay />,
		);
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		unmount();
		expect(fakeHls.order).toEqual(['heartbeat sent', 'hls.js destroyed']);
	});

	it('tries one recovery from a media error, then says the video is not available', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} autoPlay />);
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		hls().emit('hlsError', { fatal: false, type: 'networkError' });
		hls().emit('hlsError', { fatal: true, type: 'mediaError' });
		expect(hls().recoveries).toBe(1);
		expect(screen.queryByRole('alert')).toBeNull();

		hls().emit('hlsError', { fatal: true, type: 'mediaError' });
		expect(hls().destroyed).toBe(true);
		expect((await screen.findByRole('alert')).textContent).toBe(
			'Este vídeo no está disponible ahora mismo. Inténtalo de nuevo más tarde.',
		);
		expect(screen.queryByLabelText('Velocidad')).toBeNull();
	});

	it('says the video is not available when the playlist cannot be fetched', async () => {
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} autoPlay />);
		await waitFor(() => {
			expect(fakeHls.instances).toHaveLength(1);
		});
		hls().emit('hlsError', { fatal: true, type: 'networkError' });
		expect((await screen.findByRole('alert')).textContent).toContain('no está disponible');
	});

	it('leaves a webm or mp4 to the video element, without hls.js', async () => {
		render(<VideoLesson item={ITEM} onProgress={() => undefined} autoPlay />);
		expect(video().getAttribute('src')).toBe('/media/leccion.mp4');
		fireEvent.pointerDown(document.body);
		await Promise.resolve();
		expect(fakeHls.instances).toHaveLength(0);
	});
});

describe('VideoLesson with an HLS lesson, in a browser that can play it neither way', () => {
	it('says the video is not available instead of a video that cannot play', () => {
		vi.stubGlobal('MediaSource', undefined);
		render(<VideoLesson item={HLS_ITEM} onProgress={() => undefined} />);
		expect(screen.getByRole('alert').textContent).toContain('no está disponible');
		vi.unstubAllGlobals();
	});
});
