// @vitest-environment happy-dom
/**
 * The back-office's support inbox (issue #20): each thread with its person (their page linked
 * when they have an account), kind, status, assignee and day; the filters ask the API again from
 * the first page; non-admins are told the page is not theirs.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listInbox } from '../../../../lib/api/admin';
import type { InboxPage, InboxThreadRow } from '../../../../lib/contracts/support-inbox';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import Inbox from './Inbox';
import { threadRow } from './test-thread';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/admin', () => ({ listInbox: vi.fn() }));

function page(threads: InboxThreadRow[], total = threads.length): InboxPage {
	return { threads, total, page: 1, pageSize: 50 };
}

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(listInbox).mockResolvedValue({
		ok: true,
		data: page([
			threadRow({
				id: 13,
				kind: 'call_request',
				status: 'in_progress',
				person: { name: 'Marta Ruiz', email: 'marta@farmacia.es', userId: null },
				summary: 'Plan Farmacia M',
				assignee: { id: 3, name: 'Ana Admin' },
			}),
			threadRow({}),
		]),
	});
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
});

describe('Inbox', () => {
	it('shows each thread with its person, kind, status and assignee, linked to its page', async () => {
		render(<Inbox />);
		const table = await screen.findByRole('table', { name: /Consultas/ });
		const [call, support] = within(table).getAllByRole('row').slice(1);
		expect(within(call!).getByRole('link', { name: 'Consulta 13' }).getAttribute('href')).toBe(
			'/admin/consulta/?id=13',
		);
		expect(call!.textContent).toContain('Plan Farmacia M');
		expect(call!.textContent).toContain('Sin cuenta en el campus');
		expect(call!.textContent).toContain('Te llamamos');
		expect(call!.textContent).toContain('En curso');
		expect(call!.textContent).toContain('Ana Admin');
		expect(
			within(support!)
				.getByRole('link', { name: 'Ver ficha de Lucía Navarro Gil' })
				.getAttribute('href'),
		).toBe('/admin/cliente/?id=7');
		expect(support!.textContent).toContain('Chat de soporte');
		expect(support!.textContent).toContain('Nueva');
		expect(support!.textContent).toContain('Sin asignar');
		expect(screen.getByRole('status').textContent).toBe('2 consultas');
	});

	it('asks again for what the filters say, from the first page', async () => {
		render(<Inbox />);
		await screen.findByRole('table');
		expect(listInbox).toHaveBeenLastCalledWith({
			query: '',
			status: undefined,
			kind: undefined,
			page: 1,
		});
		fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'new' } });
		fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'carrion' } });
		fireEvent.change(screen.getByLabelText('Nombre, email, número o texto'), {
			target: { value: 'lucía' },
		});
		await waitFor(() => {
			expect(listInbox).toHaveBeenLastCalledWith({
				query: 'lucía',
				status: 'new',
				kind: 'carrion',
				page: 1,
			});
		});
	});

	it('says when nothing matches, and tells non-admins the page is not theirs', async () => {
		vi.mocked(listInbox).mockResolvedValueOnce({ ok: true, data: page([]) });
		render(<Inbox />);
		expect(await screen.findByText('No hay consultas con estos filtros.')).toBeTruthy();
		cleanup();
		vi.mocked(listInbox).mockResolvedValueOnce({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'No encontrado',
		});
		render(<Inbox />);
		expect(
			await screen.findByText('Esta página es solo para la administración del campus.'),
		).toBeTruthy();
	});
});
