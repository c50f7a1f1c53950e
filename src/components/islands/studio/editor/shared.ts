/**
 * What the course editor's views share (issue #19): their translator, and the tools every part of
 * the document uses (edit it, its errors, announcements, focus after a move), handed down once
 * through a context inside this one island instead of through every level of props.
 */
import editor from 'i18n-section:studio.editor';
import status from 'i18n-section:studio.status';
import { createContext, useContext } from 'react';
import { createTranslator } from '../../../../i18n/translate';
import type { EditorAction } from './actions';
import { fieldId, type DocumentPath, type FieldErrors } from './document-issues';

export const t = createTranslator({ studio: { editor, status } });

export interface EditorTools {
	edit: (action: EditorAction) => void;
	/** Messages by element id (state.ts `fieldId`). */
	errors: FieldErrors;
	/** Said by the editor's live region (a move, a removal). */
	announce: (text: string) => void;
	/** After the next render, focuses the first of these ids that is there and enabled. */
	focusLater: (...ids: string[]) => void;
	/** Today in Madrid, `YYYY-MM-DD`: a new source's consulted day, "reviewed today". */
	today: () => string;
	/**
	 * Whether topics and items are held in place: a video is being uploaded to an item, and the
	 * item views are placed by index, so a move would hand the finished upload to another item.
	 */
	programHeld: boolean;
	/** Holds topics and items in place until the returned function is called. */
	holdProgram: () => () => void;
}

export const EditorToolsContext = createContext<EditorTools | null>(null);

export function useEditorTools(): EditorTools {
	const tools = useContext(EditorToolsContext);
	if (!tools) throw new Error('useEditorTools() needs the CourseEditor around it');
	return tools;
}

/** The ids of an entry's controls: its move, remove buttons, and its list's add button. */
export const controlId = {
	up: (path: DocumentPath, index: number) => `${fieldId([...path, index])}-up`,
	down: (path: DocumentPath, index: number) => `${fieldId([...path, index])}-down`,
	remove: (path: DocumentPath, index: number) => `${fieldId([...path, index])}-remove`,
	add: (path: DocumentPath) => `${fieldId(path)}-add`,
};
