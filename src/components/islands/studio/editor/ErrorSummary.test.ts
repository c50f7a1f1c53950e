/** Where a refused field is, in the editor's words (issue #19). */
import { describe, expect, it } from 'vitest';
import { issueLabel } from './ErrorSummary';

describe('issueLabel', () => {
	it('names the course’s own fields', () => {
		expect(issueLabel(['name'])).toBe('Título');
		expect(issueLabel(['path'])).toBe('Dirección (slug)');
		expect(issueLabel(['durationMinutes'])).toBe('Duración en minutos');
		expect(issueLabel(['goals', 1])).toBe('Objetivo 2');
		expect(issueLabel(['related'])).toBe('Cursos relacionados');
	});

	it('tells a source’s title from a topic’s', () => {
		expect(issueLabel(['sources', 0, 'title'])).toBe('Fuente 1 › Título del documento');
		expect(issueLabel(['sources', 2, 'url'])).toBe('Fuente 3 › Dirección web (URL)');
		expect(issueLabel(['program', 0, 'title'])).toBe('Tema 1 › Título del tema');
	});

	it('walks down the program to an item, a question and an option', () => {
		expect(issueLabel(['program', 0, 'items', 1, 'name'])).toBe('Tema 1 › Contenido 2 › Nombre');
		expect(issueLabel(['program', 1, 'items', 0, 'durationSeconds'])).toBe(
			'Tema 2 › Contenido 1 › Duración en segundos',
		);
		expect(issueLabel(['program', 0, 'items', 0, 'questions', 2])).toBe(
			'Tema 1 › Contenido 1 › Pregunta 3',
		);
		expect(issueLabel(['program', 0, 'items', 0, 'questions', 0, 'options', 1])).toBe(
			'Tema 1 › Contenido 1 › Pregunta 1 › Opción 2',
		);
		expect(issueLabel(['program', 0, 'items', 0, 'questions', 0, 'options'])).toBe(
			'Tema 1 › Contenido 1 › Pregunta 1 › Opciones (marca la correcta)',
		);
	});
});
