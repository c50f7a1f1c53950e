import { describe, expect, it } from 'vitest';
import { isHistoryVisit, rememberedPlace, rememberPlace, restoreRequest } from './catalogue-place';

function memoryStorage() {
	const items = new Map<string, string>();
	return {
		getItem: (key: string) => items.get(key) ?? null,
		setItem: (key: string, value: string) => {
			items.set(key, value);
		},
		items,
	};
}

describe('the catalogue place', () => {
	it('remembers each search apart', () => {
		const storage = memoryStorage();
		rememberPlace(storage, '', { shown: 24, scrollY: 1810 });
		rememberPlace(storage, '?q=tos', { shown: 12, scrollY: 300 });
		expect(rememberedPlace(storage, '')).toEqual({ shown: 24, scrollY: 1810 });
		expect(rememberedPlace(storage, '?q=tos')).toEqual({ shown: 12, scrollY: 300 });
		expect(rememberedPlace(storage, '?q=piel')).toBeNull();
	});

	it('ignores what it cannot use', () => {
		const storage = memoryStorage();
		for (const stored of [
			'{',
			'"24"',
			'{"shown":"24","scrollY":0}',
			'{"shown":0,"scrollY":0}',
			'{"shown":2.5,"scrollY":0}',
			'{"shown":24,"scrollY":-1}',
		]) {
			storage.items.set('liceo.catalogue-place:', stored);
			expect(rememberedPlace(storage, '')).toBeNull();
		}
	});

	it('keeps going when storage refuses to write', () => {
		const full = {
			getItem: () => null,
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
		};
		expect(() => {
			rememberPlace(full, '', { shown: 24, scrollY: 0 });
		}).not.toThrow();
	});

	it('restores only on Back or Forward', () => {
		const visit = (type: string) => ({
			getEntriesByType: () => [{ type }] as unknown as PerformanceEntryList,
		});
		expect(isHistoryVisit(visit('back_forward'))).toBe(true);
		expect(isHistoryVisit(visit('navigate'))).toBe(false);
		expect(isHistoryVisit(visit('reload'))).toBe(false);
		expect(isHistoryVisit({ getEntriesByType: () => [] })).toBe(false);
	});

	it('asks for whole pages in one call, within the page size the API allows', () => {
		expect(restoreRequest(24, 12, 100)).toEqual({ rbp: 24, page: 2 });
		// A last page that was not full still counts as a page.
		expect(restoreRequest(30, 12, 100)).toEqual({ rbp: 36, page: 3 });
		// 8 pages of 12 fit in 100: "see more" then asks for page 9, from course 97 on.
		expect(restoreRequest(130, 12, 100)).toEqual({ rbp: 96, page: 8 });
		expect(restoreRequest(5, 12, 100)).toEqual({ rbp: 12, page: 1 });
	});
});
