/** The course editor's document changes (issue #19), without React. */
import { describe, expect, it } from 'vitest';
import {
	MAX_GOALS,
	MAX_ITEMS_PER_TOPIC,
	MAX_QUIZ_OPTIONS,
	MAX_QUIZ_QUESTIONS,
	MAX_RELATED_COURSES,
	MAX_SOURCES,
	MAX_TOPICS,
	type CourseDocument,
	type CourseItem,
	type QuizQuestion,
} from '../../../../lib/contracts/course-document';
import type { EditorAction } from './actions';
import { documentIssues, errorsById, fieldId } from './document-issues';
import { moveAt } from './list-edits';
import { newQuestion, optionRemoval } from './quiz-edits';
import { NEW_ITEM_SECONDS, editDocument } from './state';

const VIDEO: CourseItem = {
	type: 'video',
	id: 11,
	name: 'Fototipos',
	durationSeconds: 240,
	mediaUrl: 'lessons/lesson-1.webm',
	captionsUrl: 'lessons/lesson-1.vtt',
};
const PDF: CourseItem = { type: 'pdf', name: 'Tabla de fototipos', fileUrl: 'docs/tabla.pdf' };

function question(prompt: string, answer = 0): QuizQuestion {
	return { prompt, options: ['A', 'B', 'C'], answer, explanation: `Porque ${prompt}` };
}

const QUIZ: CourseItem = {
	type: 'quiz',
	name: 'Test final',
	questions: [question('uno', 2), question('dos')],
};

function course(overrides: Partial<CourseDocument> = {}): CourseDocument {
	return {
		id: 7,
		path: 'fotoproteccion-en-el-mostrador',
		name: 'Fotoprotección en el mostrador',
		category: 'dermofarmacia',
		audience: 'both',
		description: 'Consejo de fotoprotección.',
		goals: ['Elegir el FPS', 'Explicar la reaplicación'],
		createdBy: 'ana-lopez',
		impartedBy: 'ana-lopez',
		demoExcluded: false,
		related: ['dermatitis-del-panal'],
		sources: [
			{
				title: 'Ficha técnica',
				publisher: 'CIMA (AEMPS)',
				url: 'https://cima.aemps.es/',
				consultedOn: '2026-11-01',
			},
		],
		reviewedOn: '2026-11-02',
		createdOn: '2026-10-01',
		updatedOn: '2026-11-02',
		program: [
			{ title: 'Tema uno', items: [VIDEO, PDF, QUIZ] },
			{ title: 'Tema dos', items: [] },
			{ title: 'Tema tres', items: [{ ...PDF, name: 'Otra tabla' }] },
		],
		...overrides,
	};
}

const Q = { topic: 0, item: 2 } as const;

function quizOf(document: CourseDocument) {
	const item = document.program[0]?.items[2];
	if (item?.type !== 'quiz') throw new Error('the fixture has its quiz third in topic 1');
	return item.questions;
}

const names = (document: CourseDocument, topic: number) =>
	document.program[topic]?.items.map((item) => item.name);

describe('moveAt', () => {
	it('swaps with the neighbour and leaves either end alone', () => {
		const list = ['a', 'b', 'c'];
		expect(moveAt(list, 0, 1)).toEqual(['b', 'a', 'c']);
		expect(moveAt(list, 2, -1)).toEqual(['a', 'c', 'b']);
		expect(moveAt(list, 0, -1)).toBe(list);
		expect(moveAt(list, 2, 1)).toBe(list);
		expect(moveAt(list, 5, -1)).toBe(list);
		expect(moveAt(list, -1, 1)).toBe(list);
		expect(list).toEqual(['a', 'b', 'c']);
	});
});

