/**
 * Receiving one uploaded file: a `multipart/form-data` request with a few text fields and then the
 * file. The limit is enforced while reading (the declared Content-Length first, then the bytes that
 * actually arrive), the type comes from the file's own first bytes (never its name or the type the
 * browser claims), an SVG is rebuilt from an allowlist before it is kept, and the bytes go to
 * `fileStorage` under a key this server makes.
 *
 * The form must put its text fields BEFORE the file (FormData keeps the order of `append`): the
 * caller's `destination` runs on those fields, authorises the caller and names the pharmacy, before
 * a single byte of the file is stored, so a refused request stores nothing.
 *
 * The app's global 64 KB body limit (app.ts) skips the paths in `UPLOAD_PATHS`; a route that calls
 * `receiveUpload` must be listed there, and only such routes.
 *
 * @example
 * const upload = await receiveUpload(c, {
 * 	policy: TRAINING_POLICY,
 * 	destination: async (fields) => {
 * 		const managed = await requireManagedPharmacy(deps, user, Number(fields.pharmacyId));
 * 		requirePlanFeature(managed, 'uploads');
 * 		return { pharmacyId: managed.pharmacyId };
 * 	},
 * });
 * // upload.file: { storageKey, contentType, kind, bytes, originalName }; insert its row, and on
 * // failure `await discardUpload(deps, upload.file)`.
 */
import type { Context } from 'hono';
import { t } from '../../i18n';
import { formatFileSize } from '../../lib/file-size';
import { UPLOAD_LIMITS } from '../../lib/contracts/uploads';
import type { AppDeps, AppEnv } from '../context';
import { AppError } from '../errors';
import { fileStorage, FileTooLargeError, newStorageKey } from './file-storage';
import { MultipartError, multipartBoundary, readMultipart, type MultipartEvent } from './multipart';
import { sanitizeSvg, SvgRejectedError } from './svg-sanitize';

const KB = 1024;

/** The types an upload may have, as detected from its bytes; also the type it is served with. */
export type UploadType =
	'image/png' | 'image/jpeg' | 'image/svg+xml' | 'video/mp4' | 'video/webm' | 'application/pdf';

/** The `uploaded_files.kind` of each detected type. */
export type UploadKind = 'logo' | 'video' | 'pdf';

/** Which types an upload may have and each one's limit in bytes. */
export interface UploadPolicy {
	readonly limits: Readonly<Partial<Record<UploadType, number>>>;
	/** es.json key of the allowed types and limits, written for the user ("PNG o JPEG hasta 1 MB…"). */
	readonly rulesKey: string;
}

export { UPLOAD_LIMITS };

/** A pharmacy's logo: PNG, JPEG or (sanitised) SVG. */
export const LOGO_POLICY: UploadPolicy = {
	limits: {
		'image/png': UPLOAD_LIMITS.logo,
		'image/jpeg': UPLOAD_LIMITS.logo,
		'image/svg+xml': UPLOAD_LIMITS.logoSvg,
	},
	rulesKey: 'uploads.api.rules_logo',
};

/** Own training (L and XL plans): an MP4 or WebM video, or a PDF. */
export const TRAINING_POLICY: UploadPolicy = {
	limits: {
		'video/mp4': UPLOAD_LIMITS.video,
		'video/webm': UPLOAD_LIMITS.video,
		'application/pdf': UPLOAD_LIMITS.pdf,
	},
	rulesKey: 'uploads.api.rules_training',
};

/**
 * Paths that receive a file and so are exempt from the app's 64 KB body limit (app.ts); each
 * applies its own limit through `receiveUpload`. Add a route here only if it calls `receiveUpload`.
 */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set([
	'/api/uploads/uploadLogo',
	'/api/training/uploadTraining',
]);

/** The file as stored: what its `uploaded_files` row needs. */
export interface ReceivedFile {
	storageKey: string;
	contentType: UploadType;
	kind: UploadKind;
	bytes: number;
	/** The name the browser sent, cleaned for display and Content-Disposition; never a path. */
	originalName: string;
}

export interface ReceivedUpload<Destination> {
	/** The text fields sent before the file (later ones are refused). */
	fields: Readonly<Record<string, string>>;
	file: ReceivedFile;
	destination: Destination;
}

