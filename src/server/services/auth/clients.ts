/**
 * The OAuth client check of `/oauth/token` (form fields) and of `/auth/change-password` (the
 * "special header", `Authorization: Basic base64(client_id:client_secret)`), ADR 004.
 *
 * The site is a public client (RFC 6749 §2.1): whatever its JavaScript holds is public, so it
 * sends its id and no secret (or an empty one). A client that does send a secret, as the spec's
 * form has it, must send OAUTH_CLIENT_SECRET; a wrong one is refused.
 */
import type { ServerConfig } from '../../config';
import { secretsEqual } from './tokens';

/** Whether the pair names the configured client. Compared in constant time. */
export function isKnownClient(
	config: Pick<ServerConfig, 'oauthClientId' | 'oauthClientSecret'>,
	clientId: string | undefined,
	clientSecret: string | undefined,
): boolean {
	if (clientId === undefined) return false;
	// Both compared even when the first differs, so timing does not say which one was wrong.
	const idMatches = secretsEqual(clientId, config.oauthClientId);
	const secretMatches =
		clientSecret === undefined ||
		clientSecret === '' ||
		secretsEqual(clientSecret, config.oauthClientSecret);
	return idMatches && secretMatches;
}

/**
 * The client id and secret of an `Authorization: Basic …` header, or undefined. Both parts are
 * form-urlencoded before base64 (RFC 6749 §2.3.1), so they are decoded here.
 */
export function basicCredentials(
	header: string | undefined,
): { clientId: string; clientSecret: string } | undefined {
	const match = /^Basic +([A-Za-z0-9+/=]{1,1024}) *$/i.exec(header ?? '');
	if (!match?.[1]) return undefined;
	const decoded = Buffer.from(match[1], 'base64').toString('utf8');
	const colon = decoded.indexOf(':');
	if (colon < 0) return undefined;
	const clientId = formDecode(decoded.slice(0, colon));
	const clientSecret = formDecode(decoded.slice(colon + 1));
	if (clientId === undefined || clientSecret === undefined) return undefined;
	return { clientId, clientSecret };
}

/** `application/x-www-form-urlencoded` decoding of one value; undefined when malformed. */
function formDecode(text: string): string | undefined {
	try {
		return decodeURIComponent(text.replaceAll('+', ' '));
	} catch {
		return undefined;
	}
}
