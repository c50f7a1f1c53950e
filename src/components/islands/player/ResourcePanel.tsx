/**
 * A course's PDF resource (issue #6): downloaded through the API, which counts the download and
 * completes the item, then saved from the answer like any download.
 */
import player from 'i18n-section:player';
import { useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { downloadResource } from '../../../lib/api/progress';
import type { PlayerItem } from '../../../lib/schemas/progress';
import { Button } from '../../ui/Button';

const t = createTranslator({ player });

interface ResourcePanelProps {
	item: PlayerItem;
	coursePath: string;
	onDownloaded: () => void;
}

/** Saves a Blob under `filename` with a temporary link, as the browser saves any download. */
export function saveBlob(blob: Blob, filename: string) {
	const url = URL.createObjectURL(blob);
	const link = document.createElement('a');
	link.href = url;
	link.download = filename;
	document.body.append(link);
	link.click();
	link.remove();
	// After the click has handed the file to the browser.
	window.setTimeout(() => {
		URL.revokeObjectURL(url);
	}, 10_000);
}

export function ResourcePanel({ item, coursePath, onDownloaded }: ResourcePanelProps) {
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);

	async function download() {
		setBusy(true);
		setError(null);
		const result = await downloadResource(item.iid);
		setBusy(false);
		if (!result.ok) {
			setError(result.msg);
			return;
		}
		saveBlob(result.data, `${coursePath}-ficha-${item.iid}.pdf`);
		onDownloaded();
	}

	return (
		<div className="resource">
			<p>{t('player.resource_text')}</p>
			<Button
				type="button"
				onClick={() => void download()}
				loading={busy}
				loadingText={t('player.resource_downloading')}
			>
				{t('player.resource_download')}
			</Button>
			{item.done ? <p className="resource__done">{t('player.resource_downloaded')}</p> : null}
			{error ? <p role="alert">{error}</p> : null}
		</div>
	);
}
