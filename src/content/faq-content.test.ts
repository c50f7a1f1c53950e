/**
 * The FAQ states the spec's commercial rules (§1, §9) in the words customers read. These checks
 * keep an edit of the Markdown from silently dropping one, and keep the sections consistent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS } from './faq-groups';

interface FaqFile {
	file: string;
	group: string;
	order: number;
	/** Frontmatter question and Markdown answer, without emphasis marks or line breaks. */
	text: string;
}

const faqFolder = new URL('./faq/', import.meta.url);

function readFaq(): FaqFile[] {
	return readdirSync(faqFolder)
		.filter((file) => file.endsWith('.md'))
		.map((file) => {
			const source = readFileSync(new URL(file, faqFolder), 'utf8');
			const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(source)?.[1] ?? '';
			return {
				file,
				group: field('group'),
				order: Number(field('order')),
				text: source.replaceAll('**', '').replace(/\s+/g, ' '),
			};
		});
}

const faq = readFaq();
const allText = faq.map((entry) => entry.text).join(' ');

describe('preguntas frecuentes', () => {
	it('places every question in a known section, each section with questions and no shared positions', () => {
		expect(faq.length).toBeGreaterThan(0);
		for (const group of FAQ_GROUPS) {
			const orders = faq.filter((entry) => entry.group === group).map((entry) => entry.order);
			expect(orders.length, group).toBeGreaterThan(0);
			expect(new Set(orders).size, group).toBe(orders.length);
		}
		const known: readonly string[] = FAQ_GROUPS;
		expect(faq.filter((entry) => !known.includes(entry.group))).toEqual([]);
	});

	it.each([
		['the trial lasts 5 days', 'La prueba gratuita dura 5 días.'],
		['one trial per user', 'La prueba gratuita es una por usuario.'],
		['a card is required', 'Para activar la prueba gratuita es necesario registrar una tarjeta'],
		[
			'the trial converts unless cancelled',
			'se convierte automáticamente en el plan de pago que elegiste, mensual o anual, y se realiza el primer cobro, salvo que la hayas cancelado antes.',
		],
		[
			'cancelling 7 days before avoids the next charge',
			'Si cancelas al menos 7 días antes del siguiente pago, no se te cobrará la siguiente cuota.',
		],
		[
			'renewal is automatic, monthly or yearly',
			'La renovación es automática: cada mes si tu plan es mensual, o cada año si es anual.',
		],
		['annual saves 20 %', 'Con el pago anual ahorras un 20 %'],
		['plan M has 4 users', 'Plan M: hasta 4 usuarios.'],
		['plan L has 10 users', 'Plan L: hasta 10 usuarios.'],
		['plan XL has 20 users', 'Plan XL: hasta 20 usuarios.'],
		[
			'every pharmacy plan has its own space with logo',
			'Espacio propio con el logo de tu farmacia (M, L y XL).',
		],
		['pharmacy plans list the tracking reports', 'Informes de seguimiento para ver el avance'],
		['expert courses last 20 hours', 'de 20 horas'],
	])('says that %s', (_rule, sentence) => {
		expect(allText).toContain(sentence);
	});

	it('names the pharmacy plans that add each feature', () => {
		expect(allText).toMatch(/Espacio propio con el logo de tu farmacia \(M, L y XL\)/);
		expect(allText).toMatch(/Informes de seguimiento[^()]*\(M, L y XL\)/);
		expect(allText).toMatch(/Subida de formación propia[^()]*\(L y XL\)/);
		expect(allText).toMatch(/Itinerarios personalizados[^()]*\(XL\)/);
	});
});
