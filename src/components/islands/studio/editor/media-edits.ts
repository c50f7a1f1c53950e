/**
 * The course editor's media edits (issue #19, ADR 017m): a video or counter scene gets a studio
 * upload as its media, its real length once transcoded, and captions stored on that upload; a PDF
 * item gets its uploaded sheet. Each names the asset it is about and changes nothing when the item
 * no longer shows that asset (it was replaced meanwhile), so a late answer never lands on the
 * wrong media.
 */
import { MAX_ITEM_SECONDS, type CourseDocument } from '../../../../lib/contracts/course-document';
import type { EditorAction } from './actions';
import { editItem } from './list-edits';

export type MediaAction = Extract<
	EditorAction,
	{ type: 'setItemMedia' | 'setAssetDuration' | 'setItemCaptions' | 'setItemFile' }
>;

export function editMedia(document: CourseDocument, action: MediaAction): CourseDocument {
	return editItem(document, action.at, (item) => {
		if (action.type === 'setItemFile') {
			if (item.type !== 'pdf') return item;
			if (item.fileAssetId === action.assetId && item.fileUrl === undefined) return item;
			const { fileUrl: _url, ...rest } = item;
			return { ...rest, fileAssetId: action.assetId };
		}
		if (item.type !== 'video' && item.type !== 'counter_scene') return item;
		switch (action.type) {
			case 'setItemMedia': {
				if (item.mediaAssetId === action.assetId && item.mediaUrl === undefined) return item;
				// The site's own file and captions belonged to the media being replaced; captions on
				// the new asset (none yet, unless it is the same one) are pointed at when stored.
				const {
					mediaUrl: _url,
					captionsUrl: _captions,
					captionsAssetId: _captionsAsset,
					...rest
				} = item;
				return { ...rest, mediaAssetId: action.assetId };
			}
			case 'setAssetDuration': {
				const seconds = Math.min(MAX_ITEM_SECONDS, Math.max(1, Math.round(action.seconds)));
				return item.mediaAssetId !== action.assetId || item.durationSeconds === seconds
					? item
					: { ...item, durationSeconds: seconds };
			}
			case 'setItemCaptions': {
				if (item.mediaAssetId !== action.assetId) return item;
				if (item.captionsAssetId === action.assetId && item.captionsUrl === undefined) return item;
				const { captionsUrl: _captions, ...rest } = item;
				return { ...rest, captionsAssetId: action.assetId };
			}
		}
	});
}
