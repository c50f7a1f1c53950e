/** The reports' CSV for Spanish Excel (issue #7): cells, quoting, the formula guard, the file. */
import { describe, expect, it } from 'vitest';
import type { Report } from '../../lib/contracts/reports';
import {
	coursesCsv,
	csvCell,
	csvDate,
	csvNumber,
	fileSlug,
	membersCsv,
	reportFilename,
	toCsv,
} from './report-csv';

describe('csvCell', () => {
	it('leaves plain text alone and quotes text with a separator, a quote or a line break (RFC 4180)', () => {
		expect(csvCell('Farmacia Sol')).toBe('Farmacia Sol');
		expect(csvCell('Ruiz; Ortega')).toBe('"Ruiz; Ortega"');
		expect(csvCell('la "buena"')).toBe('"la ""buena"""');
		expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
		expect(csvCell('dos\r\nlíneas')).toBe('"dos\r\nlíneas"');
		// A comma is not the separator here: no quotes needed.
		expect(csvCell('Madrid, centro')).toBe('Madrid, centro');
	});

	it.each([
		['=1+1', "'=1+1"],
		['+34 600', "'+34 600"],
		['-2', "'-2"],
		['@SUM(A1)', "'@SUM(A1)"],
		['\tcmd', "'\tcmd"],
		['\rcmd', '"\'\rcmd"'],
		['=HYPERLINK("http://x";"y")', '"\'=HYPERLINK(""http://x"";""y"")"'],
	])('guards %j against running as a formula: %s', (input, expected) => {
		expect(csvCell(input)).toBe(expected);
	});

	it('writes money with two decimals and a comma, negative amounts as numbers', () => {
		expect(csvCell({ minor: 1990 })).toBe('19,90');
		expect(csvCell({ minor: 2000 })).toBe('20,00');
		expect(csvCell({ minor: -1645 })).toBe('-16,45');
		expect(csvCell({ minor: 0 })).toBe('0,00');
	});

	it('does not guard text that only contains those characters later', () => {
		expect(csvCell('Ana=Eva')).toBe('Ana=Eva');
		expect(csvCell('ana@example.com')).toBe('ana@example.com');
	});

	it('writes numbers with a decimal comma and no thousands separator, and null as empty', () => {
		expect(csvCell(37.5)).toBe('37,5');
		expect(csvCell(1234)).toBe('1234');
		expect(csvCell(0)).toBe('0');
		expect(csvCell(null)).toBe('');
		expect(csvNumber(66.66)).toBe('66,7');
	});
});

describe('csvDate', () => {
	it('writes dd/mm/aaaa and leaves no date empty', () => {
		expect(csvDate('2026-11-03')).toBe('03/11/2026');
		expect(csvDate(null)).toBe('');
		expect(csvDate('mañana')).toBe('');
	});
});

describe('toCsv', () => {
	it('starts with the BOM, separates with ; and ends every line with CRLF', () => {
		expect(
			toCsv([
				['a', 1],
				['b;c', 2.5],
			]),
		).toBe('\uFEFFa;1\r\n"b;c";2,5\r\n');
	});
});

describe('file names', () => {
	it('slugs a pharmacy name without accents or symbols', () => {
		expect(fileSlug('Farmacia Núñez & Hijos')).toBe('farmacia-nunez-hijos');
		expect(fileSlug('¡¡!!')).toBe('farmacia');
		expect(reportFilename('Farmacia Sol', '2026-10-24', '2026-11-22', 'members')).toBe(
			'informe-farmacia-sol-2026-10-24-2026-11-22.csv',
		);
		expect(reportFilename('Farmacia Sol', '2026-10-24', '2026-11-22', 'courses')).toBe(
			'informe-farmacia-sol-2026-10-24-2026-11-22-cursos.csv',
		);
	});
});

const REPORT: Report = {
	filters: { from: '2026-10-24', to: '2026-11-22', pharmacy: null, group: null, itinerary: null },
	excluded: [],
	files: { members: 'informe.csv', courses: 'informe-cursos.csv' },
	summary: {
		people: 1,
		active: 1,
		minutes: 15,
		coursesCompleted: 1,
		certificates: 1,
		downloads: 2,
	},
	members: [
		{
			userId: 1,
			name: 'Lucía Navarro',
			email: 'lucia@example.com',
			pharmacyId: 1,
			pharmacyName: 'Farmacia Sol',
			minutes: 15,
			coursesStarted: 2,
			coursesCompleted: 1,
			certificates: 1,
			downloads: 2,
			averageProgress: 62.5,
			lastActivity: '2026-11-10',
			active: true,
		},
		{
			userId: 2,
			name: 'Sin Actividad',
			email: 'nadie@example.com',
			pharmacyId: 1,
			pharmacyName: 'Farmacia Sol',
			minutes: 0,
			coursesStarted: 0,
			coursesCompleted: 0,
			certificates: 0,
			downloads: 0,
			averageProgress: null,
			lastActivity: null,
			active: false,
		},
	],
	courses: [
		{
			courseId: 7,
			name: 'Protocolo de acogida',
			own: true,
			started: 1,
			completed: 0,
			averageProgress: 33.3,
			downloads: 0,
		},
	],
	ranking: [],
	downloads: [],
	pharmacies: [],
};

describe('the two tables', () => {
	it('writes the members with Spanish headers, empty cells for what is not there', () => {
		expect(membersCsv(REPORT).split('\r\n')).toEqual([
			'\uFEFFNombre;Email;Farmacia;Minutos vistos;Cursos empezados;Cursos completados;Certificados;Descargas;Progreso medio (%);Última actividad',
			'Lucía Navarro;lucia@example.com;Farmacia Sol;15;2;1;1;2;62,5;10/11/2026',
			'Sin Actividad;nadie@example.com;Farmacia Sol;0;0;0;0;0;;',
			'',
		]);
	});

	it('writes the courses with their kind', () => {
		expect(coursesCsv(REPORT).split('\r\n')).toEqual([
			'\uFEFFCurso;Tipo;Personas que lo empezaron;Lo completaron;Progreso medio (%);Descargas',
			'Protocolo de acogida;Formación propia;1;0;33,3;0',
			'',
		]);
	});
});
