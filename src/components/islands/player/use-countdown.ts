/**
 * The quiz's wait before its next attempt: the seconds left until `until`, worked out at every
 * render (so they are right the moment `until` arrives) and rendered again once a second while
 * they run.
 */
import { useEffect, useRef, useState } from 'react';

/** Seconds until `iso`, 0 once it has passed or when there is none. */
export function secondsUntil(iso: string | null, now: number): number {
	return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

export function useCountdown(until: string | null, now: () => number): number {
	const nowRef = useRef(now);
	nowRef.current = now;
	const [, setTicks] = useState(0);

	useEffect(() => {
		if (!until) return;
		const tick = window.setInterval(() => {
			setTicks((ticks) => ticks + 1);
			if (secondsUntil(until, nowRef.current()) === 0) window.clearInterval(tick);
		}, 1000);
		return () => {
			window.clearInterval(tick);
		};
	}, [until]);

	return secondsUntil(until, now());
}