export interface ReceiveOptions<Destination extends { pharmacyId: number }> {
	policy: UploadPolicy;
	/** Name of the file field; `file` unless said otherwise. */
	fileField?: string;
	/**
	 * Runs on the text fields once the file part begins, before any byte of the file is stored:
	 * check the caller may upload here (throw an AppError otherwise) and name the pharmacy whose
	 * file this is. Its answer comes back as `destination`.
	 */
	destination: (fields: Readonly<Record<string, string>>) => Promise<Destination>;
}

/** Room for the form's framing and text fields on top of the file's own limit. */
const FORM_OVERHEAD_BYTES = 64 * KB;
const MAX_FIELD_BYTES = 16 * KB;
const MAX_FIELDS = 20;
/** Enough of the file to tell its type (an SVG may open with an XML declaration and a comment). */
const SNIFF_BYTES = 4 * KB;

/**
 * Reads the one upload of this request and stores it. Throws AppError: 413 `file_big` (declared or
 * actual size over the limit), 415 `file_type` (a type the policy does not allow, detected from
 * the bytes), 415 `svg_inv` (an SVG that cannot be parsed or declares entities), 400 `upl_inv`
 * (not a multipart form, broken framing, fields after the file), 400 `file_ms` (no file or an
 * empty one); and whatever `destination` throws. On any error nothing stays stored.
 */
export async function receiveUpload<Destination extends { pharmacyId: number }>(
	c: Context<AppEnv>,
	options: ReceiveOptions<Destination>,
): Promise<ReceivedUpload<Destination>> {
	const { policy } = options;
	const fileField = options.fileField ?? 'file';
	const maxFileBytes = Math.max(...Object.values(policy.limits));
	const maxBodyBytes = maxFileBytes + FORM_OVERHEAD_BYTES;

	const boundary = multipartBoundary(c.req.header('content-type'));
	const body = c.req.raw.body;
	if (!boundary || !body) throw invalidForm('uploads.api.not_multipart');
	const declared = Number(c.req.header('content-length'));
	if (Number.isFinite(declared) && declared > maxBodyBytes) throw tooBig(policy, maxFileBytes);

	const storage = fileStorage(c.var.deps);
	const events = readMultipart(countedBytes(body, maxBodyBytes), boundary);
	const next = async (): Promise<MultipartEvent | null> => {
		try {
			const step = await events.next();
			return step.done ? null : step.value;
		} catch (error) {
			if (error instanceof BodyTooLargeError) throw tooBig(policy, maxFileBytes);
			if (error instanceof MultipartError) throw invalidForm('uploads.api.bad_form');
			throw error;
		}
	};

	const fields = new Map<string, string>();
	let stored: ReceivedFile | null = null;
	try {
		// Text fields, up to the file part.
		let filePart: Extract<MultipartEvent, { type: 'part' }> | null = null;
		for (let event = await next(); event; event = await next()) {
			if (event.type !== 'part') throw invalidForm('uploads.api.bad_form');
			if (event.filename !== null || event.name === fileField) {
				if (event.name !== fileField) throw invalidForm('uploads.api.bad_form');
				filePart = event;
				break;
			}
			if (fields.size >= MAX_FIELDS) throw invalidForm('uploads.api.bad_form');
			const value = await readField(next);
			if (!fields.has(event.name)) fields.set(event.name, value);
		}
		if (!filePart) throw missingFile();

		const fieldValues: Readonly<Record<string, string>> = Object.freeze(Object.fromEntries(fields));
		const destination = await options.destination(fieldValues);

		// Enough bytes to tell the type, then the rest straight into storage.
		const head: Uint8Array[] = [];
		let headBytes = 0;
		let ended = false;
		while (headBytes < SNIFF_BYTES) {
			const event = await next();
			if (!event || event.type === 'part') throw invalidForm('uploads.api.bad_form');
			if (event.type === 'end') {
				ended = true;
				break;
			}
			head.push(event.chunk);
			headBytes += event.chunk.byteLength;
		}
		if (headBytes === 0) throw missingFile();
		const headBuffer = Buffer.concat(head);
		const contentType = sniffUploadType(headBuffer);
		const limit = contentType ? policy.limits[contentType] : undefined;
		if (!contentType || limit === undefined) throw wrongType(policy);
		if (headBytes > limit) throw tooBig(policy, limit);

		const rest = async function* (): AsyncGenerator<Uint8Array> {
			yield headBuffer;
			if (ended) return;
			for (;;) {
				const event = await next();
				if (!event || event.type === 'part') throw invalidForm('uploads.api.bad_form');
				if (event.type === 'end') return;
				yield event.chunk;
			}
		};

		const storageKey = newStorageKey(destination.pharmacyId);
		const originalName = cleanFileName(filePart.filename ?? '');
		let bytes: number;
		try {
			if (contentType === 'image/svg+xml') {
				const svg = await collect(rest(), limit);
				if (svg === null) throw tooBig(policy, limit);
				const clean = Buffer.from(sanitizeSvg(svg.toString('utf8')), 'utf8');
				// The rebuilt SVG may grow a little (escaped text, an added xmlns); it was in limits.
				({ bytes } = await storage.save(storageKey, clean, { maxBytes: limit * 2 }));
			} else {
				({ bytes } = await storage.save(storageKey, rest(), { maxBytes: limit }));
			}
		} catch (error) {
			if (error instanceof FileTooLargeError) throw tooBig(policy, limit);
			if (error instanceof SvgRejectedError) {
				throw new AppError('svg_inv', 415, t('uploads.api.svg_inv', { rules: rules(policy) }));
			}
			throw error;
		}
		stored = { storageKey, contentType, kind: uploadKind(contentType), bytes, originalName };

		// Nothing but the closing boundary may follow the file.
		if (await next()) throw invalidForm('uploads.api.file_last');
		return { fields: fieldValues, file: stored, destination };
	} catch (error) {
		if (stored) await storage.remove(stored.storageKey);
		throw error;
	} finally {
		// Stops reading without cancelling the request body: the server drains or closes the
		// connection after the answer, so the client still reads our 413 or 415.
		await events.return(undefined).catch(() => undefined);
	}
}

