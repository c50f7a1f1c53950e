import { describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { renderMail } from '../mail/layout';
import { hashOpaqueToken } from './auth/tokens';
import { hashLinkToken, linkMailContent, linkUrl, newLinkToken } from './mailed-links';

const SECRET = 'unit-test-refresh-secret-1a2b3c4d5e6f7a8b9c0d';
const deps = { config: { refreshTokenSecret: SECRET } };
const NOW = new Date('2026-11-22T10:00:00Z');

const content = {
	to: 'ana@ejemplo.es',
	subject: 'Asunto',
	preview: 'Abre este enlace',
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

	it('mail the link as the button, in text and in escaped HTML, signed by the team', async () => {
		const mail = await renderMail(linkMailContent(content), 'https://campus.test');
		expect(mail.to).toBe('ana@ejemplo.es');
		expect(mail.subject).toBe('Asunto');
		expect(mail.text).toBe(
			[
				'Hola, Ana <"Sol">:',
				'Abre este enlace:',
				'Abrir:\nhttps://campus.test/unirse?invitacion=a&b',
				'Caduca en 60 minutos.',
				'Si no lo esperabas, ignóralo.',
				'El equipo de Liceo Campus',
				'--',
				`${t('mail.footer')}\nhttps://campus.test/`,
			].join('\n\n') + '\n',
		);
		expect(mail.html).toContain('Hola, Ana &lt;&quot;Sol&quot;&gt;:');
		expect(mail.html).toContain('href="https://campus.test/unirse?invitacion=a&amp;b"');
		expect(mail.html).toContain('Caduca en 60 minutos.');
		expect(mail.html).not.toContain('<"Sol">');
	});
});
