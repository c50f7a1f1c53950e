/**
 * The course player's state (issue #6), pure: the course as loaded or why it is not there, the
 * items in order, where to start, and progress applied as the items report it.
 */
import type { ApiFailure } from '../../../lib/api/client';
import type {
	ItemProgress,
	PlayerCourse,
	PlayerItem,
	ProgressResult,
} from '../../../lib/contracts/progress';

export type PlayerLoad =
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

/** The course with the certificate the server issued when its last item was completed. */
export function withCertificate(load: PlayerLoad, certificate: string): PlayerLoad {
	return load.kind === 'ready' ? { kind: 'ready', course: { ...load.course, certificate } } : load;
}

/** The item `progress` completes is the course's last one still open: a certificate was issued. */
export function completesCourse(before: PlayerCourse, progress: ItemProgress): boolean {
	const item = allItems(before).find((candidate) => candidate.iid === progress.iid);
	const after = applyProgress(before, progress);
	return (
		item !== undefined && !item.done && progress.done && after.pct === 100 && !after.certificate
	);
}
