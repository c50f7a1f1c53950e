/**
 * The mail outbox the test server writes (one JSON file per message, src/server/services/mail.ts):
 * what a person would read in their inbox, for the journeys that follow a mailed link.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_OUTBOX_DIR } from './server';

/** A message as the outbox keeps it; attachments in base64 (OutboxMail). */
export interface OutboxMessage {
	to: string;
	subject: string;
	text: string;
	headers?: Record<string, string>;
	attachments?: { filename: string; contentType: string; base64: string }[];
}

/**
 * Every message in the outbox, newest first. Only whole messages: the server writes each aside
 * and renames it to `.json` when it is complete.
 */
export async function readOutbox(): Promise<OutboxMessage[]> {
	const files = (await readdir(E2E_OUTBOX_DIR).catch(() => []))
		.filter((file) => file.endsWith('.json'))
		.sort()
		.reverse();
	return Promise.all(
		files.map(
			async (file) =>
				JSON.parse(await readFile(path.join(E2E_OUTBOX_DIR, file), 'utf8')) as OutboxMessage,
		),
	);
}

/** The newest message to `to` that `matches`, waiting for it to arrive. */
export async function mailTo(
	to: string,
	matches: (mail: OutboxMessage) => boolean,
	what: string,
): Promise<OutboxMessage> {
	let found: OutboxMessage | undefined;
	await expect
		.poll(
			async () => {
				found = (await readOutbox()).find((mail) => mail.to === to && matches(mail));
				return found !== undefined;
			},
			{ timeout: 10_000, message: `no mail ${what} to ${to}` },
		)
		.toBe(true);
	if (!found) throw new Error(`no mail ${what} to ${to}`);
	return found;
}

/**
 * The newest message the server wrote to the outbox for `to` whose subject is `subject`, waiting
 * for it to arrive: the worker sends it a moment after the request, and the same person may have
 * other mail already (a welcome after sign-up, a purchase's confirmation).
 */
export function latestMailTo(to: string, subject: string | RegExp): Promise<OutboxMessage> {
	return mailTo(
		to,
		(mail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
		`"${String(subject)}"`,
	);
}

/** The join link of the newest invitation mailed to `to`, as a path on this site. */
export async function joinLinkFor(to: string): Promise<string> {
	const mail = await latestMailTo(to, / te invita a su equipo en Liceo Campus$/);
	const link = /\/unirse\?invitacion=[\w%-]+/.exec(mail.text)?.[0];
	if (!link) throw new Error(`the newest mail to ${to} has no join link`);
	return link;
}
