/**
 * The one cleaner of the names people give their files: used when an upload is received
 * (services/uploads.ts) and again for the name it is served under (services/file-serving.ts), so
 * the name kept and the name sent follow the same rule.
 */

/** Control characters, quoting and separators of paths and header parameters. */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f"<>:|?*;]/g;

/**
 * A file name fit to keep and to send in `Content-Disposition`: no folders, no control, quoting
 * or separator characters, at most `maxLength` characters, never empty.
 *
 * @example
 * cleanFileName('C:\\fotos\\Logo "Núñez".png'); // 'Logo Núñez.png'
 * cleanFileName('../../'); // 'archivo'
 */
export function cleanFileName(name: string, maxLength = 120): string {
	const base = name.split(/[/\\]/).pop() ?? '';
	const cleaned = base.replace(UNSAFE_CHARACTERS, '').trim().slice(0, maxLength);
	return cleaned || 'archivo';
}
