import { useState } from 'react';
import {
	COURSE_NAME_MAX_LENGTH,
	ITEM_TYPES,
	MAX_ITEMS_PER_TOPIC,
	type CourseDocument,
	type CourseTopic,
	type ItemType,
} from '../../../../lib/contracts/course-document';
import { askConfirmation } from '../../../../stores/overlays-confirm';
import { FieldError } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { AddButton, EntryControls } from './EntryControls';
import { ItemCard } from './ItemCard';
import { fieldId } from './document-issues';
import { t, useEditorTools } from './shared';

/** One topic: its title, its items in order, and a new item of the chosen type. */
export function TopicCard({
	topic,
	index,
	program,
}: {
	topic: CourseTopic;
	index: number;
	program: CourseDocument['program'];
}) {
	const { edit, errors, programHeld } = useEditorTools();
	const [newType, setNewType] = useState<ItemType>('video');
	const path = ['program', index] as const;
	const titleId = fieldId([...path, 'title']);
	const itemsId = fieldId([...path, 'items']);
	const n = index + 1;

	const remove = async () => {
		if (topic.items.length > 0) {
			const confirmed = await askConfirmation({
				title: t('studio.editor.remove_topic_title', { n }),
				description: t('studio.editor.remove_topic_text', { count: topic.items.length }),
				confirmText: t('studio.editor.remove_short'),
			});
			if (!confirmed) return false;
		}
		edit({ type: 'removeTopic', topic: index });
		return true;
	};

	return (
		<fieldset className="editor__card editor__topic">
			<legend className="editor__legend">
				<h3 className="editor__topic-title">
					{t('studio.editor.topic_legend', { n })}
					{topic.title ? `: ${topic.title}` : ''}
				</h3>
			</legend>
			<Input
				id={titleId}
				label={t('studio.editor.topic_title')}
				value={topic.title}
				maxLength={COURSE_NAME_MAX_LENGTH}
				error={errors[titleId]}
				onChange={(event) => {
					edit({ type: 'setTopicTitle', topic: index, title: event.target.value });
				}}
			/>
			<EntryControls
				path={['program']}
				index={index}
				count={program.length}
				what={t('studio.editor.what_topic', { n })}
				onMove={(direction) => {
					edit({ type: 'moveTopic', topic: index, direction });
				}}
				onRemove={remove}
				held={programHeld}
			/>
			<div id={itemsId} tabIndex={-1}>
				{errors[itemsId] ? (
					<FieldError id={`${itemsId}-error`}>{errors[itemsId]}</FieldError>
				) : null}
				{topic.items.length === 0 ? (
					<p className="editor__empty">{t('studio.editor.topic_empty')}</p>
				) : null}
				<ol className="editor__list">
					{topic.items.map((item, itemIndex) => (
						<li key={itemIndex}>
							<ItemCard
								item={item}
								at={{ topic: index, item: itemIndex }}
								count={topic.items.length}
								program={program}
							/>
						</li>
					))}
				</ol>
			</div>
			<div className="editor__row">
				<Select
					id={fieldId([...path, 'new-type'])}
					label={t('studio.editor.new_item_type')}
					value={newType}
					options={ITEM_TYPES.map((value) => ({ value, label: t(`studio.editor.type_${value}`) }))}
					onChange={(event) => {
						const value = ITEM_TYPES.find((entry) => entry === event.target.value);
						if (value) setNewType(value);
					}}
				/>
				<AddButton
					path={[...path, 'items']}
					count={topic.items.length}
					max={MAX_ITEMS_PER_TOPIC}
					focusId={fieldId([...path, 'items', topic.items.length, 'name'])}
					onAdd={() => {
						edit({ type: 'addItem', topic: index, itemType: newType });
					}}
				>
					{t('studio.editor.add_item')}
				</AddButton>
			</div>
		</fieldset>
	);
}
