/**
 * A course's PDF resource (issue #6): downloaded through the API, which counts the download and
 * completes the item, then saved from the answer like any download.
 */
import player from 'i18n-section:player';
import { useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { downloadResource } from '../../../lib/api/progress';
import type { PlayerItem } from '../../../lib/contracts/progress';
import { Button } from '../../ui/Button';
import { saveBlob } from '../shared/save-blob';

const t = createTranslator({ player });

interface ResourcePanelProps {
	item: PlayerItem;
	coursePath: string;
	onDownloaded: () => void;
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
