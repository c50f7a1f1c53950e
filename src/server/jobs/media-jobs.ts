/** What each media job does (issue #19, ADR 017m): the services own the work; this only dispatches. */
import type { AppDeps } from '../context';
import { giveUpTranscode, transcodeAsset } from '../services/media-transcode';
import type { MediaJob } from './contract';

export async function runMediaJob(
	deps: AppDeps,
	work: MediaJob,
	signal?: AbortSignal,
): Promise<void> {
	// One task so far: `transcode`.
	await transcodeAsset(deps, work.assetId, signal);
}

/** After a media job's last failed attempt: its asset fails with the reason, for the studio. */
export async function mediaJobGaveUp(
	deps: AppDeps,
	work: MediaJob,
	error: unknown,
	attempts: number,
): Promise<void> {
	const reason = error instanceof Error ? error.message : String(error);
	await giveUpTranscode(deps, work.assetId, reason, attempts);
}

/** The job that transcodes `assetId`, decided once per asset. */
export function transcodeJob(assetId: string) {
	return {
		queue: 'media' as const,
		key: `media:transcode:${assetId}`,
		work: { task: 'transcode' as const, assetId },
	};
}
