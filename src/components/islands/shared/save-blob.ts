/**
 * Saves a Blob the API answered (a course's PDF sheet, a report's CSV) under `filename`, with a
 * temporary link, as the browser saves any download.
 */
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
