/**
 * A PDF item's sheet (issue #19): the file it has (an upload, with its name and size, or the
 * site's own file of the demo courses) and a file input that uploads a new one, in one request.
 * The live region is always there, so "Subiendo…" and "PDF subido" are heard.
 */
import type { CourseItem } from '../../../../../lib/contracts/course-document';
import { UPLOAD_LIMITS } from '../../../../../lib/contracts/uploads';
import { formatFileSize } from '../../../../../lib/file-size';
import { Input } from '../../../../ui/Input';
import type { ItemAt } from '../actions';
import { fieldId } from '../document-issues';
import { t, useEditorTools } from '../shared';
import { useAssetStatus, type AssetStatus } from './use-asset-status';
import { useSheetUpload, type SheetUploadState } from './use-sheet-upload';

type PdfItem = Extract<CourseItem, { type: 'pdf' }>;

function spoken(state: SheetUploadState): string {
	switch (state.phase) {
		case 'sending':
			return t('studio.editor.sheet_sending', { name: state.fileName });
		case 'done':
			return t('studio.editor.sheet_done', { name: state.fileName });
		case 'failed':
			return state.message;
		case 'idle':
			return '';
	}
}

function UploadedSheet({ status }: { status: AssetStatus }) {
	if (status.state === 'loading') {
		return <p className="editor__asset">{t('studio.editor.sheet_loading')}</p>;
	}
	if (status.state === 'missing') {
		return (
			<div className="editor__asset editor__asset--failed">
				<p className="editor__asset-state">{t('studio.editor.asset_failed')}</p>
				<p>{t('studio.editor.sheet_missing')}</p>
			</div>
		);
	}
	const { asset } = status;
	return (
		<div className="editor__asset editor__asset--ready">
			<div>
				<p className="editor__asset-state">{t('studio.editor.sheet_ready')}</p>
				<p>{asset.originalName}</p>
				<p>{formatFileSize(asset.bytes)}</p>
			</div>
		</div>
	);
}

function noop() {
	// A sheet is ready once stored: nothing to take from it.
}

export function SheetField({ item, at }: { item: PdfItem; at: ItemAt }) {
	const { edit } = useEditorTools();
	const id = `${fieldId(['program', at.topic, 'items', at.item])}-file`;
	const status = useAssetStatus(item.fileAssetId, noop);
	const upload = useSheetUpload((assetId) => {
		edit({ type: 'setItemFile', at, assetId });
	});
	const { state } = upload;
	return (
		<div className="editor__media">
			<h5 className="editor__media-title">{t('studio.editor.media_file')}</h5>
			{item.fileAssetId ? (
				<UploadedSheet status={status} />
			) : (
				<p className="editor__asset">{item.fileUrl ?? t('studio.editor.media_none')}</p>
			)}
			<div className="editor__upload">
				<Input
					id={id}
					type="file"
					accept="application/pdf,.pdf"
					label={t(
						item.fileAssetId || item.fileUrl
							? 'studio.editor.sheet_replace'
							: 'studio.editor.sheet_choose',
					)}
					hint={t('studio.editor.sheet_hint', { limit: formatFileSize(UPLOAD_LIMITS.pdf) })}
					error={state.phase === 'failed' ? state.message : undefined}
					disabled={state.phase === 'sending'}
					onChange={(event) => {
						const file = event.currentTarget.files?.[0];
						event.currentTarget.value = '';
						if (file) void upload.choose(file);
					}}
				/>
				{state.phase === 'sending' ? (
					<p className="editor__note">{t('studio.editor.sheet_holds')}</p>
				) : null}
				<p className="visually-hidden" role="status">
					{spoken(state)}
				</p>
			</div>
		</div>
	);
}
