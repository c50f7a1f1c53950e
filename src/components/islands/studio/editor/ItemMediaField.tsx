import type { CourseItem } from '../../../../lib/contracts/course-document';
import { t } from './shared';

type MediaItem = Exclude<CourseItem, { type: 'quiz' }>;

/** What a reference shows: the site's own file by its path, a studio upload, or nothing yet. */
function reference(assetId: string | undefined, url: string | undefined): string {
	if (assetId) return t('studio.editor.media_uploaded');
	return url ?? t('studio.editor.media_none');
}

/**
 * The media of a video, counter scene or PDF, read only for now: uploading arrives with the media
 * pipeline (issue #19), which wires its upload here and sets `mediaAssetId`, `captionsAssetId`
 * or `fileAssetId` on the item. Kept apart so that change touches this file alone.
 */
export function ItemMediaField({ item }: { item: MediaItem }) {
	const rows =
		item.type === 'pdf'
			? [{ label: t('studio.editor.media_file'), value: reference(item.fileAssetId, item.fileUrl) }]
			: [
					{
						label: t(`studio.editor.media_${item.type}`),
						value: reference(item.mediaAssetId, item.mediaUrl),
					},
					{
						label: t('studio.editor.media_captions'),
						value: reference(item.captionsAssetId, item.captionsUrl),
					},
				];
	return (
		<div className="editor__media">
			<dl className="editor__media-list">
				{rows.map((row) => (
					<div key={row.label} className="editor__media-row">
						<dt>{row.label}</dt>
						<dd>{row.value}</dd>
					</div>
				))}
			</dl>
			<p className="editor__note">{t('studio.editor.media_note')}</p>
		</div>
	);
}
