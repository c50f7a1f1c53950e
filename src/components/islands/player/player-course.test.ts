import { describe, expect, it } from 'vitest';
import type { PlayerCourse, PlayerItem } from '../../../lib/contracts/progress';
import {
	allItems,
	applyProgress,
	completesCourse,
	firstPending,
	withCertificate,
} from './player-course';

function item(iid: number, done = false): PlayerItem {
	return {
		iid,
		pos: 0,
		pct: done ? 100 : 0,
		done,
		name: `Elemento ${iid}`,
		type: 'video',
		dur: 60,
		media: '/m.mp4',
		captions: null,
		poster: null,
	};
}

function course(...items: PlayerItem[]): PlayerCourse {
	const done = items.filter((entry) => entry.done).length;
	return {
		cid: 1,
		name: 'Fiebre en el niño',
		path: 'fiebre-en-el-nino',
		area: 'Pediatría',
		minutes: 6,
		pct: Math.floor((done / items.length) * 100),
		topics: [
			{ name: 'Tema 1', items: items.slice(0, 2) },
			{ name: 'Tema 2', items: items.slice(2) },
		],
		certificate: null,
	};
}

describe('the course player state', () => {
	it('lists the items of every topic in order and starts at the first one not done', () => {
		const started = course(item(1, true), item(2), item(3));
		expect(allItems(started).map((entry) => entry.iid)).toEqual([1, 2, 3]);
		expect(firstPending(started)).toBe(2);
		expect(firstPending(course(item(1, true), item(2, true), item(3, true)))).toBe(1);
	});

	it('applies progress forward only and recomputes the course percentage', () => {
		const started = course(item(1, true), item(2), item(3), item(4));
		const after = applyProgress(started, { iid: 2, pos: 30, pct: 50, done: false });
		expect(allItems(after)[1]).toMatchObject({ pos: 30, pct: 50, done: false });
		expect(after.pct).toBe(25);
		const done = applyProgress(after, { iid: 2, pos: 60, pct: 20, done: true });
		expect(allItems(done)[1]).toMatchObject({ pct: 50, done: true });
		expect(done.pct).toBe(50);
		// A later, lower report does not undo a completion.
		expect(allItems(applyProgress(done, { iid: 2, pos: 0, pct: 0, done: false }))[1]?.done).toBe(
			true,
		);
	});

	it('knows when a report completes the course, once', () => {
		const almost = course(item(1, true), item(2, true), item(3));
		expect(completesCourse(almost, { iid: 3, pos: 60, pct: 100, done: true })).toBe(true);
		expect(completesCourse(almost, { iid: 3, pos: 30, pct: 50, done: false })).toBe(false);
		expect(completesCourse(almost, { iid: 2, pos: 60, pct: 100, done: true })).toBe(false);
		const earlier = course(item(1), item(2, true), item(3));
		expect(completesCourse(earlier, { iid: 3, pos: 60, pct: 100, done: true })).toBe(false);
	});

	it('adds the certificate to a loaded course only', () => {
		const ready = { kind: 'ready' as const, course: course(item(1, true)) };
		const withCode = withCertificate(ready, 'ABC-123');
		expect(withCode.kind === 'ready' && withCode.course.certificate).toBe('ABC-123');
		expect(withCertificate({ kind: 'loading' }, 'ABC-123')).toEqual({ kind: 'loading' });
	});
});
