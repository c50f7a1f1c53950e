/**
 * Outgoing mail (ARCHITECTURE decision 11, STYLE rules 14 and 15): nodemailer over `SMTP_URL` when
 * it is set, otherwise one JSON file per message in `DATA_DIR/outbox/` so password recovery works
 * on a fresh machine; tests use the in-memory twin. `send()` never throws: it answers a result,
 * and the caller decides what a failed mail means.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
	to: string;
	subject: string;
	text: string;
	html: string;
	/** Where a reply goes (the person who wrote to support), instead of the unattended sender. */
	replyTo?: string;
	/** Files sent with the message (an invoice's PDF). */
	attachments?: MailAttachment[];
	/** Extra headers: `List-Unsubscribe` and `List-Unsubscribe-Post` on non-essential mails. */
	headers?: Record<string, string>;
}

export interface MailAttachment {
	filename: string;
	contentType: string;
	content: Uint8Array;
}

export type MailResult = { ok: true; id: string } | { ok: false; error: string };

export interface Mailer {
	send(message: MailMessage): Promise<MailResult>;
}

/** What the outbox keeps of a message (ADR 004 "Reset links"); attachments in base64. */
export interface OutboxMail extends Omit<MailMessage, 'attachments'> {
	createdAt: string;
	attachments?: { filename: string; contentType: string; base64: string }[];
}

export interface MailerOptions {
	smtpUrl: string | undefined;
	mailFrom: string;
	dataDir: string;
	logger: Logger;
	now: () => Date;
}

/** SMTP when configured, the outbox folder otherwise. */
export function createMailer(options: MailerOptions): Mailer {
	return options.smtpUrl
		? createSmtpMailer(options.smtpUrl, options.mailFrom, options.logger)
		: createOutboxMailer(path.join(options.dataDir, 'outbox'), options.logger, options.now);
}

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
	const transport = nodemailer.createTransport(smtpUrl);
	return {
		async send(message) {
			try {
				const { attachments, ...rest } = message;
				const info = await transport.sendMail({
					from,
					...rest,
					...(attachments
						? {
								attachments: attachments.map((file) => ({
									filename: file.filename,
									contentType: file.contentType,
									content: Buffer.from(file.content),
								})),
							}
						: {}),
				});
				return { ok: true, id: info.messageId };
			} catch (error) {
				// The message body carries links with tokens: only the error is logged.
				logger.error({ err: error, subject: message.subject }, 'mail not sent');
				return { ok: false, error: error instanceof Error ? error.message : String(error) };
			}
		},
	};
}

/**
 * Writes `{ to, subject, text, html, createdAt }` to `<dir>/<time>-<id>.json` and logs the file's
 * path (never its content: it holds the link).
 */
export function createOutboxMailer(dir: string, logger: Logger, now: () => Date): Mailer {
	return {
		async send(message) {
			const createdAt = now().toISOString();
			const id = randomUUID();
			const file = path.join(dir, `${createdAt.replaceAll(':', '-')}-${id.slice(0, 8)}.json`);
			try {
				await mkdir(dir, { recursive: true });
				const { attachments, ...rest } = message;
				const mail: OutboxMail = {
					...rest,
					createdAt,
					...(attachments
						? {
								attachments: attachments.map((file) => ({
									filename: file.filename,
									contentType: file.contentType,
									base64: Buffer.from(file.content).toString('base64'),
								})),
							}
						: {}),
				};
				// Written aside and renamed: whoever reads the folder (a journey, a developer's tool)
				// never opens a message half-written.
				await writeFile(`${file}.part`, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
				await rename(`${file}.part`, file);
				logger.info({ outbox: file, subject: message.subject }, 'mail written to the outbox');
				return { ok: true, id };
			} catch (error) {
				logger.error({ err: error, outbox: file }, 'mail not written');
				return { ok: false, error: error instanceof Error ? error.message : String(error) };
			}
		},
	};
}

/** Keeps messages in memory, for tests: `mailer.sent` lists them in order. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
	const sent: MailMessage[] = [];
	return {
		sent,
		send(message) {
			sent.push(message);
			return Promise.resolve({ ok: true, id: String(sent.length) });
		},
	};
}
