import { useEffect, useRef, type MouseEvent } from 'react';
import type { DocumentIssue, DocumentPath } from './document-issues';
import { t } from './shared';

/** A list entry of the document: "Tema 2", "Pregunta 1". */
const ENTRY_LABELS: Readonly<Record<string, string>> = {
	goals: 'goal',
	related: 'related',
	sources: 'source_legend',
	program: 'topic_legend',
	items: 'item_short',
	questions: 'question_legend',
	options: 'option',
};

/** A field at the end of a path, by the key that names it (and its parent, for `title`). */
function fieldLabel(key: string, parent: string | number | undefined): string {
	if (key === 'title')
		return t(parent === 'sources' ? 'studio.editor.source_title' : 'studio.editor.topic_title');
	const known: Readonly<Record<string, string>> = {
		name: parent === undefined ? 'name' : 'item_name',
		createdBy: 'created_by',
		impartedBy: 'imparted_by',
		durationMinutes: 'duration',
		durationSeconds: 'item_duration',
		reviewedOn: 'reviewed_on',
		publisher: 'source_publisher',
		url: 'source_url',
		consultedOn: 'source_consultedOn',
		goals: 'goals_title',
		related: 'related_title',
		sources: 'sources_title',
		program: 'program_title',
		items: 'items_label',
		questions: 'questions_label',
		options: 'options_legend',
	};
	return t(`studio.editor.${known[key] ?? key}`);
}

/**
 * Where an issue is, in the editor's words.
 *
 * @example
 * issueLabel(['program', 0, 'items', 1, 'name']); // 'Tema 1 › Contenido 2 › Nombre'
 */
export function issueLabel(path: DocumentPath): string {
	const parts: string[] = [];
	for (let index = 0; index < path.length; index += 1) {
		const key = path[index];
		const next = path[index + 1];
		if (typeof key !== 'string') continue;
		const entry = ENTRY_LABELS[key];
		if (typeof next === 'number' && entry) {
			parts.push(t(`studio.editor.${entry}`, { n: next + 1 }));
			index += 1;
		} else {
			parts.push(fieldLabel(key, path[index - 2]));
		}
	}
	return parts.join(' › ');
}

/**
 * What keeps the draft from being saved, at the top of the editor: it takes focus when a save is
 * refused (so it is read at once), and each entry leads to its field.
 */
export function ErrorSummary({ issues, shown }: { issues: DocumentIssue[]; shown: number }) {
	const box = useRef<HTMLDivElement>(null);
	useEffect(() => {
		if (shown > 0) box.current?.focus();
	}, [shown]);
	if (issues.length === 0) return null;

	const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
		const target = document.getElementById(id);
		if (!target) return;
		event.preventDefault();
		target.focus();
		target.scrollIntoView({ block: 'center' });
	};

	return (
		<div
			ref={box}
			role="group"
			className="editor__errors"
			tabIndex={-1}
			aria-labelledby="editor-errors-title"
		>
			<h2 id="editor-errors-title" className="editor__errors-title">
				{t('studio.editor.errors_title', { count: issues.length })}
			</h2>
			<ul>
				{issues.map((issue) => (
					<li key={issue.id}>
						<a
							href={`#${issue.id}`}
							onClick={(event) => {
								goTo(event, issue.id);
							}}
						>
							{issueLabel(issue.path)}: {issue.message}
						</a>
					</li>
				))}
			</ul>
		</div>
	);
}