describe('editDocument: the course details', () => {
	it('sets a field, and answers the same document when nothing changes', () => {
		const document = course();
		const next = editDocument(document, { type: 'setField', field: 'audience', value: 'student' });
		expect(next.audience).toBe('student');
		expect(document.audience).toBe('both');
		expect(editDocument(next, { type: 'setField', field: 'audience', value: 'student' })).toBe(
			next,
		);
		expect(
			editDocument(document, { type: 'setField', field: 'createdBy', value: null }).createdBy,
		).toBeNull();
		expect(
			editDocument(document, { type: 'setField', field: 'demoExcluded', value: true }).demoExcluded,
		).toBe(true);
	});

	it('keeps a never-published path following the title while it is the title’s', () => {
		const document = course();
		const renamed = editDocument(document, {
			type: 'setName',
			name: 'Fotoprotección infantil',
			followPath: true,
		});
		expect(renamed.path).toBe('fotoproteccion-infantil');
		// Once the editor chose another path, the title no longer moves it.
		const chosen = editDocument(renamed, { type: 'setField', field: 'path', value: 'solar' });
		expect(
			editDocument(chosen, { type: 'setName', name: 'Otra cosa', followPath: true }).path,
		).toBe('solar');
		// A published course keeps its path whatever the title says.
		expect(
			editDocument(document, { type: 'setName', name: 'Nuevo título', followPath: false }).path,
		).toBe(document.path);
		// A title with nothing sluggable keeps the old path rather than an empty one.
		expect(editDocument(document, { type: 'setName', name: '¿¡!?', followPath: true }).path).toBe(
			document.path,
		);
	});

	it('sets the course length, and takes it away for the items’ sum', () => {
		const document = course();
		const set = editDocument(document, { type: 'setDurationMinutes', minutes: 45 });
		expect(set.durationMinutes).toBe(45);
		const cleared = editDocument(set, { type: 'setDurationMinutes', minutes: null });
		expect('durationMinutes' in cleared).toBe(false);
		expect(editDocument(document, { type: 'setDurationMinutes', minutes: null })).toBe(document);
	});

	it('adds, edits, moves and removes goals up to the limit', () => {
		let document = course();
		document = editDocument(document, { type: 'addGoal' });
		expect(document.goals).toEqual(['Elegir el FPS', 'Explicar la reaplicación', '']);
		document = editDocument(document, { type: 'setGoal', index: 2, value: 'Resolver dudas' });
		document = editDocument(document, { type: 'moveGoal', index: 2, direction: -1 });
		expect(document.goals).toEqual(['Elegir el FPS', 'Resolver dudas', 'Explicar la reaplicación']);
		document = editDocument(document, { type: 'removeGoal', index: 0 });
		expect(document.goals).toEqual(['Resolver dudas', 'Explicar la reaplicación']);
		expect(editDocument(document, { type: 'removeGoal', index: 9 })).toBe(document);
		expect(editDocument(document, { type: 'setGoal', index: 9, value: 'x' })).toBe(document);
		expect(editDocument(document, { type: 'moveGoal', index: 0, direction: -1 })).toBe(document);

		const full = course({ goals: Array.from({ length: MAX_GOALS }, (_, n) => `Objetivo ${n}`) });
		expect(editDocument(full, { type: 'addGoal' })).toBe(full);
	});

	it('adds, edits and removes related courses up to the limit', () => {
		let document = editDocument(course(), { type: 'addRelated' });
		document = editDocument(document, { type: 'setRelated', index: 1, value: 'acne-juvenil' });
		expect(document.related).toEqual(['dermatitis-del-panal', 'acne-juvenil']);
		document = editDocument(document, { type: 'removeRelated', index: 0 });
		expect(document.related).toEqual(['acne-juvenil']);
		const full = course({
			related: Array.from({ length: MAX_RELATED_COURSES }, (_, n) => `curso-${n}`),
		});
		expect(editDocument(full, { type: 'addRelated' })).toBe(full);
	});

	it('adds a source consulted today, edits, moves and removes sources', () => {
		let document = editDocument(course(), { type: 'addSource', today: '2026-11-26' });
		expect(document.sources[1]).toEqual({
			title: '',
			publisher: '',
			url: '',
			consultedOn: '2026-11-26',
		});
		document = editDocument(document, {
			type: 'setSource',
			index: 1,
			field: 'publisher',
			value: 'SEFAC',
		});
		expect(document.sources[1]?.publisher).toBe('SEFAC');
		expect(
			editDocument(document, { type: 'setSource', index: 1, field: 'publisher', value: 'SEFAC' }),
		).toBe(document);
		document = editDocument(document, { type: 'moveSource', index: 1, direction: -1 });
		expect(document.sources.map((source) => source.publisher)).toEqual(['SEFAC', 'CIMA (AEMPS)']);
		expect(editDocument(document, { type: 'moveSource', index: 1, direction: 1 })).toBe(document);
		document = editDocument(document, { type: 'removeSource', index: 0 });
		expect(document.sources.map((source) => source.publisher)).toEqual(['CIMA (AEMPS)']);

		const full = course({
			sources: Array.from({ length: MAX_SOURCES }, () => course().sources[0]!),
		});
		expect(editDocument(full, { type: 'addSource', today: '2026-11-26' })).toBe(full);
	});

	it('sets and clears the review date', () => {
		const cleared = editDocument(course(), { type: 'setField', field: 'reviewedOn', value: null });
		expect(cleared.reviewedOn).toBeNull();
		expect(
			editDocument(cleared, { type: 'setField', field: 'reviewedOn', value: '2026-11-26' })
				.reviewedOn,
		).toBe('2026-11-26');
	});
});

