import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../lib/dates';
import { qrRuns, renderCertificatePdf } from './certificate-pdf';
import { fitText, fontCharset, safeText, wrapText } from './pdf-text';

const certificate = {
	holderName: 'María José Núñez O’Connor',
	courseName: 'Fotoprotección según el fototipo: cómo elegir y aplicar el filtro solar',
	categoryName: 'Dermofarmacia',
	minutes: 80,
	// 23:30 UTC is already the next day in Madrid: the certificate must say the 23rd.
	issuedAt: new Date('2026-11-22T23:30:00Z'),
	code: '7KQ2-M9XD-4TRA',
	verifyUrl: 'https://campus.example/certificados/7KQ2-M9XD-4TRA',
};

/** The PDF's text as a reader (or a search) sees it: whitespace and line breaks collapsed. */
async function readPdf(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
	// unpdf hands the buffer to pdf.js, which may detach it: give it a copy.
	const { text, totalPages } = await extractText(pdf.slice(), { mergePages: true });
	return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

async function helvetica() {
	const doc = await PDFDocument.create();
	return {
		regular: await doc.embedFont(StandardFonts.Helvetica),
		bold: await doc.embedFont(StandardFonts.HelveticaBold),
	};
}

describe('renderCertificatePdf', () => {
	it('writes every fact of the certificate on one A4 landscape page', async () => {
		const pdf = await renderCertificatePdf(certificate);
		const { text, pages } = await readPdf(pdf);

		expect(pages).toBe(1);
		for (const fact of [
			'Certificado de aprovechamiento',
			`Se certifica que ${certificate.holderName}`,
			`ha completado el curso ${certificate.courseName}`,
			`Área: ${certificate.categoryName}`,
			`Duración: ${formatDuration(certificate.minutes)}`,
			'Expedido el 23 de noviembre de 2026',
			`Código de verificación: ${certificate.code}`,
			`Verifica este certificado en ${certificate.verifyUrl}`,
		])
			expect(text).toContain(fact);

		const doc = await PDFDocument.load(pdf, { updateMetadata: false });
		const { width, height } = doc.getPage(0).getSize();
		expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
	});

	it('sets the metadata: title, author, subject, language and the issue date', async () => {
		const doc = await PDFDocument.load(await renderCertificatePdf(certificate), {
			updateMetadata: false,
		});

		expect(doc.getTitle()).toContain(certificate.courseName);
		expect(doc.getAuthor()).toBe('Liceo Campus');
		expect(doc.getSubject()).toContain(certificate.code);
		expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).asString()).toBe('es-ES');
		expect(doc.getCreationDate()?.toISOString()).toBe(certificate.issuedAt.toISOString());
	});

	it('wraps a long course name and a long person name, all of it, on the same page', async () => {
		const courseName =
			'Atención farmacéutica en el mostrador al paciente crónico polimedicado: detección de ' +
			'interacciones, adherencia al tratamiento y criterios de derivación al médico de familia';
		const holderName = "María del Carmen D'Ors Fernández-Villaverde de la Torre y Santisteban";
		const { text, pages } = await readPdf(
			await renderCertificatePdf({ ...certificate, courseName, holderName }),
		);

		expect(pages).toBe(1);
		expect(text).toContain(courseName);
		expect(text).toContain(holderName);
	});

	it('cuts a course name too long for three lines with "…" instead of leaving the page', async () => {
		const courseName = `Curso ${'de consejo farmacéutico en el mostrador '.repeat(20)}final`;
		const { text, pages } = await readPdf(
			await renderCertificatePdf({ ...certificate, courseName }),
		);

		expect(pages).toBe(1);
		expect(text).toContain('ha completado el curso Curso de consejo farmacéutico');
		expect(text).toContain('…');
		expect(text).not.toContain('final');
		expect(text).toContain(`Código de verificación: ${certificate.code}`);
	});

	it('keeps accents, ñ, apostrophes and Catalan names, and survives emoji', async () => {
		const { text } = await readPdf(
			await renderCertificatePdf({
				...certificate,
				holderName: 'Núria 😀 Paŀlàs i D’Alòs-Güell 👩‍⚕️',
			}),
		);

		expect(text).toContain('Se certifica que Núria Pal·làs i D’Alòs-Güell ha completado');
	});
});

