/**
 * `node scripts/make-hls-lessons.ts`: makes the demo catalogue's HLS lessons (issue #19) with
 * ffmpeg, into public/media/lessons/hls/<n>/ (n = 1…DEMO_LESSON_COUNT of src/server/db/demo-lessons.ts):
 *
 *   360p/init.mp4, 360p/s00…s08.m4s   30 s of picture, 640×360, H.264 + AAC in fMP4, segments of
 *   540p/init.mp4, 540p/s00…s08.m4s   4, 4 and 2 s (2–4 s, and every 10 s ends a segment)
 *   360p/<s>.m3u8, 540p/<s>.m3u8      a media playlist of exactly <s> seconds for every length of
 *                                      DEMO_LESSON_LENGTHS: the 30 s listed again and again, with a
 *                                      discontinuity at each repeat (see demo-lessons.ts for why)
 *   <s>.m3u8                           the master playlist of that length: both renditions
 *   poster.jpg                         960×540, the lesson's first frame
 *   captions.es.vtt                    Spanish captions up to the longest length
 *
 * Each lesson has its own colours, background pattern, moving shape, title ("Lección de
 * demostración N") and a soft chime of its own pitch at the start of every 30 s (silence after).
 * The media playlists are the same text for every lesson and rendition, so git stores each once.
 *
 * A developer tool, not part of the build: run it by hand (it overwrites the folder) and commit
 * its output, so a machine without ffmpeg still serves the lessons. Needs ffmpeg and ffprobe with
 * libx264 and libfreetype, and the DejaVu fonts (Debian: `apt-get install ffmpeg
 * fonts-dejavu-core`). `--only=3` makes lesson 3 alone. About a minute per lesson on one core.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
	DEMO_LESSON_COUNT,
	DEMO_LESSON_LENGTHS,
	demoLessonFolder,
} from '../src/server/db/demo-lessons.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FONT_DIR = process.env.FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
const FONT_REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');

/** Seconds of picture each lesson has; every length of DEMO_LESSON_LENGTHS is a multiple of 10. */
const LOOP_SECONDS = 30;
/** Segment lengths within the loop: 4 + 4 + 2 = 10, so any multiple of 10 s ends on a segment. */
const SEGMENT_SECONDS = [4, 4, 2, 4, 4, 2, 4, 4, 2];
/** Calm pictures need few frames; Chromium still plays them at 16× in the browser tests. */
const FPS = 12;
const WIDTH = 960;
const HEIGHT = 540;
const SHAPE = 80;
const RENDITIONS = [
	{ name: '360p', width: 640, height: 360, crf: 32 },
	{ name: '540p', width: 960, height: 540, crf: 32 },
] as const;
/** x264 Main profile, level 3.1, as the master playlists declare it; AAC-LC. */
const CODECS = 'avc1.4d401f,mp4a.40.2';
const MAX_POSTER_BYTES = 45 * 1024;
/** The whole hls/ folder stays under this (issue #19 allows about 4 MB). */
const MAX_TOTAL_BYTES = 3.5 * 1024 * 1024;

interface Lesson {
	/** Subtitle under the title: what this lesson looks like. */
	theme: string;
	/** Diagonal gradient, top-left to bottom-right (0xRRGGBB). */
	colors: [string, string];
	/** Background pattern in geq terms of X and Y, between -1 and 1, drawn faintly. */
	pattern: string;
	shape: 'circle' | 'square' | 'ring';
	shapeColor: string;
	/** Where the shape's top-left corner is at time t; P is 2π·t/30, so it loops seamlessly. */
	path: { x: string; y: string };
	/** Pitch of the chime that opens every 30 s (Hz). */
	chime: number;
}

