/**
 * The SMTP transport against a real SMTP server started here on 127.0.0.1 (the `smtp-server`
 * package), not only the outbox folder (issue #18): what arrives is the message the campus
 * rendered, with both parts and its attachment; a server that refuses makes the send fail, so the
 * mail job is retried, then dead-lettered, and sent once the server accepts again.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories/users';
import { createTestDeps } from '../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../tests/setup/test-db';
import { runJobs } from '../../../tests/setup/test-jobs';
import type { DatabaseHandle } from '../db/client';
import { jobKeys } from '../db/schema';
import { deadJobs, redriveDeadJobs } from '../jobs/dead-letters';
import { createLogger } from '../logger';
import { createMailer } from './mail';

interface Received {
	from: string;
	to: string[];
	raw: string;
}

/** An SMTP server on a free loopback port that keeps what it receives, or refuses while `refusing`. */
async function startSmtpServer() {
	const state = { refusing: false, received: [] as Received[] };
	const server = new SMTPServer({
		authOptional: true,
		// Plain SMTP on loopback: no certificate to trust in a test.
		disabledCommands: ['STARTTLS', 'AUTH'],
		logger: false,
		onRcptTo(_address, _session, callback) {
			if (state.refusing) {
				const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
				callback(refusal);
				return;
			}
			callback();
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = [];
			stream.on('data', (chunk: Buffer) => chunks.push(chunk));
			stream.on('end', () => {
				state.received.push({
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((recipient) => recipient.address),
					raw: Buffer.concat(chunks).toString('utf8'),
				});
				callback();
			});
		},
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.server.address() as AddressInfo;
	return {
		state,
		url: `smtp://127.0.0.1:${String(port)}`,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => {
					resolve();
				});
			}),
	};
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
	smtp = await startSmtpServer();
});
afterAll(async () => {
	await smtp.close();
});
afterEach(() => {
	smtp.state.refusing = false;
	smtp.state.received.length = 0;
});

function smtpMailer(logLines: string[] = []) {
	return createMailer({
		smtpUrl: smtp.url,
		mailFrom: 'Liceo Campus <no-responder@campus.test>',
		dataDir: '',
		logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
		now: () => new Date(),
	});
}

describe('SMTP transport', () => {
	it('delivers the message as rendered: sender, both parts, reply-to and the attachment', async () => {
		const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff]);
		const sent = await smtpMailer().send({
			to: 'ana@ejemplo.es',
			subject: 'Your invoice F2026-00001',
			text: 'Texto de la factura.',
			html: '<p>Factura <strong>F2026-00001</strong></p>',
			replyTo: 'soporte@campus.test',
			attachments: [
				{ filename: 'factura-F2026-00001.pdf', contentType: 'application/pdf', content: pdf },
			],
		});
		expect(sent.ok).toBe(true);
		const [mail, ...more] = smtp.state.received;
		expect(more).toEqual([]);
		expect(mail?.from).toBe('no-responder@campus.test');
		expect(mail?.to).toEqual(['ana@ejemplo.es']);
		const raw = mail?.raw ?? '';
		expect(raw).toMatch(/^Subject: Your invoice F2026-00001\r$/m);
		expect(raw).toMatch(/^Reply-To: soporte@campus\.test\r$/m);
		expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m);
		expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
		expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);
		expect(raw).toMatch(/^Content-Type: application\/pdf; name=factura-F2026-00001\.pdf\r$/m);
		expect(raw).toContain(Buffer.from(pdf).toString('base64'));
	});

	it('carries the one-click unsubscribe headers of a reminder (RFC 8058)', async () => {
		const oneClick =
			'https://campus.test/api/mail/unsubscribe?topic=team-digest&exp=1&uid=7&sig=abc';
		const sent = await smtpMailer().send({
			to: 'ana@ejemplo.es',
			subject: 'Resumen semanal',
			text: 'Texto.',
			html: '<p>Texto.</p>',
			headers: {
				'List-Unsubscribe': `<${oneClick}>`,
				'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
			},
		});
		expect(sent.ok).toBe(true);
		// Long headers arrive folded over lines (RFC 5322 §2.2.3): unfolded, as a mail app reads them.
		const raw = (smtp.state.received[0]?.raw ?? '').replace(/\r\n[ \t]+/g, ' ');
		expect(raw).toContain(`List-Unsubscribe: <${oneClick}>\r\n`);
		expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
	});

	it('answers a failure, logging the error and never the message, when the server refuses', async () => {
		smtp.state.refusing = true;
		const lines: string[] = [];
		const sent = await smtpMailer(lines).send({
			to: 'ana@ejemplo.es',
			subject: 'Crea una contraseña nueva',
			text: 'Enlace: https://campus.test/recovery-password?tk=secreto',
			html: '<p>secreto</p>',
		});
		expect(sent).toMatchObject({ ok: false, error: expect.stringContaining('550') as string });
		expect(smtp.state.received).toEqual([]);
		const log = lines.join('');
		expect(log).toContain('mail not sent');
		expect(log).not.toContain('secreto');
	});
});

describe.each(databaseKinds)('a mail job over SMTP on %s', (kind) => {
	let handle: DatabaseHandle;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
	});
	afterAll(async () => {
		await handle.close();
	});

	it('is retried while the server refuses, dead-lettered, and sent once when it accepts', async () => {
		const deps = createTestDeps(handle.db, { mailer: smtpMailer() });
		const boss = await deps.jobs.start();
		// Retries at once, so the test does not wait the minutes production waits.
		await boss.updateQueue('mail', { retryLimit: 2, retryDelay: 0, retryBackoff: false });
		try {
			const user = await createUser(handle.db, { name: 'Berta' });
			const key = `mail:welcome:${String(user.id)}`;
			await deps.jobs.enqueue(
				handle.db,
				{ queue: 'mail', key, work: { template: 'welcome', userId: user.id } },
				deps.now(),
			);
			smtp.state.refusing = true;
			expect(await runJobs(deps)).toEqual({ completed: 0, failed: 3 });
			expect(smtp.state.received).toEqual([]);
			expect(await deadJobs(boss)).toEqual([expect.objectContaining({ queue: 'mail', key })]);
			const [pending] = await handle.db.select().from(jobKeys).where(eq(jobKeys.key, key));
			expect(pending?.doneAt).toBeNull();

			smtp.state.refusing = false;
			expect(await redriveDeadJobs(boss)).toBe(1);
			expect(await runJobs(deps)).toEqual({ completed: 1, failed: 0 });
			expect(smtp.state.received.map((mail) => mail.to)).toEqual([[user.email]]);
			expect(smtp.state.received[0]?.raw).toContain('Berta');
			const [done] = await handle.db.select().from(jobKeys).where(eq(jobKeys.key, key));
			expect(done?.doneAt).not.toBeNull();
		} finally {
			await boss.updateQueue('mail', { retryLimit: 6, retryDelay: 60, retryBackoff: true });
		}
	});
});
