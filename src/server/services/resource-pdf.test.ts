import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderResourcePdf } from './resource-pdf';

const sheet = {
	courseName: 'Fotoprotección según el fototipo: cómo elegir y aplicar el filtro solar',
	categoryName: 'Dermofarmacia',
	itemName: 'Ficha de consejo: cuánto fotoprotector aplicar y cada cuánto',
	topic: 'Rutinas de cuidado',
	goals: [
		'Diferenciar los seis fototipos de Fitzpatrick y su sensibilidad al sol.',
		'Elegir el factor de protección, la textura y el formato según la piel y la actividad.',
		'Saber cuándo recomendar una revisión de lunares con el dermatólogo.',
	],
	holderName: 'Íñigo D’Alòs Muñoz',
	// 23:30 UTC is already the next day in Madrid.
	downloadedAt: new Date('2026-11-22T23:30:00Z'),
};

/** Each page's text with whitespace and line breaks collapsed, as a reader searches it. */
async function readPages(pdf: Uint8Array): Promise<string[]> {
	// unpdf hands the buffer to pdf.js, which may detach it: give it a copy.
	const { text } = await extractText(pdf.slice(), { mergePages: false });
	return text.map((page) => page.replace(/\s+/g, ' '));
}

const footer = `Descargado por ${sheet.holderName} el 23 de noviembre de 2026 · Liceo Campus`;

describe('renderResourcePdf', () => {
	it('shows the brand, course, item, topic and goals, and who downloaded it, on one page', async () => {
		const pdf = await renderResourcePdf(sheet);
		const pages = await readPages(pdf);

		expect(pages).toHaveLength(1);
		const [text = ''] = pages;
		for (const fact of [
			'Liceo Campus',
			sheet.categoryName,
			sheet.courseName,
			sheet.itemName,
			'ficha de demostración del curso',
			`«${sheet.topic}»`,
			'Objetivos del curso',
			...sheet.goals.map((goal) => `• ${goal}`),
			footer,
		])
			expect(text).toContain(fact);

		const doc = await PDFDocument.load(pdf, { updateMetadata: false });
		const { width, height } = doc.getPage(0).getSize();
		expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
		expect(doc.getTitle()).toBe(sheet.itemName);
		expect(doc.getAuthor()).toBe('Liceo Campus');
		expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).asString()).toBe('es-ES');
		expect(doc.getCreationDate()?.toISOString()).toBe(sheet.downloadedAt.toISOString());
	});

	it('continues many goals on further pages, each with the footer, none lost', async () => {
		const goals = Array.from(
			{ length: 45 },
			(_, index) =>
				`Objetivo número ${index + 1}: aconsejar en el mostrador con criterio y derivar al médico cuando haga falta.`,
		);
		const pages = await readPages(await renderResourcePdf({ ...sheet, goals }));

		expect(pages.length).toBeGreaterThan(1);
		for (const page of pages) expect(page).toContain(footer);
		const all = pages.join(' ');
		for (const goal of goals) expect(all).toContain(goal);
	});

	it('survives emoji and letters Helvetica lacks, and leaves out an empty goals list', async () => {
		const pages = await readPages(
			await renderResourcePdf({
				...sheet,
				holderName: 'Łucja 🙂 Paŀlàs',
				itemName: 'Ficha 📄 de consejo',
				goals: [],
			}),
		);

		expect(pages).toHaveLength(1);
		const [text = ''] = pages;
		expect(text).toContain('Ficha de consejo');
		expect(text).toContain('Descargado por Lucja Pal·làs el');
		expect(text).not.toContain('Objetivos del curso');
	});
});
