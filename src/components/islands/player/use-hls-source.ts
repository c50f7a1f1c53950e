/**
 * Gives an HLS lesson to the `<video>` through hls.js where {@link choosePlayback} says so (issue
 * #19, ADR 017p). hls.js (its light build, about 110 KB gzip) is not part of the page: it is
 * imported when the person first interacts with the page (a tap, a click, a key, the pointer or
 * focus on the video), or at once when they already did (the link asked to start playing, they
 * chose this lesson), so the page's own JavaScript stays what it was until the video is wanted.
 * (Not `navigator.userActivation`: Chromium keeps it across a same-origin navigation, so the click
 * that opened the player would count as one.)
 */
import type Hls from 'hls.js';
import { useEffect, useRef, type RefObject } from 'react';
import type { Playback } from './hls-playback';

interface HlsSourceOptions {
	/** Load hls.js now: the person has already interacted (asked to start, chose this lesson). */
	eager: boolean;
	/** Where the lesson resumes (seconds), so hls.js fetches from there first. */
	startPosition: number;
	/** The lesson cannot be played: hls.js failed for good, or could not be loaded. */
	onFatal: () => void;
}

/** What brings hls.js in: on the page, the first interaction; on the video, the intent to use it. */
const PAGE_TRIGGERS = ['pointerdown', 'keydown', 'touchstart'] as const;
const VIDEO_TRIGGERS = ['pointerenter', 'focus', 'play'] as const;

/**
 * hls.js on the video, from `startPosition`: one recovery from a media error before `onFatal`
 * (hls.js's advice), the speed kept through the attach, `onAttached` once the video has its source.
 */
function attachHls(
	HlsPlayer: typeof Hls,
	video: HTMLVideoElement,
	source: string,
	startPosition: number,
	{ onAttached, onFatal }: { onAttached: () => void; onFatal: () => void },
): Hls {
	const player = new HlsPlayer({
		// The ES module build has no inlined worker, and the page's CSP allows none from blob:
		// fMP4 segments need no transmuxing anyway.
		enableWorker: false,
		// No 540p for a player a phone shows 360 pixels high.
		capLevelToPlayerSize: true,
		startPosition,
	});
	let recovered = false;
	player.on(HlsPlayer.Events.ERROR, (_event, data) => {
		if (!data.fatal) return;
		if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && !recovered) {
			recovered = true;
			player.recoverMediaError();
			return;
		}
		player.destroy();
		onFatal();
	});
	// Giving the video a source resets its speed to the default one: the speed chosen before (the
	// speed menu, a script) is kept by making it the default meanwhile.
	const defaultRate = video.defaultPlaybackRate;
	video.defaultPlaybackRate = video.playbackRate;
	player.once(HlsPlayer.Events.MEDIA_ATTACHED, () => {
		video.defaultPlaybackRate = defaultRate;
		onAttached();
	});
	player.attachMedia(video);
	player.loadSource(source);
	return player;
}

export function useHlsSource(
	videoRef: RefObject<HTMLVideoElement | null>,
	url: string,
	playback: Playback,
	{ eager, startPosition, onFatal }: HlsSourceOptions,
): void {
	// The latest callback, so the effect set up once per source always reports to it.
	const onFatalRef = useRef(onFatal);
	onFatalRef.current = onFatal;

	useEffect(() => {
		const video = videoRef.current;
		if (!video || !url || playback !== 'hls.js') return;
		const source = url;
		let cancelled = false;
		let started = false;
		let hls: Hls | null = null;
		// The person pressed play before hls.js was there: attaching it resets the video (the
		// media element's load algorithm pauses it), so play is asked again once it is attached.
		let wantsPlay = false;
		let attach = { resolve: () => {}, reject: (_reason: Error) => {} };
		const attached = new Promise<void>((resolve, reject) => {
			attach = { resolve, reject };
		});
		// Nobody waits for it unless play() was called; a failure is said by onFatal.
		attached.catch(() => undefined);

		const onPlay = () => {
			if (!hls) wantsPlay = true;
		};
		// Without a source the browser's controls are disabled: a tap or click on the video does
		// not play, it only focuses it. Focused by a pointer (not by Tab), it asked to play.
		const onFocus = () => {
			if (!hls && !video.matches(':focus-visible')) wantsPlay = true;
		};
		const stopWaiting = () => {
			for (const type of PAGE_TRIGGERS) document.removeEventListener(type, start, true);
			for (const type of VIDEO_TRIGGERS) video.removeEventListener(type, start);
		};
		const giveUp = () => {
			attach.reject(new DOMException('The lesson cannot be played', 'NotSupportedError'));
			onFatalRef.current();
		};

		function start() {
			stopWaiting();
			if (started || cancelled) return;
			started = true;
			import('hls.js/light')
				.then(({ default: HlsPlayer }) => {
					if (cancelled || !video) return;
					hls = attachHls(HlsPlayer, video, source, startPosition, {
						onAttached: () => {
							Reflect.deleteProperty(video, 'play');
							attach.resolve();
							if (wantsPlay) video.play().catch(() => undefined);
						},
						onFatal: () => {
							hls = null;
							giveUp();
						},
					});
				})
				.catch(() => {
					// The chunk did not arrive (connection lost, a deploy replaced it).
					if (!cancelled) giveUp();
				});
		}

		// Until hls.js has the video, a script's play() (the player's K key, a test) waits for it
		// rather than being interrupted when hls.js gives the video its source.
		video.play = () => {
			start();
			return attached.then(() => HTMLMediaElement.prototype.play.call(video));
		};
		// Where it will start, as the video itself would say once it has metadata.
		if (startPosition > 0) video.currentTime = startPosition;
		video.addEventListener('play', onPlay);
		video.addEventListener('focus', onFocus);
		if (eager) {
			start();
		} else {
			for (const type of PAGE_TRIGGERS) {
				document.addEventListener(type, start, { capture: true, passive: true });
			}
			for (const type of VIDEO_TRIGGERS) video.addEventListener(type, start);
		}
		return () => {
			cancelled = true;
			stopWaiting();
			Reflect.deleteProperty(video, 'play');
			video.removeEventListener('play', onPlay);
			video.removeEventListener('focus', onFocus);
			hls?.destroy();
			hls = null;
		};
	}, [videoRef, url, playback, eager, startPosition]);
}
