/**
 * The course editor's document changes (issue #19), without React: every edit of the studio's
 * editor is an action applied to a `CourseDocument` by {@link editDocument}. Lists keep their
 * limits (an add past MAX_* changes nothing) and moves past either end change nothing, so the
 * views only disable buttons and never have to guard. An action that changes nothing answers the
 * same object, which is how the editor knows nothing is unsaved.
 */
import {
	MAX_GOALS,
	MAX_ITEMS_PER_TOPIC,
	MAX_RELATED_COURSES,
	MAX_SOURCES,
	MAX_TOPICS,
	slugFromTitle,
	type CourseDocument,
	type CourseItem,
	type ItemType,
} from '../../../../lib/contracts/course-document';
import type { EditorAction, ItemAt } from './actions';
import { editItem, editTopic, moveAt, removeAt, replaceAt, withProgram } from './list-edits';
import { editMedia } from './media-edits';
import { editQuiz } from './quiz-edits';

/** A new item's length until its media says otherwise: the schema asks for at least a second. */
export const NEW_ITEM_SECONDS = 60;

/** An empty item of `type`, ready for its name. */
export function newItem(type: ItemType): CourseItem {
	switch (type) {
		case 'video':
		case 'counter_scene':
			return { type, name: '', durationSeconds: NEW_ITEM_SECONDS };
		case 'pdf':
			return { type, name: '' };
		case 'quiz':
			return { type, name: '', questions: [] };
	}
}

function editList<K extends 'goals' | 'related' | 'sources'>(
	document: CourseDocument,
	key: K,
	list: readonly CourseDocument[K][number][] | null,
): CourseDocument {
	return list === null || list === document[key] ? document : { ...document, [key]: [...list] };
}

/** The document after `action`; the same object when the action changes nothing. */
export function editDocument(document: CourseDocument, action: EditorAction): CourseDocument {
	switch (action.type) {
		case 'setField':
			return document[action.field] === action.value
				? document
				: { ...document, [action.field]: action.value };
		case 'setName': {
			if (document.name === action.name) return document;
			const follows = action.followPath && document.path === slugFromTitle(document.name);
			const path = follows ? slugFromTitle(action.name) || document.path : document.path;
			return { ...document, name: action.name, path };
		}
		case 'setDurationMinutes': {
			if ((document.durationMinutes ?? null) === action.minutes) return document;
			const { durationMinutes: _previous, ...rest } = document;
			return action.minutes === null ? rest : { ...rest, durationMinutes: action.minutes };
		}
		case 'addGoal':
			return document.goals.length >= MAX_GOALS
				? document
				: { ...document, goals: [...document.goals, ''] };
		case 'setGoal':
			return editList(
				document,
				'goals',
				replaceAt(document.goals, action.index, () => action.value),
			);
		case 'removeGoal':
			return editList(document, 'goals', removeAt(document.goals, action.index));
		case 'moveGoal':
			return editList(document, 'goals', moveAt(document.goals, action.index, action.direction));
		case 'addRelated':
			return document.related.length >= MAX_RELATED_COURSES
				? document
				: { ...document, related: [...document.related, ''] };
		case 'setRelated':
			return editList(
				document,
				'related',
				replaceAt(document.related, action.index, () => action.value),
			);
		case 'removeRelated':
			return editList(document, 'related', removeAt(document.related, action.index));
		case 'addSource':
			return document.sources.length >= MAX_SOURCES
				? document
				: {
						...document,
						sources: [
							...document.sources,
							{ title: '', publisher: '', url: '', consultedOn: action.today },
						],
					};
		case 'setSource':
			return editList(
				document,
				'sources',
				replaceAt(document.sources, action.index, (source) =>
					source[action.field] === action.value
						? source
						: { ...source, [action.field]: action.value },
				),
			);
		case 'removeSource':
			return editList(document, 'sources', removeAt(document.sources, action.index));
		case 'moveSource':
			return editList(
				document,
				'sources',
				moveAt(document.sources, action.index, action.direction),
			);
		default:
			return editProgram(document, action);
	}
}

type ProgramAction = Exclude<
	EditorAction,
	{
		type:
			| 'setField'
			| 'setName'
			| 'setDurationMinutes'
			| 'addGoal'
			| 'setGoal'
			| 'removeGoal'
			| 'moveGoal'
			| 'addRelated'
			| 'setRelated'
			| 'removeRelated'
			| 'addSource'
			| 'setSource'
			| 'removeSource'
			| 'moveSource';
	}
>;

/** Topics and items. */
function editProgram(document: CourseDocument, action: ProgramAction): CourseDocument {
	const { program } = document;
	switch (action.type) {
		case 'addTopic':
			return program.length >= MAX_TOPICS
				? document
				: { ...document, program: [...program, { title: '', items: [] }] };
		case 'setTopicTitle':
			return editTopic(document, action.topic, (topic) =>
				topic.title === action.title ? topic : { ...topic, title: action.title },
			);
		case 'removeTopic':
			return withProgram(document, removeAt(program, action.topic));
		case 'moveTopic': {
			const moved = moveAt(program, action.topic, action.direction);
			return moved === program ? document : { ...document, program: [...moved] };
		}
		case 'addItem':
			return editTopic(document, action.topic, (topic) =>
				topic.items.length >= MAX_ITEMS_PER_TOPIC
					? topic
					: { ...topic, items: [...topic.items, newItem(action.itemType)] },
			);
		case 'setItemName':
			return editItem(document, action.at, (item) =>
				item.name === action.name ? item : { ...item, name: action.name },
			);
		case 'setItemDuration':
			return editItem(document, action.at, (item) =>
				!('durationSeconds' in item) || item.durationSeconds === action.seconds
					? item
					: { ...item, durationSeconds: action.seconds },
			);
		case 'removeItem':
			return editTopic(document, action.at.topic, (topic) => {
				const items = removeAt(topic.items, action.at.item);
				return items === null ? topic : { ...topic, items };
			});
		case 'moveItem':
			return editTopic(document, action.at.topic, (topic) => {
				const items = moveAt(topic.items, action.at.item, action.direction);
				return items === topic.items ? topic : { ...topic, items: [...items] };
			});
		case 'moveItemToTopic':
			return moveItemToTopic(document, action.at, action.target);
		case 'setItemMedia':
		case 'setAssetDuration':
		case 'setItemCaptions':
		case 'setItemFile':
			return editMedia(document, action);
		default:
			return editQuiz(document, action);
	}
}

function moveItemToTopic(document: CourseDocument, at: ItemAt, target: number): CourseDocument {
	const from = document.program[at.topic];
	const to = document.program[target];
	const item = from?.items[at.item];
	if (!from || !to || !item || target === at.topic || to.items.length >= MAX_ITEMS_PER_TOPIC) {
		return document;
	}
	const program = document.program.map((topic, index) => {
		if (index === at.topic) {
			return { ...topic, items: topic.items.filter((_, position) => position !== at.item) };
		}
		if (index === target) return { ...topic, items: [...topic.items, item] };
		return topic;
	});
	return { ...document, program };
}
