/**
 * A video or counter scene of the player (issue #6): the browser's own controls (keyboard and
 * screen-reader ready), Spanish captions on by default, a speed choice, a few shortcuts, resume
 * from the last position saved on any device, and the heartbeats that report what was played.
 */
import player from 'i18n-section:player';
import { useRef, useState, type KeyboardEvent } from 'react';
import { createTranslator } from '../../../i18n/translate';
import {
	PLAYBACK_RATES,
	type ItemProgress,
	type PlayerItem,
} from '../../../lib/contracts/progress';
import { useHeartbeatReports } from './use-heartbeat-reports';
import { formatClock } from '../../../lib/dates';

const t = createTranslator({ player });

/** Closer than this to the end, a video starts again from the beginning rather than resume. */
const RESUME_MARGIN_SECONDS = 5;
const SEEK_STEP_SECONDS = 10;

interface VideoLessonProps {
	item: PlayerItem;
	onProgress: (progress: ItemProgress) => void;
	/** Start playing once the video can (the person came from a "start the lesson" link). */
	autoPlay?: boolean;
}

export function VideoLesson({ item, onProgress, autoPlay = false }: VideoLessonProps) {
	const videoRef = useRef<HTMLVideoElement>(null);
	const [rate, setRate] = useState(1);
	const [captionsOn, setCaptionsOn] = useState(true);
	const [resumedAt, setResumedAt] = useState<number | null>(null);
	const startAt = useRef(item.pos);
	useHeartbeatReports(videoRef, item.iid, onProgress);

	function resume() {
		const video = videoRef.current;
		if (!video) return;
		const duration = Number.isFinite(video.duration) ? video.duration : item.dur;
		const position = startAt.current;
		if (position > 0 && position < duration - RESUME_MARGIN_SECONDS) {
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
			if (video.paused) void video.play();
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
			<div className="video-lesson__frame">
				<video
					ref={videoRef}
					className="video-lesson__video"
					controls
					preload="metadata"
					playsInline
					src={item.media ?? undefined}
					onLoadedMetadata={resume}
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
			<VideoTools
				rate={rate}
				onRate={changeRate}
				captions={item.captions ? { on: captionsOn, onToggle: toggleCaptions } : null}
			/>
			{resumedAt !== null ? (
				<p className="video-lesson__note" role="status">
					{t('player.resumed', { time: formatClock(resumedAt) })}
				</p>
			) : null}
			<p className="video-lesson__shortcuts">{t('player.shortcuts')}</p>
		</div>
	);
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

/** Under the video: the speed choice and the captions switch. */
function VideoTools({ rate, onRate, captions }: VideoToolsProps) {
	return (
		<div className="video-lesson__tools">
			<label className="video-lesson__rate">
				{t('player.speed')}
				<select
					value={rate}
					onChange={(event) => {
						onRate(Number(event.target.value));
					}}
				>
					{PLAYBACK_RATES.map((value) => (
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
