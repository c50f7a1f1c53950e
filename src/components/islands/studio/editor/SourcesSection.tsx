import { MAX_SOURCES, type CourseSource } from '../../../../lib/contracts/course-document';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { AddButton, EntryControls } from './EntryControls';
import { fieldId } from './document-issues';
import { t, useEditorTools } from './shared';
import type { EditorCourse } from './use-course-editor';

const SOURCE_FIELDS = [
	{ field: 'title', type: 'text', maxLength: 300 },
	{ field: 'publisher', type: 'text', maxLength: 160 },
	{ field: 'url', type: 'url', maxLength: 2000 },
	{ field: 'consultedOn', type: 'date', maxLength: undefined },
] as const satisfies readonly {
	field: keyof CourseSource;
	type: string;
	maxLength: number | undefined;
}[];

/** The sources the course follows (shown on its public page and in the player), and its review. */
export function SourcesSection({ course }: { course: EditorCourse }) {
	const { edit, errors, today } = useEditorTools();
	const { sources, reviewedOn } = course.document;
	const listId = fieldId(['sources']);
	const reviewedId = fieldId(['reviewedOn']);

	return (
		<section className="editor__section" aria-labelledby="editor-sources-title">
			<h2 id="editor-sources-title" className="editor__section-title">
				{t('studio.editor.sources_title')}
			</h2>
			<p className="editor__lead">{t('studio.editor.sources_lead')}</p>
			<div id={listId} tabIndex={-1}>
				{errors[listId] ? <FieldError id={`${listId}-error`}>{errors[listId]}</FieldError> : null}
				{sources.length === 0 ? (
					<p className="editor__empty">{t('studio.editor.sources_empty')}</p>
				) : null}
				<ol className="editor__list">
					{sources.map((source, index) => (
						<li key={index}>
							<fieldset className="editor__card">
								<legend className="editor__legend">
									{t('studio.editor.source_legend', { n: index + 1 })}
								</legend>
								{SOURCE_FIELDS.map(({ field, type, maxLength }) => {
									const id = fieldId(['sources', index, field]);
									return (
										<Input
											key={field}
											id={id}
											type={type}
											label={t(`studio.editor.source_${field}`)}
											hint={
												field === 'publisher' ? t('studio.editor.source_publisher_hint') : undefined
											}
											value={source[field]}
											maxLength={maxLength}
											error={errors[id]}
											onChange={(event) => {
												edit({ type: 'setSource', index, field, value: event.target.value });
											}}
										/>
									);
								})}
								<EntryControls
									path={['sources']}
									index={index}
									count={sources.length}
									what={t('studio.editor.what_source', { n: index + 1 })}
									onMove={(direction) => {
										edit({ type: 'moveSource', index, direction });
									}}
									onRemove={() => {
										edit({ type: 'removeSource', index });
										return true;
									}}
								/>
							</fieldset>
						</li>
					))}
				</ol>
			</div>
			<AddButton
				path={['sources']}
				count={sources.length}
				max={MAX_SOURCES}
				focusId={fieldId(['sources', sources.length, 'title'])}
				onAdd={() => {
					edit({ type: 'addSource', today: today() });
				}}
			>
				{t('studio.editor.add_source')}
			</AddButton>
			<div className="editor__row">
				<Input
					id={reviewedId}
					type="date"
					label={t('studio.editor.reviewed_on')}
					hint={t('studio.editor.reviewed_on_hint')}
					value={reviewedOn ?? ''}
					max={today()}
					error={errors[reviewedId]}
					onChange={(event) => {
						const value = event.target.value;
						edit({ type: 'setField', field: 'reviewedOn', value: value === '' ? null : value });
					}}
				/>
				<Button
					size="sm"
					variant="secondary"
					onClick={() => {
						edit({ type: 'setField', field: 'reviewedOn', value: today() });
					}}
				>
					{t('studio.editor.reviewed_today')}
				</Button>
			</div>
		</section>
	);
}
