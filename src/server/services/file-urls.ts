import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config';

/**
 * Where the browser fetches an uploaded file (routes/files). A logo is public: it is shown on the
 * campus pages of the pharmacy's team and says nothing private.
 */
export function logoUrl(logoFileId: string | null): string | null {
	return logoFileId ? `/api/files/${logoFileId}` : null;
}

/**
 * How long a signed link to a video or PDF works: a long lesson with pauses, not a day. A link
 * also stops as soon as the person it was made for may no longer see the file (a member who left
 * or was removed from the team, a lapsed licence): services/file-serving.ts checks that on every
 * request, so this lifetime only bounds how long a link copied out of the page stays usable.
 */
export const SIGNED_FILE_TTL_SECONDS = 6 * 60 * 60;

/**
 * A link to an uploaded video or PDF that works for `ttlSeconds`, for the user `viewerId` only
 * while they may see the file (routes/files checks both). Own training is private to a team; a
 * plain `<video>` or `<a>` cannot send the bearer token, so the server that decided the caller
 * may see the file (the player's getCourse) hands out this link, naming them in it.
 *
 * @example
 * signedFileUrl(config, fileId, { viewerId: 42, ttlSeconds: SIGNED_FILE_TTL_SECONDS, now });
 * // '/api/files/3b24…?exp=1767225600&uid=42&sig=q1v…'
 */
export function signedFileUrl(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	fileId: string,
	link: SignedLink,
): string {
	return `/api/files/${fileId}?${signedLinkQuery(config, fileId, link)}`;
}

export interface SignedLink {
	viewerId: number;
	ttlSeconds: number;
	now: Date;
}

/**
 * The `exp`, `uid` and `sig` of a link to `subject` (a file id, `invoice:7`…) for one user, which
 * {@link checkFileSignature} checks against the same subject: a link made for one subject never
 * opens another.
 */
export function signedLinkQuery(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	subject: string,
	link: SignedLink,
): string {
	const exp = Math.floor(link.now.getTime() / 1000) + Math.max(1, Math.floor(link.ttlSeconds));
	const sig = fileSignature(config, subject, exp, link.viewerId);
	return `exp=${exp}&uid=${link.viewerId}&sig=${sig}`;
}

/**
 * What a signed link's `exp`, `uid` and `sig` say: valid for that user, valid but expired, or not
 * ours (a changed `uid` is not ours either).
 */
export type FileSignatureCheck =
	| { status: 'valid'; viewerId: number; expiresAt: Date }
	| { status: 'expired' }
	| { status: 'invalid' };

export function checkFileSignature(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	fileId: string,
	link: { exp: string | undefined; uid: string | undefined; sig: string | undefined },
	now: Date,
): FileSignatureCheck {
	const { exp, uid, sig } = link;
	if (!exp || !uid || !sig || !/^\d{1,12}$/.test(exp) || !/^[1-9]\d{0,14}$/.test(uid)) {
		return { status: 'invalid' };
	}
	const expected = Buffer.from(fileSignature(config, fileId, Number(exp), Number(uid)));
	const given = Buffer.from(sig);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
		return { status: 'invalid' };
	}
	const expiresAt = new Date(Number(exp) * 1000);
	if (expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
	return { status: 'valid', viewerId: Number(uid), expiresAt };
}

function fileSignature(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	fileId: string,
	exp: number,
	viewerId: number,
): string {
	return linkSignature(config, 'uploaded-file-link', `${fileId}.${exp}.${viewerId}`);
}

/**
 * An HMAC of `message` under a key of its own for `purpose`, derived from the token secret, so a
 * link of one kind can never pass for a token or for a link of another kind.
 */
function linkSignature(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	purpose: string,
	message: string,
): string {
	const key = createHmac('sha256', config.accessTokenSecret).update(purpose).digest();
	return createHmac('sha256', key).update(message).digest('base64url');
}

/**
 * The `exp` and `sig` of a short-lived link to the stored object `key` (storage that cannot
 * presign, the local folder and Netlify Blobs: services/storage): whoever holds it reads those
 * bytes until `exp`, like an S3 presigned URL. {@link checkStorageSignature} checks it.
 *
 * @example
 * signedStorageQuery(config, 'media/3b24…/poster.jpg', { ttlSeconds: 600, now });
 * // 'exp=1767225600&sig=Xq3…'
 */
export function signedStorageQuery(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	key: string,
	link: { ttlSeconds: number; now: Date },
): string {
	const exp = Math.floor(link.now.getTime() / 1000) + Math.max(1, Math.floor(link.ttlSeconds));
	return `exp=${exp}&sig=${linkSignature(config, 'stored-object-link', `${key}.${exp}`)}`;
}

/** `/api/storage/<key>?exp=&sig=`: what `signedUrl` answers where the storage cannot presign. */
export function appSignedStorageUrl(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	key: string,
	link: { ttlSeconds: number; now: Date },
): string {
	return `/api/storage/${key}?${signedStorageQuery(config, key, link)}`;
}

/** Whether `exp` and `sig` are a link to `key` made by {@link signedStorageQuery}, and still valid. */
export function checkStorageSignature(
	config: Pick<ServerConfig, 'accessTokenSecret'>,
	key: string,
	link: { exp: string | undefined; sig: string | undefined },
	now: Date,
): 'valid' | 'expired' | 'invalid' {
	const { exp, sig } = link;
	if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
	const expected = Buffer.from(linkSignature(config, 'stored-object-link', `${key}.${exp}`));
	const given = Buffer.from(sig);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
	return Number(exp) * 1000 <= now.getTime() ? 'expired' : 'valid';
}
