/**
 * One-off (issue #19): writes the demo catalogue of src/server/db/seed-data/*.ts as the content
 * files under content/ (ADR 017c), each checked by its valibot schema, so the TypeScript data can
 * go. Item ids are the ones the seed gave them (numbered across the catalogue in its order), each
 * course gets the sources of its area and `reviewedOn` = its `updatedOn`. Run once from the
 * project root: `node scripts/make-content-files.ts`; the next commit deletes it with the data.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport } from 'vite';
import * as v from 'valibot';

const load = async <T>(file: string) => (await runnerImport<T>(path.resolve(file))).module;
const data = await load<typeof import('../src/server/db/seed-data/index.ts')>(
	'src/server/db/seed-data/index.ts',
);
const { adviceProtocols } = await load<typeof import('../src/server/db/seed-data/protocols.ts')>(
	'src/server/db/seed-data/protocols.ts',
);
const { brandIngredientPairs } = await load<
	typeof import('../src/server/db/seed-data/brand-pairs.ts')
>('src/server/db/seed-data/brand-pairs.ts');
const documents = await load<typeof import('../src/lib/contracts/course-document.ts')>(
	'src/lib/contracts/course-document.ts',
);
const files = await load<typeof import('../src/lib/contracts/content-files.ts')>(
	'src/lib/contracts/content-files.ts',
);

/** The demo trailers, grouped by theme, as the seed assigned them. */
const TRAILER_BY_CATEGORY: Record<string, number> = {
	dermofarmacia: 1,
	'salud-capilar': 1,
	respiratorio: 2,
	digestivo: 2,
	'dolor-e-inflamacion': 2,
	ortopedia: 2,
	nutricion: 3,
	pediatria: 3,
	veterinaria: 3,
	fitoterapia: 3,
	'gestion-de-la-farmacia': 4,
	'inteligencia-artificial-farmacia': 4,
};

/** Real public bodies, at their home pages only: no deep link is guessed. */
const SOURCES = {
	cima: ['CIMA: Centro de información online de medicamentos', 'AEMPS', 'https://cima.aemps.es/'],
	aemps: [
		'Agencia Española de Medicamentos y Productos Sanitarios',
		'AEMPS',
		'https://www.aemps.gob.es/',
	],
	cimavet: [
		'CIMAVet: Centro de información de medicamentos veterinarios',
		'AEMPS',
		'https://cimavet.aemps.es/',
	],
	aedv: ['Academia Española de Dermatología y Venereología', 'AEDV', 'https://aedv.es/'],
	seom: ['Sociedad Española de Oncología Médica', 'SEOM', 'https://www.seom.org/'],
	aesan: [
		'Agencia Española de Seguridad Alimentaria y Nutrición',
		'AESAN',
		'https://www.aesan.gob.es/',
	],
	efsa: ['Autoridad Europea de Seguridad Alimentaria', 'EFSA', 'https://www.efsa.europa.eu/'],
	aeped: ['Asociación Española de Pediatría', 'AEP', 'https://www.aeped.es/'],
	aepap: [
		'Asociación Española de Pediatría de Atención Primaria',
		'AEPap',
		'https://www.aepap.org/',
	],
	separ: ['Sociedad Española de Neumología y Cirugía Torácica', 'SEPAR', 'https://www.separ.es/'],
	semfyc: [
		'Sociedad Española de Medicina de Familia y Comunitaria',
		'semFYC',
		'https://www.semfyc.es/',
	],
	sepd: ['Sociedad Española de Patología Digestiva', 'SEPD', 'https://www.sepd.es/'],
	sed: ['Sociedad Española del Dolor', 'SED', 'https://www.sedolor.es/'],
	secot: [
		'Sociedad Española de Cirugía Ortopédica y Traumatología',
		'SECOT',
		'https://www.secot.es/',
	],
	ema: ['Agencia Europea de Medicamentos', 'EMA', 'https://www.ema.europa.eu/'],
	cgcof: [
		'Consejo General de Colegios Oficiales de Farmacéuticos',
		'CGCOF',
		'https://www.farmaceuticos.com/',
	],
	sefac: [
		'Sociedad Española de Farmacia Clínica, Familiar y Comunitaria',
		'SEFAC',
		'https://www.sefac.org/',
	],
	aepd: ['Agencia Española de Protección de Datos', 'AEPD', 'https://www.aepd.es/'],
	sanidad: ['Ministerio de Sanidad', 'Ministerio de Sanidad', 'https://www.sanidad.gob.es/'],
	sego: ['Sociedad Española de Ginecología y Obstetricia', 'SEGO', 'https://sego.es/'],
} as const;
type SourceKey = keyof typeof SOURCES;

