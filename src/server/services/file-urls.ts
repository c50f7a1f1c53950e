import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config';

/**
 * Where the browser fetches an uploaded file (routes/files). A logo is public: it is shown on the
 * campus pages of the pharmacy's team and says nothing private.
 */
export function logoUrl(logoFileId: string | null): string | null {
	return logoFileId ? `/api/files/${logoFileId}` : null;
}

/** How long a signed link to a video or PDF works: a long lesson with pauses, not a day. */
export const SIGNED_FILE_TTL_SECONDS = 6 * 60 * 60;

/**
 * A link to an uploaded video or PDF that works for `ttlSeconds` (routes/files checks it). Own
 * training is private to a team; a plain `<video>` or `<a>` cannot send the bearer token, so the
 * server that decided the caller may see the file (the player's getCourse) hands out this link.
 *
 * @example
 * signedFileUrl(config, fileId, SIGNED_FILE_TTL_SECONDS);
 * // '/api/files/3b24…?exp=1767225600&sig=q1v…'
 */
export function signedFileUrl(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	fileId: string,
	ttlSeconds: number,
	now: Date = new Date(),
): string {
	const exp = Math.floor(now.getTime() / 1000) + Math.max(1, Math.floor(ttlSeconds));
	const sig = fileSignature(config, fileId, exp);
	return `/api/files/${fileId}?exp=${exp}&sig=${sig}`;
}

/** What a signed link's `exp` and `sig` say: valid, valid but expired, or not ours. */
export type FileSignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkFileSignature(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	fileId: string,
	exp: string | undefined,
	sig: string | undefined,
	now: Date,
): FileSignatureCheck {
	if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
	const expected = Buffer.from(fileSignature(config, fileId, Number(exp)));
	const given = Buffer.from(sig);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
	return Number(exp) * 1000 <= now.getTime() ? 'expired' : 'valid';
}

function fileSignature(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	fileId: string,
	exp: number,
): string {
	// A key of its own, derived from the token secret, so a file link can never pass for a token.
	const key = createHmac('sha256', config.accessTokenSecret).update('uploaded-file-link').digest();
	return createHmac('sha256', key).update(`${fileId}.${exp}`).digest('base64url');
}
