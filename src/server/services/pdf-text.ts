/**
 * What the PDFs drawn on the server share (certificate-pdf.ts, resource-pdf.ts): the brand,
 * text made safe for the standard fonts, and text wrapped or shrunk to fit a box.
 *
 * The standard fonts (Helvetica) need no font file, and their WinAnsi encoding covers Spanish
 * (á, ñ, ü, ¿, ¡, «», ’, –, €). pdf-lib throws on any other character, and names and course
 * titles are typed by people (an emoji, a Catalan "ŀ", a Polish "ł"): every text goes through
 * `safeText` before it is measured or drawn.
 */
import { type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';

/** The wordmark: the documents carry the brand as text, in the site's colours. */
export const BRAND_NAME = 'Liceo Campus';

/** `#0f766e` → pdf-lib colour. */
export function hexColor(hex: string): RGB {
	const value = Number.parseInt(hex.replace('#', ''), 16);
	return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

/** The colours of `src/styles/tokens.css` (same hex values: there is no CSS in a PDF). */
export const BRAND_COLORS = {
	primary: hexColor('#0f766e'), // --color-primary
	primarySoft: hexColor('#e6f4f1'), // --color-primary-soft
	deep: hexColor('#0b3b38'), // --color-deep
	onDeep: hexColor('#ffffff'), // --color-on-deep
	onDeepMuted: hexColor('#ccebe6'), // --color-on-deep-muted
	accent: hexColor('#f2a541'), // --color-accent
	ink: hexColor('#1a2b2e'), // --color-ink
	inkMuted: hexColor('#4b5b5e'), // --color-ink-muted
	border: hexColor('#d5dede'), // --color-border
};

const charsets = new WeakMap<PDFFont, ReadonlySet<number>>();

/** The code points a font can draw (WinAnsi for the standard text fonts), cached per font. */
export function fontCharset(font: PDFFont): ReadonlySet<number> {
	let charset = charsets.get(font);
	if (!charset) {
		charset = new Set(font.getCharacterSet());
		charsets.set(font, charset);
	}
	return charset;
}

/** Decoration with nothing to say in print: emoji, joiners, variation selectors, controls. */
const DROPPED = /[\p{Extended_Pictographic}\p{M}\p{Cf}\p{Cc}\p{Cs}]/u;
const COMBINING_MARK = /\p{M}/u;
/** Letters with a stroke have no Unicode decomposition, but a reader expects the bare letter. */
const STROKED: Readonly<Record<string, string>> = {
	ł: 'l',
	Ł: 'L',
	đ: 'd',
	Đ: 'D',
	ħ: 'h',
	Ħ: 'H',
	ı: 'i',
	ŧ: 't',
	Ŧ: 'T',
};

/**
 * `text` with only characters of `charset`, whitespace collapsed. A character the font lacks
 * keeps its base letter when it has one ("ŀ" → "l·", "ő" → "o", "ł" → "l"); emoji and other
 * decoration are dropped; anything else becomes "?", so a name never silently loses a letter.
 *
 * @example
 * safeText('Núria Garcia 😀', fontCharset(helvetica)); // 'Núria Garcia'
 * safeText('Paŀlàs', fontCharset(helvetica)); // 'Pal·làs'
 */
export function safeText(text: string, charset: ReadonlySet<number>): string {
	const drawable = (char: string) => charset.has(char.codePointAt(0) ?? -1);
	let out = '';
	// NFC first: "n" + combining tilde (macOS file names, some keyboards) is the WinAnsi "ñ".
	for (const char of text.normalize('NFC')) {
		if (/\s/u.test(char)) out += ' ';
		else if (drawable(char)) out += char;
		else if (DROPPED.test(char)) continue;
		else if (STROKED[char]) out += STROKED[char];
		else {
			// Code points, not graphemes, on purpose: the font has one glyph per code point.
			const base = Array.from(char.normalize('NFKD'))
				.filter((part) => !COMBINING_MARK.test(part) && drawable(part))
				.join('');
			out += base === '' ? '?' : base;
		}
	}
	return out.replace(/ {2,}/g, ' ').trim();
}

/** How many leading characters of `text` fit in `maxWidth` (at least one, so a line advances). */
function fittingPrefix(text: string, font: PDFFont, size: number, maxWidth: number): number {
	let length = 1;
	while (
		length < text.length &&
		font.widthOfTextAtSize(text.slice(0, length + 1), size) <= maxWidth
	)
		length += 1;
	return length;
}

/**
 * `text` (made safe for `font`) broken into lines no wider than `maxWidth` at `size`: between
 * words, and inside a word only when the word alone is wider than the line (a long URL).
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
	const width = (line: string) => font.widthOfTextAtSize(line, size);
	const lines: string[] = [];
	let line = '';
	for (const word of safeText(text, fontCharset(font)).split(' ')) {
		const candidate = line === '' ? word : `${line} ${word}`;
		if (width(candidate) <= maxWidth) {
			line = candidate;
			continue;
		}
		if (line !== '') lines.push(line);
		line = word;
		while (line.length > 1 && width(line) > maxWidth) {
			const cut = fittingPrefix(line, font, size, maxWidth);
			lines.push(line.slice(0, cut));
			line = line.slice(cut);
		}
	}
	if (line !== '') lines.push(line);
	return lines;
}

/** A box for `fitText`: the preferred size, the smallest acceptable one, and the line budget. */
export interface FitOptions {
	size: number;
	minSize: number;
	maxWidth: number;
	maxLines: number;
}

/**
 * `text` wrapped into at most `maxLines` lines, at the largest size from `size` down to `minSize`
 * that allows it; if even `minSize` is not enough, the last line ends with "…" rather than
 * running out of the box.
 */
export function fitText(
	text: string,
	font: PDFFont,
	{ size, minSize, maxWidth, maxLines }: FitOptions,
): { lines: string[]; size: number } {
	for (let current = size; current >= minSize; current -= 1) {
		const lines = wrapText(text, font, current, maxWidth);
		if (lines.length <= maxLines) return { lines, size: current };
	}
	const lines = wrapText(text, font, minSize, maxWidth).slice(0, maxLines);
	let last = lines.pop() ?? '';
	while (last.length > 0 && font.widthOfTextAtSize(`${last}…`, minSize) > maxWidth)
		last = last.slice(0, -1);
	return { lines: [...lines, `${last.trimEnd()}…`], size: minSize };
}

/** Where and how `drawLines` sets a block of lines. */
export interface LinesStyle {
	font: PDFFont;
	size: number;
	color: RGB;
	/** Baseline of the first line. */
	y: number;
	lineHeight: number;
	/** Left edge, or the centre when `align` is 'center'. */
	x: number;
	align?: 'left' | 'center';
}

/** Draws lines already fitted (wrapText, fitText); answers the baseline below the last one. */
export function drawLines(page: PDFPage, lines: readonly string[], style: LinesStyle): number {
	let y = style.y;
	for (const line of lines) {
		const text = safeText(line, fontCharset(style.font));
		const width = style.font.widthOfTextAtSize(text, style.size);
		const x = style.align === 'center' ? style.x - width / 2 : style.x;
		page.drawText(text, { x, y, size: style.size, font: style.font, color: style.color });
		y -= style.lineHeight;
	}
	return y;
}
