// @vitest-environment happy-dom
/** The editor's unsaved copies in the tab's storage (issue #19). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseDocument } from '../../../../lib/contracts/course-document';
import { dropAllUnsaved, dropUnsaved, findUnsaved, keepUnsaved } from './unsaved-copy';

function document(name: string): CourseDocument {
	return {
		path: 'curso',
		name,
		category: 'dermofarmacia',
		audience: 'both',
		description: '',
		goals: [],
		createdBy: null,
		impartedBy: null,
		demoExcluded: false,
		related: [],
		sources: [],
		reviewedOn: null,
		createdOn: '2026-11-01',
		updatedOn: '2026-11-01',
		program: [],
	};
}

describe('unsaved copies', () => {
	beforeEach(() => {
		sessionStorage.clear();
	});

	it('keeps one copy per course and revision, the newest first', () => {
		keepUnsaved(sessionStorage, 7, 3, document('v3'), new Date('2026-11-26T10:00:00Z'));
		keepUnsaved(sessionStorage, 7, 4, document('v4'), new Date('2026-11-26T11:00:00Z'));
		keepUnsaved(sessionStorage, 7, 3, document('v3 again'), new Date('2026-11-26T12:00:00Z'));
		keepUnsaved(sessionStorage, 8, 3, document('other course'), new Date('2026-11-26T13:00:00Z'));
		const copies = findUnsaved(sessionStorage, 7);
		expect(copies.map((copy) => [copy.revision, copy.document.name])).toEqual([
			[3, 'v3 again'],
			[4, 'v4'],
		]);
		expect(copies[0]?.keptAt).toBe('2026-11-26T12:00:00.000Z');
		// Course 7 is not course 70.
		keepUnsaved(sessionStorage, 70, 1, document('seventy'), new Date());
		expect(findUnsaved(sessionStorage, 7)).toHaveLength(2);
	});

	it('drops one revision, or every copy of a course', () => {
		keepUnsaved(sessionStorage, 7, 3, document('v3'), new Date());
		keepUnsaved(sessionStorage, 7, 4, document('v4'), new Date());
		keepUnsaved(sessionStorage, 8, 1, document('eight'), new Date());
		dropUnsaved(sessionStorage, 7, 3);
		expect(findUnsaved(sessionStorage, 7).map((copy) => copy.revision)).toEqual([4]);
		dropAllUnsaved(sessionStorage, 7);
		expect(findUnsaved(sessionStorage, 7)).toEqual([]);
		expect(findUnsaved(sessionStorage, 8)).toHaveLength(1);
	});

	it('ignores what is not a copy of a course document', () => {
		sessionStorage.setItem('studio-editor:7:1', 'not json');
		sessionStorage.setItem('studio-editor:7:2', JSON.stringify({ revision: 2, keptAt: 'x' }));
		sessionStorage.setItem(
			'studio-editor:7:3',
			JSON.stringify({ revision: 3, keptAt: 'x', document: { name: 'a' } }),
		);
		expect(findUnsaved(sessionStorage, 7)).toEqual([]);
	});

	it('does not throw when the storage refuses to keep it', () => {
		const full: Pick<Storage, 'setItem'> = {
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
		};
		expect(() => {
			keepUnsaved(full as Storage, 7, 1, document('x'), new Date());
		}).not.toThrow();
	});
});
