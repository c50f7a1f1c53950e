// @vitest-environment happy-dom
/**
 * The studio's publications page in the browser (issue #19, ADR 017): each publication with its
 * state, who asked and when, a failure's log open; the page asks again while one is under way and
 * stops when none is; republishing queues one and shows it.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listSitePublications, republishSite } from '../../../../lib/api/studio';
import type { SitePublicationList, SitePublicationRow } from '../../../../lib/contracts/studio';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import SitePublications from './SitePublications';
import { REFRESH_MS } from './use-site-publications';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/studio', () => ({
	listSitePublications: vi.fn(),
	republishSite: vi.fn(),
}));

function row(overrides: Partial<SitePublicationRow>): SitePublicationRow {
	return {
		id: 1,
		status: 'live',
		reason: 'Publicado: Ojo seco',
		requestedBy: 'Beatriz Navarro Gil',
		requestedAt: '2026-11-26T09:05:00',
		startedAt: '2026-11-26T09:05:01',
		finishedAt: '2026-11-26T09:05:20',
		log: '[built in 17.3 s; now served]',
		...overrides,
	};
}

function list(publications: SitePublicationRow[]): SitePublicationList {
	return { publications, total: publications.length, page: 1, pageSize: 20, publisher: 'rebuild' };
}

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
	vi.useRealTimers();
});

describe('SitePublications', () => {
	it('lists each publication with its state, who asked and a failure’s log open', async () => {
		vi.mocked(listSitePublications).mockResolvedValue({
			ok: true,
			data: list([
				row({
					id: 2,
					status: 'failed',
					reason: 'Archivado: Tos seca',
					requestedBy: null,
					log: 'Build-time API call failed (getCourse)',
				}),
				row({}),
			]),
		});
		render(<SitePublications />);
		const items = within(
			await screen.findByRole('list', { name: /Publicaciones, de la más/ }),
		).getAllByRole('listitem');
		expect(items).toHaveLength(2);
		const [failed, live] = items as [HTMLElement, HTMLElement];
		expect(within(failed).getByText('Ha fallado')).toBeTruthy();
		expect(within(failed).getByText(/^Pedida el 26 de noviembre de 2026 a las 9:05/)).toBeTruthy();
		expect(failed.textContent).toContain('Terminada el 26 de noviembre de 2026 a las 9:05');
		expect(failed.querySelector('details')?.open).toBe(true);
		expect(within(failed).getByText('Build-time API call failed (getCourse)')).toBeTruthy();
		expect(within(live).getByText('Publicada')).toBeTruthy();
		expect(
			within(live).getByText(/Pedida por Beatriz Navarro Gil el 26 de noviembre de 2026/),
		).toBeTruthy();
		expect(live.querySelector('details')?.open).toBe(false);
		expect(screen.getByText(/Este servidor genera de nuevo las páginas públicas/)).toBeTruthy();
		expect(screen.queryByText(/Se actualiza sola/)).toBeNull();
	});

	it('asks again while a publication is under way, and stops once it is live', async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		vi.mocked(listSitePublications)
			.mockResolvedValueOnce({ ok: true, data: list([row({ status: 'building' })]) })
			.mockResolvedValue({ ok: true, data: list([row({ status: 'live' })]) });
		render(<SitePublications />);
		expect(await screen.findByText('Generando las páginas')).toBeTruthy();
		expect(screen.getByText(/Se actualiza sola/)).toBeTruthy();
		await vi.advanceTimersByTimeAsync(REFRESH_MS);
		expect(await screen.findByText('Publicada')).toBeTruthy();
		const calls = vi.mocked(listSitePublications).mock.calls.length;
		await vi.advanceTimersByTimeAsync(REFRESH_MS * 3);
		expect(vi.mocked(listSitePublications).mock.calls.length).toBe(calls);
	});

	it('queues a new publication and says so', async () => {
		vi.mocked(listSitePublications).mockResolvedValueOnce({ ok: true, data: list([row({})]) });
		vi.mocked(republishSite).mockResolvedValue({ ok: true, data: { publicationId: 3 } });
		vi.mocked(listSitePublications).mockResolvedValue({
			ok: true,
			data: list([
				row({ id: 3, status: 'queued', reason: 'Publicación repetida desde el estudio' }),
				row({}),
			]),
		});
		render(<SitePublications />);
		fireEvent.click(await screen.findByRole('button', { name: 'Volver a publicar la web' }));
		await waitFor(() => {
			expect(screen.getByText('Publicación en cola. El estado se actualiza solo.')).toBeTruthy();
		});
		expect(republishSite).toHaveBeenCalledTimes(1);
		expect(await screen.findByText('En cola')).toBeTruthy();
	});

	it('tells someone outside the studio that the page is not for them', async () => {
		vi.mocked(listSitePublications).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'La ruta solicitada no existe en la API',
		});
		render(<SitePublications />);
		expect(await screen.findByText('Página no disponible')).toBeTruthy();
		expect(screen.queryByRole('button', { name: 'Volver a publicar la web' })).toBeNull();
	});
});
