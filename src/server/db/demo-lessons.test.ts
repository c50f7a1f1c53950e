import { access, readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	DEMO_LESSON_COUNT,
	DEMO_LESSON_LENGTHS,
	demoHlsLesson,
	demoLessonFolder,
	demoLessonNumber,
} from './demo-lessons';

const MEDIA = path.resolve('public/media');
const LESSONS = Array.from({ length: DEMO_LESSON_COUNT }, (_, index) => index + 1);

/** The URIs a playlist lists, and the seconds its segments add up to. */
async function readPlaylist(file: string) {
	const lines = (await readFile(file, 'utf8')).split('\n');
	const uris = lines.filter((line) => line.length > 0 && !line.startsWith('#'));
	const seconds = lines
		.filter((line) => line.startsWith('#EXTINF:'))
		.reduce((sum, line) => sum + Number.parseFloat(line.slice('#EXTINF:'.length)), 0);
	return { lines, uris, seconds };
}

describe('demoLessonNumber', () => {
	it('never plays the same lesson twice in a row within a course', () => {
		for (const courseId of [1001, 1019, 1042]) {
			for (let position = 0; position < 12; position++) {
				expect(demoLessonNumber(courseId, position + 1)).not.toBe(
					demoLessonNumber(courseId, position),
				);
			}
		}
	});

	it('starts neighbouring courses with different lessons, all of them in turn', () => {
		const firsts = [1001, 1002, 1003, 1004, 1005, 1006].map((id) => demoLessonNumber(id, 0));
		expect(new Set(firsts).size).toBe(DEMO_LESSON_COUNT);
		expect(Math.min(...firsts)).toBe(1);
		expect(Math.max(...firsts)).toBe(DEMO_LESSON_COUNT);
	});
});

describe('demoHlsLesson', () => {
	it('gives the master playlist of exactly the item’s length, and the lesson’s captions', () => {
		expect(demoHlsLesson(3, 240)).toEqual({
			mediaUrl: 'lessons/hls/3/240.m3u8',
			captionsUrl: 'lessons/hls/3/captions.es.vtt',
		});
	});

	it('has none for a length no playlist lasts', () => {
		expect(demoHlsLesson(3, 245)).toBeNull();
		expect(demoHlsLesson(3, 90)).toBeNull();
		expect(demoHlsLesson(3, 600)).toBeNull();
	});
});

describe('the committed HLS lessons (scripts/make-hls-lessons.ts)', () => {
	it('have, for every length, two renditions that last exactly that long', async () => {
		for (const lesson of LESSONS) {
			const folder = path.join(MEDIA, demoLessonFolder(lesson));
			for (const seconds of DEMO_LESSON_LENGTHS) {
				const master = await readPlaylist(path.join(folder, `${String(seconds)}.m3u8`));
				expect(master.uris).toEqual([
					`360p/${String(seconds)}.m3u8`,
					`540p/${String(seconds)}.m3u8`,
				]);
				for (const uri of master.uris) {
					const media = await readPlaylist(path.join(folder, uri));
					// Whole seconds: the player's end is the item's end (ADR 006's 90 % of it).
					expect(media.seconds).toBeCloseTo(seconds, 6);
					expect(media.lines).toContain('#EXT-X-ENDLIST');
					for (const segment of new Set(media.uris)) {
						await access(path.join(folder, path.dirname(uri), segment));
					}
				}
			}
		}
	});

	it('each have Spanish captions and a poster, and stay small', async () => {
		let bytes = 0;
		for (const lesson of LESSONS) {
			const folder = path.join(MEDIA, demoLessonFolder(lesson));
			expect(await readFile(path.join(folder, 'captions.es.vtt'), 'utf8')).toMatch(
				new RegExp(
					`^WEBVTT\\n\\n1\\n00:00:01\\.000 --> .*\\nLección de demostración ${String(lesson)}`,
				),
			);
			expect((await stat(path.join(folder, 'poster.jpg'))).size).toBeLessThan(45 * 1024);
			for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
				if (entry.isFile()) bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
			}
		}
		expect(bytes).toBeLessThan(4 * 1024 * 1024);
	});
});
