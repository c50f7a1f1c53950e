/**
 * What an uploaded file is, told from its own first bytes (magic numbers): never from its name or
 * the type the browser claims, which are the user's to choose (ADR 009). services/uploads.ts
 * decides with it which files a form takes.
 */

/** The types an upload may have, as detected from its bytes; also the type it is served with. */
export type UploadType =
	'image/png' | 'image/jpeg' | 'image/svg+xml' | 'video/mp4' | 'video/webm' | 'application/pdf';

/** The `uploaded_files.kind` of each detected type. */
export type UploadKind = 'logo' | 'video' | 'pdf';

/**
 * The type of a file from its first bytes (magic numbers), or null for any other type. A file's
 * name and the type the browser claims are never trusted: they are the user's to choose.
 *
 * @example
 * sniffUploadType(Buffer.from('%PDF-1.7\n…')); // 'application/pdf'
 * sniffUploadType(Buffer.from('<html><script>…')); // null
 */
export function sniffUploadType(head: Uint8Array): UploadType | null {
	const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
	const starts = (...signature: number[]): boolean =>
		bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
	if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
	if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
	if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
	if (starts(0x1a, 0x45, 0xdf, 0xa3)) return 'video/webm'; // EBML (WebM, Matroska)
	if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
	if (looksLikeSvg(bytes.toString('utf8'))) return 'image/svg+xml';
	return null;
}

/**
 * Whether text opens as an SVG document: an optional BOM, XML declaration, comments and DOCTYPE,
 * then an `<svg` root. Text that is still in that prologue when the sniffed bytes end counts too;
 * the sanitiser's parser makes the final call.
 */
function looksLikeSvg(text: string): boolean {
	let rest = text.replace(/^\uFEFF/, '');
	for (;;) {
		rest = rest.trimStart();
		if (rest === '') return false;
		const prologue =
			/^(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg\b[^>[]*(\[[\s\S]*?\])?\s*>)/i.exec(rest);
		if (prologue) {
			rest = rest.slice(prologue[0].length);
			continue;
		}
		if (/^<svg[\s>/]/.test(rest)) return true;
		// The sniffed bytes ended inside the prologue (a long comment or DOCTYPE).
		return /^(<\?xml|<!--|<!DOCTYPE\s+svg\b)/i.test(rest);
	}
}

/** The `uploaded_files.kind` of a detected type. */
export function uploadKind(type: UploadType): UploadKind {
	if (type === 'application/pdf') return 'pdf';
	return type.startsWith('video/') ? 'video' : 'logo';
}
