/**
 * Single-use links sent by mail: password resets (services/auth/recovery.ts, ADR 004 "Reset
 * links") and team invitations (services/pharmacy-invitations.ts, ADR 008). Each link carries an
 * opaque token that is stored only as its HMAC under a purpose of its own, so a link of one kind
 * never opens another; the mail has one layout whatever the link is for.
 */
import type { ServerConfig } from '../config';
import type { MailContent } from '../mail/layout';
import { hashOpaqueToken, newOpaqueToken, type OpaqueTokenPurpose } from './auth/tokens';

/** What signs the stored form of a link token. */
interface LinkDeps {
	config: Pick<ServerConfig, 'refreshTokenSecret'>;
}

/** What a mailed link is for (refresh tokens are never mailed). */
export type LinkPurpose = Exclude<OpaqueTokenPurpose, 'refresh'>;

/** A new link token: `token` goes in the mail, the rest is what the database keeps. */
export interface LinkToken {
	token: string;
	tokenHash: string;
	createdAt: Date;
	expiresAt: Date;
}

/** The stored form of a link token, to find its row. */
export function hashLinkToken(deps: LinkDeps, purpose: LinkPurpose, token: string): string {
	return hashOpaqueToken(deps.config.refreshTokenSecret, purpose, token);
}

/**
 * A new random link token created at `now`, valid `lifetimeSeconds`.
 *
 * @example
 * const linkToken = newLinkToken(deps, 'reset', deps.now(), RESET_TOKEN_SECONDS);
 * // store linkToken.tokenHash, .createdAt and .expiresAt; mail linkToken.token
 */
export function newLinkToken(
	deps: LinkDeps,
	purpose: LinkPurpose,
	now: Date,
	lifetimeSeconds: number,
): LinkToken {
	const token = newOpaqueToken();
	return {
		token,
		tokenHash: hashLinkToken(deps, purpose, token),
		createdAt: now,
		expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
	};
}

/**
 * The site's page `path` with the token in the query parameter `param`.
 *
 * @example
 * linkUrl('https://campus.test', '/unirse', 'invitacion', 'a+b');
 * // 'https://campus.test/unirse?invitacion=a%2Bb'
 */
export function linkUrl(siteUrl: string, path: string, param: string, token: string): string {
	return `${siteUrl}${path}?${param}=${encodeURIComponent(token)}`;
}

/** The lines of a link mail, already translated. */
export interface LinkMailContent {
	to: string;
	subject: string;
	/** What the inbox shows after the subject. */
	preview: string;
	greeting: string;
	/** Says what the link does; the button follows it. */
	intro: string;
	link: string;
	/** The button's label. */
	button: string;
	expiry: string;
	/** What to do with an unexpected mail. */
	ignore: string;
}

/** A link mail in the campus's layout (mail/layout.ts renders it). */
export function linkMailContent(content: LinkMailContent): MailContent {
	return {
		to: content.to,
		subject: content.subject,
		preview: content.preview,
		greeting: content.greeting,
		paragraphs: [content.intro],
		action: { label: content.button, url: content.link },
		closing: [content.expiry, content.ignore],
	};
}