describe('editDocument: topics', () => {
	it('adds an empty topic at the end, up to the limit', () => {
		const document = editDocument(course(), { type: 'addTopic' });
		expect(document.program).toHaveLength(4);
		expect(document.program[3]).toEqual({ title: '', items: [] });
		const full = course({
			program: Array.from({ length: MAX_TOPICS }, (_, n) => ({ title: `T${n}`, items: [] })),
		});
		expect(editDocument(full, { type: 'addTopic' })).toBe(full);
	});

	it('renames, moves and removes a topic with its items', () => {
		const document = course();
		const renamed = editDocument(document, { type: 'setTopicTitle', topic: 1, title: 'Repaso' });
		expect(renamed.program[1]?.title).toBe('Repaso');
		expect(editDocument(renamed, { type: 'setTopicTitle', topic: 1, title: 'Repaso' })).toBe(
			renamed,
		);
		expect(editDocument(document, { type: 'setTopicTitle', topic: 9, title: 'x' })).toBe(document);

		const down = editDocument(document, { type: 'moveTopic', topic: 0, direction: 1 });
		expect(down.program.map((topic) => topic.title)).toEqual(['Tema dos', 'Tema uno', 'Tema tres']);
		// The topic moves with its items.
		expect(names(down, 1)).toEqual(['Fototipos', 'Tabla de fototipos', 'Test final']);

		const removed = editDocument(document, { type: 'removeTopic', topic: 0 });
		expect(removed.program.map((topic) => topic.title)).toEqual(['Tema dos', 'Tema tres']);
		expect(editDocument(document, { type: 'removeTopic', topic: 3 })).toBe(document);
	});

	it('leaves the first topic up and the last one down where they are', () => {
		const document = course();
		expect(editDocument(document, { type: 'moveTopic', topic: 0, direction: -1 })).toBe(document);
		expect(editDocument(document, { type: 'moveTopic', topic: 2, direction: 1 })).toBe(document);
		const single = course({ program: [{ title: 'Solo', items: [] }] });
		expect(editDocument(single, { type: 'moveTopic', topic: 0, direction: 1 })).toBe(single);
	});
});

