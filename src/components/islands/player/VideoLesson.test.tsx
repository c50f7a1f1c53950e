// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerItem } from '../../../lib/contracts/progress';
import { startPlayingHref } from '../../../lib/own-training';
import { VideoLesson } from './VideoLesson';

// Nothing is played here, so nothing is sent; an answer is there for the unmount's flush.
vi.mock('../../../lib/api/progress', () => ({
	saveProgress: vi.fn(() => Promise.resolve({ ok: false })),
}));

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
