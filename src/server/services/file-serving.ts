/**
 * Who may fetch an uploaded file and which bytes (routes/files). A logo is public (its random id
 * is its address and it says nothing private). A video or PDF of own training opens only through a
 * signed link that the server handed to someone allowed to see it (services/file-urls.ts), and
 * only while that person still may: a member who left or was removed from the team, or whose
 * licence lapsed, finds the link dead within the access cache's lifetime (30 s by default), not
 * at its expiry. A link that is not ours, or whose person may no longer see the file, reads as a
 * file that does not exist; an expired one says so.
 */
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/uploads';
import type { UploadedFileRow } from '../db/queries/uploads';
import { AppError } from '../errors';
import { fileStorage, StoredFileMissingError, type ByteRange } from './file-storage';
import { requireOwnTrainingAccessCached } from './access';
import { cleanFileName } from './file-names';
import { checkFileSignature } from './file-urls';
import type { UploadType } from './upload-types';

type ServeDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'files' | 'accessCache'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The only types a file is ever served as: none of them runs script when opened. */
const SERVABLE_TYPES: ReadonlySet<string> = new Set<UploadType>([
	'image/png',
	'image/jpeg',
	'image/svg+xml',
	'video/mp4',
	'video/webm',
	'application/pdf',
]);

const fileNotFound = () => new AppError('file_nf', 404, t('uploads.api.file_nf'));

export interface ServedFile {
	file: UploadedFileRow;
	/** The type to send: the stored, detected one, or `application/octet-stream`. */
	contentType: string;
	size: number;
	/** Null for the whole file. */
	range: ByteRange | null;
	/** The bytes to send; null for HEAD and 304 answers. */
	body: ReadableStream<Uint8Array> | null;
	/** When a signed link stops working; null for a public logo. */
	expiresAt: Date | null;
}

export interface ServeRequest {
	id: string;
	exp: string | undefined;
	/** The user the link was made for. */
	uid: string | undefined;
	sig: string | undefined;
	/** The `Range` header, if any. */
	range: string | undefined;
	/** False for HEAD: nothing is opened. */
	withBody: boolean;
}

/**
 * The file of `GET /files/:id` and the bytes to send. Throws 404 `file_nf` (unknown id, a private
 * file without a valid signature, bytes missing), 403 `link_exp` (a signed link past its time) and
 * 416 `range_inv` (a range outside the file, with `Content-Range: bytes *\/size`).
 */
export async function serveFile(deps: ServeDeps, request: ServeRequest): Promise<ServedFile> {
	if (!UUID.test(request.id)) throw fileNotFound();
	const file = await queries.findUploadedFile(deps.db, request.id.toLowerCase());
	if (!file) throw fileNotFound();

	let expiresAt: Date | null = null;
	if (file.kind !== 'logo') {
		const check = checkFileSignature(deps.config, file.id, request, deps.now());
		if (check.status === 'invalid') throw fileNotFound();
		if (check.status === 'expired') {
			throw new AppError('link_exp', 403, t('uploads.api.link_exp'));
		}
		await requireViewer(deps, check.viewerId, file.pharmacyId);
		expiresAt = check.expiresAt;
	}

	const { size, range, body } = await readStoredBytes(
		deps,
		{ key: file.storageKey, range: request.range, withBody: request.withBody },
		fileNotFound,
	);
	const contentType = SERVABLE_TYPES.has(file.contentType)
		? file.contentType
		: 'application/octet-stream';
	return { file, contentType, size, range, body, expiresAt };
}

/**
 * The bytes of a stored key to send, shared by the uploads' links and the storage's own
 * (services/stored-objects.ts): its size, the range asked for and, unless `withBody` is false,
 * the stream. Throws `notFound()` when nothing is stored, 416 `range_inv` for a range outside it.
 */
export async function readStoredBytes(
	deps: Pick<AppDeps, 'config' | 'files'>,
	request: { key: string; range: string | undefined; withBody: boolean },
	notFound: () => AppError,
): Promise<{ size: number; range: ByteRange | null; body: ReadableStream<Uint8Array> | null }> {
	const storage = fileStorage(deps);
	const size = await storage.size(request.key);
	if (size === null) throw notFound();
	const range = request.range ? parseRange(request.range, size) : null;
	if (range === 'unsatisfiable') {
		throw new AppError('range_inv', 416, t('uploads.api.range_inv'), {
			'Content-Range': `bytes */${size}`,
		});
	}
	let body: ReadableStream<Uint8Array> | null = null;
	if (request.withBody) {
		try {
			body = await storage.open(request.key, range ?? undefined);
		} catch (error) {
			if (error instanceof StoredFileMissingError) throw notFound();
			throw error;
		}
	}
	return { size, range, body };
}

