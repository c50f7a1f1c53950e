/**
 * An HLS lesson in the course player (issue #19): Chromium plays HLS through hls.js, which the
 * page loads only once the learner interacts with it (one press on play is enough, although the
 * browser's controls are disabled until then); the lesson plays, seeks across the repeats
 * of its playlist, keeps its Spanish captions and speed menu, and what was played is saved until
 * the lesson counts as watched.
 */
import { expect, test } from '@playwright/test';
import { watchViolations } from './csp-violations';
import { apiCall, logIn, newLearner, SHORT_COURSE, watchToTheEnd } from './learners';
import { waitForHydration } from './support';

interface PlayerItem {
	iid: number;
	name: string;
	type: string;
	dur: number;
	media: string | null;
	captions: string | null;
}

test('una lección en HLS se reproduce con hls.js, con subtítulos y velocidad, y guarda el progreso', async ({
	page,
	request,
}, testInfo) => {
	test.setTimeout(120_000);
	const learner = await newLearner(request, testInfo);
	const { getCourse } = await apiCall<{ getCourse: { topics: { items: PlayerItem[] }[] } }>(
		request,
		'/progress/getCourse',
		{ cid: SHORT_COURSE.id },
		learner.token,
	);
	const lesson = getCourse.topics[0]?.items[0];
	if (!lesson) throw new Error('the short course has no first item');
	// The demo seed gives it a generated HLS lesson of exactly its length.
	expect(lesson.media).toMatch(new RegExp(`/lessons/hls/[1-6]/${String(lesson.dur)}\\.m3u8$`));

	const consoleErrors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') consoleErrors.push(message.text());
	});
	const violations = await watchViolations(page);
	const requested: string[] = [];
	page.on('request', (sent) => {
		requested.push(new URL(sent.url()).pathname);
	});
	await logIn(page, learner);
	await page.goto(`/aula/curso/${SHORT_COURSE.path}`);
	await waitForHydration(page);
	const video = page.getByLabel(`Vídeo: ${lesson.name}`);
	await expect(video).toBeVisible();
	await expect(page.locator('video track[kind="captions"][srclang="es"]')).toHaveAttribute(
		'src',
		lesson.captions ?? '',
	);

	// Until the learner does something, the page has not loaded hls.js nor the lesson.
	await page.waitForLoadState('networkidle');
	expect(requested.filter((path) => /\/hls\.light\.[^/]+\.js$|\.m3u8$/.test(path))).toEqual([]);

	// One press on the (still disabled) play button brings hls.js in and plays.
	await video.evaluate((element: HTMLVideoElement) => {
		element.muted = true;
	});
	const box = await video.boundingBox();
	const playButton = { x: 24, y: (box?.height ?? 0) - 36 };
	if (testInfo.project.name === 'movil') await video.tap({ position: playButton });
	else await video.click({ position: playButton });
	await expect
		// hls.js, the playlist and the first segments come first, on two shared cores.
		.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
			timeout: 15_000,
		})
		.toBeGreaterThan(1);
	expect(requested.some((path) => /\/hls\.light\.[^/]+\.js$/.test(path))).toBe(true);
	expect(requested.some((path) => path.endsWith('.m4s'))).toBe(true);
	// hls.js feeds the video through Media Source Extensions.
	expect(await video.evaluate((element: HTMLVideoElement) => element.src)).toMatch(/^blob:/);
	const loaded = await video.evaluate((element: HTMLVideoElement) => ({
		duration: element.duration,
		captions: [...element.textTracks].map((track) => [track.language, track.mode]),
		cues: element.textTracks[0]?.cues?.length ?? 0,
	}));
	// The playlist lasts exactly the item: the server counts 90 % of that (ADR 006).
	expect(loaded.duration).toBeCloseTo(lesson.dur, 0);
	expect(loaded.captions).toEqual([['es', 'showing']]);
	expect(loaded.cues).toBeGreaterThan(5);

	// The speed menu sets the video's speed.
	await page.getByLabel('Velocidad').selectOption('2');
	expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(2);

	// A seek past the first repeat of the lesson's 30 s plays on from there.
	await video.evaluate((element: HTMLVideoElement) => {
		element.currentTime = 95;
	});
	await expect
		// The segments after the seek come first.
		.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
			timeout: 15_000,
		})
		.toBeGreaterThan(97);

	// What was played is saved, and the lesson, played from the start to its end, counts as
	// watched (90 % of its seconds, ADR 006).
	await video.evaluate((element: HTMLVideoElement) => {
		element.currentTime = 0;
	});
	await watchToTheEnd(page);
	const { getProgress } = await apiCall<{
		getProgress: { items: { iid: number; done: boolean; pct: number }[] };
	}>(request, '/progress/getProgress', { cid: SHORT_COURSE.id }, learner.token);
	expect(getProgress.items.find((item) => item.iid === lesson.iid)).toMatchObject({
		done: true,
		pct: 100,
	});
	expect(consoleErrors).toEqual([]);
	expect(violations).toEqual([]);
});
