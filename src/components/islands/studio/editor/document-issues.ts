/**
 * Where a part of the course document is shown, and what the studio's schema says against it
 * (issue #19): inputs carry the id of their path, the error summary links to it, and the focus
 * goes back to it after a move.
 */
import * as v from 'valibot';
import { CourseDocument } from '../../../../lib/contracts/course-document';

/** The part of the document an issue or an input belongs to: `['program', 0, 'title']`. */
export type DocumentPath = readonly (string | number)[];

/**
 * The element id of a part of the document: inputs carry it, the error summary links to it, and
 * focus goes back to it after a move.
 *
 * @example
 * fieldId(['program', 1, 'items', 0, 'name']); // 'course-program-1-items-0-name'
 */
export function fieldId(path: DocumentPath): string {
	return ['course', ...path].join('-');
}

/** A refused part of the document: where it is, the id of its element, and why. */
export interface DocumentIssue {
	path: DocumentPath;
	id: string;
	message: string;
}

/** Messages by element id: what the editor shows under each field. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The document checked against the studio's schema, in document order, one issue per element
 * (the first). Empty when it can be saved as a draft; publishing asks for more (the server's
 * `problems`).
 */
export function documentIssues(document: CourseDocument): DocumentIssue[] {
	const result = v.safeParse(CourseDocument, document);
	if (result.success) return [];
	const issues = new Map<string, DocumentIssue>();
	for (const issue of result.issues) {
		const path = (issue.path ?? []).map((segment) => segment.key as string | number);
		const id = fieldId(path);
		if (!issues.has(id)) issues.set(id, { path, id, message: issue.message });
	}
	return [...issues.values()];
}

/** The issues as messages by element id. */
export function errorsById(issues: readonly DocumentIssue[]): FieldErrors {
	return Object.fromEntries(issues.map((issue) => [issue.id, issue.message]));
}
