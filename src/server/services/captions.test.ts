/**
 * Captions (ADR 017m): WebVTT is checked cue by cue (header, timings with or without hours, an
 * end after its start, no `-->` in text, at least one cue), and SRT becomes WebVTT, with the line
 * of the first fault either way.
 */
import { describe, expect, it } from 'vitest';
import { CaptionsError, captionsMessage, checkWebVtt, srtToWebVtt } from './captions';

function fault(run: () => unknown): CaptionsError {
	try {
		run();
	} catch (error) {
		if (error instanceof CaptionsError) return error;
		throw error;
	}
	throw new Error('no CaptionsError');
}

describe('checkWebVtt', () => {
	it('takes cues with and without hours, settings, ids, notes and CRLF line ends', () => {
		const text =
			'\uFEFFWEBVTT - Lección 1\r\nKind: captions\r\n\r\nNOTE revisado\r\n\r\nintro\r\n00:00.000 --> 00:01.500 align:start\r\nBuenos días\r\n\r\n01:00:01.000 --> 01:00:02.000\r\nAdiós\r\n';
		expect(checkWebVtt(text)).toBe(
			'WEBVTT - Lección 1\nKind: captions\n\nNOTE revisado\n\nintro\n00:00.000 --> 00:01.500 align:start\nBuenos días\n\n01:00:01.000 --> 01:00:02.000\nAdiós\n',
		);
	});

	it.each([
		['no header', 'Hola\n\n00:00.000 --> 00:01.000\nX', 1, 'media.api.vtt_header'],
		[
			'a timing without milliseconds',
			'WEBVTT\n\n00:00 --> 00:01.000\nX',
			3,
			'media.api.vtt_timing',
		],
		['minutes past 59', 'WEBVTT\n\n00:61.000 --> 00:62.000\nX', 3, 'media.api.vtt_timing'],
		[
			'an end before its start',
			'WEBVTT\n\nid\n00:02.000 --> 00:01.000\nX',
			4,
			'media.api.vtt_order',
		],
		[
			'an arrow in the text',
			'WEBVTT\n\n00:00.000 --> 00:01.000\nA --> B',
			4,
			'media.api.vtt_arrow',
		],
		['no cue at all', 'WEBVTT\n\nNOTE nada\n', 4, 'media.api.vtt_empty'],
	])('refuses %s, naming the line', (_, text, line, reasonKey) => {
		const error = fault(() => checkWebVtt(text));
		expect({ line: error.line, reasonKey: error.reasonKey }).toEqual({ line, reasonKey });
		expect(captionsMessage(error)).toContain(`línea ${line}`);
	});
});

describe('srtToWebVtt', () => {
	it('drops the numbers, turns commas into points and pads the hours', () => {
		expect(
			srtToWebVtt(
				'1\n0:00:01,5 --> 0:00:02,250\nHola\n<i>amigo</i>\n\n2\n00:00:03,000 --> 00:00:04,000\nA --> B\n',
			),
		).toBe(
			'WEBVTT\n\n00:00:01.500 --> 00:00:02.250\nHola\n<i>amigo</i>\n\n00:00:03.000 --> 00:00:04.000\nA → B\n',
		);
	});

	it('refuses a block without a timing, naming its line, and an empty file', () => {
		const error = fault(() =>
			srtToWebVtt('1\n00:00:01,000 --> 00:00:02,000\nHola\n\n2\nsin tiempo\nX\n'),
		);
		expect({ format: error.format, line: error.line }).toEqual({ format: 'srt', line: 6 });
		expect(fault(() => srtToWebVtt('\n\n')).reasonKey).toBe('media.api.vtt_empty');
		expect(fault(() => srtToWebVtt('1\n00:00:02,000 --> 00:00:01,000\nX')).reasonKey).toBe(
			'media.api.vtt_order',
		);
	});
});