/** Removes a file `receiveUpload` stored, when what should follow (its row) failed. */
export async function discardUpload(
	deps: Pick<AppDeps, 'config' | 'files'>,
	file: Pick<ReceivedFile, 'storageKey'>,
): Promise<void> {
	await fileStorage(deps).remove(file.storageKey);
}

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

function uploadKind(type: UploadType): UploadKind {
	if (type === 'application/pdf') return 'pdf';
	return type.startsWith('video/') ? 'video' : 'logo';
}

/** The file name to keep: no folders, no control or quoting characters, at most 120 characters. */
export function cleanFileName(name: string): string {
	const base = name.split(/[/\\]/).pop() ?? '';
	const cleaned = base
		// eslint-disable-next-line no-control-regex -- control characters are what is removed
		.replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
		.trim()
		.slice(0, 120);
	return cleaned || 'archivo';
}

const rules = (policy: UploadPolicy): string => t(policy.rulesKey);

function tooBig(policy: UploadPolicy, limit: number): AppError {
	return new AppError(
		'file_big',
		413,
		t('uploads.api.file_big', { limit: formatFileSize(limit), rules: rules(policy) }),
	);
}

function wrongType(policy: UploadPolicy): AppError {
	return new AppError('file_type', 415, t('uploads.api.file_type', { rules: rules(policy) }));
}

function invalidForm(key: string): AppError {
	return new AppError('upl_inv', 400, t(key));
}

function missingFile(): AppError {
	return new AppError('file_ms', 400, t('uploads.api.file_ms'));
}

class BodyTooLargeError extends Error {}

/** The body's chunks, failing once more than `max` bytes arrived (a body without Content-Length). */
async function* countedBytes(
	body: ReadableStream<Uint8Array>,
	max: number,
): AsyncGenerator<Uint8Array> {
	const reader = body.getReader();
	let total = 0;
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) return;
			total += value.byteLength;
			if (total > max) throw new BodyTooLargeError();
			yield value;
		}
	} finally {
		reader.releaseLock();
	}
}

async function readField(next: () => Promise<MultipartEvent | null>): Promise<string> {
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const event = await next();
		if (!event || event.type === 'part') throw invalidForm('uploads.api.bad_form');
		if (event.type === 'end') return Buffer.concat(chunks).toString('utf8');
		size += event.chunk.byteLength;
		if (size > MAX_FIELD_BYTES) throw invalidForm('uploads.api.bad_form');
		chunks.push(event.chunk);
	}
}

/** All of `source` in memory, or null once it passes `max` bytes. */
async function collect(source: AsyncIterable<Uint8Array>, max: number): Promise<Buffer | null> {
	const chunks: Uint8Array[] = [];
	let size = 0;
	for await (const chunk of source) {
		size += chunk.byteLength;
		if (size > max) return null;
		chunks.push(chunk);
	}
	return Buffer.concat(chunks);
}
