import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
	CourseDocument,
	courseMinutes,
	slugFromTitle,
	type CourseDocumentInput,
} from './course-document';
import { publishProblems } from '../../server/services/studio/publish-problems';

const ready: CourseDocumentInput = {
	path: 'fotoproteccion-en-el-mostrador',
	name: 'Fotoprotección en el mostrador',
	category: 'dermofarmacia',
	audience: 'both',
	description: 'Cómo recomendar un fotoprotector.',
	goals: ['Elegir el factor de protección adecuado.'],
	createdBy: 'a-laura-martin-ortega',
	impartedBy: 'a-laura-martin-ortega',
	demoExcluded: false,
	related: [],
	sources: [
		{
			title: 'Ficha técnica',
			publisher: 'CIMA (AEMPS)',
			url: 'https://cima.aemps.es/',
			consultedOn: '2026-11-02',
		},
	],
	reviewedOn: '2026-11-02',
	createdOn: '2026-11-01',
	updatedOn: '2026-11-02',
	program: [
		{
			title: 'El fototipo',
			items: [
				{
					type: 'video',
					name: 'Cómo se mide',
					durationSeconds: 150,
					mediaUrl: 'lessons/lesson-150.webm',
					captionsUrl: 'lessons/lesson-150.es.vtt',
				},
				{
					type: 'quiz',
					name: 'Test final',
					questions: [
						{
							prompt: '¿Qué mide el FPS?',
							options: ['UVB', 'UVA'],
							answer: 0,
							explanation: 'El FPS mide UVB.',
						},
					],
				},
			],
		},
	],
};

describe('a course as a document', () => {
	it('takes a complete course and finds nothing keeping it from publication', () => {
		const course = v.parse(CourseDocument, ready);
		expect(publishProblems(course)).toEqual([]);
		// 150 s of video: 3 minutes on the card; 140 s would be 2, to the nearest minute.
		expect(courseMinutes(course)).toBe(3);
		const shorter = course.program.map((topic) => ({
			...topic,
			items: topic.items.map((item) =>
				item.type === 'video' ? { ...item, durationSeconds: 140 } : item,
			),
		}));
		expect(courseMinutes({ ...course, program: shorter })).toBe(2);
		expect(courseMinutes({ ...course, durationMinutes: 7 })).toBe(7);
	});

	it('keeps a draft with gaps, and names each gap for the editor', () => {
		const course = v.parse(CourseDocument, {
			...ready,
			sources: [],
			reviewedOn: null,
			program: [
				{ title: 'Vacío', items: [] },
				{ title: 'Sin vídeo', items: [{ type: 'video', name: 'Lección 1', durationSeconds: 60 }] },
			],
		});
		expect(publishProblems(course)).toEqual([
			'Hay un tema sin contenidos: añádele alguno o bórralo.',
			'Indica al menos una fuente (por ejemplo, la ficha técnica en CIMA o una guía clínica).',
			'Indica la fecha de revisión del contenido.',
			'«Lección 1»: falta el vídeo.',
			'«Lección 1»: faltan los subtítulos.',
		]);
	});

	it('refuses what no draft may hold: a bad path, a right answer out of range, a media path climbing out', () => {
		const refused = (input: unknown) => !v.safeParse(CourseDocument, input).success;
		expect(refused({ ...ready, path: 'Fotoprotección' })).toBe(true);
		expect(
			refused({ ...ready, sources: [{ ...ready.sources[0], url: 'javascript:alert(1)' }] }),
		).toBe(true);
		const quiz = {
			type: 'quiz',
			name: 'Test',
			questions: [{ prompt: '¿?', options: ['a', 'b'], answer: 2, explanation: 'x' }],
		};
		expect(refused({ ...ready, program: [{ title: 'T', items: [quiz] }] })).toBe(true);
		const video = { type: 'video', name: 'V', durationSeconds: 60, mediaUrl: '../../etc/passwd' };
		expect(refused({ ...ready, program: [{ title: 'T', items: [video] }] })).toBe(true);
		expect(
			refused({ ...ready, program: [{ title: 'T', items: [{ type: 'audio', name: 'A' }] }] }),
		).toBe(true);
	});

	it('suggests a path from the title', () => {
		expect(slugFromTitle('Fotoprotección en el mostrador')).toBe('fotoproteccion-en-el-mostrador');
		expect(slugFromTitle('  ¿Tos seca o productiva?  ')).toBe('tos-seca-o-productiva');
		expect(slugFromTitle('Niños & niñas: 0–3 años')).toBe('ninos-ninas-0-3-anos');
	});
});
