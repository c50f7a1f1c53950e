/** The logo calls (issue #7, `/api/uploads`) for the pharmacy space. */
import type { RemoveLogoAnswer, UploadLogoAnswer, UploadsResult } from '../contracts/uploads';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** Result codes the logo form branches on (services/uploads.ts, services/pharmacy-access.ts). */
/** A minute per megabyte on a slow line, never less than the client's usual 30 s. */
function uploadTimeoutMs(bytes: number): number {
	return Math.max(30_000, Math.ceil(bytes / (1024 * 1024)) * 60_000);
}

/**
 * Uploads `file` as the pharmacy's logo (PNG, JPEG or SVG), replacing the current one. The
 * pharmacy goes before the file: the server checks the caller on it before storing a byte.
 */
export function uploadLogo(
	pharmacyId: number,
	file: Blob,
	fileName: string,
	client: ApiClient = api,
): Promise<ApiResult<UploadLogoAnswer, UploadsResult>> {
	const form = new FormData();
	form.append('pharmacyId', String(pharmacyId));
	form.append('file', file, fileName);
	return client.post('/uploads/uploadLogo', form, {
		select: dataAt('uploadLogo'),
		timeoutMs: uploadTimeoutMs(file.size),
	});
}

/** Takes the logo down; the pharmacy shows none until another is uploaded. */
export function removeLogo(
	pharmacyId: number,
	client: ApiClient = api,
): Promise<ApiResult<RemoveLogoAnswer, UploadsResult>> {
	return client.post('/uploads/removeLogo', { pharmacyId }, { select: dataAt('removeLogo') });
}
