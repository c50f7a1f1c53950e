import { formatDate, formatLongDay } from '../../../../lib/dates';
import { Button } from '../../../ui/Button';
import { t } from './shared';
import type { CourseEditorState, EditorCourse } from './use-course-editor';

/** What the course's state allows. */
function allowed(course: EditorCourse, dirty: boolean) {
	const { status, livePath, hasDraft, inReview } = course.detail;
	const somethingNew = dirty || course.revision > 0;
	return {
		/** A draft (saved or not) differs from the live course: there is something to publish. */
		somethingNew,
		submit: status !== 'archived' && !inReview && somethingNew,
		publish: status !== 'archived' && somethingNew && course.problems.length === 0,
		discard: livePath === null || hasDraft || dirty,
		archive: status === 'published',
		restore: status === 'archived',
	};
}

/**
 * The course's state, its review date, what keeps it from going live, and the actions on it:
 * send for review, publish (off while something is pending), discard, archive or restore.
 */
export function StatusBar({ editor, course }: { editor: CourseEditorState; course: EditorCourse }) {
	const { detail, document, problems } = course;
	const can = allowed(course, editor.dirty);
	const neverPublished = detail.livePath === null;
	const busy = editor.busy;
	return (
		<section className="editor__status" aria-labelledby="editor-status-title">
			<h2 id="editor-status-title" className="editor__section-title">
				{t('studio.editor.status_title')}
			</h2>
			<p className="editor__badges">
				<span className={`studio__status studio__status--${detail.status}`}>
					{t(`studio.status.${detail.status}`)}
				</span>
				{!neverPublished && detail.hasDraft ? (
					<span className="studio__note">
						{detail.inReview ? t('studio.editor.in_review') : t('studio.editor.has_draft')}
					</span>
				) : null}
			</p>
			<p>
				{document.reviewedOn
					? t('studio.editor.reviewed', { date: formatLongDay(document.reviewedOn) })
					: t('studio.editor.never_reviewed')}
				{detail.reviewDue ? (
					<strong className="studio__flag">{t('studio.editor.review_due')}</strong>
				) : null}
			</p>
			{detail.livePath ? (
				<p>
					{t('studio.editor.live_at')}{' '}
					<a href={`/cursos/${detail.livePath}/`}>/cursos/{detail.livePath}/</a>
					{detail.publishedAt ? (
						<span className="studio__note">
							{t('studio.editor.published_at', { date: formatDate(detail.publishedAt) ?? '' })}
						</span>
					) : null}
					{/* The public pages follow a publish after a rebuild: where to see it happen. */}
					<a className="studio__note" href="/estudio/publicaciones/">
						{t('studio.editor.publications_link')}
					</a>
				</p>
			) : null}
			{detail.previousPaths.length > 0 ? (
				<p className="studio__note">
					{t('studio.editor.previous_paths', {
						paths: detail.previousPaths.map((path) => `/cursos/${path}/`).join(', '),
					})}
				</p>
			) : null}
			<div className="editor__problems">
				<h3 id="editor-problems-title" className="editor__problems-title">
					{t('studio.editor.problems_title')}
				</h3>
				{problems.length === 0 ? (
					<p>
						{can.somethingNew ? t('studio.editor.no_problems') : t('studio.editor.nothing_new')}
					</p>
				) : (
					<ul aria-labelledby="editor-problems-title">
						{problems.map((problem) => (
							<li key={problem}>{problem}</li>
						))}
					</ul>
				)}
				<p id="editor-problems-hint" className="ui-field__hint">
					{t('studio.editor.problems_hint')}
				</p>
			</div>
			<div className="editor__buttons" role="group" aria-label={t('studio.editor.actions_label')}>
				{detail.status !== 'archived' ? (
					<Button
						disabled={!can.publish}
						loading={busy === 'publish'}
						aria-describedby="editor-problems-hint"
						onClick={() => void editor.publish()}
					>
						{t('studio.editor.publish')}
					</Button>
				) : null}
				{can.submit ? (
					<Button
						variant="secondary"
						loading={busy === 'submit'}
						onClick={() => void editor.submitForReview()}
					>
						{t('studio.editor.submit')}
					</Button>
				) : null}
				{can.discard ? (
					<Button
						variant="secondary"
						loading={busy === 'discard'}
						onClick={() => void editor.discard()}
					>
						{neverPublished ? t('studio.editor.delete') : t('studio.editor.discard')}
					</Button>
				) : null}
				{can.archive ? (
					<Button
						variant="ghost"
						loading={busy === 'archive'}
						onClick={() => void editor.archive()}
					>
						{t('studio.editor.archive')}
					</Button>
				) : null}
				{can.restore ? (
					<Button
						variant="ghost"
						loading={busy === 'restore'}
						onClick={() => void editor.restore()}
					>
						{t('studio.editor.restore')}
					</Button>
				) : null}
			</div>
		</section>
	);
}
