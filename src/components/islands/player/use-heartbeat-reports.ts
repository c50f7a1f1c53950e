/**
 * The heartbeats of one video (issue #6): what was played is sent every 10 s while it plays, at
 * its end, when the page is hidden or left, and when another item is chosen; each answer's
 * progress goes to `onProgress`.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { saveProgress } from '../../../lib/api/progress';
import type { ItemProgress } from '../../../lib/contracts/progress';
import { createHeartbeats } from './heartbeats';

/** How often the player checks whether a heartbeat is due; the tracker keeps them 10 s apart. */
const TICK_MS = 1000;

export function useHeartbeatReports(
	videoRef: RefObject<HTMLVideoElement | null>,
	iid: number,
	onProgress: (progress: ItemProgress) => void,
): void {
	// The latest callback, so the heartbeats set up once per item always report to it.
	const onProgressRef = useRef(onProgress);
	onProgressRef.current = onProgress;

	useEffect(() => {
		const video = videoRef.current;
		if (!video) return;
		const heartbeats = createHeartbeats({
			iid,
			source: video,
			send: async (payload, { keepalive }) => {
				const result = await saveProgress(payload, { keepalive });
				if (result.ok) onProgressRef.current(result.data);
				return result.ok;
			},
		});
		const tick = window.setInterval(() => {
			if (!video.paused) void heartbeats.flush('interval');
		}, TICK_MS);
		const onEnded = () => void heartbeats.flush('ended');
		const onPageHide = () => void heartbeats.flush('pagehide');
		const onHidden = () => {
			if (document.visibilityState === 'hidden') void heartbeats.flush('leave');
		};
		video.addEventListener('ended', onEnded);
		window.addEventListener('pagehide', onPageHide);
		document.addEventListener('visibilitychange', onHidden);
		return () => {
			window.clearInterval(tick);
			video.removeEventListener('ended', onEnded);
			window.removeEventListener('pagehide', onPageHide);
			document.removeEventListener('visibilitychange', onHidden);
			// Another item was chosen: what was played of this one is sent now.
			void heartbeats.flush('leave');
		};
	}, [videoRef, iid]);
}
