/**
 * The course player of the campus, `aula/curso/{path}` (issue #6): the current item (video,
 * counter scene, PDF or quiz) with the program beside it, per-item completion, the next-item
 * flow and, once every item is done, the certificate. The page is a static shell: the course's
 * items, media and the person's progress come from `getCourse` once the session is checked. A
 * course the licence does not open says why and how to get it (spec §6 demo licence).
 */
import { useStore } from '@nanostores/react';
import player from 'i18n-section:player';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { $activeLicence } from '../../../stores/subscription';
import { Button } from '../../ui/Button';
import { useCampusSession } from '../use-campus-session';
import { CertificatePanel } from './CertificatePanel';
import { ItemContent } from './ItemContent';
import { PlayerRefusal } from './PlayerRefusal';
import { ProgramList } from './ProgramList';
import { allItems, firstPending } from './player-course';
import { usePlayerCourse } from './use-player-course';
import { formatMinutes } from '../../../lib/dates';
import { START_PLAYING_PARAM } from '../../../lib/own-training';
import './player.css';

const t = createTranslator({ player });

/**
 * Whether the link asked to start playing (`?empezar=1`); the request is taken off the address so
 * a reload or Back does not start the video again.
 */
function takeStartRequest(): boolean {
	if (typeof window === 'undefined') return false;
	const url = new URL(window.location.href);
	if (!url.searchParams.has(START_PLAYING_PARAM)) return false;
	url.searchParams.delete(START_PLAYING_PARAM);
	window.history.replaceState(window.history.state, '', url);
	return true;
}

interface CoursePlayerProps {
	courseId: number;
}

export default function CoursePlayer({ courseId }: CoursePlayerProps) {
	const { phase } = useCampusSession();
	const freemium = useStore($activeLicence)?.status === 'freemium';
	const { load, reload, onProgress, setCertificate } = usePlayerCourse(courseId);
	const [selected, setSelected] = useState<number | null>(null);
	const headingRef = useRef<HTMLHeadingElement>(null);
	const movedByUser = useRef(false);
	const [startPlaying] = useState(takeStartRequest);

	/** Loads the course and opens its first item not done. */
	const open = useCallback(() => {
		void reload().then((course) => {
			if (course) setSelected(firstPending(course));
		});
	}, [reload]);

	useEffect(() => {
		if (phase === 'ready') open();
	}, [phase, open]);

	useEffect(() => {
		// Focus follows the person's choice of item, never the first render.
		if (movedByUser.current) headingRef.current?.focus();
	}, [selected]);

	if (phase === 'checking' || load.kind === 'loading') {
		return (
			<p className="player__status" role="status">
				{t('player.loading')}
			</p>
		);
	}

	if (load.kind === 'refused' || load.kind === 'failed') {
		return <PlayerRefusal load={load} freemium={freemium} onRetry={open} />;
	}

	const { course } = load;
	const items = allItems(course);
	const index = items.findIndex((item) => item.iid === selected);
	const item = items[index];
	const next = index >= 0 ? items[index + 1] : undefined;

	function choose(iid: number) {
		movedByUser.current = true;
		setSelected(iid);
	}

	return (
		<div className="player">
			<header className="player__header">
				<p className="player__area">{course.area}</p>
				<h1 className="player__title">{course.name}</h1>
				<div className="player__progress">
					<progress
						max={100}
						value={course.pct}
						aria-label={t('player.progress_label')}
						aria-valuetext={t('player.progress_value', { pct: course.pct })}
					/>
					<span>{t('player.progress_value', { pct: course.pct })}</span>
				</div>
			</header>

			{course.ownTraining ? (
				<p className="player__own-training">{t('player.own_training_notice')}</p>
			) : null}
			{course.certificate ? <CertificatePanel code={course.certificate} /> : null}

			<div className="player__body">
				{item ? (
					<section className="player__stage" aria-labelledby="player-item-title">
						<p className="player__item-meta">
							{t('player.item_position', { n: index + 1, total: items.length })} ·{' '}
							{t(`player.type_${item.type}`)}
							{item.dur > 0 ? ` · ${formatMinutes(item.dur)}` : ''}
						</p>
						<h2
							id="player-item-title"
							ref={headingRef}
							tabIndex={-1}
							className="player__item-title"
						>
							{item.name}
						</h2>
						<ItemContent
							item={item}
							coursePath={course.path}
							onProgress={onProgress}
							onCertificate={setCertificate}
							// Only the lesson the link promised: a lesson chosen later waits for its play.
							autoPlay={startPlaying && !movedByUser.current}
							chosen={movedByUser.current}
						/>
						<div className="player__next" aria-live="polite">
							{item.done ? <p className="player__done">{t('player.item_done')}</p> : null}
							{item.done && next ? (
								<Button
									type="button"
									onClick={() => {
										choose(next.iid);
									}}
								>
									{t('player.next', { name: next.name })}
								</Button>
							) : null}
						</div>
					</section>
				) : null}
				<ProgramList course={course} selected={selected} onSelect={choose} />
			</div>
		</div>
	);
}
