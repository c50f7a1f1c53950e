/**
 * A video or counter scene of the player (issue #6): the browser's own controls (keyboard and
 * screen-reader ready), Spanish captions on by default, a speed choice, a few shortcuts, resume
 * from the last position saved on any device, and the heartbeats that report what was played.
 * An HLS lesson (issue #19) plays natively or through hls.js (`hls-playback.ts`), the same way.
 * The speed menu shows the video's speed, whoever set it (the browser's own menu, a script).
 */
import player from 'i18n-section:player';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createTranslator } from '../../../i18n/translate';
import {
	PLAYBACK_RATES,
	type ItemProgress,
	type PlayerItem,
} from '../../../lib/contracts/progress';
import { useHeartbeatReports } from './use-heartbeat-reports';
import { formatClock } from '../../../lib/dates';
import { playbackHere } from './hls-playback';
import { useHlsSource } from './use-hls-source';

const t = createTranslator({ player });

/** Closer than this to the end, a video starts again from the beginning rather than resume. */
const RESUME_MARGIN_SECONDS = 5;
const SEEK_STEP_SECONDS = 10;

interface VideoLessonProps {
	item: PlayerItem;
	onProgress: (progress: ItemProgress) => void;
	/** Start playing once the video can (the person came from a "start the lesson" link). */
	autoPlay?: boolean;
	/**
	 * The person chose this lesson on the page: they have interacted, so a lesson that needs hls.js
	 * loads it at once rather than at the next interaction.
	 */
	chosen?: boolean;
}

export function VideoLesson(props: VideoLessonProps) {
	const { item, onProgress, autoPlay = false, chosen = false } = props;
	const videoRef = useRef<HTMLVideoElement>(null);
	const [rate, setRate] = useState(1);
	const [captionsOn, setCaptionsOn] = useState(true);
	const startAt = useRef(item.pos);
	const media = useLessonMedia(videoRef, item, onProgress, autoPlay || chosen);
	// A lesson through hls.js has no metadata before the first interaction: where it resumes is
	// said (and set) at once, from the item's length.
	const [resumedAt, setResumedAt] = useState<number | null>(media.hlsStart);

	function resume() {
		const video = videoRef.current;
		if (!video) return;
		const duration = Number.isFinite(video.duration) ? video.duration : item.dur;
		const position = resumePosition(startAt.current, duration);
		if (position !== null) {
			video.currentTime = position;
			setResumedAt(position);
		}
		video.playbackRate = rate;
		showCaptions(video, captionsOn);
		// A browser that refuses to play without a gesture here leaves the controls to the person.
		if (autoPlay) video.play().catch(() => undefined);
	}

	function changeRate(next: number) {
		setRate(next);
		if (videoRef.current) videoRef.current.playbackRate = next;
	}

	function toggleCaptions() {
		const next = !captionsOn;
		setCaptionsOn(next);
		if (videoRef.current) showCaptions(videoRef.current, next);
	}

	/** Shortcuts of common video players, on the player's frame (the native controls keep theirs). */
	function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		const video = videoRef.current;
		if (!video || event.altKey || event.ctrlKey || event.metaKey) return;
		if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLButtonElement) {
			return;
		}
		const key = event.key.toLowerCase();
		if (key === 'k') {
			// Refused or interrupted (hls.js attaching the video): the controls stay the person's.
			if (video.paused) video.play().catch(() => undefined);
			else video.pause();
		} else if (key === 'j') {
			video.currentTime = Math.max(0, video.currentTime - SEEK_STEP_SECONDS);
		} else if (key === 'l') {
			video.currentTime = Math.min(
				video.duration || item.dur,
				video.currentTime + SEEK_STEP_SECONDS,
			);
		} else if (key === 'c') {
			toggleCaptions();
		} else if (key === '>' || key === '<') {
			const index = PLAYBACK_RATES.indexOf(rate as (typeof PLAYBACK_RATES)[number]);
			const next =
				PLAYBACK_RATES[
					Math.min(PLAYBACK_RATES.length - 1, Math.max(0, index + (key === '>' ? 1 : -1)))
				];
			if (next !== undefined) changeRate(next);
		} else {
			return;
		}
		event.preventDefault();
	}

	return (
		<div className="video-lesson" onKeyDown={onKeyDown}>
			{media.failed ? (
				<p className="video-lesson__failed" role="alert">
					{t('player.media_missing')}
				</p>
			) : null}
			<div className="video-lesson__frame" hidden={media.failed}>
				<video
					ref={videoRef}
					className="video-lesson__video"
					controls
					preload="metadata"
					playsInline
					{...media.source}
					onLoadedMetadata={resume}
					onRateChange={(event) => {
						setRate(event.currentTarget.playbackRate);
					}}
					onError={media.playback === 'native' ? media.fail : undefined}
					aria-label={t('player.video_label', { name: item.name })}
				>
					{item.captions ? (
						<track
							kind="captions"
							srcLang="es"
							label={t('player.captions_language')}
							src={item.captions}
							default
						/>
					) : null}
				</video>
			</div>
			{media.failed ? null : (
				<VideoTools
					rate={rate}
					onRate={changeRate}
					captions={item.captions ? { on: captionsOn, onToggle: toggleCaptions } : null}
				/>
			)}
			{resumedAt !== null ? (
				<p className="video-lesson__note" role="status">
					{t('player.resumed', { time: formatClock(resumedAt) })}
				</p>
			) : null}
			<p className="video-lesson__shortcuts">{t('player.shortcuts')}</p>
		</div>
	);
}