/**
 * Refuses, as a file that does not exist (404 `file_nf`), a link whose person may no longer see
 * the pharmacy's own training; the same check as the player's (services/access.ts).
 */
async function requireViewer(deps: ServeDeps, userId: number, pharmacyId: number): Promise<void> {
	try {
		await requireOwnTrainingAccessCached(deps, userId, pharmacyId);
	} catch (error) {
		if (error instanceof AppError) throw fileNotFound();
		throw error;
	}
}

/**
 * One byte range of `Range: bytes=…` (RFC 9110 §14.1.2): `a-b`, `a-` or the suffix `-n`. Several
 * ranges or another unit are ignored (null: send the whole file, which the RFC allows); a range
 * that starts past the end is 'unsatisfiable'.
 *
 * @example
 * parseRange('bytes=0-99', 1000); // { start: 0, end: 99 }
 * parseRange('bytes=-100', 1000); // { start: 900, end: 999 }
 * parseRange('bytes=2000-', 1000); // 'unsatisfiable'
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
	const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
	if (!match) return null;
	const [, first = '', last = ''] = match;
	if (first === '' && last === '') return null;
	if (first === '') {
		const suffix = Number(last);
		if (suffix === 0 || size === 0) return 'unsatisfiable';
		return { start: Math.max(0, size - suffix), end: size - 1 };
	}
	const start = Number(first);
	if (start >= size) return 'unsatisfiable';
	const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
	if (end < start) return null;
	return { start, end };
}

const EXTENSIONS: Readonly<Record<string, string>> = {
	'image/png': 'png',
	'image/jpeg': 'jpg',
	'image/svg+xml': 'svg',
	'video/mp4': 'mp4',
	'video/webm': 'webm',
	'application/pdf': 'pdf',
};

/**
 * Types a browser shows in the page that asked for them (`<img>`, `<video>`). Anything else, a
 * PDF above all, is a download: a PDF opened in a tab is a document of this origin run by the
 * browser's viewer (links, forms, JavaScript in some viewers), and nothing in the campus needs it
 * there: the player downloads own-training PDFs through downloadResource.
 */
const INLINE_TYPES: ReadonlySet<string> = new Set<UploadType>([
	'image/png',
	'image/jpeg',
	'image/svg+xml',
	'video/mp4',
	'video/webm',
]);

/**
 * Types that would be a document if opened on their own, and so are sent under
 * {@link SANDBOX_POLICY}: an SVG (shown inline) and a PDF (downloaded, and sandboxed should a
 * browser open it anyway).
 */
const SANDBOXED_TYPES: ReadonlySet<string> = new Set<UploadType>([
	'image/svg+xml',
	'application/pdf',
]);

/**
 * The Content-Security-Policy of a file opened on its own: no script, no outside resource, and a
 * sandbox, on top of the sanitising an SVG had on the way in (services/svg-sanitize.ts).
 */
const SANDBOX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The CSP to send with a file of `contentType`, or null for one never run as a document. */
export function filePolicy(contentType: string): string | null {
	return SANDBOXED_TYPES.has(contentType) ? SANDBOX_POLICY : null;
}

/**
 * `Content-Disposition` with the uploaded name, its extension set from the detected type (a PNG
 * called `informe.pdf` is served as `informe.png`): an ASCII fallback and the UTF-8 name. Images
 * and videos are `inline`; a PDF or anything else is an `attachment`.
 *
 * @example
 * contentDisposition('Logotipo Farmacia Núñez.PNG', 'image/png');
 * // `inline; filename="Logotipo Farmacia Nu_n_ez.png"; filename*=UTF-8''Logotipo%20Farmacia%20N%C3%BA%C3%B1ez.png`
 * contentDisposition('Protocolo.pdf', 'application/pdf');
 * // `attachment; filename="Protocolo.pdf"; filename*=UTF-8''Protocolo.pdf`
 */
export function contentDisposition(originalName: string, contentType: string): string {
	const extension = EXTENSIONS[contentType] ?? 'bin';
	const stem = cleanFileName(originalName.replace(/\.[^.]*$/, ''), 100);
	const name = `${stem}.${extension}`;
	const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_');
	const disposition = INLINE_TYPES.has(contentType) ? 'inline' : 'attachment';
	return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