describe('qrRuns', () => {
	it('draws exactly the dark modules of the QR code qrcode makes for the URL', () => {
		const { modules } = QRCode.create(certificate.verifyUrl, { errorCorrectionLevel: 'M' });
		const { size, runs } = qrRuns(certificate.verifyUrl);

		expect(size).toBe(modules.size);
		const drawn = new Set(
			runs.flatMap(({ row, col, length }) =>
				Array.from({ length }, (_, offset) => `${row}:${col + offset}`),
			),
		);
		const dark = new Set<string>();
		for (let row = 0; row < modules.size; row += 1)
			for (let col = 0; col < modules.size; col += 1)
				if (modules.get(row, col)) dark.add(`${row}:${col}`);
		expect(runs.reduce((sum, run) => sum + run.length, 0)).toBe(dark.size);
		expect(drawn).toEqual(dark);
	});

	it('makes each run as long as possible, so no two runs of a row touch', () => {
		const { runs } = qrRuns(certificate.verifyUrl);
		for (const [index, run] of runs.entries()) {
			const next = runs[index + 1];
			if (next?.row === run.row) expect(next.col).toBeGreaterThan(run.col + run.length);
		}
	});
});

describe('safeText', () => {
	it('keeps what Helvetica draws: Spanish accents, ñ, ¿¡, «», ’ and –', async () => {
		const { regular } = await helvetica();
		const spanish = '¿Qué tal? ¡Año nuevo! «Pingüino» – O’Brien, 5 € · Ñandú';

		expect(safeText(spanish, fontCharset(regular))).toBe(spanish);
	});

	it.each([
		['Paŀlàs', 'Pal·làs'],
		['Łukasz Wałęsa', 'Lukasz Walesa'],
		['Ana 😀 Ruiz 👩‍⚕️', 'Ana Ruiz'],
		['Nun\u0303ez', 'Nuñez'],
		['Li 李', 'Li ?'],
		['  Ana\n\tRuiz  ', 'Ana Ruiz'],
	])('%j → %j', async (input, output) => {
		const { regular } = await helvetica();

		expect(safeText(input, fontCharset(regular))).toBe(output);
	});

	it('leaves nothing the font cannot measure', async () => {
		const { bold } = await helvetica();
		const hostile = 'Ω ≠ ∑ 🧪 ŀ ł \u200d\ufe0f \u0000 \ud800 𝔄 中文 ﬁ';
		const safe = safeText(hostile, fontCharset(bold));

		expect(() => bold.widthOfTextAtSize(safe, 12)).not.toThrow();
	});
});

describe('wrapText and fitText', () => {
	const sentence =
		'Escena de mostrador: una estudiante pide una crema facial sin saber qué tipo de piel tiene';

	it('breaks between words, every line within the width, nothing lost', async () => {
		const { bold } = await helvetica();
		const lines = wrapText(sentence, bold, 14, 200);

		expect(lines.length).toBeGreaterThan(1);
		for (const line of lines) expect(bold.widthOfTextAtSize(line, 14)).toBeLessThanOrEqual(200);
		expect(lines.join(' ')).toBe(sentence);
	});

	it('cuts a word wider than the line, such as a URL', async () => {
		const { regular } = await helvetica();
		const url = `https://campus.example/certificados/${'X'.repeat(60)}`;
		const lines = wrapText(url, regular, 10, 120);

		for (const line of lines) expect(regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
		expect(lines.join('')).toBe(url);
	});

	it('shrinks the text before giving up lines, down to the smallest size', async () => {
		const { bold } = await helvetica();
		const fitted = fitText(sentence, bold, { size: 24, minSize: 10, maxWidth: 300, maxLines: 2 });

		expect(wrapText(sentence, bold, 24, 300).length).toBeGreaterThan(2);
		expect(fitted.size).toBeLessThan(24);
		expect(fitted.size).toBeGreaterThanOrEqual(10);
		expect(fitted.lines.join(' ')).toBe(sentence);
	});

	it('ends with "…" within the width when even the smallest size is not enough', async () => {
		const { bold } = await helvetica();
		const fitted = fitText(sentence.repeat(5), bold, {
			size: 14,
			minSize: 12,
			maxWidth: 200,
			maxLines: 2,
		});

		expect(fitted).toMatchObject({ size: 12 });
		expect(fitted.lines).toHaveLength(2);
		expect(fitted.lines[1]).toMatch(/…$/);
		for (const line of fitted.lines)
			expect(bold.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(200);
	});
});
