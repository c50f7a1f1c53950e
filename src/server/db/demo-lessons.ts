/**
 * The demo catalogue's generated HLS lessons (issue #19), made by `scripts/make-hls-lessons.ts`
 * and committed under `public/media/lessons/hls/<n>/`: six visibly different lessons, each with a
 * master playlist per length in {@link DEMO_LESSON_LENGTHS}, Spanish captions and a poster.
 *
 * Why one playlist per length: the server counts a video as watched when 90 % of the item's
 * `duration_seconds` were really played, clipped to that length (ADR 006), and the player resumes
 * and reports against the video's own end. A video shorter than 90 % of its item could never be
 * completed; a longer one would play on after the item counts as done. So each lesson's 30 s of
 * picture is listed again and again (an HLS discontinuity at each repeat) in a playlist of exactly
 * the item's length: a few KB of text per length instead of minutes of video per item.
 */

/** How many lessons there are: `public/media/lessons/hls/1/` to `…/6/`. */
export const DEMO_LESSON_COUNT = 6;

/**
 * Every length (seconds) each lesson has a playlist for: 150 s to 330 s in steps of 10 s, which
 * covers every video and counter scene of the demo catalogue.
 */
export const DEMO_LESSON_LENGTHS: readonly number[] = Array.from(
	{ length: 19 },
	(_, index) => 150 + index * 10,
);

/** Where lesson `lesson` (1-based) keeps its files, relative to `ASSETS_URL`. */
export function demoLessonFolder(lesson: number): string {
	return `lessons/hls/${String(lesson)}`;
}

/**
 * Which lesson a course's video plays: the course id plus the video's place among the course's
 * videos and scenes, so two in a row never play the same lesson and neighbouring courses start
 * with different ones.
 *
 * @example
 * demoLessonNumber(1019, 0); // 6
 * demoLessonNumber(1019, 1); // 1
 * demoLessonNumber(1020, 0); // 1
 */
export function demoLessonNumber(courseId: number, videoPosition: number): number {
	return ((courseId + videoPosition) % DEMO_LESSON_COUNT) + 1;
}

/**
 * The HLS lesson of that length (its master playlist and captions, relative to `ASSETS_URL`), or
 * null when no playlist lasts exactly `durationSeconds`.
 *
 * @example
 * demoHlsLesson(3, 240); // { mediaUrl: 'lessons/hls/3/240.m3u8', captionsUrl: 'lessons/hls/3/captions.es.vtt' }
 * demoHlsLesson(3, 245); // null
 */
export function demoHlsLesson(
	lesson: number,
	durationSeconds: number,
): { mediaUrl: string; captionsUrl: string } | null {
	if (!DEMO_LESSON_LENGTHS.includes(durationSeconds)) return null;
	const folder = demoLessonFolder(lesson);
	return {
		mediaUrl: `${folder}/${String(durationSeconds)}.m3u8`,
		captionsUrl: `${folder}/captions.es.vtt`,
	};
}
