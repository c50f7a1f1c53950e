import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createMailer, type OutboxMail } from './mail';

describe('outbox mailer', () => {
	let dir: string | undefined;
	afterEach(async () => {
		if (dir) await rm(dir, { recursive: true, force: true });
	});

	it('writes one JSON file per message when there is no SMTP_URL, and logs only its path', async () => {
		dir = await mkdtemp(path.join(os.tmpdir(), 'campus-outbox-'));
		const lines: string[] = [];
		const mailer = createMailer({
			smtpUrl: undefined,
			mailFrom: 'Liceo <no@campus.test>',
			dataDir: dir,
			logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
			now: () => new Date('2026-11-22T10:00:00Z'),
		});
		const message = {
			to: 'ana@ejemplo.es',
			subject: 'Asunto',
			text: 'Enlace: https://campus.test/recovery-password?tk=secreto',
			html: '<p>secreto</p>',
		};
		expect((await mailer.send(message)).ok).toBe(true);
		expect((await mailer.send({ ...message, to: 'luis@ejemplo.es' })).ok).toBe(true);
		const files = await readdir(path.join(dir, 'outbox'));
		expect(files).toHaveLength(2);
		expect(files[0]).toMatch(/^2026-11-22T10-00-00\.000Z-[0-9a-f]{8}\.json$/);
		const saved = JSON.parse(
			await readFile(path.join(dir, 'outbox', files[0]!), 'utf8'),
		) as OutboxMail;
		expect(['ana@ejemplo.es', 'luis@ejemplo.es']).toContain(saved.to);
		expect(saved).toEqual({ ...message, to: saved.to, createdAt: '2026-11-22T10:00:00.000Z' });
		const log = lines.join('');
		expect(log).toContain(path.join(dir, 'outbox'));
		expect(log).not.toContain('secreto');
	});

	it('keeps attachments in base64, byte for byte', async () => {
		dir = await mkdtemp(path.join(os.tmpdir(), 'campus-outbox-'));
		const mailer = createMailer({
			smtpUrl: undefined,
			mailFrom: 'Liceo <no@campus.test>',
			dataDir: dir,
			logger: createLogger('silent'),
			now: () => new Date('2026-11-22T10:00:00Z'),
		});
		const content = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
		const sent = await mailer.send({
			to: 'ana@ejemplo.es',
			subject: 'Tu factura',
			text: 'Adjunta.',
			html: '<p>Adjunta.</p>',
			attachments: [
				{ filename: 'factura-F2026-00001.pdf', contentType: 'application/pdf', content },
			],
		});
		expect(sent.ok).toBe(true);
		const [file] = await readdir(path.join(dir, 'outbox'));
		const saved = JSON.parse(
			await readFile(path.join(dir, 'outbox', file ?? ''), 'utf8'),
		) as OutboxMail;
		expect(saved.attachments).toEqual([
			{
				filename: 'factura-F2026-00001.pdf',
				contentType: 'application/pdf',
				base64: Buffer.from(content).toString('base64'),
			},
		]);
	});

	it('answers a failure instead of throwing when it cannot write', async () => {
		dir = await mkdtemp(path.join(os.tmpdir(), 'campus-outbox-'));
		const blocked = path.join(dir, 'file');
		await writeFile(blocked, 'x');
		const mailer = createMailer({
			smtpUrl: undefined,
			mailFrom: 'x',
			dataDir: blocked,
			logger: createLogger('silent'),
			now: () => new Date(),
		});
		const result = await mailer.send({ to: 'a@b.es', subject: 's', text: 't', html: 'h' });
		expect(result.ok).toBe(false);
	});
});
