import { COURSE_PATH_MAX_LENGTH, slugFromTitle } from '../../../../lib/contracts/course-document';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { fieldId } from './document-issues';
import { t, useEditorTools } from './shared';
import type { EditorCourse } from './use-course-editor';

/**
 * The course's path: a draft's follows its title (with the title's suggestion offered when it
 * drifted); a published course's is kept, and changing it is explained (its old path answers 301).
 */
export function PathField({ course }: { course: EditorCourse }) {
	const { edit, errors } = useEditorTools();
	const { document, detail } = course;
	const live = detail.livePath;
	const suggestion = slugFromTitle(document.name);
	const id = fieldId(['path']);
	return (
		<div className="editor__path">
			<Input
				id={id}
				label={t('studio.editor.path')}
				hint={
					live === null
						? t('studio.editor.path_hint_draft', { path: document.path })
						: t('studio.editor.path_hint_live', { live })
				}
				value={document.path}
				maxLength={COURSE_PATH_MAX_LENGTH}
				autoCapitalize="off"
				spellCheck={false}
				error={errors[id]}
				onChange={(event) => {
					edit({ type: 'setField', field: 'path', value: event.target.value });
				}}
			/>
			{live === null && suggestion !== '' && suggestion !== document.path ? (
				<Button
					size="sm"
					variant="secondary"
					onClick={() => {
						edit({ type: 'setField', field: 'path', value: suggestion });
					}}
				>
					{t('studio.editor.path_suggest', { slug: suggestion })}
				</Button>
			) : null}
		</div>
	);
}
