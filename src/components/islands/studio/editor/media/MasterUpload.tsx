import { Button } from '../../../../ui/Button';
import { Input } from '../../../../ui/Input';
import { t } from '../shared';
import { isRunning, percentOf, spokenPercent, type UploadState } from './upload-state';
import type { MasterUploadControls } from './use-master-upload';

/** What the live region says about the upload; empty when there is nothing new. */
function spoken(state: UploadState): string {
	switch (state.phase) {
		case 'sending':
			return state.paused
				? t('studio.editor.upload_paused', { percent: percentOf(state) })
				: t('studio.editor.upload_sending', { percent: spokenPercent(state) });
		case 'done':
			return t('studio.editor.upload_done');
		case 'cancelled':
			return t('studio.editor.upload_cancelled');
		case 'failed':
			return state.message;
		case 'idle':
			return '';
	}
}

/**
 * The master video's file input, and while it is sent: a bar with its percent, pause/resume and
 * cancel. The live region is always there, so screen readers hear its first words too.
 */
export function MasterUpload({
	id,
	hasMedia,
	upload,
}: {
	id: string;
	hasMedia: boolean;
	upload: MasterUploadControls;
}) {
	const { state } = upload;
	const running = isRunning(state);
	const percent = percentOf(state);
	const labelId = `${id}-progress-label`;
	return (
		<div className="editor__upload">
			<Input
				id={id}
				type="file"
				accept="video/*"
				label={t(hasMedia ? 'studio.editor.upload_replace' : 'studio.editor.upload_choose')}
				hint={t('studio.editor.upload_hint')}
				error={state.phase === 'failed' ? state.message : undefined}
				disabled={running}
				onChange={(event) => {
					const file = event.currentTarget.files?.[0];
					// Emptied, so choosing the same file again (to resume it) is a change too.
					event.currentTarget.value = '';
					if (file) void upload.choose(file);
				}}
			/>
			{running ? (
				<div className="editor__progress">
					<p id={labelId} className="editor__progress-label">
						<span>{t('studio.editor.upload_progress_label', { name: state.fileName })}</span>
						<span aria-hidden="true">{percent} %</span>
					</p>
					<progress aria-labelledby={labelId} max={100} value={percent}>
						{percent} %
					</progress>
					<p className="editor__note">{t('studio.editor.upload_holds')}</p>
					<div className="editor__row">
						<Button
							size="sm"
							variant="secondary"
							onClick={state.paused ? upload.resume : upload.pause}
						>
							{t(state.paused ? 'studio.editor.upload_resume' : 'studio.editor.upload_pause')}
						</Button>
						<Button size="sm" variant="ghost" onClick={() => void upload.cancel()}>
							{t('studio.editor.upload_cancel')}
						</Button>
					</div>
				</div>
			) : null}
			<p className="visually-hidden" role="status">
				{spoken(state)}
			</p>
		</div>
	);
}