describe('editDocument: items', () => {
	it('adds an empty item of each type at the end of its topic', () => {
		let document = course();
		for (const itemType of ['video', 'counter_scene', 'pdf', 'quiz'] as const) {
			document = editDocument(document, { type: 'addItem', topic: 1, itemType });
		}
		expect(document.program[1]?.items).toEqual([
			{ type: 'video', name: '', durationSeconds: NEW_ITEM_SECONDS },
			{ type: 'counter_scene', name: '', durationSeconds: NEW_ITEM_SECONDS },
			{ type: 'pdf', name: '' },
			{ type: 'quiz', name: '', questions: [] },
		]);
		const full = course({
			program: [{ title: 'Lleno', items: Array.from({ length: MAX_ITEMS_PER_TOPIC }, () => PDF) }],
		});
		expect(editDocument(full, { type: 'addItem', topic: 0, itemType: 'pdf' })).toBe(full);
		expect(editDocument(document, { type: 'addItem', topic: 8, itemType: 'pdf' })).toBe(document);
	});

	it('renames an item and sets the length of the playable ones only', () => {
		const document = course();
		const renamed = editDocument(document, {
			type: 'setItemName',
			at: { topic: 0, item: 1 },
			name: 'Tabla',
		});
		expect(names(renamed, 0)).toEqual(['Fototipos', 'Tabla', 'Test final']);
		const longer = editDocument(document, {
			type: 'setItemDuration',
			at: { topic: 0, item: 0 },
			seconds: 300,
		});
		expect(longer.program[0]?.items[0]).toMatchObject({ durationSeconds: 300, id: 11 });
		expect(
			editDocument(document, { type: 'setItemDuration', at: { topic: 0, item: 1 }, seconds: 300 }),
		).toBe(document);
	});

	it('moves an item within its topic, keeping its id, and not past either end', () => {
		const document = course();
		const down = editDocument(document, {
			type: 'moveItem',
			at: { topic: 0, item: 0 },
			direction: 1,
		});
		expect(names(down, 0)).toEqual(['Tabla de fototipos', 'Fototipos', 'Test final']);
		expect(down.program[0]?.items[1]).toEqual(VIDEO);
		expect(down.program[2]).toBe(document.program[2]);
		expect(
			editDocument(document, { type: 'moveItem', at: { topic: 0, item: 0 }, direction: -1 }),
		).toBe(document);
		expect(
			editDocument(document, { type: 'moveItem', at: { topic: 0, item: 2 }, direction: 1 }),
		).toBe(document);
		expect(
			editDocument(document, { type: 'moveItem', at: { topic: 1, item: 0 }, direction: 1 }),
		).toBe(document);
	});

	it('moves an item to the end of another topic', () => {
		const document = course();
		const moved = editDocument(document, {
			type: 'moveItemToTopic',
			at: { topic: 0, item: 1 },
			target: 2,
		});
		expect(names(moved, 0)).toEqual(['Fototipos', 'Test final']);
		expect(names(moved, 2)).toEqual(['Otra tabla', 'Tabla de fototipos']);
		const intoEmpty = editDocument(document, {
			type: 'moveItemToTopic',
			at: { topic: 0, item: 0 },
			target: 1,
		});
		expect(intoEmpty.program[1]?.items).toEqual([VIDEO]);
	});

	it('does not move an item to its own topic, a missing one, or a full one', () => {
		const document = course();
		const move = (topic: number, item: number, target: number) =>
			editDocument(document, { type: 'moveItemToTopic', at: { topic, item }, target });
		expect(move(0, 0, 0)).toBe(document);
		expect(move(0, 0, 7)).toBe(document);
		expect(move(0, 9, 1)).toBe(document);
		expect(move(1, 0, 0)).toBe(document);
		const full = course({
			program: [
				{ title: 'Uno', items: [VIDEO] },
				{ title: 'Lleno', items: Array.from({ length: MAX_ITEMS_PER_TOPIC }, () => PDF) },
			],
		});
		expect(
			editDocument(full, { type: 'moveItemToTopic', at: { topic: 0, item: 0 }, target: 1 }),
		).toBe(full);
	});

	it('moves the right one of two identical items', () => {
		const twins = course({
			program: [
				{ title: 'Uno', items: [PDF, PDF] },
				{ title: 'Dos', items: [] },
			],
		});
		const moved = editDocument(twins, {
			type: 'moveItemToTopic',
			at: { topic: 0, item: 1 },
			target: 1,
		});
		expect(moved.program[0]?.items).toHaveLength(1);
		expect(moved.program[1]?.items).toHaveLength(1);
	});

	it('removes an item', () => {
		const document = course();
		const removed = editDocument(document, { type: 'removeItem', at: { topic: 0, item: 0 } });
		expect(names(removed, 0)).toEqual(['Tabla de fototipos', 'Test final']);
		expect(editDocument(document, { type: 'removeItem', at: { topic: 0, item: 5 } })).toBe(
			document,
		);
	});
});

