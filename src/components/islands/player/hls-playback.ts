/**
 * How the player plays a lesson's file (issue #19): a plain video file by the `<video>` itself, an
 * HLS playlist natively where the browser plays HLS well, otherwise through hls.js (ADR 017p).
 */

/**
 * - `file`: not HLS (webm, mp4): `<video src>` as always.
 * - `native`: HLS given to `<video src>` (Safari, iOS).
 * - `hls.js`: HLS through hls.js on Media Source Extensions (Chrome, Edge, Firefox, Android).
 * - `unsupported`: HLS in a browser that can play it neither way.
 */
export type Playback = 'file' | 'native' | 'hls.js' | 'unsupported';

/** What the browser offers for HLS, read by {@link readPlaybackSupport}. */
export interface PlaybackSupport {
	/** `canPlayType('application/vnd.apple.mpegurl')` is not empty. */
	nativeHls: boolean;
	/** Safari's `ManagedMediaSource` (Safari 17+, iOS 17.1+). */
	managedMediaSource: boolean;
	/** Media Source Extensions that take H.264 and AAC: what hls.js needs. */
	mediaSource: boolean;
}

/**
 * Whether the address is an HLS playlist (`.m3u8`), whatever its query (signed links) or fragment.
 *
 * @example
 * isHlsUrl('/media/lessons/hls/3/240.m3u8?exp=1&sig=ab'); // true
 * isHlsUrl('/media/lessons/lesson-240.webm'); // false
 */
export function isHlsUrl(url: string): boolean {
	const pathPart = url.split(/[?#]/, 1)[0] ?? '';
	return /\.m3u8$/i.test(pathPart);
}

/**
 * How to play `url`. Native HLS is used only where it is reliable: Chrome answers "maybe" to
 * `canPlayType` for HLS since version 141 but fails on some streams (hls.js issue #7827), so a
 * browser with Media Source Extensions plays HLS natively only if it also has Safari's
 * `ManagedMediaSource` (hls.js's own advice); one without Media Source Extensions (older iPhones)
 * has nothing else.
 *
 * @example
 * choosePlayback('/a/240.m3u8', { nativeHls: true, managedMediaSource: false, mediaSource: true }); // 'hls.js' (Chrome)
 * choosePlayback('/a/240.m3u8', { nativeHls: true, managedMediaSource: true, mediaSource: true }); // 'native' (Safari)
 */
export function choosePlayback(url: string, support: PlaybackSupport): Playback {
	if (!isHlsUrl(url)) return 'file';
	if (support.nativeHls && (support.managedMediaSource || !support.mediaSource)) return 'native';
	if (support.mediaSource) return 'hls.js';
	return support.nativeHls ? 'native' : 'unsupported';
}

/** The type hls.js's own `isSupported()` checks for: H.264 Baseline with AAC-LC. */
const BASELINE_TYPE = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

interface MediaSourceLike {
	isTypeSupported?: (type: string) => boolean;
}

/** What this browser offers, read without loading hls.js (which is only loaded when needed). */
export function readPlaybackSupport(video: HTMLVideoElement): PlaybackSupport {
	const scope = globalThis as {
		MediaSource?: MediaSourceLike;
		ManagedMediaSource?: MediaSourceLike;
	};
	const source = scope.ManagedMediaSource ?? scope.MediaSource;
	return {
		nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
		managedMediaSource: scope.ManagedMediaSource !== undefined,
		mediaSource: source?.isTypeSupported?.(BASELINE_TYPE) === true,
	};
}

/** How this browser plays `url`; the browser is asked only when the address is HLS. */
export function playbackHere(url: string): Playback {
	if (!isHlsUrl(url)) return 'file';
	return choosePlayback(url, readPlaybackSupport(document.createElement('video')));
}
