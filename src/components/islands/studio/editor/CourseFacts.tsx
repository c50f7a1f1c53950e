import {
	COURSE_PATH_MAX_LENGTH,
	MAX_RELATED_COURSES,
	courseMinutes,
} from '../../../../lib/contracts/course-document';
import { Checkbox } from '../../../ui/Checkbox';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { fieldId } from './document-issues';
import { t, useEditorTools } from './shared';
import { TextListField } from './TextListField';
import type { EditorCourse } from './use-course-editor';

/** Who made and teaches the course, its length, the trial, and the courses suggested after it. */
export function CourseFacts({ course }: { course: EditorCourse }) {
	const { edit, errors } = useEditorTools();
	const { document, detail } = course;
	const { durationMinutes: _own, ...withoutOwn } = document;
	const ids = {
		createdBy: fieldId(['createdBy']),
		impartedBy: fieldId(['impartedBy']),
		duration: fieldId(['durationMinutes']),
	};
	const experts = detail.experts.map(({ slug, name }) => ({ value: slug, label: name }));
	return (
		<>
			<div className="editor__pair">
				{(['createdBy', 'impartedBy'] as const).map((field) => (
					<Select
						key={field}
						id={ids[field]}
						label={t(`studio.editor.${field === 'createdBy' ? 'created_by' : 'imparted_by'}`)}
						value={document[field] ?? ''}
						error={errors[ids[field]]}
						options={[{ value: '', label: t('studio.editor.expert_none') }, ...experts]}
						onChange={(event) => {
							const value = event.target.value;
							edit({ type: 'setField', field, value: value === '' ? null : value });
						}}
					/>
				))}
			</div>
			<Input
				id={ids.duration}
				type="number"
				inputMode="numeric"
				min={1}
				max={6000}
				step={1}
				label={t('studio.editor.duration')}
				hint={t('studio.editor.duration_hint', { minutes: courseMinutes(withoutOwn) })}
				value={document.durationMinutes ?? ''}
				error={errors[ids.duration]}
				fieldClassName="editor__narrow"
				onChange={(event) => {
					const raw = event.target.value.trim();
					edit({ type: 'setDurationMinutes', minutes: raw === '' ? null : Number(raw) });
				}}
			/>
			<Checkbox
				label={t('studio.editor.demo_excluded')}
				hint={t('studio.editor.demo_excluded_hint')}
				checked={document.demoExcluded}
				onChange={(event) => {
					edit({ type: 'setField', field: 'demoExcluded', value: event.currentTarget.checked });
				}}
			/>
			<TextListField
				name="related"
				legend={t('studio.editor.related_title')}
				hint={t('studio.editor.related_hint')}
				values={document.related}
				max={MAX_RELATED_COURSES}
				maxLength={COURSE_PATH_MAX_LENGTH}
				label={(n) => t('studio.editor.related', { n })}
				what={(n) => t('studio.editor.what_related', { n })}
				addLabel={t('studio.editor.add_related')}
				emptyText={t('studio.editor.related_empty')}
				onAdd={() => {
					edit({ type: 'addRelated' });
				}}
				onSet={(index, value) => {
					edit({ type: 'setRelated', index, value });
				}}
				onRemove={(index) => {
					edit({ type: 'removeRelated', index });
				}}
			/>
		</>
	);
}
