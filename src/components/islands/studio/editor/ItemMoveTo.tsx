import { useState } from 'react';
import {
	MAX_ITEMS_PER_TOPIC,
	type CourseDocument,
} from '../../../../lib/contracts/course-document';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import type { ItemAt } from './actions';
import { fieldId } from './document-issues';
import { controlId, t, useEditorTools } from './shared';

/**
 * Moves an item to the end of another topic. A select and a button, not a select alone: a
 * keyboard moving through a closed select's options would move the item at every arrow press.
 */
export function ItemMoveTo({ at, program }: { at: ItemAt; program: CourseDocument['program'] }) {
	const { edit, announce, focusLater, programHeld } = useEditorTools();
	const targets = program
		.map((topic, index) => ({ topic, index }))
		.filter(({ index }) => index !== at.topic);
	const [choice, setChoice] = useState('');
	const chosen = targets.find(({ index }) => String(index) === choice);

	const move = () => {
		if (!chosen || programHeld) return;
		const target = chosen.index;
		const position = chosen.topic.items.length;
		edit({ type: 'moveItemToTopic', at, target });
		const list = ['program', target, 'items'] as const;
		focusLater(
			controlId.up(list, position),
			controlId.down(list, position),
			fieldId([...list, position, 'name']),
		);
		announce(
			t('studio.editor.moved_topic', { topic: target + 1, n: position + 1, total: position + 1 }),
		);
		setChoice('');
	};

	return (
		<div className="editor__row">
			<Select
				id={fieldId(['program', at.topic, 'items', at.item, 'move-to'])}
				label={t('studio.editor.move_to', {
					what: t('studio.editor.what_item', { n: at.item + 1, topic: at.topic + 1 }),
				})}
				placeholder={t('studio.editor.move_to_choose')}
				value={choice}
				options={targets.map(({ topic, index }) => ({
					value: String(index),
					label: topic.title
						? t('studio.editor.topic_option', { n: index + 1, title: topic.title })
						: t('studio.editor.topic_legend', { n: index + 1 }),
					disabled: topic.items.length >= MAX_ITEMS_PER_TOPIC,
				}))}
				onChange={(event) => {
					setChoice(event.target.value);
				}}
			/>
			<Button size="sm" variant="secondary" disabled={programHeld || !chosen} onClick={move}>
				{t('studio.editor.move_to_button')}
			</Button>
		</div>
	);
}
