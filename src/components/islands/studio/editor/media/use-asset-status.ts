/**
 * An uploaded video's state while it is transcoded (issue #19): `getMediaAsset` every few seconds
 * until it is ready or failed, and never after the item shows another asset or leaves the page.
 * When ready, `onReady` gets the asset (the item takes its real length).
 */
import { useEffect, useRef, useState } from 'react';
import { getMediaAsset } from '../../../../../lib/api/media';
import type { MediaAssetView } from '../../../../../lib/contracts/media';

/** How often the transcode is asked about: a short clip is ready within seconds. */
export const POLL_MS = 3000;

export type AssetStatus =
	| { state: 'loading' }
	| { state: 'shown'; asset: MediaAssetView }
	/** The asset is not there (removed, or another campus's id in an imported course). */
	| { state: 'missing'; message: string };

export function useAssetStatus(
	assetId: string | undefined,
	onReady: (asset: MediaAssetView) => void,
): AssetStatus {
	const [status, setStatus] = useState<AssetStatus>({ state: 'loading' });
	const ready = useRef(onReady);
	ready.current = onReady;

	useEffect(() => {
		if (!assetId) return;
		setStatus({ state: 'loading' });
		let stopped = false;
		let timer: ReturnType<typeof setTimeout> | undefined;
		const poll = async () => {
			const result = await getMediaAsset(assetId);
			if (stopped) return;
			if (result.ok) {
				const asset = result.data;
				setStatus({ state: 'shown', asset });
				if (asset.status === 'ready') ready.current(asset);
				if (asset.status === 'ready' || asset.status === 'failed') return;
			} else if (result.status === 404) {
				setStatus({ state: 'missing', message: result.msg });
				return;
			}
			// Still uploading or processing, or the line dropped: ask again later.
			timer = setTimeout(() => void poll(), POLL_MS);
		};
		void poll();
		return () => {
			stopped = true;
			clearTimeout(timer);
		};
	}, [assetId]);

	return status;
}
