import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
	it.each([
		[1, '1 KB'],
		[256 * 1024, '256 KB'],
		[1024 * 1024 - 1, '1024 KB'],
		[1024 * 1024, '1 MB'],
		[1_300_000, '1,2 MB'],
		[200 * 1024 * 1024, '200 MB'],
	])('%i bytes → %s', (bytes, text) => {
		expect(formatFileSize(bytes)).toBe(text);
	});
});
