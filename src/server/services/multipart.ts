/**
 * A streaming reader of `multipart/form-data` bodies (RFC 7578). `Request.formData()` would hold
 * the whole body in memory before anyone could look at its size, and a video is 200 MB; this
 * yields each part's headers and then its bytes chunk by chunk as they arrive, so the caller
 * decides, part by part, how much to keep and when to stop reading. Used by services/uploads.ts.
 */

/** What the reader meets, in body order: a part's headers, its bytes, its end. */
export type MultipartEvent =
	| { type: 'part'; name: string; filename: string | null; contentType: string | null }
	| { type: 'data'; chunk: Uint8Array }
	| { type: 'end' };

/** A body that is not the multipart it says it is (truncated, no headers, bad framing). */
export class MultipartError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'MultipartError';
	}
}

/** A part's header block larger than this is not a browser's form (those are ~200 bytes). */
const MAX_HEADER_BYTES = 8 * 1024;

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * The boundary of a `multipart/form-data` content type, or null for any other type.
 *
 * @example
 * multipartBoundary('multipart/form-data; boundary=----x'); // '----x'
 * multipartBoundary('application/json'); // null
 */
export function multipartBoundary(contentType: string | undefined | null): string | null {
	if (!contentType) return null;
	const [type, ...params] = contentType.split(';');
	if (type?.trim().toLowerCase() !== 'multipart/form-data') return null;
	for (const param of params) {
		const match = /^\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*$/i.exec(param);
		const boundary = match?.[1] ?? match?.[2];
		if (boundary) return boundary;
	}
	return null;
}

/**
 * Reads `body` as multipart with `boundary`, yielding events as bytes arrive. It keeps at most a
 * header block or one chunk plus a boundary's length in memory. Throws `MultipartError` for bad
 * framing or a body that ends before the closing boundary.
 */
export async function* readMultipart(
	body: AsyncIterable<Uint8Array>,
	boundary: string,
): AsyncGenerator<MultipartEvent, void, undefined> {
	// Every boundary after the first is preceded by CRLF; starting the buffer with one lets the
	// first boundary (at the very start of the body) match the same delimiter.
	const delimiter = Buffer.from(`\r\n--${boundary}`);
	const keep = delimiter.length - 1;
	let buffer: Buffer = Buffer.from(CRLF);
	let state: 'preamble' | 'boundary' | 'headers' | 'body' = 'preamble';

	for await (const chunk of body) {
		buffer = buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([buffer, chunk]);
		for (;;) {
			if (state === 'preamble') {
				const at = buffer.indexOf(delimiter);
				if (at < 0) {
					// A preamble is allowed and ignored; only its tail could begin the boundary.
					if (buffer.length > keep) buffer = buffer.subarray(buffer.length - keep);
					break;
				}
				buffer = buffer.subarray(at + delimiter.length);
				state = 'boundary';
			} else if (state === 'boundary') {
				if (buffer.length < 2) break;
				if (buffer[0] === 0x2d && buffer[1] === 0x2d) return; // "--": the closing boundary
				const lineEnd = buffer.indexOf(CRLF);
				if (lineEnd < 0) {
					if (buffer.length > 256) throw new MultipartError('bad boundary line');
					break;
				}
				// RFC 2046 allows whitespace after the boundary, nothing else.
				if (!/^[ \t]*$/.test(buffer.subarray(0, lineEnd).toString('latin1'))) {
					throw new MultipartError('bad boundary line');
				}
				buffer = buffer.subarray(lineEnd + 2);
				state = 'headers';
			} else if (state === 'headers') {
				const end = buffer.subarray(0, 2).equals(CRLF) ? -2 : buffer.indexOf(HEADER_END);
				if (end === -1) {
					if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long');
					break;
				}
				const block = end < 0 ? '' : buffer.subarray(0, end).toString('utf8');
				buffer = buffer.subarray(end + 4);
				yield parsePartHeaders(block);
				state = 'body';
			} else {
				const at = buffer.indexOf(delimiter);
				if (at >= 0) {
					if (at > 0) yield { type: 'data', chunk: buffer.subarray(0, at) };
					yield { type: 'end' };
					buffer = buffer.subarray(at + delimiter.length);
					state = 'boundary';
				} else {
					if (buffer.length > keep) {
						yield { type: 'data', chunk: buffer.subarray(0, buffer.length - keep) };
						buffer = buffer.subarray(buffer.length - keep);
					}
					break;
				}
			}
		}
	}
	throw new MultipartError('body ended before the closing boundary');
}

function parsePartHeaders(block: string): Extract<MultipartEvent, { type: 'part' }> {
	let disposition: string | null = null;
	let contentType: string | null = null;
	for (const line of block.split('\r\n')) {
		const colon = line.indexOf(':');
		if (colon <= 0) throw new MultipartError('bad part header');
		const name = line.slice(0, colon).trim().toLowerCase();
		const value = line.slice(colon + 1).trim();
		if (name === 'content-disposition') disposition = value;
		else if (name === 'content-type') contentType = value;
	}
	if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) {
		throw new MultipartError('part without form-data disposition');
	}
	const params = dispositionParams(disposition);
	const name = params.get('name');
	if (name === undefined) throw new MultipartError('part without a name');
	const filename = params.get('filename*') ?? params.get('filename') ?? null;
	return { type: 'part', name, filename, contentType };
}

function dispositionParams(disposition: string): Map<string, string> {
	const params = new Map<string, string>();
	const pattern = /;\s*([A-Za-z0-9_*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
	for (const match of disposition.matchAll(pattern)) {
		const key = (match[1] ?? '').toLowerCase();
		const quoted = match[2];
		let value = quoted === undefined ? (match[3] ?? '').trim() : quoted.replace(/\\(.)/g, '$1');
		if (key.endsWith('*')) {
			// RFC 5987: charset'language'percent-encoded
			const encoded = /^[^']*'[^']*'(.*)$/.exec(value)?.[1];
			try {
				value = decodeURIComponent(encoded ?? value);
			} catch {
				continue;
			}
		}
		params.set(key, value);
	}
	return params;
}
