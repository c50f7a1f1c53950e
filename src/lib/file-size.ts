/** File sizes as people read them, in Spanish: for upload limits and chosen files alike. */

const KB = 1024;
const MB = 1024 * KB;
const MB_FORMAT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * Kilobytes under one megabyte (at least 1 KB), megabytes with at most one decimal above.
 *
 * @example
 * formatFileSize(256 * 1024); // '256 KB'
 * formatFileSize(1024 * 1024); // '1 MB'
 * formatFileSize(1_300_000); // '1,2 MB'
 */
export function formatFileSize(bytes: number): string {
	if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
	return `${MB_FORMAT.format(bytes / MB)} MB`;
}
