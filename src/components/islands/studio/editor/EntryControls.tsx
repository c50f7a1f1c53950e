import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import type { Direction } from './actions';
import type { DocumentPath } from './document-issues';
import { controlId, t, useEditorTools } from './shared';

/**
 * Up, down and remove for one entry of a list (a topic, an item, a question, an option, a source,
 * a goal). Moving keeps the focus on the moved entry's button at its new place and says where it
 * went ("Movido a la posición 3 de 5"); removing puts the focus on the next entry, or on the list's
 * add button when none is left.
 */
export function EntryControls({
	path,
	index,
	count,
	what,
	onMove,
	onRemove,
	removeBlocked,
	held = false,
}: {
	/** The list's path in the document (`['program', 0, 'items']`). */
	path: DocumentPath;
	index: number;
	count: number;
	/** The entry as the buttons name it: "el tema 2". */
	what: string;
	onMove?: ((direction: Direction) => void) | undefined;
	/** Resolves false when the person backed out (a confirmation). */
	onRemove: () => boolean | Promise<boolean>;
	/** The entry cannot go: the button is off, and a text says why when there is one. */
	removeBlocked?: string | boolean | null | undefined;
	/** Nothing moves or goes for now (an upload is running; its panel says why). */
	held?: boolean | undefined;
}) {
	const { announce, focusLater } = useEditorTools();

	const move = (direction: Direction) => {
		if (!onMove) return;
		const target = index + direction;
		onMove(direction);
		const [first, second] =
			direction === -1
				? [controlId.up(path, target), controlId.down(path, target)]
				: [controlId.down(path, target), controlId.up(path, target)];
		focusLater(first, second);
		announce(t('studio.editor.moved', { n: target + 1, total: count }));
	};

	const remove = async () => {
		if (!(await onRemove())) return;
		const left = count - 1;
		focusLater(
			...(left > 0 ? [controlId.remove(path, Math.min(index, left - 1))] : []),
			controlId.add(path),
		);
		announce(t('studio.editor.removed', { what }));
	};

	return (
		<div className="editor__controls">
			{onMove ? (
				<>
					<Button
						id={controlId.up(path, index)}
						size="sm"
						variant="secondary"
						disabled={held || index === 0}
						aria-label={t('studio.editor.move_up', { what })}
						onClick={() => {
							move(-1);
						}}
					>
						<span aria-hidden="true">↑</span>
					</Button>
					<Button
						id={controlId.down(path, index)}
						size="sm"
						variant="secondary"
						disabled={held || index === count - 1}
						aria-label={t('studio.editor.move_down', { what })}
						onClick={() => {
							move(1);
						}}
					>
						<span aria-hidden="true">↓</span>
					</Button>
				</>
			) : null}
			<Button
				id={controlId.remove(path, index)}
				size="sm"
				variant="ghost"
				disabled={held || Boolean(removeBlocked)}
				aria-label={t('studio.editor.remove', { what })}
				onClick={() => void remove()}
			>
				{t('studio.editor.remove_short')}
			</Button>
			{typeof removeBlocked === 'string' ? (
				<span className="editor__blocked">{removeBlocked}</span>
			) : null}
		</div>
	);
}

/** A list's add button, off at its limit (saying so); the new entry's first field takes focus. */
export function AddButton({
	path,
	count,
	max,
	focusId,
	onAdd,
	children,
}: {
	path: DocumentPath;
	count: number;
	max: number;
	/** The id of the new entry's first field. */
	focusId: string;
	onAdd: () => void;
	children: ReactNode;
}) {
	const { focusLater } = useEditorTools();
	const full = count >= max;
	return (
		<div className="editor__add">
			<Button
				id={controlId.add(path)}
				variant="secondary"
				size="sm"
				disabled={full}
				onClick={() => {
					onAdd();
					focusLater(focusId);
				}}
			>
				{children}
			</Button>
			{full ? <span className="editor__blocked">{t('studio.editor.limit', { max })}</span> : null}
		</div>
	);
}
