/**
 * Captions (issue #19, ADR 017m): WebVTT is what the player's `<track>` reads, so captions are
 * kept as WebVTT. An SRT file is converted on the way in; every text, uploaded or edited in the
 * studio, is checked before it is stored, with the line of the first fault. No library: the small
 * ones on npm are unmaintained or parse far more than cues, and the checks needed here (header,
 * cue timings, end after start, no `-->` in text) fit in this file and its tests.
 */
import { t } from '../../i18n';

/** A fault in a captions text: the line (1-based) and the es.json key of the reason. */
export class CaptionsError extends Error {
	constructor(
		readonly format: 'vtt' | 'srt',
		readonly line: number,
		readonly reasonKey: string,
	) {
		super(`${format} line ${line}: ${reasonKey}`);
		this.name = 'CaptionsError';
	}
}

/** The Spanish message of a captions fault, for the studio. */
export function captionsMessage(error: CaptionsError): string {
	return t(error.format === 'vtt' ? 'media.api.vtt_inv' : 'media.api.srt_inv', {
		line: error.line,
		reason: t(error.reasonKey),
	});
}

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const VTT_TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;
const SRT_TIMING =
	/^\s*(\d{1,2}:\d{2}:\d{2}[,.]\d{1,3})\s*-->\s*(\d{1,2}:\d{2}:\d{2}[,.]\d{1,3})\s*(?:\S.*)?$/;

function seconds(stamp: string): number | null {
	const match = TIMESTAMP.exec(stamp);
	if (!match) return null;
	const [, hours = '0', minutes = '0', secs = '0', millis = '0'] = match;
	return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

function lines(text: string): string[] {
	return text
		.replace(/^\uFEFF/, '')
		.replace(/\r\n?/g, '\n')
		.split('\n');
}

interface Block {
	/** Index of its first line. */
	start: number;
	lines: string[];
}

/** The blocks of `all` (runs of non-blank lines) from the line at `from` on. */
function blocks(all: readonly string[], from: number): Block[] {
	const found: Block[] = [];
	let current: Block | null = null;
	for (let index = from; index < all.length; index += 1) {
		const line = all[index] ?? '';
		if (line.trim() === '') {
			current = null;
			continue;
		}
		if (!current) {
			current = { start: index, lines: [] };
			found.push(current);
		}
		current.lines.push(line);
	}
	return found;
}

/**
 * Checks a WebVTT text: the `WEBVTT` header, every cue's timing line (`00:01.000 --> 00:04.000`,
 * hours optional, settings allowed), an end after its start, no `-->` in a cue's text, and at
 * least one cue. Throws {@link CaptionsError}; answers the text with `\n` line endings.
 *
 * @example
 * checkWebVtt('WEBVTT\n\n00:00.000 --> 00:02.000\nHola'); // same text
 */
export function checkWebVtt(text: string): string {
	const all = lines(text);
	if (!/^WEBVTT(?:[ \t].*)?$/.test(all[0] ?? '')) {
		throw new CaptionsError('vtt', 1, 'media.api.vtt_header');
	}
	// The header's own lines run to the first blank line.
	const headerEnd = all.indexOf('');
	let cues = 0;
	for (const block of blocks(all, headerEnd < 0 ? all.length : headerEnd)) {
		const first = block.lines[0] ?? '';
		// NOTE, STYLE and REGION blocks carry no cue.
		if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
		const timingAt = first.includes('-->') ? 0 : 1;
		const timing = VTT_TIMING.exec(block.lines[timingAt] ?? '');
		const lineNumber = block.start + timingAt + 1;
		const start = timing?.[1] ? seconds(timing[1]) : null;
		const end = timing?.[2] ? seconds(timing[2]) : null;
		if (start === null || end === null) {
			throw new CaptionsError('vtt', lineNumber, 'media.api.vtt_timing');
		}
		if (end <= start) throw new CaptionsError('vtt', lineNumber, 'media.api.vtt_order');
		const arrow = block.lines.slice(timingAt + 1).findIndex((line) => line.includes('-->'));
		if (arrow >= 0) throw new CaptionsError('vtt', lineNumber + 1 + arrow, 'media.api.vtt_arrow');
		cues += 1;
	}
	if (cues === 0) throw new CaptionsError('vtt', all.length, 'media.api.vtt_empty');
	return all.join('\n');
}

/**
 * Converts SubRip (SRT) to WebVTT: the cue numbers dropped, `,` in timestamps made `.`, hours
 * padded, then checked like any WebVTT. Throws {@link CaptionsError} with the SRT's line.
 *
 * @example
 * srtToWebVtt('1\n00:00:00,000 --> 00:00:02,500\nHola\n');
 * // 'WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nHola\n'
 */
export function srtToWebVtt(text: string): string {
	const all = lines(text);
	const out: string[] = ['WEBVTT', ''];
	let cues = 0;
	for (const block of blocks(all, 0)) {
		const timingAt = /^\s*\d+\s*$/.test(block.lines[0] ?? '') ? 1 : 0;
		const match = SRT_TIMING.exec(block.lines[timingAt] ?? '');
		if (!match?.[1] || !match[2]) {
			throw new CaptionsError('srt', block.start + timingAt + 1, 'media.api.vtt_timing');
		}
		const stamp = (value: string) => {
			const [clock = '', millis = ''] = value.split(/[,.]/);
			const [h = '0', m = '0', s = '0'] = clock.split(':');
			return `${h.padStart(2, '0')}:${m}:${s}.${millis.padEnd(3, '0')}`;
		};
		const body = block.lines.slice(timingAt + 1).map((line) => line.replaceAll('-->', '→'));
		out.push(`${stamp(match[1])} --> ${stamp(match[2])}`, ...body, '');
		cues += 1;
	}
	if (cues === 0) throw new CaptionsError('srt', Math.max(1, all.length), 'media.api.vtt_empty');
	try {
		return checkWebVtt(out.join('\n'));
	} catch (error) {
		if (error instanceof CaptionsError) throw new CaptionsError('srt', 1, error.reasonKey);
		throw error;
	}
}
