/**
 * Reading a stored object through a link this app signed (`GET /api/storage/<key>?exp=&sig=`;
 * ADR 017m): what `signedUrl` gives where the storage cannot presign (the local folder, Netlify
 * Blobs), so private bytes leave every storage the same way, for a short while, to whoever holds
 * the link. A link that is not ours reads as an object that does not exist; an expired one says so.
 */
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import { AppError } from '../errors';
import { readStoredBytes } from './file-serving';
import { isStorageKey, storedContentType, type ByteRange } from './file-storage';
import { checkStorageSignature } from './file-urls';

type ServeDeps = Pick<AppDeps, 'config' | 'files' | 'now'>;

export interface StoredObjectRequest {
	key: string;
	exp: string | undefined;
	sig: string | undefined;
	range: string | undefined;
	withBody: boolean;
}

export interface ServedObject {
	contentType: string;
	size: number;
	range: ByteRange | null;
	body: ReadableStream<Uint8Array> | null;
	expiresAt: Date;
}

const notFound = () => new AppError('file_nf', 404, t('uploads.api.file_nf'));

/**
 * The object and the bytes to send. Throws 404 `file_nf` (a key of no shape of ours, a link not
 * ours, nothing stored), 403 `link_exp` (past its time), 416 `range_inv`.
 */
export async function serveStoredObject(
	deps: ServeDeps,
	request: StoredObjectRequest,
): Promise<ServedObject> {
	if (!isStorageKey(request.key)) throw notFound();
	const check = checkStorageSignature(deps.config, request.key, request, deps.now());
	if (check === 'invalid') throw notFound();
	if (check === 'expired') throw new AppError('link_exp', 403, t('media.api.link_exp'));
	const { size, range, body } = await readStoredBytes(deps, request, notFound);
	return {
		contentType: storedContentType(request.key),
		size,
		range,
		body,
		expiresAt: new Date(Number(request.exp) * 1000),
	};
}
