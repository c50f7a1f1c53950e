// @vitest-environment jsdom
/**
 * The site settings page (issue #20): the banner's form starts from what is stored, previews the
 * HTML as pages will show it (sanitised), sends what it says once per save, keeps a refusal in the
 * form and tells a caller who is not an admin that the page is not for them.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteSettings, saveBanner } from '../../../../lib/api/admin';
import type { BannerSettings } from '../../../../lib/contracts/site';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import { $toasts, clearToasts } from '../../../../stores/toasts';
import SiteSettings from './SiteSettings';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/admin', () => ({ getSiteSettings: vi.fn(), saveBanner: vi.fn() }));

const STORED: BannerSettings = {
	html: 'Nuevo curso: <a href="/cursos/">míralo</a>',
	audience: 'everyone',
	startsOn: null,
	endsOn: '2026-12-31',
};

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(getSiteSettings).mockResolvedValue({ ok: true, data: { banner: STORED } });
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
	clearToasts();
});

describe('SiteSettings', () => {
	it('starts from the stored banner and previews it sanitised', async () => {
		render(<SiteSettings />);
		const text = await screen.findByLabelText<HTMLTextAreaElement>('Texto del aviso');
		expect(text.value).toBe(STORED.html);
		expect(screen.getByLabelText<HTMLInputElement>('Se muestra hasta').value).toBe('2026-12-31');
		fireEvent.change(text, {
			target: { value: '<strong>Aviso</strong><img src=x onerror="alert(1)"><script>x()</script>' },
		});
		const preview = screen.getByRole('region', { name: 'Vista previa' });
		expect(preview.querySelector('.admin-banner-preview')?.innerHTML).toBe(
			'<strong>Aviso</strong>',
		);
	});

	it('saves what the form says, a new request for each save, and keeps a refusal', async () => {
		vi.mocked(saveBanner).mockResolvedValue({
			ok: true,
			data: { ...STORED, audience: 'learners', startsOn: '2026-12-01' },
		});
		render(<SiteSettings />);
		fireEvent.change(await screen.findByLabelText('Quién lo ve'), {
			target: { value: 'learners' },
		});
		fireEvent.change(screen.getByLabelText('Se muestra desde'), {
			target: { value: '2026-12-01' },
		});
		const save = screen.getByRole('button', { name: 'Guardar el aviso' });
		fireEvent.click(save);
		await waitFor(() => {
			expect($toasts.get().at(-1)?.text).toMatch(/^Aviso guardado/);
		});
		const [first] = vi.mocked(saveBanner).mock.calls[0]!;
		expect(first).toEqual({
			html: STORED.html,
			audience: 'learners',
			startsOn: '2026-12-01',
			endsOn: '2026-12-31',
			requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
		});

		vi.mocked(saveBanner).mockResolvedValue({
			ok: false,
			status: 500,
			result: 'server_error',
			msg: 'No hemos podido guardar.',
		});
		fireEvent.click(save);
		expect((await screen.findByRole('alert', { name: '' })).textContent).toBe(
			'No hemos podido guardar.',
		);
		const [second] = vi.mocked(saveBanner).mock.calls[1]!;
		expect(second.requestKey).not.toBe(first.requestKey);
	});

	it('refuses a last day before the first without calling the API', async () => {
		render(<SiteSettings />);
		fireEvent.change(await screen.findByLabelText('Se muestra desde'), {
			target: { value: '2027-01-10' },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Guardar el aviso' }));
		expect(
			(await screen.findByText('El último día no puede ser anterior al primero')).tagName,
		).toBeTruthy();
		expect(saveBanner).not.toHaveBeenCalled();
	});

	it('says the page is for admins when the API answers 404', async () => {
		vi.mocked(getSiteSettings).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'No encontrado',
		});
		render(<SiteSettings />);
		expect(
			await screen.findByText('Esta página es solo para la administración del campus.'),
		).toBeTruthy();
	});
});
