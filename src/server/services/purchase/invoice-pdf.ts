/**
 * The invoice as a PDF (issue #18): one A4 page with what Spanish invoicing rules ask of a full
 * invoice (número y serie, fecha de expedición, issuer's and customer's name, NIF and address,
 * concept and period, base imponible, tipo y cuota de IVA, total). Drawn with pdf-lib's standard
 * fonts, as the certificates are: small, selectable text, the same bytes for the same invoice.
 */
import { PDFDocument, type PDFFont, type PDFPage, PageSizes, StandardFonts } from 'pdf-lib';
import { t } from '../../../i18n';
import { formatSpainDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { InvoiceRow } from '../../db/queries/invoices';
import { BRAND_COLORS, BRAND_NAME, drawLines, wrapText } from '../pdf-text';

/** What the PDF shows: the invoice's row, its code and, for a rectifying one, the one it corrects. */
export interface InvoicePdfInput {
	invoice: InvoiceRow;
	code: string;
	rectifiesCode: string | null;
}

interface Fonts {
	regular: PDFFont;
	bold: PDFFont;
}

const MARGIN = 56;

const money = (minor: number) => formatMoney(minor, 'es-ES');

/** "21" for 2100 basis points, "10,5" for 1050. */
export function formatTaxRate(basisPoints: number): string {
	return (basisPoints / 100).toLocaleString('es-ES', { maximumFractionDigits: 2 });
}

/** The concept line: what was charged for, in the customer's words. */
export function invoiceConcept(invoice: Pick<InvoiceRow, 'reason' | 'description'>): string {
	return t(`invoice.reason_${invoice.reason}`, { plan: invoice.description });
}

export async function renderInvoicePdf({
	invoice,
	code,
	rectifiesCode,
}: InvoicePdfInput): Promise<Uint8Array> {
	const doc = await PDFDocument.create();
	const [width, height] = PageSizes.A4;
	const page = doc.addPage([width, height]);
	const fonts: Fonts = {
		regular: await doc.embedFont(StandardFonts.Helvetica),
		bold: await doc.embedFont(StandardFonts.HelveticaBold),
	};
	const title = t(invoice.series === 'R' ? 'invoice.title_rectifying' : 'invoice.title');

	doc.setTitle(t('invoice.document_title', { code }));
	doc.setAuthor(invoice.operatorName);
	doc.setSubject(`${title} ${code}`);
	doc.setCreator(BRAND_NAME);
	doc.setLanguage('es-ES');
	doc.setCreationDate(invoice.issuedAt);
	doc.setModificationDate(invoice.issuedAt);

	let y = drawHeading(page, fonts, { title, code, invoice, rectifiesCode });
	y = drawParties(page, fonts, invoice, y - 28);
	y = drawConcept(page, fonts, invoice, y - 28);
	y = drawTotals(page, fonts, invoice, y - 16);
	drawFooter(page, fonts, invoice, y - 32);
	return doc.save();
}

function drawHeading(
	page: PDFPage,
	fonts: Fonts,
	heading: { title: string; code: string; invoice: InvoiceRow; rectifiesCode: string | null },
): number {
	const { width, height } = page.getSize();
	const top = height - MARGIN;
	drawLines(page, [BRAND_NAME], {
		font: fonts.bold,
		size: 20,
		lineHeight: 24,
		color: BRAND_COLORS.deep,
		x: MARGIN,
		y: top - 8,
	});
	drawLines(page, [heading.title], {
		font: fonts.bold,
		size: 22,
		lineHeight: 26,
		color: BRAND_COLORS.primary,
		x: width - MARGIN - fonts.bold.widthOfTextAtSize(heading.title, 22),
		y: top - 8,
	});
	const facts = [
		`${t('invoice.number')}: ${heading.code}`,
		`${t('invoice.issued')}: ${formatSpainDate(heading.invoice.issuedAt)}`,
		...(heading.rectifiesCode ? [`${t('invoice.rectifies')}: ${heading.rectifiesCode}`] : []),
	];
	let y = top - 36;
	for (const fact of facts) {
		drawLines(page, [fact], {
			font: fonts.regular,
			size: 10,
			lineHeight: 14,
			color: BRAND_COLORS.ink,
			x: width - MARGIN - fonts.regular.widthOfTextAtSize(fact, 10),
			y,
		});
		y -= 14;
	}
	page.drawLine({
		start: { x: MARGIN, y: y - 6 },
		end: { x: width - MARGIN, y: y - 6 },
		thickness: 1,
		color: BRAND_COLORS.primary,
	});
	return y - 6;
}

/** Issuer on the left, customer on the right, each with name, NIF and address. */
function drawParties(page: PDFPage, fonts: Fonts, invoice: InvoiceRow, top: number): number {
	const { width } = page.getSize();
	const column = (width - 2 * MARGIN - 24) / 2;
	const block = (x: number, label: string, lines: (string | null)[]) => {
		drawLines(page, [label.toUpperCase()], {
			font: fonts.bold,
			size: 9,
			lineHeight: 14,
			color: BRAND_COLORS.inkMuted,
			x,
			y: top,
		});
		const wrapped = lines
			.filter((line): line is string => Boolean(line))
			.flatMap((line) => wrapText(line, fonts.regular, 10, column));
		return drawLines(page, wrapped, {
			font: fonts.regular,
			size: 10,
			lineHeight: 14,
			color: BRAND_COLORS.ink,
			x,
			y: top - 16,
		});
	};
	const issuer = block(MARGIN, t('invoice.issuer'), [
		invoice.operatorName,
		t('invoice.tax_id', { value: invoice.operatorTaxId }),
		invoice.operatorAddress,
	]);
	const customer = block(MARGIN + column + 24, t('invoice.customer'), [
		invoice.buyerName,
		invoice.buyerTaxId ? t('invoice.tax_id', { value: invoice.buyerTaxId }) : null,
		invoice.buyerAddress,
		invoice.buyerEmail,
	]);
	return Math.min(issuer, customer);
}

/** The one line of the invoice: concept, period and amount before tax. */
function drawConcept(page: PDFPage, fonts: Fonts, invoice: InvoiceRow, top: number): number {
	const { width } = page.getSize();
	const right = width - MARGIN;
	const periodX = MARGIN + 250;
	page.drawRectangle({
		x: MARGIN,
		y: top - 6,
		width: right - MARGIN,
		height: 20,
		color: BRAND_COLORS.primarySoft,
	});
	const header = { font: fonts.bold, size: 9, lineHeight: 12, color: BRAND_COLORS.deep, y: top };
	drawLines(page, [t('invoice.concept')], { ...header, x: MARGIN + 8 });
	drawLines(page, [t('invoice.period')], { ...header, x: periodX });
	const amountLabel = t('invoice.amount');
	drawLines(page, [amountLabel], {
		...header,
		x: right - 8 - fonts.bold.widthOfTextAtSize(amountLabel, 9),
	});
	const row = { font: fonts.regular, size: 10, lineHeight: 14, color: BRAND_COLORS.ink };
	const conceptLines = wrapText(invoiceConcept(invoice), fonts.regular, 10, periodX - MARGIN - 16);
	const afterConcept = drawLines(page, conceptLines, { ...row, x: MARGIN + 8, y: top - 26 });
	const period = t('invoice.period_range', {
		from: formatSpainDate(invoice.periodStart),
		to: formatSpainDate(invoice.periodEnd),
	});
	const periodLines = wrapText(period, fonts.regular, 10, right - periodX - 90);
	const afterPeriod = drawLines(page, periodLines, { ...row, x: periodX, y: top - 26 });
	const base = money(invoice.baseMinor);
	drawLines(page, [base], {
		...row,
		x: right - 8 - fonts.regular.widthOfTextAtSize(base, 10),
		y: top - 26,
	});
	const bottom = Math.min(afterConcept, afterPeriod);
	page.drawLine({
		start: { x: MARGIN, y: bottom + 4 },
		end: { x: right, y: bottom + 4 },
		thickness: 0.5,
		color: BRAND_COLORS.border,
	});
	return bottom;
}

/** Base imponible, IVA and total, right-aligned under the amounts. */
function drawTotals(page: PDFPage, fonts: Fonts, invoice: InvoiceRow, top: number): number {
	const { width } = page.getSize();
	const right = width - MARGIN - 8;
	const rows: [label: string, value: string, bold: boolean][] = [
		[t('invoice.base'), money(invoice.baseMinor), false],
		[
			t('invoice.tax', { rate: formatTaxRate(invoice.taxRateBasisPoints) }),
			money(invoice.taxMinor),
			false,
		],
		[t('invoice.total'), money(invoice.totalMinor), true],
	];
	let y = top;
	for (const [label, value, bold] of rows) {
		const font = bold ? fonts.bold : fonts.regular;
		const size = bold ? 12 : 10;
		const style = { font, size, lineHeight: 16, color: BRAND_COLORS.ink, y };
		drawLines(page, [label], { ...style, x: right - 200 });
		drawLines(page, [value], { ...style, x: right - font.widthOfTextAtSize(value, size) });
		y -= bold ? 20 : 16;
	}
	return y;
}

function drawFooter(page: PDFPage, fonts: Fonts, invoice: InvoiceRow, top: number): void {
	const { width } = page.getSize();
	const lines = [
		t('invoice.paid', { charge: invoice.chargeId }),
		t('invoice.registry', { registry: invoice.operatorRegistry }),
	].flatMap((line) => wrapText(line, fonts.regular, 9, width - 2 * MARGIN));
	drawLines(page, lines, {
		font: fonts.regular,
		size: 9,
		lineHeight: 13,
		color: BRAND_COLORS.inkMuted,
		x: MARGIN,
		y: top,
	});
}
