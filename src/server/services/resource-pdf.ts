/**
 * The downloadable sheet of a course's PDF item in the demo (issue #6, "downloads"): A4 portrait,
 * the brand and the course on top, the item as heading, the course goals, and a footer naming
 * who downloaded it and when, since the sheet travels (printed, forwarded) without the campus.
 */
import { PDFDocument, type PDFFont, type PDFPage, PageSizes, StandardFonts } from 'pdf-lib';
import { formatSpainDate } from '../../lib/dates';
import {
	BRAND_COLORS,
	BRAND_NAME,
	drawLines,
	fitText,
	fontCharset,
	safeText,
	wrapText,
} from './pdf-text';

/** What the sheet shows: the course and item it belongs to, and who downloads it. */
export interface ResourcePdfInput {
	courseName: string;
	categoryName: string;
	itemName: string;
	topic: string;
	goals: string[];
	holderName: string;
	downloadedAt: Date;
}

const MARGIN = 56;
const HEADER_HEIGHT = 88;
/** Body text stops above this line; the footer lives below it. */
const FOOTER_TOP = 80;

/**
 * The sheet's PDF. Long titles wrap and shrink, goals that do not fit on the page continue on a
 * new one, and every page carries the footer.
 */
export async function renderResourcePdf(input: ResourcePdfInput): Promise<Uint8Array> {
	const doc = await PDFDocument.create();
	const [width, height] = PageSizes.A4;
	const regular = await doc.embedFont(StandardFonts.Helvetica);
	const bold = await doc.embedFont(StandardFonts.HelveticaBold);
	const textWidth = width - 2 * MARGIN;
	const item = safeText(input.itemName, fontCharset(bold));

	describeDocument(doc, input, item, fontCharset(bold));

	let page = doc.addPage([width, height]);
	/** Baseline of the next line of the body. */
	let y = height - HEADER_HEIGHT - 40;
	/** Room for `needed` points below y, or a new page. */
	const ensureRoom = (needed: number): PDFPage => {
		if (y - needed < FOOTER_TOP) {
			page = doc.addPage([width, height]);
			y = height - MARGIN;
		}
		return page;
	};

	drawHeaderBand(page, { regular, bold }, input.categoryName);

	// The course, then the item as the sheet's heading.
	y = drawLines(page, ['CURSO'], {
		x: MARGIN,
		y,
		font: bold,
		size: 9,
		lineHeight: 15,
		color: BRAND_COLORS.primary,
	});
	const course = fitText(input.courseName, bold, {
		size: 13,
		minSize: 10,
		maxWidth: textWidth,
		maxLines: 3,
	});
	y = drawLines(page, course.lines, {
		x: MARGIN,
		y,
		font: bold,
		size: course.size,
		lineHeight: course.size * 1.3,
		color: BRAND_COLORS.ink,
	});
	const heading = fitText(item, bold, { size: 24, minSize: 16, maxWidth: textWidth, maxLines: 3 });
	y = drawLines(page, heading.lines, {
		x: MARGIN,
		y: y - heading.size,
		font: bold,
		size: heading.size,
		lineHeight: heading.size * 1.2,
		color: BRAND_COLORS.deep,
	});
	page.drawLine({
		start: { x: MARGIN, y: y + 4 },
		end: { x: MARGIN + 48, y: y + 4 },
		thickness: 2,
		color: BRAND_COLORS.accent,
	});
	y -= 20;

	const body = { font: regular, size: 11, lineHeight: 16, color: BRAND_COLORS.ink, x: MARGIN };
	const intro = wrapText(
		`Esta es la ficha de demostración del curso «${input.courseName}», del tema «${input.topic}». ` +
			'Reúne los objetivos del curso para repasarlos en el mostrador o compartirlos con tu equipo; ' +
			'los vídeos, las escenas de mostrador y el test están en el campus.',
		regular,
		body.size,
		textWidth,
	);
	for (const line of intro) y = drawLines(ensureRoom(body.lineHeight), [line], { ...body, y });

	if (input.goals.length > 0) {
		y -= 18;
		y = drawLines(ensureRoom(60), ['Objetivos del curso'], {
			x: MARGIN,
			y,
			font: bold,
			size: 14,
			lineHeight: 24,
			color: BRAND_COLORS.primary,
		});
		const indent = 16;
		for (const goal of input.goals) {
			const lines = wrapText(goal, regular, body.size, textWidth - indent);
			// A goal stays on one page unless it is longer than a page itself.
			ensureRoom(Math.min(lines.length * body.lineHeight, height / 2));
			drawLines(page, ['•'], { ...body, y, color: BRAND_COLORS.primary });
			for (const line of lines)
				y = drawLines(ensureRoom(body.lineHeight), [line], { ...body, x: MARGIN + indent, y });
			y -= 6;
		}
	}

	drawFooters(doc, regular, input);
	return doc.save();
}