const LESSONS: Lesson[] = [
	{
		theme: 'Rayas suaves · un círculo que da vueltas',
		colors: ['0x17486A', '0x1B8A8A'],
		pattern: 'sin((X+Y)*2*PI/120)',
		shape: 'circle',
		shapeColor: '0xFFDC78',
		path: { x: '440+320*cos(P)', y: '390+60*sin(P)' },
		chime: 523.25,
	},
	{
		theme: 'Puntos · un cuadrado que va y viene',
		colors: ['0x9E3F2C', '0xE08A4F'],
		pattern: 'sin(X*2*PI/60)*sin(Y*2*PI/60)',
		shape: 'square',
		shapeColor: '0xFFF4E0',
		path: { x: '60+760*(0.5-0.5*cos(P))', y: '400' },
		chime: 587.33,
	},
	{
		theme: 'Anillos · un círculo que dibuja un ocho',
		colors: ['0x3F2A78', '0x7A4FB5'],
		pattern: 'sin(hypot(X-W/2,Y-H/2)*2*PI/80)',
		shape: 'circle',
		shapeColor: '0x9BE7C4',
		path: { x: '440+300*sin(P)', y: '390+55*sin(2*P)' },
		chime: 659.25,
	},
	{
		theme: 'Rombos · un anillo que sube y baja',
		colors: ['0x1F6B46', '0x58A05A'],
		pattern: 'sin((X-Y)*2*PI/160)*sin((X+Y)*2*PI/160)',
		shape: 'ring',
		shapeColor: '0xFFFFFF',
		path: { x: '870', y: '30+400*(0.5-0.5*cos(P))' },
		chime: 698.46,
	},
	{
		theme: 'Ondas · un círculo en diagonal',
		colors: ['0x14213D', '0x2F5C8A'],
		pattern: 'sin(Y*2*PI/70+2*sin(X*2*PI/400))',
		shape: 'circle',
		shapeColor: '0xFCA311',
		path: { x: '60+760*(0.5-0.5*cos(P))', y: '300+140*(0.5-0.5*cos(P))' },
		chime: 783.99,
	},
	{
		theme: 'Barras · un cuadrado que rebota',
		colors: ['0x6D1A36', '0xA8324A'],
		pattern: 'sin(X*2*PI/90)',
		shape: 'square',
		shapeColor: '0xF6E7CB',
		path: { x: '60+760*(0.5-0.5*cos(P))', y: '440-170*abs(sin(3*P))' },
		chime: 880,
	},
];

/** Spanish captions, a cue every 15 s; each lesson starts at another sentence. */
const CAPTIONS = [
	'En el curso real, aquí habla la persona experta.',
	'Los subtítulos acompañan todo el vídeo.',
	'Puedes cambiar la velocidad y retomar donde lo dejaste.',
	'Toma nota de las ideas clave para el mostrador.',
	'Si te interrumpen, el campus recuerda tu progreso.',
	'Al terminar, pon a prueba lo que has aprendido.',
	'Consulta también la ficha en PDF del curso.',
	'Cada lección de demostración tiene sus colores.',
];
const CUE_EVERY = 15;
const CUE_LENGTH = 7;

function die(message: string): never {
	console.error(`error: ${message}`);
	process.exit(1);
}

function ffmpeg(args: string[]) {
	execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
		stdio: ['ignore', 'inherit', 'inherit'],
	});
}

