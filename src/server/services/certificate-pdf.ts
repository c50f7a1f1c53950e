/**
 * The certificate as a PDF (issue #6): one A4 landscape page with the holder, the course, its
 * area, hours and date, the code and a QR code of the public verification page. Drawn with
 * pdf-lib's standard fonts and vector shapes only (no image, no canvas), so it is small, sharp
 * when printed, and the same bytes for the same certificate.
 */
import { PDFDocument, type PDFFont, type PDFPage, PageSizes, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatDuration, formatSpainDate } from '../../lib/dates';
import {
	BRAND_COLORS,
	BRAND_NAME,
	drawLines,
	fitText,
	fontCharset,
	safeText,
	wrapText,
} from './pdf-text';

/** What the certificate says; the same fields as its row in `certificates`. */
export interface CertificatePdfInput {
	holderName: string;
	courseName: string;
	categoryName: string;
	minutes: number;
	issuedAt: Date;
	code: string;
	verifyUrl: string;
}

/** A horizontal run of dark modules on one row of a QR symbol, in module units. */
export interface QrRun {
	row: number;
	col: number;
	length: number;
}

/**
 * The dark modules of the QR code of `text` (error correction M: readable with 15 % of it
 * smudged or folded), as runs along each row: drawn as one path, neighbouring modules leave no
 * hairline seams in screen viewers.
 */
export function qrRuns(text: string): { size: number; runs: QrRun[] } {
	const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
	const runs: QrRun[] = [];
	for (let row = 0; row < modules.size; row += 1) {
		let col = 0;
		while (col < modules.size) {
			if (!modules.get(row, col)) {
				col += 1;
				continue;
			}
			const start = col;
			while (col < modules.size && modules.get(row, col)) col += 1;
			runs.push({ row, col: start, length: col - start });
		}
	}
	return { size: modules.size, runs };
}

/** 3.4 cm, above the 3 cm minimum, so a phone reads it from a printed sheet at arm's length. */
const QR_SIDE = 96;
/** The blank margin the QR standard asks for around the symbol, in modules. */
const QR_QUIET_MODULES = 4;

/** Draws the QR code, framed with its quiet zone, the frame's bottom-right corner at (right, bottom). */
function drawQrCode(page: PDFPage, text: string, right: number, bottom: number): void {
	const { size, runs } = qrRuns(text);
	const moduleSide = QR_SIDE / size;
	const quiet = QR_QUIET_MODULES * moduleSide;
	const box = QR_SIDE + 2 * quiet;
	page.drawRectangle({
		x: right - box,
		y: bottom,
		width: box,
		height: box,
		color: BRAND_COLORS.onDeep,
		borderColor: BRAND_COLORS.border,
		borderWidth: 0.75,
	});
	const path = runs
		.map(({ row, col, length }) => `M${col} ${row}h${length}v1h${-length}z`)
		.join('');
	// drawSvgPath puts the origin at (x, y) with y growing downwards, as in the matrix.
	page.drawSvgPath(path, {
		x: right - box + quiet,
		y: bottom + box - quiet,
		scale: moduleSide,
		color: BRAND_COLORS.ink,
	});
}

/** "Liceo Campus" as a two-tone wordmark centred on `centre`. */
interface CertificateFonts {
	regular: PDFFont;
	bold: PDFFont;
}

function drawWordmark(
	page: PDFPage,
	fonts: CertificateFonts,
	centre: number,
	y: number,
	size: number,
): void {
	const [first = BRAND_NAME, second = ''] = BRAND_NAME.split(' ');
	const firstWidth = fonts.bold.widthOfTextAtSize(`${first} `, size);
	const total = firstWidth + fonts.regular.widthOfTextAtSize(second, size);
	const x = centre - total / 2;
	page.drawText(`${first} `, { x, y, size, font: fonts.bold, color: BRAND_COLORS.deep });
	page.drawText(second, {
		x: x + firstWidth,
		y,
		size,
		font: fonts.regular,
		color: BRAND_COLORS.primary,
	});
}