describe('editDocument: media', () => {
	const AT = { topic: 0, item: 0 } as const;
	const ASSET = '0b8f3c7e-5a3d-4d6b-9f1e-2c4a6e8b0d1f';
	const OTHER = '7d2e9a41-3b5c-4e8f-a1d2-c3b4e5f60718';
	const videoOf = (document: CourseDocument) => document.program[0]?.items[0];

	it('replaces the site’s file and its captions with an upload', () => {
		const next = editDocument(course(), { type: 'setItemMedia', at: AT, assetId: ASSET });
		expect(videoOf(next)).toEqual({
			type: 'video',
			id: 11,
			name: 'Fototipos',
			durationSeconds: 240,
			mediaAssetId: ASSET,
		});
		expect(editDocument(next, { type: 'setItemMedia', at: AT, assetId: ASSET })).toBe(next);
		// A PDF or a quiz has no video to set.
		const pdf = { topic: 0, item: 1 };
		const document = course();
		expect(editDocument(document, { type: 'setItemMedia', at: pdf, assetId: ASSET })).toBe(
			document,
		);
	});

	it('takes the real length and the captions only for the asset the item still shows', () => {
		const uploaded = editDocument(course(), { type: 'setItemMedia', at: AT, assetId: ASSET });
		const timed = editDocument(uploaded, {
			type: 'setAssetDuration',
			at: AT,
			assetId: ASSET,
			seconds: 3.04,
		});
		expect(videoOf(timed)).toMatchObject({ durationSeconds: 3 });
		expect(
			editDocument(timed, { type: 'setAssetDuration', at: AT, assetId: ASSET, seconds: 2.6 }),
		).toBe(timed);
		expect(
			editDocument(timed, { type: 'setAssetDuration', at: AT, assetId: OTHER, seconds: 90 }),
		).toBe(timed);
		expect(editDocument(timed, { type: 'setItemCaptions', at: AT, assetId: OTHER })).toBe(timed);
		const captioned = editDocument(timed, { type: 'setItemCaptions', at: AT, assetId: ASSET });
		expect(videoOf(captioned)).toMatchObject({ mediaAssetId: ASSET, captionsAssetId: ASSET });
		// A new upload drops the captions of the one it replaces.
		const replaced = editDocument(captioned, { type: 'setItemMedia', at: AT, assetId: OTHER });
		expect(videoOf(replaced)).not.toHaveProperty('captionsAssetId');
	});
});

