import { formatClock } from '../../../../../lib/dates';
import { t } from '../shared';
import type { AssetStatus as Status } from './use-asset-status';

/**
 * An uploaded video's state: being processed, ready (its poster and real length), or failed with
 * what to do and ffmpeg's words for whoever fixes it. In a live region, so "Lista" is heard.
 */
export function AssetStatus({ status }: { status: Status }) {
	if (status.state === 'loading') {
		return <p className="editor__asset">{t('studio.editor.asset_loading')}</p>;
	}
	if (status.state === 'missing') {
		return (
			<div className="editor__asset editor__asset--failed" role="status">
				<p className="editor__asset-state">{t('studio.editor.asset_failed')}</p>
				<p>{t('studio.editor.asset_missing')}</p>
			</div>
		);
	}
	const { asset } = status;
	switch (asset.status) {
		case 'uploading':
			return (
				<div className="editor__asset" role="status">
					<p className="editor__asset-state">{t('studio.editor.asset_uploading')}</p>
					<p>{t('studio.editor.asset_uploading_hint')}</p>
				</div>
			);
		case 'processing':
			return (
				<div className="editor__asset" role="status">
					<p className="editor__asset-state">{t('studio.editor.asset_processing')}</p>
					<p>{t('studio.editor.asset_processing_hint', { name: asset.originalName })}</p>
				</div>
			);
		case 'ready':
			return (
				<div className="editor__asset editor__asset--ready" role="status">
					{asset.posterUrl ? (
						<img
							className="editor__poster"
							src={asset.posterUrl}
							alt=""
							width={160}
							height={90}
							loading="lazy"
						/>
					) : null}
					<div>
						<p className="editor__asset-state">{t('studio.editor.asset_ready')}</p>
						<p>{asset.originalName}</p>
						{asset.durationSeconds !== null ? (
							<p>
								{t('studio.editor.asset_duration', {
									clock: formatClock(Math.round(asset.durationSeconds)),
								})}
							</p>
						) : null}
					</div>
				</div>
			);
		case 'failed':
			return (
				<div className="editor__asset editor__asset--failed" role="status">
					<p className="editor__asset-state">{t('studio.editor.asset_failed')}</p>
					<p>{t('studio.editor.asset_failed_hint')}</p>
					{asset.error ? (
						<details>
							<summary>{t('studio.editor.asset_error_details')}</summary>
							<pre className="editor__asset-error">{asset.error}</pre>
						</details>
					) : null}
				</div>
			);
	}
}