/**
 * Where a video resumes: the position saved on any device, unless it is the very start or so close
 * to the end that starting again makes more sense.
 *
 * @example
 * resumePosition(60, 180); // 60
 * resumePosition(177, 180); // null
 */
export function resumePosition(saved: number, duration: number): number | null {
	return saved > 0 && saved < duration - RESUME_MARGIN_SECONDS ? saved : null;
}

/**
 * How the lesson plays (`hls-playback.ts`), whether it failed for good, its heartbeats and, for
 * hls.js, where it starts. The heartbeats come before hls.js: when the item goes, the last one
 * reads `video.played` before hls.js lets the video go, which empties it.
 */
function useLessonMedia(
	videoRef: RefObject<HTMLVideoElement | null>,
	item: PlayerItem,
	onProgress: (progress: ItemProgress) => void,
	interacted: boolean,
) {
	const media = item.media ?? '';
	const playback = useMemo(() => playbackHere(media), [media]);
	const [failed, setFailed] = useState(playback === 'unsupported');
	const fail = useCallback(() => {
		setFailed(true);
	}, []);
	// Read once, as `startAt`: the position the item had when it was opened.
	const [hlsStart] = useState(() =>
		playback === 'hls.js' ? resumePosition(item.pos, item.dur) : null,
	);
	useHeartbeatReports(videoRef, item.iid, onProgress);
	useHlsSource(videoRef, media, playback, {
		eager: interacted,
		startPosition: hlsStart ?? 0,
		onFatal: fail,
	});
	const source = {
		// hls.js gives the video its source itself (a Media Source), once loaded.
		src: playback === 'file' || playback === 'native' ? media || undefined : undefined,
		poster: item.poster ?? undefined,
	};
	return { source, playback, failed, fail, hlsStart };
}

function showCaptions(video: HTMLVideoElement, on: boolean) {
	const track = video.textTracks[0];
	if (track) track.mode = on ? 'showing' : 'hidden';
}

interface VideoToolsProps {
	rate: number;
	onRate: (rate: number) => void;
	/** The captions switch, when the video has captions. */
	captions: { on: boolean; onToggle: () => void } | null;
}

/** The player's speeds, and the video's own when the browser's menu set another one. */
function ratesWith(rate: number): readonly number[] {
	return (PLAYBACK_RATES as readonly number[]).includes(rate)
		? PLAYBACK_RATES
		: [...PLAYBACK_RATES, rate].sort((a, b) => a - b);
}

/** Under the video: the speed choice and the captions switch. */
function VideoTools({ rate, onRate, captions }: VideoToolsProps) {
	return (
		<div className="video-lesson__tools">
			<label className="video-lesson__rate">
				{t('player.speed')}
				<select
					value={String(rate)}
					onChange={(event) => {
						onRate(Number(event.target.value));
					}}
				>
					{ratesWith(rate).map((value) => (
						<option key={value} value={value}>
							{t('player.speed_value', { value: value.toLocaleString('es-ES') })}
						</option>
					))}
				</select>
			</label>
			{captions ? (
				<button
					type="button"
					className="video-lesson__captions"
					aria-pressed={captions.on}
					onClick={captions.onToggle}
				>
					{t('player.captions')}
				</button>
			) : null}
		</div>
	);
}
