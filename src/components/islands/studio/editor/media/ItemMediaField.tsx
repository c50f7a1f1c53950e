/**
 * The media of an item (issue #19, ADR 017m). A video or counter scene: its master video, uploaded
 * here by tus and followed while it is transcoded, or the site's own file it had before (the demo
 * lessons); and its captions once it has an upload. A PDF item's sheet: SheetField.
 */
import type { CourseItem } from '../../../../../lib/contracts/course-document';
import type { ItemAt } from '../actions';
import { fieldId } from '../document-issues';
import { t, useEditorTools } from '../shared';
import { AssetStatus } from './AssetStatus';
import { CaptionsField } from './CaptionsField';
import { MasterUpload } from './MasterUpload';
import { SheetField } from './SheetField';
import { useAssetStatus } from './use-asset-status';
import { useMasterUpload } from './use-master-upload';

type MediaItem = Exclude<CourseItem, { type: 'quiz' }>;
type PlayableItem = Extract<CourseItem, { type: 'video' | 'counter_scene' }>;

export function ItemMediaField({ item, at }: { item: MediaItem; at: ItemAt }) {
	if (item.type === 'pdf') return <SheetField item={item} at={at} />;
	return <PlayableMedia item={item} at={at} />;
}

function PlayableMedia({ item, at }: { item: PlayableItem; at: ItemAt }) {
	const { edit } = useEditorTools();
	const assetId = item.mediaAssetId;
	const base = fieldId(['program', at.topic, 'items', at.item]);
	const upload = useMasterUpload((uploaded) => {
		edit({ type: 'setItemMedia', at, assetId: uploaded });
	});
	const status = useAssetStatus(assetId, (asset) => {
		if (asset.durationSeconds !== null) {
			edit({ type: 'setAssetDuration', at, assetId: asset.id, seconds: asset.durationSeconds });
		}
		// Captions stored on the video, but the page was left before the draft saved them.
		if (asset.hasCaptions) edit({ type: 'setItemCaptions', at, assetId: asset.id });
	});
	return (
		<div className="editor__media">
			<h5 className="editor__media-title">{t(`studio.editor.media_${item.type}`)}</h5>
			{assetId ? (
				<AssetStatus status={status} />
			) : (
				<p className="editor__asset">{item.mediaUrl ?? t('studio.editor.media_none')}</p>
			)}
			<MasterUpload
				id={`${base}-video`}
				hasMedia={Boolean(assetId ?? item.mediaUrl)}
				upload={upload}
			/>
			<h5 className="editor__media-title">{t('studio.editor.media_captions')}</h5>
			{assetId ? (
				<CaptionsField
					id={`${base}-captions`}
					assetId={assetId}
					hasCaptions={item.captionsAssetId === assetId}
					onStored={() => {
						edit({ type: 'setItemCaptions', at, assetId });
					}}
				/>
			) : (
				<p className="editor__asset">
					{item.captionsUrl ?? t('studio.editor.captions_after_video')}
				</p>
			)}
		</div>
	);
}
