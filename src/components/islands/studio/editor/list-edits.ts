/**
 * The course editor's list and program edits shared by state.ts and quiz-edits.ts (issue #19):
 * each answers null (or the same list) when it changes nothing.
 */
import type {
	CourseDocument,
	CourseItem,
	CourseTopic,
} from '../../../../lib/contracts/course-document';
import type { Direction, ItemAt } from './actions';

/**
 * The list with the entry at `index` moved one place up (`-1`) or down (`1`); the same list when
 * it would leave either end.
 *
 * @example
 * moveAt(['a', 'b', 'c'], 2, -1); // ['a', 'c', 'b']
 * moveAt(['a', 'b', 'c'], 0, -1); // the same array
 */
export function moveAt<T>(list: readonly T[], index: number, direction: Direction): readonly T[] {
	const target = index + direction;
	if (index < 0 || index >= list.length || target < 0 || target >= list.length) return list;
	const moved = [...list];
	moved[index] = list[target] as T;
	moved[target] = list[index] as T;
	return moved;
}

export function replaceAt<T>(
	list: readonly T[],
	index: number,
	update: (entry: T) => T,
): T[] | null {
	const entry = list[index];
	if (index < 0 || entry === undefined) return null;
	const next = update(entry);
	if (next === entry) return null;
	const copy = [...list];
	copy[index] = next;
	return copy;
}

export function removeAt<T>(list: readonly T[], index: number): T[] | null {
	if (index < 0 || index >= list.length) return null;
	return list.filter((_, position) => position !== index);
}

type Program = CourseDocument['program'];

export function withProgram(document: CourseDocument, program: Program | null): CourseDocument {
	return program === null ? document : { ...document, program };
}

export function editTopic(
	document: CourseDocument,
	topic: number,
	update: (entry: CourseTopic) => CourseTopic,
): CourseDocument {
	return withProgram(document, replaceAt(document.program, topic, update));
}

export function editItem(
	document: CourseDocument,
	at: ItemAt,
	update: (entry: CourseItem) => CourseItem,
): CourseDocument {
	return editTopic(document, at.topic, (topic) => {
		const items = replaceAt(topic.items, at.item, update);
		return items === null ? topic : { ...topic, items };
	});
}
