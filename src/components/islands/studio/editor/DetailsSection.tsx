import {
	COURSE_AUDIENCES,
	COURSE_DESCRIPTION_MAX_LENGTH,
	COURSE_NAME_MAX_LENGTH,
	MAX_GOALS,
} from '../../../../lib/contracts/course-document';
import { Input, Textarea } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { fieldId } from './document-issues';
import { t, useEditorTools } from './shared';
import { CourseFacts } from './CourseFacts';
import { PathField } from './PathField';
import { TextListField } from './TextListField';
import type { EditorCourse } from './use-course-editor';

/** Title, path, category, audience, description, goals, experts, length, trial and related. */
export function DetailsSection({ course }: { course: EditorCourse }) {
	const { edit, errors } = useEditorTools();
	const { document, detail } = course;
	const ids = {
		name: fieldId(['name']),
		category: fieldId(['category']),
		audience: fieldId(['audience']),
		description: fieldId(['description']),
	};

	return (
		<section className="editor__section" aria-labelledby="editor-details-title">
			<h2 id="editor-details-title" className="editor__section-title">
				{t('studio.editor.details_title')}
			</h2>
			<Input
				id={ids.name}
				label={t('studio.editor.name')}
				value={document.name}
				maxLength={COURSE_NAME_MAX_LENGTH}
				error={errors[ids.name]}
				onChange={(event) => {
					edit({
						type: 'setName',
						name: event.target.value,
						followPath: detail.livePath === null,
					});
				}}
			/>
			<PathField course={course} />
			<div className="editor__pair">
				<Select
					id={ids.category}
					label={t('studio.editor.category')}
					value={document.category}
					error={errors[ids.category]}
					options={detail.categories.map(({ slug, name }) => ({ value: slug, label: name }))}
					onChange={(event) => {
						edit({ type: 'setField', field: 'category', value: event.target.value });
					}}
				/>
				<Select
					id={ids.audience}
					label={t('studio.editor.audience')}
					value={document.audience}
					options={COURSE_AUDIENCES.map((value) => ({
						value,
						label: t(`studio.editor.audience_${value}`),
					}))}
					onChange={(event) => {
						const value = COURSE_AUDIENCES.find((entry) => entry === event.target.value);
						if (value) edit({ type: 'setField', field: 'audience', value });
					}}
				/>
			</div>
			<Textarea
				id={ids.description}
				label={t('studio.editor.description')}
				value={document.description}
				rows={5}
				maxLength={COURSE_DESCRIPTION_MAX_LENGTH}
				error={errors[ids.description]}
				onChange={(event) => {
					edit({ type: 'setField', field: 'description', value: event.target.value });
				}}
			/>
			<TextListField
				name="goals"
				legend={t('studio.editor.goals_title')}
				values={document.goals}
				max={MAX_GOALS}
				maxLength={300}
				label={(n) => t('studio.editor.goal', { n })}
				what={(n) => t('studio.editor.what_goal', { n })}
				addLabel={t('studio.editor.add_goal')}
				emptyText={t('studio.editor.goals_empty')}
				onAdd={() => {
					edit({ type: 'addGoal' });
				}}
				onSet={(index, value) => {
					edit({ type: 'setGoal', index, value });
				}}
				onRemove={(index) => {
					edit({ type: 'removeGoal', index });
				}}
				onMove={(index, direction) => {
					edit({ type: 'moveGoal', index, direction });
				}}
			/>
			<CourseFacts course={course} />
		</section>
	);
}
