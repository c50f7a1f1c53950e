/** The demo content files (issue #19): checked as they load, a bad one named with its field. */
import { describe, expect, it } from 'vitest';
import { contentModules } from './content-modules';
import { ContentFilesError, parseContentFiles } from './content-files';

const COURSE = '/content/courses/dermofarmacia-basica-tipos-de-piel-y-rutinas.json';

/** The real files, with `name` replaced by `change(its JSON)`. */
function withFile(name: string, change: (json: Record<string, unknown>) => unknown) {
	const copy = structuredClone(contentModules[name]) as Record<string, unknown>;
	return { ...contentModules, [name]: change(copy) };
}

function failure(files: Record<string, unknown>): string[] {
	try {
		parseContentFiles(files);
	} catch (error) {
		expect(error).toBeInstanceOf(ContentFilesError);
		return (error as ContentFilesError).lines;
	}
	throw new Error('the files were accepted');
}

describe('demo content files', () => {
	it('load as 12 categories, 18 experts, 65 courses in id order, 18 protocols and 72 brands', () => {
		const content = parseContentFiles(contentModules);
		expect(content.categories).toHaveLength(12);
		expect(content.experts).toHaveLength(18);
		expect(content.courses).toHaveLength(65);
		expect(content.courses.map((course) => course.id)).toEqual(
			content.courses.map((course) => course.id).sort((a, b) => (a ?? 0) - (b ?? 0)),
		);
		expect(content.protocols).toHaveLength(18);
		expect(content.brandPairs).toHaveLength(72);
	});

	it('name the file and the field of a value no schema takes', () => {
		const lines = failure(
			withFile(COURSE, (json) => {
				const [topic] = json.program as { items: Record<string, unknown>[] }[];
				if (topic?.items[1]) topic.items[1].durationSeconds = 'cuatro minutos';
				return json;
			}),
		);
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(
			/^content\/courses\/dermofarmacia-basica-tipos-de-piel-y-rutinas\.json: program\[0\]\.items\[1\]\.durationSeconds: /,
		);
	});

	it('refuse what the files say of each other: an unknown category, a file named after another path, a missing file', () => {
		const unknown = failure(withFile(COURSE, (json) => ({ ...json, category: 'astrologia' })));
		expect(unknown).toEqual([
			'content/courses/dermofarmacia-basica-tipos-de-piel-y-rutinas.json: category: no category "astrologia" in content/catalogue.json',
		]);
		const renamed = failure(withFile(COURSE, (json) => ({ ...json, path: 'otra-ruta' })));
		expect(renamed).toContain(
			'content/courses/dermofarmacia-basica-tipos-de-piel-y-rutinas.json: path: the file must be named otra-ruta.json',
		);
		const { ['/content/protocols.json']: _missing, ...rest } = contentModules;
		expect(failure(rest)).toEqual(['content/protocols.json: missing']);
		const protocols = failure(
			withFile('/content/protocols.json', (json) => [
				{ ...(json as unknown as Record<string, unknown>[])[0], category: 'astrologia' },
			]),
		);
		expect(protocols).toEqual(['content/protocols.json: [0].category: no category "astrologia"']);
	});
});
