/**
 * A video's length, read in the browser from the file's own metadata through a detached <video>,
 * so the person sees it before sending. What the browser cannot read is left to the server.
 */

/**
 * The length of a video file in whole seconds, read from its metadata; null when the browser
 * cannot read it (not a video, or a format it does not play).
 */
export function readVideoDuration(file: File): Promise<number | null> {
	return new Promise((resolve) => {
		const url = URL.createObjectURL(file);
		const video = document.createElement('video');
		const done = (seconds: number | null) => {
			video.removeAttribute('src');
			video.load();
			URL.revokeObjectURL(url);
			resolve(seconds);
		};
		video.preload = 'metadata';
		video.muted = true;
		video.onloadedmetadata = () => {
			done(
				Number.isFinite(video.duration) && video.duration > 0 ? Math.round(video.duration) : null,
			);
		};
		video.onerror = () => {
			done(null);
		};
		video.src = url;
	});
}
