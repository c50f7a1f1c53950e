/**
 * Single-use links sent by mail: password resets (services/auth/recovery.ts, ADR 004 "Reset
 * links") and team invitations (services/pharmacy-invitations.ts, ADR 008). Each link carries an
 * opaque token that is stored only as its HMAC under a purpose of its own, so a link of one kind
 * never opens another; the mail has one layout whatever the link is for.
 */
import { t } from '../../i18n';
import type { ServerConfig } from '../config';
import type { AppDeps } from '../context';
import { hashOpaqueToken, newOpaqueToken, type OpaqueTokenPurpose } from './auth/tokens';
import { escapeHtml, type MailMessage } from './mail';

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

/** The lines of a link mail, already translated; the signature is the same for every mail. */
export interface LinkMailContent {
	to: string;
	subject: string;
	greeting: string;
	/** Says what the link does; the link follows it. */
	intro: string;
	link: string;
	/** The HTML button's label. */
	button: string;
	expiry: string;
	/** What to do with an unexpected mail. */
	ignore: string;
}

/** A link mail, in text and HTML (whatever people typed, in names, is escaped in the HTML). */
export function linkMail(content: LinkMailContent): MailMessage {
	const signature = t('auth_mail.signature');
	const text = [
		content.greeting,
		'',
		content.intro,
		content.link,
		'',
		content.expiry,
		content.ignore,
		'',
		signature,
	].join('\n');
	const link = escapeHtml(content.link);
	const html = [
		`<p>${escapeHtml(content.greeting)}</p>`,
		`<p>${escapeHtml(content.intro)}</p>`,
		`<p><a href="${link}">${escapeHtml(content.button)}</a></p>`,
		`<p>${link}</p>`,
		`<p>${escapeHtml(content.expiry)}<br>${escapeHtml(content.ignore)}</p>`,
		`<p>${escapeHtml(signature)}</p>`,
	].join('\n');
	return { to: content.to, subject: content.subject, text, html };
}

/**
 * Sends a link mail and answers whether it went. A failure is logged with `context` (ids, never
 * the link: it holds the token) and otherwise left to the caller, which has already stored the
 * link.
 */
export async function sendLinkMail(
	deps: Pick<AppDeps, 'mailer' | 'logger'>,
	message: MailMessage,
	failure: { context: Record<string, unknown>; note: string },
): Promise<boolean> {
	const sent = await deps.mailer.send(message);
	if (!sent.ok) deps.logger.error(failure.context, failure.note);
	return sent.ok;
}
