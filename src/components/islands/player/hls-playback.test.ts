import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	choosePlayback,
	isHlsUrl,
	readPlaybackSupport,
	type PlaybackSupport,
} from './hls-playback';

const HLS = 'https://media.liceocampus.es/lessons/hls/3/240.m3u8';

/** What each browser answers (Chrome 156 and Debian's Chromium 156 measured; the rest documented). */
const BROWSERS: Record<string, PlaybackSupport> = {
	chrome: { nativeHls: true, managedMediaSource: false, mediaSource: true },
	firefox: { nativeHls: false, managedMediaSource: false, mediaSource: true },
	safari: { nativeHls: true, managedMediaSource: true, mediaSource: true },
	oldIphone: { nativeHls: true, managedMediaSource: false, mediaSource: false },
	neither: { nativeHls: false, managedMediaSource: false, mediaSource: false },
};

describe('isHlsUrl', () => {
	it('knows a playlist by its path, whatever the query, fragment or case', () => {
		expect(isHlsUrl(HLS)).toBe(true);
		expect(isHlsUrl('/media/lessons/hls/3/240.m3u8?exp=1764000000&sig=a1b2')).toBe(true);
		expect(isHlsUrl('/media/lessons/hls/3/240.M3U8#t=30')).toBe(true);
	});

	it('leaves files and look-alikes to the video element', () => {
		expect(isHlsUrl('/media/lessons/lesson-240.webm')).toBe(false);
		expect(isHlsUrl('/media/own/clip.mp4?name=x.m3u8')).toBe(false);
		expect(isHlsUrl('/media/x.m3u8/clip.mp4')).toBe(false);
		expect(isHlsUrl('')).toBe(false);
	});
});

describe('choosePlayback', () => {
	it('plays HLS natively only where it is reliable: Safari, and iPhones without Media Source', () => {
		expect(choosePlayback(HLS, BROWSERS.safari as PlaybackSupport)).toBe('native');
		expect(choosePlayback(HLS, BROWSERS.oldIphone as PlaybackSupport)).toBe('native');
	});

	it('uses hls.js in Chrome, whose native HLS says "maybe", and in Firefox', () => {
		expect(choosePlayback(HLS, BROWSERS.chrome as PlaybackSupport)).toBe('hls.js');
		expect(choosePlayback(HLS, BROWSERS.firefox as PlaybackSupport)).toBe('hls.js');
	});

	it('says so when the browser can play HLS neither way', () => {
		expect(choosePlayback(HLS, BROWSERS.neither as PlaybackSupport)).toBe('unsupported');
	});

	it('gives any other file to the video element, in every browser', () => {
		for (const support of Object.values(BROWSERS)) {
			expect(choosePlayback('/media/lessons/lesson-150.webm', support)).toBe('file');
		}
	});
});

describe('readPlaybackSupport', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	const video = (answer: string) =>
		({
			canPlayType: (type: string) => (type.includes('mpegurl') ? answer : ''),
		}) as HTMLVideoElement;

	it('reads Chrome: "maybe" for HLS, Media Source with H.264, no ManagedMediaSource', () => {
		vi.stubGlobal('ManagedMediaSource', undefined);
		vi.stubGlobal('MediaSource', { isTypeSupported: (type: string) => type.includes('avc1') });
		expect(readPlaybackSupport(video('maybe'))).toEqual(BROWSERS.chrome);
	});

	it('reads Safari through its ManagedMediaSource', () => {
		vi.stubGlobal('ManagedMediaSource', { isTypeSupported: () => true });
		vi.stubGlobal('MediaSource', undefined);
		expect(readPlaybackSupport(video('probably'))).toEqual(BROWSERS.safari);
	});

	it('reads a browser with Media Source that cannot decode H.264 as without it', () => {
		vi.stubGlobal('ManagedMediaSource', undefined);
		vi.stubGlobal('MediaSource', { isTypeSupported: () => false });
		expect(readPlaybackSupport(video(''))).toEqual(BROWSERS.neither);
	});
});
