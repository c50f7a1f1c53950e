import {
	COURSE_NAME_MAX_LENGTH,
	MAX_ITEM_SECONDS,
	type CourseDocument,
	type CourseItem,
} from '../../../../lib/contracts/course-document';
import { formatClock } from '../../../../lib/dates';
import { askConfirmation } from '../../../../stores/overlays-confirm';
import { Input } from '../../../ui/Input';
import { EntryControls } from './EntryControls';
import { ItemMediaField } from './media/ItemMediaField';
import { ItemMoveTo } from './ItemMoveTo';
import { QuizEditor } from './QuizEditor';
import type { ItemAt } from './actions';
import { fieldId } from './document-issues';
import { t, useEditorTools } from './shared';

/** One item of a topic: its name, its length, its media or its questions, and its controls. */
export function ItemCard({
	item,
	at,
	count,
	program,
}: {
	item: CourseItem;
	at: ItemAt;
	count: number;
	program: CourseDocument['program'];
}) {
	const { edit, errors, programHeld } = useEditorTools();
	const path = ['program', at.topic, 'items', at.item] as const;
	const nameId = fieldId([...path, 'name']);
	const durationId = fieldId([...path, 'durationSeconds']);
	const n = at.item + 1;

	const remove = async () => {
		if (item.type === 'quiz' && item.questions.length > 0) {
			const confirmed = await askConfirmation({
				title: t('studio.editor.remove_quiz_title', { name: item.name || n }),
				description: t('studio.editor.remove_quiz_text', { count: item.questions.length }),
				confirmText: t('studio.editor.remove_short'),
			});
			if (!confirmed) return false;
		}
		edit({ type: 'removeItem', at });
		return true;
	};

	return (
		<fieldset className="editor__item">
			<legend className="editor__legend">
				<h4 className="editor__item-title">
					{t('studio.editor.item_legend', { n, type: t(`studio.editor.type_${item.type}`) })}
				</h4>
			</legend>
			<Input
				id={nameId}
				label={t('studio.editor.item_name')}
				value={item.name}
				maxLength={COURSE_NAME_MAX_LENGTH}
				error={errors[nameId]}
				onChange={(event) => {
					edit({ type: 'setItemName', at, name: event.target.value });
				}}
			/>
			<EntryControls
				path={['program', at.topic, 'items']}
				index={at.item}
				count={count}
				what={t('studio.editor.what_item', { n, topic: at.topic + 1 })}
				onMove={(direction) => {
					edit({ type: 'moveItem', at, direction });
				}}
				onRemove={remove}
				held={programHeld}
			/>
			{'durationSeconds' in item ? (
				<Input
					id={durationId}
					type="number"
					inputMode="numeric"
					min={1}
					max={MAX_ITEM_SECONDS}
					step={1}
					label={t('studio.editor.item_duration')}
					hint={t('studio.editor.item_duration_hint', {
						clock: formatClock(item.durationSeconds || 0),
					})}
					value={Number.isFinite(item.durationSeconds) ? item.durationSeconds : ''}
					error={errors[durationId]}
					fieldClassName="editor__narrow"
					onChange={(event) => {
						const raw = event.target.value.trim();
						edit({ type: 'setItemDuration', at, seconds: raw === '' ? Number.NaN : Number(raw) });
					}}
				/>
			) : null}
			{item.type === 'quiz' ? (
				<QuizEditor item={item} at={at} />
			) : (
				<ItemMediaField item={item} at={at} />
			)}
			{program.length > 1 ? <ItemMoveTo at={at} program={program} /> : null}
		</fieldset>
	);
}
