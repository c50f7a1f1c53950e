import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { hashOpaqueToken } from './auth/tokens';
import { createMemoryMailer } from './mail';
import { hashLinkToken, linkMail, linkUrl, newLinkToken, sendLinkMail } from './mailed-links';

const SECRET = 'unit-test-refresh-secret-1a2b3c4d5e6f7a8b9c0d';
const deps = { config: { refreshTokenSecret: SECRET } };
const NOW = new Date('2026-11-22T10:00:00Z');

const content = {
	to: 'ana@ejemplo.es',
	subject: 'Asunto',
	greeting: 'Hola, Ana <"Sol">:',
	intro: 'Abre este enlace:',
	link: 'https://campus.test/unirse?invitacion=a&b',
	button: 'Abrir',
	expiry: 'Caduca en 60 minutos.',
	ignore: 'Si no lo esperabas, ignóralo.',
};

describe('mailed links', () => {
	it('store the HMAC of the token under its purpose, valid for the lifetime given', () => {
		const issued = newLinkToken(deps, 'invitation', NOW, 3600);
		expect(issued.token).toMatch(/^[\w-]{43}$/);
		expect(issued.tokenHash).toBe(hashOpaqueToken(SECRET, 'invitation', issued.token));
		expect(issued.tokenHash).toBe(hashLinkToken(deps, 'invitation', issued.token));
		expect(hashLinkToken(deps, 'reset', issued.token)).not.toBe(issued.tokenHash);
		expect(issued.createdAt).toBe(NOW);
		expect(issued.expiresAt.toISOString()).toBe('2026-11-22T11:00:00.000Z');
		expect(newLinkToken(deps, 'invitation', NOW, 3600).token).not.toBe(issued.token);
	});

	it('put the token, encoded, in the page’s query parameter', () => {
		expect(linkUrl('https://campus.test', '/recovery-password', 'tk', 'a+b/c=')).toBe(
			'https://campus.test/recovery-password?tk=a%2Bb%2Fc%3D',
		);
	});

	it('mail the link in text and in escaped HTML, signed by the team', () => {
		const mail = linkMail(content);
		expect(mail.to).toBe('ana@ejemplo.es');
		expect(mail.subject).toBe('Asunto');
		expect(mail.text).toBe(
			[
				'Hola, Ana <"Sol">:',
				'',
				'Abre este enlace:',
				'https://campus.test/unirse?invitacion=a&b',
				'',
				'Caduca en 60 minutos.',
				'Si no lo esperabas, ignóralo.',
				'',
				'El equipo de Liceo Campus',
			].join('\n'),
		);
		expect(mail.html).toContain('<p>Hola, Ana &lt;&quot;Sol&quot;&gt;:</p>');
		expect(mail.html).toContain(
			'<p><a href="https://campus.test/unirse?invitacion=a&amp;b">Abrir</a></p>',
		);
		expect(mail.html).toContain('<p>Caduca en 60 minutos.<br>Si no lo esperabas, ignóralo.</p>');
		expect(mail.html).not.toContain('a&b');
	});

	it('answer whether the mail went, logging a failure without the link', async () => {
		const lines: string[] = [];
		const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
		const failure = { context: { invitationId: 7 }, note: 'invitation mail not sent' };
		const mailer = createMemoryMailer();
		expect(await sendLinkMail({ mailer, logger }, linkMail(content), failure)).toBe(true);
		expect(mailer.sent).toHaveLength(1);
		expect(lines).toEqual([]);

		const broken = { send: () => Promise.resolve({ ok: false as const, error: 'down' }) };
		expect(await sendLinkMail({ mailer: broken, logger }, linkMail(content), failure)).toBe(false);
		const log = lines.join('');
		expect(log).toContain('invitation mail not sent');
		expect(log).toContain('"invitationId":7');
		expect(log).not.toContain('invitacion=');
	});
});