/** 0xRRGGBB → [r, g, b] */
function rgb(color: string): [number, number, number] {
	const value = Number.parseInt(color.replace(/^0x/, ''), 16);
	return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Seconds → WebVTT's HH:MM:SS.mmm */
function vttTime(seconds: number): string {
	const ms = Math.round(seconds * 1000);
	const pad = (value: number, width = 2) => String(value).padStart(width, '0');
	return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function captions(number: number, lesson: Lesson): string {
	const longest = Math.max(...DEMO_LESSON_LENGTHS);
	const cues = [`Lección de demostración ${String(number)}: ${lesson.theme.toLowerCase()}.`];
	let index = 0;
	for (let start = 1 + CUE_EVERY; start + CUE_LENGTH < longest; start += CUE_EVERY) {
		cues.push(CAPTIONS[(number + index) % CAPTIONS.length] ?? '');
		index++;
	}
	const body = cues.map(
		(text, cue) =>
			`${String(cue + 1)}\n${vttTime(1 + cue * CUE_EVERY)} --> ${vttTime(1 + cue * CUE_EVERY + CUE_LENGTH)}\n${text}\n`,
	);
	return `WEBVTT\n\n${body.join('\n')}`;
}

/** The media playlist of `seconds`: the loop's segments, again and again, then the rest. */
function mediaPlaylist(seconds: number): string {
	const lines = [
		'#EXTM3U',
		'#EXT-X-VERSION:7',
		`#EXT-X-TARGETDURATION:${String(Math.max(...SEGMENT_SECONDS))}`,
		'#EXT-X-MEDIA-SEQUENCE:0',
		'#EXT-X-PLAYLIST-TYPE:VOD',
		'#EXT-X-INDEPENDENT-SEGMENTS',
		'#EXT-X-MAP:URI="init.mp4"',
	];
	let elapsed = 0;
	for (let index = 0; elapsed < seconds; index++) {
		const inLoop = index % SEGMENT_SECONDS.length;
		// Each repeat starts the loop's timestamps again: the player must not expect them to go on.
		if (index > 0 && inLoop === 0) lines.push('#EXT-X-DISCONTINUITY');
		const length = SEGMENT_SECONDS[inLoop] ?? 0;
		lines.push(`#EXTINF:${length.toFixed(3)},`, `s${String(inLoop).padStart(2, '0')}.m4s`);
		elapsed += length;
	}
	if (elapsed !== seconds)
		die(`a playlist of ${String(seconds)} s would last ${String(elapsed)} s`);
	lines.push('#EXT-X-ENDLIST');
	return `${lines.join('\n')}\n`;
}

function masterPlaylist(seconds: number, rates: Map<string, { peak: number; average: number }>) {
	const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
	for (const rendition of RENDITIONS) {
		const rate = rates.get(rendition.name);
		if (!rate) die(`no bitrate for ${rendition.name}`);
		lines.push(
			`#EXT-X-STREAM-INF:BANDWIDTH=${String(rate.peak)},AVERAGE-BANDWIDTH=${String(rate.average)},` +
				`CODECS="${CODECS}",RESOLUTION=${String(rendition.width)}x${String(rendition.height)},` +
				`FRAME-RATE=${FPS.toFixed(3)}`,
			`${rendition.name}/${String(seconds)}.m3u8`,
		);
	}
	return `${lines.join('\n')}\n`;
}

/** A 960×540 diagonal gradient with the lesson's pattern drawn faintly over it. */
function backgroundFilter(lesson: Lesson): string {
	const [from, to] = lesson.colors.map(rgb) as [[number, number, number], [number, number, number]];
	const channel = (index: 0 | 1 | 2) =>
		`'${String(from[index])}+(${String(to[index] - from[index])})*(X/W+Y/H)/2+9*(${lesson.pattern})'`;
	return `color=c=black:s=${String(WIDTH)}x${String(HEIGHT)}:d=1,format=rgb24,geq=r=${channel(0)}:g=${channel(1)}:b=${channel(2)}`;
}

function shapeFilter(lesson: Lesson): string {
	const [r, g, b] = rgb(lesson.shapeColor);
	const half = SHAPE / 2;
	const alpha = {
		circle: `255*lt(hypot(X-${String(half)},Y-${String(half)}),${String(half - 1)})`,
		square: '235',
		ring: `255*lt(hypot(X-${String(half)},Y-${String(half)}),${String(half - 1)})*gt(hypot(X-${String(half)},Y-${String(half)}),${String(half - 14)})`,
	}[lesson.shape];
	return `color=c=black@0:s=${String(SHAPE)}x${String(SHAPE)}:d=1,format=rgba,geq=r=${String(r)}:g=${String(g)}:b=${String(b)}:a='${alpha}'`;
}

async function makeLesson(number: number, lesson: Lesson, work: string) {
	const out = path.join(ROOT, 'public/media', demoLessonFolder(number));
	await rm(out, { recursive: true, force: true });
	await mkdir(out, { recursive: true });
	const file = (name: string) => path.join(work, `${String(number)}-${name}`);
	console.log(`==> lesson ${String(number)}: ${lesson.theme}`);

	ffmpeg(['-f', 'lavfi', '-i', backgroundFilter(lesson), '-frames:v', '1', file('bg.png')]);
	ffmpeg(['-f', 'lavfi', '-i', shapeFilter(lesson), '-frames:v', '1', file('shape.png')]);
	await writeFile(file('title.txt'), `Lección de demostración ${String(number)}`);
	await writeFile(file('theme.txt'), lesson.theme);
	await writeFile(file('brand.txt'), 'Liceo Campus · vídeo de ejemplo');
	const position = (expression: string) =>
		`'${expression.replaceAll('P', `(2*PI*t/${String(LOOP_SECONDS)})`)}'`;
	const text = (name: string, font: string, size: number, x: string, y: number, color: string) =>
		`drawtext=fontfile=${font}:textfile=${file(name)}:expansion=none:fontsize=${String(size)}` +
		`:fontcolor=${color}:shadowcolor=black@0.35:shadowx=2:shadowy=2:x=${x}:y=${String(y)}`;
	await writeFile(
		file('filter.txt'),
		`[0:v]format=yuv420p,${[
			text('title.txt', FONT_BOLD, 48, '(w-text_w)/2', 150, 'white'),
			text('theme.txt', FONT_REGULAR, 26, '(w-text_w)/2', 222, 'white@0.9'),
			text('brand.txt', FONT_REGULAR, 18, '24', 24, 'white@0.75'),
		].join(',')}[bg];` +
			`[bg][1:v]overlay=x=${position(lesson.path.x)}:y=${position(lesson.path.y)}:format=auto[v]`,
	);
	// The picture once, losslessly; each rendition is scaled from it.
	ffmpeg([
		...['-loop', '1', '-framerate', String(FPS), '-t', String(LOOP_SECONDS), '-i', file('bg.png')],
		...[
			'-loop',
			'1',
			'-framerate',
			String(FPS),
			'-t',
			String(LOOP_SECONDS),
			'-i',
			file('shape.png'),
		],
		...['-filter_complex_script', file('filter.txt'), '-map', '[v]', '-t', String(LOOP_SECONDS)],
		...['-c:v', 'ffv1', file('picture.mkv')],
	]);
	// A soft two-note chime that fades within 2 s, then silence (AAC spends almost nothing on it).
	ffmpeg([
		...['-f', 'lavfi', '-i', `sine=f=${String(lesson.chime)}:r=48000:d=${String(LOOP_SECONDS)}`],
		...[
			'-f',
			'lavfi',
			'-i',
			`sine=f=${String(lesson.chime * 1.5)}:r=48000:d=${String(LOOP_SECONDS)}`,
		],
		'-filter_complex',
		"[0:a][1:a]amix=inputs=2,volume='0.3*exp(-2.5*t)*lt(t,2)':eval=frame[a]",
		...['-map', '[a]', '-ac', '1', file('sound.wav')],
	]);

	// Keyframes exactly where segments start, and nowhere else.
	const starts: number[] = [];
	let at = 0;
	for (const length of SEGMENT_SECONDS) {
		starts.push(at * FPS);
		at += length;
	}
	const keyframes = starts.map((frame) => `eq(n,${String(frame)})`).join('+');
	const rates = new Map<string, { peak: number; average: number }>();
	for (const rendition of RENDITIONS) {
		const folder = path.join(out, rendition.name);
		await mkdir(folder, { recursive: true });
		ffmpeg([
			...['-i', file('picture.mkv'), '-i', file('sound.wav'), '-map', '0:v', '-map', '1:a'],
			...['-vf', `scale=${String(rendition.width)}:${String(rendition.height)}:flags=lanczos`],
			...[
				'-c:v',
				'libx264',
				'-preset',
				'slow',
				'-tune',
				'animation',
				'-crf',
				String(rendition.crf),
			],
			// No B-frames: the first frame's timestamp is 0, so repeats join without a gap (with
			// B-frames hls.js found a hole of about a second at each discontinuity).
			...['-bf', '0', '-profile:v', 'main', '-level', '3.1', '-pix_fmt', 'yuv420p'],
			...['-g', String(LOOP_SECONDS * FPS), '-sc_threshold', '0'],
			...['-force_key_frames', `expr:${keyframes}`],
			...['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-ar', '48000'],
			...['-f', 'hls', '-hls_time', '2', '-hls_segment_type', 'fmp4', '-hls_playlist_type', 'vod'],
			...['-hls_flags', 'independent_segments', '-hls_fmp4_init_filename', 'init.mp4'],
			...['-hls_segment_filename', path.join(folder, 's%02d.m4s')],
			// In the rendition's folder, where ffmpeg also writes init.mp4; deleted below.
			path.join(folder, 'made.m3u8'),
		]);
		// ffmpeg's own playlist tells where it cut: it must be the loop's segments.
		const made = (await readFile(path.join(folder, 'made.m3u8'), 'utf8'))
			.split('\n')
			.filter((line) => line.startsWith('#EXTINF:'))
			.map((line) => Number.parseFloat(line.slice('#EXTINF:'.length)));
		if (made.join() !== SEGMENT_SECONDS.join()) {
			die(`lesson ${String(number)} ${rendition.name}: segments of ${made.join(', ')} s`);
		}
		const probed = execFileSync(
			'ffprobe',
			['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', 'made.m3u8'],
			{ cwd: folder, encoding: 'utf8' },
		);
		if (Math.abs(Number.parseFloat(probed) - LOOP_SECONDS) > 0.1) {
			die(`lesson ${String(number)} ${rendition.name} lasts ${probed.trim()} s`);
		}
		await rm(path.join(folder, 'made.m3u8'));
		const sizes = await Promise.all(
			SEGMENT_SECONDS.map(
				async (_, index) =>
					(await stat(path.join(folder, `s${String(index).padStart(2, '0')}.m4s`))).size,
			),
		);
		const init = (await stat(path.join(folder, 'init.mp4'))).size;
		rates.set(rendition.name, {
			peak: Math.ceil(
				Math.max(...sizes.map((size, index) => (size * 8) / (SEGMENT_SECONDS[index] ?? 1))),
			),
			average: Math.ceil(((init + sizes.reduce((sum, size) => sum + size, 0)) * 8) / LOOP_SECONDS),
		});
		for (const seconds of DEMO_LESSON_LENGTHS) {
			await writeFile(path.join(folder, `${String(seconds)}.m3u8`), mediaPlaylist(seconds));
		}
	}
	for (const seconds of DEMO_LESSON_LENGTHS) {
		await writeFile(path.join(out, `${String(seconds)}.m3u8`), masterPlaylist(seconds, rates));
	}
	await writeFile(path.join(out, 'captions.es.vtt'), captions(number, lesson));

	// Poster: the first frame, as small a JPEG as fits.
	for (const quality of [3, 4, 5, 6, 8, 10, 12]) {
		ffmpeg([
			...['-i', file('picture.mkv'), '-frames:v', '1', '-update', '1'],
			...['-pix_fmt', 'yuvj420p', '-q:v', String(quality), path.join(out, 'poster.jpg')],
		]);
		if ((await stat(path.join(out, 'poster.jpg'))).size <= MAX_POSTER_BYTES) break;
	}
	if ((await stat(path.join(out, 'poster.jpg'))).size > MAX_POSTER_BYTES) {
		die(`lesson ${String(number)}: poster.jpg is over ${String(MAX_POSTER_BYTES)} bytes`);
	}
}

async function folderBytes(folder: string): Promise<number> {
	let total = 0;
	for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
		if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
	}
	return total;
}

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (LESSONS.length !== DEMO_LESSON_COUNT) die('LESSONS and DEMO_LESSON_COUNT disagree');
for (const font of [FONT_BOLD, FONT_REGULAR]) {
	await stat(font).catch(() => die(`font ${font} missing (apt-get install fonts-dejavu-core)`));
}
try {
	execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
} catch {
	die('ffmpeg not found (apt-get install ffmpeg)');
}

const work = await mkdtemp(path.join(tmpdir(), 'hls-lessons-'));
try {
	for (const [index, lesson] of LESSONS.entries()) {
		if (only === undefined || only === String(index + 1)) await makeLesson(index + 1, lesson, work);
	}
} finally {
	await rm(work, { recursive: true, force: true });
}
const total = await folderBytes(path.join(ROOT, 'public/media/lessons/hls'));
console.log(`==> public/media/lessons/hls: ${String(total)} bytes`);
if (total > MAX_TOTAL_BYTES) die(`over ${String(MAX_TOTAL_BYTES)} bytes`);
