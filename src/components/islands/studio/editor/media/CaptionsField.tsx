import { Button } from '../../../../ui/Button';
import { Input, Textarea } from '../../../../ui/Input';
import { t } from '../shared';
import { useCaptions } from './use-captions';

/**
 * The captions of an uploaded video: a .vtt or .srt file, or the WebVTT edited here. The item
 * points at them once stored (`onStored`), which is what publishing asks for.
 */
export function CaptionsField({
	id,
	assetId,
	hasCaptions,
	onStored,
}: {
	id: string;
	assetId: string;
	/** The item points at this asset's captions. */
	hasCaptions: boolean;
	onStored: () => void;
}) {
	const captions = useCaptions(assetId, onStored);
	const textId = `${id}-text`;
	const panelId = `${id}-panel`;
	const errorOf = (field: 'file' | 'text') =>
		captions.error?.field === field ? captions.error.message : undefined;
	return (
		<div className="editor__captions">
			<p className="editor__asset-state">
				{t(hasCaptions ? 'studio.editor.captions_ready' : 'studio.editor.captions_none')}
			</p>
			<Input
				id={`${id}-file`}
				type="file"
				accept=".vtt,.srt,text/vtt"
				label={t('studio.editor.captions_file')}
				hint={t('studio.editor.captions_file_hint')}
				error={errorOf('file')}
				disabled={captions.busy !== null}
				onChange={(event) => {
					const file = event.currentTarget.files?.[0];
					event.currentTarget.value = '';
					if (file) void captions.upload(file);
				}}
			/>
			{captions.busy === 'upload' ? (
				<p className="editor__note">{t('studio.editor.captions_sending')}</p>
			) : null}
			<Button
				size="sm"
				variant="secondary"
				aria-expanded={captions.open}
				aria-controls={panelId}
				onClick={captions.toggle}
			>
				{t('studio.editor.captions_edit')}
			</Button>
			<div id={panelId} hidden={!captions.open}>
				{captions.open && captions.text === null ? (
					<p className="editor__note">
						{captions.busy === 'load'
							? t('studio.editor.captions_loading')
							: (errorOf('text') ?? '')}
					</p>
				) : null}
				{captions.open && captions.text !== null ? (
					<>
						<Textarea
							id={textId}
							label={t('studio.editor.captions_text')}
							hint={t('studio.editor.captions_text_hint')}
							rows={10}
							spellCheck={false}
							value={captions.text}
							error={errorOf('text')}
							className="editor__captions-text"
							onChange={(event) => {
								captions.edit(event.currentTarget.value);
							}}
						/>
						<Button
							size="sm"
							loading={captions.busy === 'save'}
							loadingText={t('studio.editor.saving')}
							onClick={() => void captions.save()}
						>
							{t('studio.editor.captions_save')}
						</Button>
					</>
				) : null}
			</div>
			{captions.stored ? (
				<p className="editor__note">{t('studio.editor.captions_stored')}</p>
			) : null}
		</div>
	);
}
