/**
 * How long an uploaded video lasts, read from its own bytes (issue #15). The length decides how
 * many seconds a viewer must watch to complete it (services/progress.ts), so it cannot come from
 * the browser that uploads it: a manager could otherwise make a 2-hour video count as watched
 * after a minute, or the reverse.
 *
 * mediabunny parses the MP4 (and QuickTime) or WebM (Matroska) container from byte ranges of the
 * stored file, so the whole video is never in memory and any `FileStorage` works. The length is
 * computed from the packets' timestamps, not from the header's declared duration, which a file
 * can state freely (or omit, as a browser's MediaRecorder does).
 */
import { CustomSource, Input, MATROSKA, MP4, QTFF, WEBM } from 'mediabunny';
import type { FileStorage } from './file-storage';

/** The containers the upload sniffer lets through as `video/mp4` or `video/webm` (uploads.ts). */
const VIDEO_FORMATS = [MP4, QTFF, WEBM, MATROSKA];

/**
 * The duration in seconds of the video stored under `key`, or null when it cannot be read: a
 * container that does not parse, no track, no packet, or a length that is not a positive number.
 * A WebM cut short measures what it holds, as a browser would play it.
 *
 * @example
 * await readVideoDuration(fileStorage(deps), '12/3b241101-…'); // 150.007
 */
export async function readVideoDuration(storage: FileStorage, key: string): Promise<number | null> {
	const size = await storage.size(key);
	if (size === null || size === 0) return null;
	const input = new Input({
		formats: VIDEO_FORMATS,
		source: new CustomSource({
			getSize: () => size,
			// mediabunny's `end` is exclusive; a storage range is inclusive.
			read: (start, end) => storage.open(key, { start, end: end - 1 }),
			prefetchProfile: 'fileSystem',
		}),
	});
	try {
		if ((await input.getTracks()).length === 0) return null;
		// A finite stored file is never live; without this a file that says so would wait forever.
		const seconds = await input.computeDuration(undefined, { skipLiveWait: true });
		return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
	} catch {
		// Whatever the parser trips on, the answer is the same: this length cannot be trusted.
		return null;
	} finally {
		input.dispose();
	}
}
