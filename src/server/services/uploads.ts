/**
 * Receiving one uploaded file: a `multipart/form-data` request with a few text fields and then the
 * file. The limit is enforced while reading (the declared Content-Length first, then the bytes that
 * actually arrive), the type comes from the file's own first bytes (never its name or the type the
 * browser claims), an SVG is rebuilt from an allowlist before it is kept, and the bytes go to
 * `fileStorage` under a key this server makes. The multipart parsing and its limits (sizes, part
 * and field counts, header size) are @fastify/busboy's, through services/multipart.ts (ADR 009).
 *
 * The form must put its text fields BEFORE the file (FormData keeps the order of `append`): the
 * caller's `destination` runs on those fields, authorises the caller and names the pharmacy, before
 * a single byte of the file is stored, so a refused request stores nothing.
 *
 * The app's global 64 KB body limit (app.ts) skips the paths in `UPLOAD_PATHS`; a route that calls
 * `receiveUpload` must be listed there, and only such routes.
 *
 * @example
 * const upload = await receiveUpload(deps, c.req.raw, {
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
import { t } from '../../i18n';
import { formatFileSize } from '../../lib/file-size';
import { UPLOAD_LIMITS } from '../../lib/contracts/uploads';
import type { AppDeps } from '../context';
import { AppError } from '../errors';
import { cleanFileName } from './file-names';
import { fileStorage, FileTooLargeError, newStorageKey, type FileStorage } from './file-storage';
import {
	MultipartError,
	MultipartLimitError,
	readMultipart,
	type FormPart,
	type MultipartReader,
} from './multipart';
import { sanitizeSvg, SvgRejectedError } from './svg-sanitize';
import { sniffUploadType, uploadKind, type UploadKind, type UploadType } from './upload-types';

const KB = 1024;

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

/** A course lesson's PDF sheet, uploaded in the studio (issue #19). */
export const SHEET_POLICY: UploadPolicy = {
	limits: { 'application/pdf': UPLOAD_LIMITS.pdf },
	rulesKey: 'uploads.api.rules_sheet',
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
	'/api/studio/media/uploadSheet',
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

/**
 * Where an upload goes: a pharmacy's file (a new key in its folder), or a key the caller made (the
 * studio's PDF sheets, `media/<uuid>/sheet.pdf`).
 */
export type UploadDestination = { pharmacyId: number } | { storageKey: string };

export interface ReceiveOptions<Destination extends UploadDestination> {
	policy: UploadPolicy;
	/** Name of the file field; `file` unless said otherwise. */
	fileField?: string;
	/**
	 * Runs on the text fields once the file part begins, before any byte of the file is stored:
	 * check the caller may upload here (throw an AppError otherwise) and name the pharmacy whose
	 * file this is (or the key to store it under). Its answer comes back as `destination`.
	 */
	destination: (fields: Readonly<Record<string, string>>) => Promise<Destination>;
}

/** Room for the form's framing and text fields on top of the file's own limit. */
const FORM_OVERHEAD_BYTES = 64 * KB;
const MAX_FIELD_BYTES = 16 * KB;
const MAX_FIELDS = 20;
/** A part's header block; a browser's is about 200 bytes. */
const MAX_HEADER_BYTES = 8 * KB;
/** Enough of the file to tell its type (an SVG may open with an XML declaration and a comment). */
const SNIFF_BYTES = 4 * KB;

/** The request an upload arrives in: its body, read as it arrives, and its headers. */
export type UploadRequest = Pick<Request, 'body' | 'headers'>;

/**
 * Reads the one upload of `request` and stores it. Throws AppError: 413 `file_big` (declared or
 * actual size over the limit), 415 `file_type` (a type the policy does not allow, detected from
 * the bytes), 415 `svg_inv` (an SVG that cannot be parsed or declares entities), 400 `upl_inv`
 * (not a multipart form, broken framing, too many parts, fields after the file), 400 `file_ms`
 * (no file or an empty one); and whatever `destination` throws. On any error nothing stays stored.
 */
export async function receiveUpload<Destination extends UploadDestination>(
	deps: Pick<AppDeps, 'config' | 'files'>,
	request: UploadRequest,
	options: ReceiveOptions<Destination>,
): Promise<ReceivedUpload<Destination>> {
	const { policy } = options;
	const fileField = options.fileField ?? 'file';
	const maxFileBytes = largestLimit(policy);
	const maxBodyBytes = maxFileBytes + FORM_OVERHEAD_BYTES;
	const form =
		request.body &&
		readMultipart(request.body, request.headers.get('content-type'), {
			fileField,
			limits: {
				maxBodyBytes,
				maxFileBytes,
				maxFieldBytes: MAX_FIELD_BYTES,
				maxFields: MAX_FIELDS,
				maxFiles: 1,
				// The fields and the file; one part more is refused (`file_last`) as it begins.
				maxParts: MAX_FIELDS + 1,
				maxHeaderBytes: MAX_HEADER_BYTES,
			},
		});
	if (!form) throw invalidForm('uploads.api.not_multipart');
	try {
		const declared = Number(request.headers.get('content-length'));
		if (Number.isFinite(declared) && declared > maxBodyBytes) throw tooBig(policy, maxFileBytes);

		const { fields, file } = await readFields(form, fileField, policy, maxFileBytes);
		const destination = await options.destination(fields);
		const storageKey =
			'storageKey' in destination ? destination.storageKey : newStorageKey(destination.pharmacyId);
		const stored = await storeFile(fileStorage(deps), policy, file, storageKey).catch(
			async (error: unknown) => {
				// A file that looks wrong may only have been cut short: a body that is not a whole
				// form says so first, whichever the parser and the sniffing noticed first. (A file
				// refused by its type was read to its end, or stopped at the limit, by storeFile.)
				if (error instanceof WrongTypeError) {
					if (error.readToEnd) await expectFormEnd(form, policy);
					throw error.refusal;
				}
				if (error instanceof AppError && error.status === 415) await expectFormEnd(form, policy);
				throw error;
			},
		);
		try {
			await expectFormEnd(form, policy);
		} catch (error) {
			await fileStorage(deps).remove(stored.storageKey);
			throw error;
		}
		return { fields, file: stored, destination };
	} finally {
		form.close();
	}
}

type FilePart = Extract<FormPart, { kind: 'file' }>;

/** The text fields, up to the file part, which must follow them. */
async function readFields(
	form: MultipartReader,
	fileField: string,
	policy: UploadPolicy,
	maxFileBytes: number,
): Promise<{ fields: Readonly<Record<string, string>>; file: FilePart }> {
	const fields = new Map<string, string>();
	for (;;) {
		const part = await form.next().catch((error: unknown) => {
			throw formError(error, policy, maxFileBytes);
		});
		if (!part) throw missingFile();
		if (part.kind === 'file') {
			if (part.name !== fileField) throw invalidForm('uploads.api.bad_form');
			return { fields: Object.freeze(Object.fromEntries(fields)), file: part };
		}
		if (!fields.has(part.name)) fields.set(part.name, part.value);
	}
}

/** Enough bytes to tell the type, then the rest straight into storage under `storageKey`. */
async function storeFile(
	storage: FileStorage,
	policy: UploadPolicy,
	part: FilePart,
	storageKey: string,
): Promise<ReceivedFile> {
	const bytes = part.bytes[Symbol.asyncIterator]();
	const head: Uint8Array[] = [];
	let headBytes = 0;
	let ended = false;
	while (headBytes < SNIFF_BYTES) {
		const step = await bytes.next().catch((error: unknown) => {
			throw formError(error, policy, largestLimit(policy));
		});
		if (step.done) {
			ended = true;
			break;
		}
		head.push(step.value);
		headBytes += step.value.byteLength;
	}
	if (headBytes === 0) throw missingFile();
	const headBuffer = Buffer.concat(head);
	const contentType = sniffUploadType(headBuffer);
	const limit = contentType ? policy.limits[contentType] : undefined;
	if (!contentType || limit === undefined) {
		throw new WrongTypeError(wrongType(policy), await readPast(bytes, policy));
	}
	if (headBytes > limit) throw tooBig(policy, limit);

	async function* rest(): AsyncGenerator<Uint8Array> {
		yield headBuffer;
		if (ended) return;
		for (let step = await bytes.next(); !step.done; step = await bytes.next()) yield step.value;
	}

	try {
		let stored: { bytes: number };
		if (contentType === 'image/svg+xml') {
			const svg = await collect(rest(), limit);
			if (svg === null) throw tooBig(policy, limit);
			const clean = Buffer.from(sanitizeSvg(svg.toString('utf8')), 'utf8');
			// The rebuilt SVG may grow a little (escaped text, an added xmlns); it was in limits.
			stored = await storage.save(storageKey, clean, { maxBytes: limit * 2 });
		} else {
			stored = await storage.save(storageKey, rest(), { maxBytes: limit });
		}
		const originalName = cleanFileName(part.filename);
		return {
			storageKey,
			contentType,
			kind: uploadKind(contentType),
			bytes: stored.bytes,
			originalName,
		};
	} catch (error) {
		if (error instanceof FileTooLargeError) throw tooBig(policy, limit);
		if (error instanceof SvgRejectedError) {
			throw new AppError('svg_inv', 415, t('uploads.api.svg_inv', { rules: rules(policy) }));
		}
		throw formError(error, policy, limit);
	}
}

/** A file of a type the policy refuses, and whether its bytes were read to their end. */
class WrongTypeError extends Error {
	constructor(
		readonly refusal: AppError,
		readonly readToEnd: boolean,
	) {
		super(refusal.message);
	}
}

/**
 * Reads and drops the rest of a refused file, so the parser can reach what follows it: a file
 * part the caller stopped reading half-way would hold the parser (and the answer) for ever.
 * Answers false when the file passed the policy's largest limit, where the parser stops.
 */
async function readPast(bytes: AsyncIterator<Uint8Array>, policy: UploadPolicy): Promise<boolean> {
	try {
		for (let step = await bytes.next(); !step.done; step = await bytes.next());
		return true;
	} catch (error) {
		if (error instanceof MultipartLimitError && error.limit === 'file') return false;
		throw formError(error, policy, largestLimit(policy));
	}
}

/** Nothing but the closing boundary may follow the file. */
async function expectFormEnd(form: MultipartReader, policy: UploadPolicy): Promise<void> {
	let next: FormPart | null;
	try {
		next = await form.next();
	} catch (error) {
		// More parts than a form of fields and one file has: they came after the file.
		if (error instanceof MultipartLimitError && error.limit !== 'body') {
			throw invalidForm('uploads.api.file_last');
		}
		throw formError(error, policy, largestLimit(policy));
	}
	if (next) throw invalidForm('uploads.api.file_last');
}

/** Removes a file `receiveUpload` stored, when what should follow (its row) failed. */
export async function discardUpload(
	deps: Pick<AppDeps, 'config' | 'files'>,
	file: Pick<ReceivedFile, 'storageKey'>,
): Promise<void> {
	await fileStorage(deps).remove(file.storageKey);
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

const largestLimit = (policy: UploadPolicy): number => Math.max(...Object.values(policy.limits));

/**
 * The answer to what the multipart reader threw: over the body's or the file's limit is 413
 * `file_big` naming `fileLimit`, any other broken or oversized form is 400 `upl_inv`.
 */
function formError(error: unknown, policy: UploadPolicy, fileLimit: number): unknown {
	if (error instanceof MultipartLimitError && (error.limit === 'body' || error.limit === 'file')) {
		return tooBig(policy, fileLimit);
	}
	if (error instanceof MultipartLimitError || error instanceof MultipartError) {
		return invalidForm('uploads.api.bad_form');
	}
	return error;
}

function invalidForm(key: string): AppError {
	return new AppError('upl_inv', 400, t(key));
}

function missingFile(): AppError {
	return new AppError('file_ms', 400, t('uploads.api.file_ms'));
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