/** The file's properties: what a PDF reader and a search show of it. */
function describeDocument(
	doc: PDFDocument,
	input: ResourcePdfInput,
	item: string,
	charset: ReturnType<typeof fontCharset>,
): void {
	doc.setTitle(item);
	doc.setAuthor(BRAND_NAME);
	doc.setSubject(`Ficha del curso ${safeText(input.courseName, charset)}`);
	doc.setCreator(BRAND_NAME);
	doc.setLanguage('es-ES');
	doc.setCreationDate(input.downloadedAt);
	doc.setModificationDate(input.downloadedAt);
}

/** Header band: the brand and the course's area, the sheet's type on the right. */
function drawHeaderBand(
	page: PDFPage,
	{ regular, bold }: { regular: PDFFont; bold: PDFFont },
	categoryName: string,
): void {
	const { width, height } = page.getSize();
	const textWidth = width - 2 * MARGIN;
	page.drawRectangle({
		x: 0,
		y: height - HEADER_HEIGHT,
		width,
		height: HEADER_HEIGHT,
		color: BRAND_COLORS.deep,
	});
	drawLines(page, [BRAND_NAME], {
		x: MARGIN,
		y: height - 46,
		font: bold,
		size: 20,
		lineHeight: 24,
		color: BRAND_COLORS.onDeep,
	});
	const area = fitText(categoryName, regular, {
		size: 10,
		minSize: 8,
		maxWidth: textWidth - 140,
		maxLines: 1,
	});
	drawLines(page, area.lines, {
		x: MARGIN,
		y: height - 66,
		font: regular,
		size: area.size,
		lineHeight: 12,
		color: BRAND_COLORS.onDeepMuted,
	});
	const kind = 'Ficha del curso';
	page.drawText(kind, {
		x: width - MARGIN - regular.widthOfTextAtSize(kind, 10),
		y: height - 46,
		size: 10,
		font: regular,
		color: BRAND_COLORS.onDeepMuted,
	});
}

/** Every page's footer: who downloaded the sheet and when, since it travels without the campus. */
function drawFooters(doc: PDFDocument, regular: PDFFont, input: ResourcePdfInput): void {
	const footer = fitText(
		`Descargado por ${input.holderName} el ${formatSpainDate(input.downloadedAt)} · ${BRAND_NAME}`,
		regular,
		{ size: 9, minSize: 7, maxWidth: doc.getPage(0).getWidth() - 2 * MARGIN, maxLines: 2 },
	);
	for (const sheet of doc.getPages()) {
		const { width } = sheet.getSize();
		sheet.drawLine({
			start: { x: MARGIN, y: FOOTER_TOP - 24 },
			end: { x: width - MARGIN, y: FOOTER_TOP - 24 },
			thickness: 0.75,
			color: BRAND_COLORS.border,
		});
		drawLines(sheet, footer.lines, {
			x: MARGIN,
			y: FOOTER_TOP - 40,
			font: regular,
			size: footer.size,
			lineHeight: 11,
			color: BRAND_COLORS.inkMuted,
		});
	}
}