describe('editDocument: the quiz', () => {
	it('adds a question with two empty options, the first marked right', () => {
		const document = editDocument(course(), { type: 'addQuestion', at: Q });
		expect(quizOf(document)[2]).toEqual(newQuestion());
		expect(newQuestion()).toEqual({ prompt: '', options: ['', ''], answer: 0, explanation: '' });
		const full = course({
			program: [
				{
					title: 'T',
					items: [
						VIDEO,
						PDF,
						{
							...QUIZ,
							questions: Array.from({ length: MAX_QUIZ_QUESTIONS }, (_, n) => question(`${n}`)),
						},
					],
				},
			],
		});
		expect(editDocument(full, { type: 'addQuestion', at: Q })).toBe(full);
	});

	it('does nothing to an item that is not a quiz', () => {
		const document = course();
		const at = { topic: 0, item: 0, question: 0 };
		const actions: EditorAction[] = [
			{ type: 'addQuestion', at },
			{ type: 'setQuestion', at, field: 'prompt', value: 'x' },
			{ type: 'removeQuestion', at },
			{ type: 'addOption', at },
			{ type: 'setAnswer', at, option: 1 },
		];
		for (const action of actions) expect(editDocument(document, action)).toBe(document);
	});

	it('edits the prompt and explanation, moves and removes questions', () => {
		let document = course();
		const at = { ...Q, question: 1 };
		document = editDocument(document, { type: 'setQuestion', at, field: 'prompt', value: '¿Dos?' });
		document = editDocument(document, {
			type: 'setQuestion',
			at,
			field: 'explanation',
			value: 'Porque sí',
		});
		expect(quizOf(document)[1]).toMatchObject({ prompt: '¿Dos?', explanation: 'Porque sí' });
		const up = editDocument(document, { type: 'moveQuestion', at, direction: -1 });
		expect(quizOf(up).map((entry) => entry.prompt)).toEqual(['¿Dos?', 'uno']);
		expect(editDocument(document, { type: 'moveQuestion', at, direction: 1 })).toBe(document);
		expect(
			editDocument(document, { type: 'moveQuestion', at: { ...Q, question: 0 }, direction: -1 }),
		).toBe(document);
		const removed = editDocument(document, { type: 'removeQuestion', at: { ...Q, question: 0 } });
		expect(quizOf(removed).map((entry) => entry.prompt)).toEqual(['¿Dos?']);
	});

	it('adds options up to the limit and edits them', () => {
		const at = { ...Q, question: 0 };
		let document = course();
		for (let n = 0; n < MAX_QUIZ_OPTIONS + 2; n += 1) {
			document = editDocument(document, { type: 'addOption', at });
		}
		expect(quizOf(document)[0]?.options).toHaveLength(MAX_QUIZ_OPTIONS);
		document = editDocument(document, { type: 'setOption', at, option: 3, value: 'D' });
		expect(quizOf(document)[0]?.options.slice(0, 4)).toEqual(['A', 'B', 'C', 'D']);
		expect(editDocument(document, { type: 'setOption', at, option: 9, value: 'Z' })).toBe(document);
	});

	it('chooses the right answer among the options only', () => {
		const at = { ...Q, question: 1 };
		const document = course();
		const chosen = editDocument(document, { type: 'setAnswer', at, option: 2 });
		expect(quizOf(chosen)[1]?.answer).toBe(2);
		expect(editDocument(chosen, { type: 'setAnswer', at, option: 2 })).toBe(chosen);
		expect(editDocument(document, { type: 'setAnswer', at, option: 3 })).toBe(document);
		expect(editDocument(document, { type: 'setAnswer', at, option: -1 })).toBe(document);
	});

	it('keeps the right answer on the same option when options move', () => {
		const at = { ...Q, question: 0 };
		// Question "uno": options A, B, C; C (2) is right.
		const cUp = editDocument(course(), { type: 'moveOption', at, option: 2, direction: -1 });
		expect(quizOf(cUp)[0]).toMatchObject({ options: ['A', 'C', 'B'], answer: 1 });
		const bDown = editDocument(course(), { type: 'moveOption', at, option: 1, direction: 1 });
		expect(quizOf(bDown)[0]).toMatchObject({ options: ['A', 'C', 'B'], answer: 1 });
		const aDown = editDocument(course(), { type: 'moveOption', at, option: 0, direction: 1 });
		expect(quizOf(aDown)[0]).toMatchObject({ options: ['B', 'A', 'C'], answer: 2 });
		const document = course();
		expect(editDocument(document, { type: 'moveOption', at, option: 2, direction: 1 })).toBe(
			document,
		);
		expect(editDocument(document, { type: 'moveOption', at, option: 0, direction: -1 })).toBe(
			document,
		);
	});

	it('removes an option, keeping the right answer on its text', () => {
		const at = { ...Q, question: 0 };
		const removed = editDocument(course(), { type: 'removeOption', at, option: 0 });
		expect(quizOf(removed)[0]).toMatchObject({ options: ['B', 'C'], answer: 1 });
		const after = editDocument(editDocument(course(), { type: 'setAnswer', at, option: 0 }), {
			type: 'removeOption',
			at,
			option: 2,
		});
		expect(quizOf(after)[0]).toMatchObject({ options: ['A', 'B'], answer: 0 });
	});

	it('never removes the right option, nor one of the last two', () => {
		const at = { ...Q, question: 0 };
		const document = course();
		expect(optionRemoval(quizOf(document)[0]!, 2)).toBe('answer');
		expect(editDocument(document, { type: 'removeOption', at, option: 2 })).toBe(document);
		const two = editDocument(document, { type: 'removeOption', at, option: 0 });
		expect(optionRemoval(quizOf(two)[0]!, 0)).toBe('min');
		expect(editDocument(two, { type: 'removeOption', at, option: 0 })).toBe(two);
		expect(optionRemoval(quizOf(document)[0]!, 0)).toBeNull();
	});
});

describe('documentIssues', () => {
	it('finds nothing in a document the schema takes', () => {
		expect(documentIssues(course())).toEqual([]);
	});

	it('names each refused field by the id of its input, in document order', () => {
		const document = course({
			name: '',
			path: 'Con Mayúsculas',
			sources: [{ title: 'x', publisher: 'y', url: 'no es una url', consultedOn: '2026-11-01' }],
			program: [
				{
					title: '',
					items: [{ type: 'quiz', name: 'Test', questions: [{ ...question('q'), answer: 5 }] }],
				},
			],
		});
		const issues = documentIssues(document);
		expect(issues.map((issue) => issue.id)).toEqual([
			'course-path',
			'course-name',
			'course-sources-0-url',
			'course-program-0-title',
			'course-program-0-items-0-questions-0',
		]);
		expect(issues.every((issue) => issue.message !== '')).toBe(true);
		expect(issues[3]?.path).toEqual(['program', 0, 'title']);
		expect(errorsById(issues)['course-program-0-title']).toBe(issues[3]?.message);
	});

	it('builds ids from document paths', () => {
		expect(fieldId(['program', 1, 'items', 0, 'name'])).toBe('course-program-1-items-0-name');
		expect(fieldId([])).toBe('course');
	});
});
