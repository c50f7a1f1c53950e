/**
 * The one layout of every mail the campus sends (issue #18, ADR 015): a mail is written as
 * {@link MailContent} (texts from es.json, already filled in) and rendered twice, as HTML through
 * MJML, which turns one responsive column into the tables and inline styles Gmail, Outlook and
 * Apple Mail each need, and as plain text, the part that screen readers, watches and spam filters
 * read. Everything a person typed is escaped here, once.
 */
import mjml2html from 'mjml';
import { t } from '../../i18n';
import { escapeHtml } from '../../lib/escape-html';
import type { MailTopic } from '../../lib/contracts/mail-preferences';
import type { MailAttachment, MailMessage } from '../services/mail';

export interface MailContent {
	to: string;
	subject: string;
	/** The line mail apps show after the subject in the inbox. */
	preview: string;
	greeting: string;
	/** What the mail says, before its button. */
	paragraphs: readonly string[];
	/** The one thing to do, as a button in HTML and an address in text. */
	action?: { label: string; url: string };
	/** Facts set out as label and value (a plan, an amount, a date). */
	details?: readonly { label: string; value: string }[];
	/** What follows the button (how long a link lasts, what to do with an unexpected mail). */
	closing?: readonly string[];
	/** Where replies go, when not to the campus's unattended sender. */
	replyTo?: string;
	/** Files sent with it (an invoice's PDF). */
	attachments?: MailAttachment[];
	/**
	 * Set on non-essential mails only: the topic and the person it goes to, who may have switched
	 * it off (then it is not sent) and gets a one-click unsubscribe link and header.
	 */
	topic?: { name: MailTopic; userId: number };
}

/** The brand's colours (src/styles/tokens.css). */
const COLOURS = {
	primary: '#0f766e',
	ink: '#1a2b2e',
	muted: '#4b5b5e',
	surface: '#ffffff',
	surfaceAlt: '#f5f8f8',
	border: '#d5dede',
} as const;

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Where a non-essential mail's reader stops it: the footer's page and the mail app's one click. */
export interface UnsubscribeLinks {
	pageUrl: string;
	oneClickUrl: string;
}

/**
 * Both parts of `content`, with the campus's header and footer; with `unsubscribe` (a mail with a
 * topic), its link in the footer and the headers of RFC 8058, which Gmail and Apple Mail show as
 * their own "unsubscribe" button and which bulk-sender rules require.
 */
export async function renderMail(
	content: MailContent,
	siteUrl: string,
	unsubscribe?: UnsubscribeLinks,
): Promise<MailMessage> {
	const { html, errors } = await mjml2html(mjmlOf(content, siteUrl, unsubscribe), {
		validationLevel: 'strict',
		keepComments: false,
		// MJML links Google Fonts for the families it knows (Roboto…): a request to a third party
		// from every mail opened. The system fonts of FONT need none.
		fonts: {},
	});
	if (errors.length > 0) {
		throw new Error(`mail layout: ${errors.map((error) => error.formattedMessage).join('; ')}`);
	}
	return {
		to: content.to,
		subject: content.subject,
		text: textOf(content, siteUrl, unsubscribe),
		html,
		...(content.replyTo ? { replyTo: content.replyTo } : {}),
		...(content.attachments ? { attachments: content.attachments } : {}),
		...(unsubscribe
			? {
					headers: {
						'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
						'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
					},
				}
			: {}),
	};
}

function mjmlOf(content: MailContent, siteUrl: string, unsubscribe?: UnsubscribeLinks): string {
	const text = (line: string) => `<mj-text padding="0 0 16px 0">${escapeHtml(line)}</mj-text>`;
	const details = content.details?.length
		? `<mj-table padding="0 0 16px 0" cellpadding="6" color="${COLOURS.ink}">${content.details
				.map(
					(row) =>
						`<tr style="border-bottom:1px solid ${COLOURS.border}"><td style="color:${COLOURS.muted}">${escapeHtml(row.label)}</td><td style="text-align:right;font-weight:600">${escapeHtml(row.value)}</td></tr>`,
				)
				.join('')}</mj-table>`
		: '';
	const action = content.action
		? `<mj-button href="${escapeHtml(content.action.url)}" background-color="${COLOURS.primary}" color="#ffffff" font-weight="600" border-radius="8px" inner-padding="12px 24px" padding="8px 0 24px 0" align="left">${escapeHtml(content.action.label)}</mj-button>` +
			`<mj-text padding="0 0 16px 0" font-size="13px" color="${COLOURS.muted}">${escapeHtml(t('mail.button_fallback'))} <a href="${escapeHtml(content.action.url)}" style="color:${COLOURS.primary};word-break:break-all">${escapeHtml(content.action.url)}</a></mj-text>`
		: '';
	return `<mjml lang="es">
<mj-head>
<mj-title>${escapeHtml(content.subject)}</mj-title>
<mj-preview>${escapeHtml(content.preview)}</mj-preview>
<mj-attributes>
<mj-all font-family="${FONT}" />
<mj-text font-size="16px" line-height="1.5" color="${COLOURS.ink}" />
</mj-attributes>
</mj-head>
<mj-body background-color="${COLOURS.surfaceAlt}" width="600px">
<mj-section padding="24px 16px 8px 16px">
<mj-column>
<mj-text padding="0" font-size="20px" font-weight="700" color="${COLOURS.primary}"><a href="${escapeHtml(siteUrl)}/" style="color:${COLOURS.primary};text-decoration:none">${escapeHtml(t('mail.brand'))}</a></mj-text>
</mj-column>
</mj-section>
<mj-section background-color="${COLOURS.surface}" border-radius="12px" padding="24px 24px 8px 24px">
<mj-column>
${text(content.greeting)}
${content.paragraphs.map(text).join('\n')}
${details}
${action}
${(content.closing ?? []).map(text).join('\n')}
${text(t('mail.signature'))}
</mj-column>
</mj-section>
<mj-section padding="16px">
<mj-column>
<mj-text padding="0" font-size="12px" color="${COLOURS.muted}">${escapeHtml(t('mail.footer'))}</mj-text>${
		unsubscribe
			? `<mj-text padding="8px 0 0 0" font-size="12px" color="${COLOURS.muted}">${escapeHtml(t('mail.unsubscribe_why'))} <a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:${COLOURS.primary}">${escapeHtml(t('mail.unsubscribe_link'))}</a></mj-text>`
			: ''
	}
</mj-column>
</mj-section>
</mj-body>
</mjml>`;
}

function textOf(content: MailContent, siteUrl: string, unsubscribe?: UnsubscribeLinks): string {
	const blocks: string[] = [content.greeting, ...content.paragraphs];
	if (content.details?.length) {
		blocks.push(content.details.map((row) => `${row.label}: ${row.value}`).join('\n'));
	}
	if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
	blocks.push(
		...(content.closing ?? []),
		t('mail.signature'),
		'--',
		`${t('mail.footer')}\n${siteUrl}/`,
	);
	if (unsubscribe) {
		blocks.push(
			`${t('mail.unsubscribe_why')} ${t('mail.unsubscribe_link')}:\n${unsubscribe.pageUrl}`,
		);
	}
	return `${blocks.join('\n\n')}\n`;
}
