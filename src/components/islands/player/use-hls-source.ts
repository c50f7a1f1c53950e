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
					const player = new HlsPlayer({
						// The ES module build has no inlined worker, and the page's CSP allows none from
						// blob: fMP4 segments need no transmuxing anyway.
						enableWorker: false,
						// No 540p for a player a phone shows 360 pixels high.
						capLevelToPlayerSize: true,
						startPosition,
					});
					hls = player;
					let recovered = false;
					player.on(HlsPlayer.Events.ERROR, (_event, data) => {
						if (!data.fatal) return;
						// hls.js's advice: a media error is worth one recovery before giving up.
						if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && !recovered) {
							recovered = true;
							player.recoverMediaError();
							return;
						}
						player.destroy();
						hls = null;
						giveUp();
					});
					player.once(HlsPlayer.Events.MEDIA_ATTACHED, () => {
						video.defaultPlaybackRate = defaultRate;
						Reflect.deleteProperty(video, 'play');
						attach.resolve();
						if (wantsPlay) video.play().catch(() => undefined);
					});
					// Giving the video a source resets its speed to the default one: the speed chosen
					// before (the speed menu, a script) is kept by making it the default meanwhile.
					const defaultRate = video.defaultPlaybackRate;
					video.defaultPlaybackRate = video.playbackRate;
					player.attachMedia(video);
					player.loadSource(source);
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
			hls?.destroy();
			hls = null;
		};
	}, [videoRef, url, playback, eager, startPosition]);
}