/**
 * The certificate's PDF. Any text is accepted: characters the standard fonts cannot draw are
 * replaced (pdf-text.ts `safeText`), long names and course titles wrap and shrink to fit.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
	const doc = await PDFDocument.create();
	const [height, width] = PageSizes.A4;
	const page = doc.addPage([width, height]);
	const fonts = {
		regular: await doc.embedFont(StandardFonts.Helvetica),
		bold: await doc.embedFont(StandardFonts.HelveticaBold),
	};
	const holder = safeText(input.holderName, fontCharset(fonts.bold));
	const course = safeText(input.courseName, fontCharset(fonts.bold));

	describeDocument(doc, input, holder, course);
	drawFrame(page, width, height);
	drawStatement(page, fonts, { ...input, holderName: holder, courseName: course });
	drawVerification(page, fonts, input);
	return doc.save();
}

/** The file's properties: what a PDF reader and a search show of it. */
function describeDocument(
	doc: PDFDocument,
	input: CertificatePdfInput,
	holder: string,
	course: string,
): void {
	doc.setTitle(`Certificado de aprovechamiento: ${course}`);
	doc.setAuthor(BRAND_NAME);
	doc.setSubject(`Certificado de ${holder}, código ${input.code}`);
	doc.setKeywords(['certificado', BRAND_NAME, input.code]);
	doc.setCreator(BRAND_NAME);
	doc.setLanguage('es-ES');
	doc.setCreationDate(input.issuedAt);
	doc.setModificationDate(input.issuedAt);
}

/** The double border in the brand's colours. */
function drawFrame(page: PDFPage, width: number, height: number): void {
	page.drawRectangle({
		x: 20,
		y: 20,
		width: width - 40,
		height: height - 40,
		borderColor: BRAND_COLORS.primary,
		borderWidth: 2,
	});
	page.drawRectangle({
		x: 27,
		y: 27,
		width: width - 54,
		height: height - 54,
		borderColor: BRAND_COLORS.accent,
		borderWidth: 0.75,
	});
}

/** Who completed which course, its area and length, and when it was issued, centred. */
function drawStatement(page: PDFPage, fonts: CertificateFonts, input: CertificatePdfInput): void {
	const { regular, bold } = fonts;
	const { width, height } = page.getSize();
	const centre = width / 2;
	const textWidth = width - 220;
	const centred = { x: centre, align: 'center' } as const;
	const muted = {
		...centred,
		font: regular,
		size: 13,
		lineHeight: 18,
		color: BRAND_COLORS.inkMuted,
	};

	drawWordmark(page, fonts, centre, height - 70, 20);
	drawLines(page, ['Certificado de aprovechamiento'], {
		...centred,
		font: bold,
		size: 30,
		lineHeight: 36,
		color: BRAND_COLORS.deep,
		y: height - 122,
	});
	page.drawLine({
		start: { x: centre - 32, y: height - 140 },
		end: { x: centre + 32, y: height - 140 },
		thickness: 2,
		color: BRAND_COLORS.accent,
	});

	let y = drawLines(page, ['Se certifica que'], { ...muted, y: height - 174 });
	const name = fitText(input.holderName, bold, {
		size: 30,
		minSize: 18,
		maxWidth: textWidth,
		maxLines: 2,
	});
	y = drawLines(page, name.lines, {
		...centred,
		font: bold,
		size: name.size,
		lineHeight: name.size * 1.2,
		color: BRAND_COLORS.ink,
		y: y - name.size * 0.55,
	});
	y = drawLines(page, ['ha completado el curso'], { ...muted, y: y + 2 });
	const title = fitText(input.courseName, bold, {
		size: 22,
		minSize: 14,
		maxWidth: textWidth,
		maxLines: 3,
	});
	y = drawLines(page, title.lines, {
		...centred,
		font: bold,
		size: title.size,
		lineHeight: title.size * 1.25,
		color: BRAND_COLORS.primary,
		y: y - title.size * 0.45,
	});
	const area = fitText(
		`Área: ${input.categoryName}   ·   Duración: ${formatDuration(input.minutes)}`,
		regular,
		{ size: 12, minSize: 9, maxWidth: textWidth, maxLines: 1 },
	);
	y = drawLines(page, area.lines, {
		...muted,
		size: area.size,
		y: y - 8,
		color: BRAND_COLORS.ink,
	});
	drawLines(page, [`Expedido el ${formatSpainDate(input.issuedAt)}`], { ...muted, size: 12, y });
}

/** The verification corner: the QR on the right, the code and what the QR leads to on the left. */
function drawVerification(
	page: PDFPage,
	{ regular, bold }: CertificateFonts,
	input: CertificatePdfInput,
): void {
	const { width } = page.getSize();
	const margin = 56;
	drawQrCode(page, input.verifyUrl, width - margin, margin - 14);
	drawLines(page, [`Código de verificación: ${input.code}`], {
		x: margin,
		font: bold,
		size: 12,
		lineHeight: 16,
		color: BRAND_COLORS.ink,
		y: margin + 34,
	});
	const verifyLines = wrapText(
		`Verifica este certificado en ${input.verifyUrl}`,
		regular,
		10,
		width - 2 * margin - 200,
	);
	drawLines(page, verifyLines.slice(0, 2), {
		x: margin,
		font: regular,
		size: 10,
		lineHeight: 13,
		color: BRAND_COLORS.inkMuted,
		y: margin + 16,
	});
}