const SOURCES_BY_CATEGORY: Record<string, SourceKey[]> = {
	dermofarmacia: ['aedv', 'aemps'],
	'salud-capilar': ['aedv', 'cima'],
	nutricion: ['aesan', 'efsa'],
	pediatria: ['aeped', 'aepap', 'cima'],
	respiratorio: ['separ', 'semfyc', 'cima'],
	digestivo: ['sepd', 'semfyc', 'cima'],
	'dolor-e-inflamacion': ['sed', 'cima'],
	ortopedia: ['secot', 'aemps'],
	veterinaria: ['cimavet', 'aemps'],
	fitoterapia: ['ema', 'cima'],
	'gestion-de-la-farmacia': ['cgcof', 'sefac'],
	'inteligencia-artificial-farmacia': ['aepd', 'cgcof'],
};

/** Courses whose subject calls for a body their area's list lacks. */
const SOURCES_BY_COURSE: Record<number, SourceKey[]> = {
	1005: ['aedv', 'aemps', 'seom'],
	1012: ['aesan', 'cima'],
	1013: ['aesan', 'efsa', 'sego'],
	2005: ['separ', 'cima', 'sanidad'],
	2011: ['aeped', 'sepd', 'cima'],
	2015: ['sed', 'cima', 'sego'],
	3017: ['aepd', 'cgcof'],
};

const quizOf = new Map(data.demoQuizzes.map((quiz) => [quiz.courseId, quiz.questions]));
let itemId = 0;
const courseFiles = data.demoCatalogue.courses.map((course) => {
	const trailer = TRAILER_BY_CATEGORY[course.categorySlug] ?? 1;
	const sourceKeys = SOURCES_BY_COURSE[course.id] ?? SOURCES_BY_CATEGORY[course.categorySlug] ?? [];
	const input: import('../src/lib/contracts/course-document.ts').CourseDocumentInput = {
		id: course.id,
		path: course.path,
		name: course.name,
		category: course.categorySlug,
		audience: course.target,
		description: course.description,
		goals: course.goals,
		createdBy: course.createdBy,
		impartedBy: course.impartedBy,
		demoExcluded: course.demoExcluded,
		related: [],
		sources: sourceKeys.map((key) => {
			const [title, publisher, url] = SOURCES[key];
			return { title, publisher, url, consultedOn: course.updatedAt };
		}),
		reviewedOn: course.updatedAt,
		createdOn: course.createdAt,
		updatedOn: course.updatedAt,
		posterUrl: `demo/poster-${course.categorySlug}.jpg`,
		trailerUrl: `demo/trailer-${trailer}.webm`,
		trailerCaptionsUrl: `demo/trailer-${trailer}.es.vtt`,
		program: course.program.map((topic) => ({
			title: topic.topic,
			items: topic.items.map((item) => {
				const id = ++itemId;
				switch (item.type) {
					case 'video':
					case 'counter_scene':
						return {
							type: item.type,
							id,
							name: item.name,
							durationSeconds: item.durationSeconds ?? 0,
						};
					case 'pdf':
						return { type: 'pdf' as const, id, name: item.name };
					case 'quiz':
						return {
							type: 'quiz' as const,
							id,
							name: item.name,
							questions: quizOf.get(course.id) ?? [],
						};
				}
			}),
		})),
	};
	const document = v.parse(documents.CourseDocument, input);
	if (documents.courseMinutes(document) < 1) throw new Error(course.path);
	return files.courseFile(document);
});

const catalogue = v.parse(files.CatalogueFile, {
	categories: data.demoCatalogue.categories.map(({ id, slug, name, position, description }) => ({
		id,
		slug,
		name,
		position,
		description,
	})),
	experts: data.demoCatalogue.experts.map(({ slug, name, title, bio }) => ({
		slug,
		name,
		title,
		bio,
	})),
});
const protocols = v.parse(
	files.ProtocolsFile,
	adviceProtocols.map((protocol) => ({
		slug: protocol.slug,
		symptom: protocol.symptom,
		category: protocol.categorySlug,
		summary: protocol.summary,
		keywords: protocol.keywords,
		questions: protocol.questions,
		recommendation: protocol.recommendation,
		referral: protocol.referral,
	})),
);
const pairs = v.parse(
	files.BrandPairsFile,
	brandIngredientPairs.map(({ brand, ingredient, group }) => ({ brand, ingredient, group })),
);

const json = (value: unknown) => `${JSON.stringify(value, null, '\t')}\n`;
await rm('content', { recursive: true, force: true });
await mkdir('content/courses', { recursive: true });
await writeFile('content/catalogue.json', json(catalogue));
await writeFile('content/protocols.json', json(protocols));
await writeFile('content/brand-pairs.json', json(pairs));
for (const file of courseFiles) await writeFile(path.join('content/courses', file.name), file.text);
console.log(
	`${courseFiles.length} courses, ${itemId} items, ${protocols.length} protocols, ${pairs.length} pairs`,
);
