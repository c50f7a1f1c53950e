/**
 * The course player of the campus, `aula/curso/{path}` (issue #6): the current item (video,
 * counter scene, PDF or quiz) with the program beside it, per-item completion, the next-item
 * flow and, once every item is done, the certificate. The page is a static shell: the course's
 * items, media and the person's progress come from `getCourse` once the session is checked. A
 * course the licence does not open says why and how to get it (spec §6 demo licence).
 */
import player from 'i18n-section:player';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import type { ApiFailure } from '../../../lib/api/client';
import { getCourse } from '../../../lib/api/progress';
import type {
	ItemProgress,
	PlayerCourse,
	PlayerItem,
	ProgressResult,
} from '../../../lib/contracts/progress';
import { Button } from '../../ui/Button';
import { useCampusSession } from '../use-campus-session';
import { CertificatePanel } from './CertificatePanel';
import { ProgramList } from './ProgramList';
import { QuizPanel } from './QuizPanel';
import { ResourcePanel } from './ResourcePanel';
import { formatMinutes } from '../../../lib/dates';
import { PLANS_PATH } from '../../../lib/navigation';
import { VideoLesson } from './VideoLesson';
import './player.css';

const t = createTranslator({ player });

export const DASHBOARD_PATH = '/dashboard';
type Load =
	| { kind: 'loading' }
	| { kind: 'refused'; result: ApiFailure<ProgressResult>['result']; msg: string }
	| { kind: 'failed'; msg: string }
	| { kind: 'ready'; course: PlayerCourse };

export function allItems(course: PlayerCourse): PlayerItem[] {
	return course.topics.flatMap((topic) => topic.items);
}

/** Where to start: the first item not done yet, or the first one. */
export function firstPending(course: PlayerCourse): number | null {
	const items = allItems(course);
	return (items.find((item) => !item.done) ?? items[0])?.iid ?? null;
}

/** The course with one item's progress applied; progress only ever moves forward. */
export function applyProgress(course: PlayerCourse, progress: ItemProgress): PlayerCourse {
	const topics = course.topics.map((topic) => ({
		...topic,
		items: topic.items.map((item) =>
			item.iid === progress.iid
				? {
						...item,
						pos: progress.pos,
						pct: Math.max(item.pct, progress.pct),
						done: item.done || progress.done,
					}
				: item,
		),
	}));
	const items = topics.flatMap((topic) => topic.items);
	const done = items.filter((item) => item.done).length;
	const pct = items.length === 0 ? 0 : Math.floor((done / items.length) * 100);
	return { ...course, topics, pct: Math.max(course.pct, pct) };
}

interface CoursePlayerProps {
	courseId: number;
}

export default function CoursePlayer({ courseId }: CoursePlayerProps) {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<Load>({ kind: 'loading' });
	const [selected, setSelected] = useState<number | null>(null);
	const headingRef = useRef<HTMLHeadingElement>(null);
	const movedByUser = useRef(false);

	const reload = useCallback(
		async (chooseStart: boolean) => {
			const result = await getCourse(courseId);
			if (result.ok) {
				setLoad({ kind: 'ready', course: result.data });
				if (chooseStart) setSelected(firstPending(result.data));
			} else if (result.status === 403) {
				setLoad({ kind: 'refused', result: result.result, msg: result.msg });
			} else {
				setLoad({ kind: 'failed', msg: result.msg });
			}
		},
		[courseId],
	);

	useEffect(() => {
		if (phase === 'ready') void reload(true);
	}, [phase, reload]);

	useEffect(() => {
		// Focus follows the person's choice of item, never the first render.
		if (movedByUser.current) headingRef.current?.focus();
	}, [selected]);

	const onProgress = useCallback(
		(progress: ItemProgress) => {
			setLoad((current) => {
				if (current.kind !== 'ready') return current;
				const before = allItems(current.course).find((item) => item.iid === progress.iid);
				const course = applyProgress(current.course, progress);
				// The last item just completed: the certificate was issued on the server.
				if (before && !before.done && progress.done && course.pct === 100 && !course.certificate) {
					void reload(false);
				}
				return { kind: 'ready', course };
			});
		},
		[reload],
	);

	if (phase === 'checking' || load.kind === 'loading') {
		return (
			<p className="player__status" role="status">
				{t('player.loading')}
			</p>
		);
	}

	// A course an itinerary of the person opens on a later day (services/itinerary-locks.ts).
	if (load.kind === 'refused' && load.result === 'itn_lock') {
		// The server's message carries the day it opens ("Este curso se abre el 1 de diciembre…").
		return (
			<div className="player__refused" role="alert">
				<h2>{t('player.itinerary_locked_title')}</h2>
				<p>{load.msg}</p>
				<div className="player__refused-actions">
					<Button href={DASHBOARD_PATH}>{t('player.back_to_campus')}</Button>
				</div>
			</div>
		);
	}

	if (load.kind === 'refused') {
		const demo = load.result === 'demo_excl';
		return (
			<div className="player__refused" role="alert">
				<h2>{demo ? t('player.demo_excluded_title') : t('player.licence_required_title')}</h2>
				<p>{demo ? t('player.demo_excluded_text') : load.msg}</p>
				<div className="player__refused-actions">
					<Button href={PLANS_PATH}>{t('player.see_plans')}</Button>
					<Button href={DASHBOARD_PATH} variant="secondary">
						{t('player.back_to_campus')}
					</Button>
				</div>
			</div>
		);
	}

	if (load.kind === 'failed') {
		return (
			<div className="player__refused" role="alert">
				<p>{load.msg}</p>
				<Button type="button" onClick={() => void reload(true)}>
					{t('player.retry')}
				</Button>
			</div>
		);
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
						{item.type === 'video' || item.type === 'counter_scene' ? (
							item.media ? (
								<VideoLesson key={item.iid} item={item} onProgress={onProgress} />
							) : (
								<p>{t('player.media_missing')}</p>
							)
						) : null}
						{item.type === 'pdf' ? (
							<ResourcePanel
								key={item.iid}
								item={item}
								coursePath={course.path}
								onDownloaded={() => {
									onProgress({ iid: item.iid, pos: 0, pct: 100, done: true });
								}}
							/>
						) : null}
						{item.type === 'quiz' ? (
							<QuizPanel
								key={item.iid}
								iid={item.iid}
								onPassed={(certificate) => {
									onProgress({ iid: item.iid, pos: 0, pct: 100, done: true });
									if (certificate) {
										setLoad((current) =>
											current.kind === 'ready'
												? { kind: 'ready', course: { ...current.course, certificate } }
												: current,
										);
									}
								}}
							/>
						) : null}
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
