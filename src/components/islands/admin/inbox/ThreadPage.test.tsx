// @vitest-environment happy-dom
/**
 * A thread of the support inbox (issue #20): what the person sent, the history, and the forms. A
 * reply is sent with the text and a request key, the same key when it is tried again after a
 * failure and a new one for the next reply; the status and the assignee change only when their
 * button is pressed; a missing or unknown number says so and leads back to the inbox.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assignThread, getThread, sendReply, setThreadStatus } from '../../../../lib/api/admin';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import { $toasts, clearToasts } from '../../../../stores/toasts';
import { at, UUID } from '../customer/test-customer';
import ThreadPage from './ThreadPage';
import { THREAD } from './test-thread';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/admin', () => ({
	getThread: vi.fn(),
	setThreadStatus: vi.fn(),
	assignThread: vi.fn(),
	addNote: vi.fn(),
	sendReply: vi.fn(),
}));

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(getThread).mockResolvedValue({ ok: true, data: THREAD });
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
	clearToasts();
});

const changed = { threadId: 12, status: 'answered', assigneeId: null } as const;

describe('ThreadPage', () => {
	it('shows what the person sent, who they are and the history', async () => {
		at('?id=12');
		render(<ThreadPage />);
		expect(await screen.findByRole('heading', { name: 'Consulta 12' })).toBeTruthy();
		expect(getThread).toHaveBeenCalledWith(12);
		const request = screen.getByRole('region', { name: 'Lo que nos escribió' });
		expect(request.textContent).toContain('lucia@farmacia.es');
		expect(request.textContent).toContain('No encuentro mi certificado.\nLo terminé ayer.');
		expect(
			within(request).getByRole('link', { name: 'Ver ficha de Lucía Navarro Gil' }),
		).toBeTruthy();
		const history = screen.getByRole('region', { name: 'Historial' });
		expect(history.textContent).toContain('Nota interna de Ana Admin');
		expect(history.textContent).toContain('Revisar si terminó el curso.');
	});

	it('sends a reply with one key until it works, then a new key for the next', async () => {
		at('?id=12');
		vi.mocked(sendReply)
			.mockResolvedValueOnce({
				ok: false,
				status: 500,
				result: 'server_error',
				msg: 'Falló el envío.',
			})
			.mockResolvedValue({ ok: true, data: { threadId: 12, messageId: 2, status: 'answered' } });
		render(<ThreadPage />);
		const form = await screen.findByRole('region', { name: 'Responder por correo' });
		const text = within(form).getByLabelText(/^Respuesta/);
		const send = within(form).getByRole('button', { name: 'Enviar respuesta' });
		expect(send.hasAttribute('disabled')).toBe(true);
		fireEvent.change(text, { target: { value: '  Ya lo tienes en tu perfil.  ' } });
		fireEvent.click(send);
		expect((await within(form).findByRole('alert')).textContent).toBe('Falló el envío.');
		fireEvent.click(send);
		await waitFor(() => {
			expect(sendReply).toHaveBeenCalledTimes(2);
		});
		const [first, second] = vi.mocked(sendReply).mock.calls.map(([input]) => input);
		expect(first).toEqual({
			threadId: 12,
			body: 'Ya lo tienes en tu perfil.',
			requestKey: expect.stringMatching(UUID),
		});
		expect(second?.requestKey).toBe(first?.requestKey);
		await waitFor(() => {
			expect($toasts.get().map((toast) => toast.text)).toContain(
				'Respuesta enviada a lucia@farmacia.es.',
			);
		});
		expect((text as HTMLTextAreaElement).value).toBe('');
		fireEvent.change(text, { target: { value: 'Otra cosa.' } });
		fireEvent.click(send);
		await waitFor(() => {
			expect(sendReply).toHaveBeenCalledTimes(3);
		});
		expect(vi.mocked(sendReply).mock.calls[2]?.[0].requestKey).not.toBe(first?.requestKey);
	});

	it('changes the status and the assignee only when their button is pressed', async () => {
		at('?id=12');
		vi.mocked(setThreadStatus).mockResolvedValue({ ok: true, data: changed });
		vi.mocked(assignThread).mockResolvedValue({
			ok: true,
			data: { ...changed, assigneeId: 4 },
		});
		render(<ThreadPage />);
		const manage = await screen.findByRole('region', { name: 'Estado y responsable' });
		fireEvent.change(within(manage).getByLabelText('Estado'), { target: { value: 'closed' } });
		expect(setThreadStatus).not.toHaveBeenCalled();
		fireEvent.click(within(manage).getByRole('button', { name: 'Cambiar estado' }));
		await waitFor(() => {
			expect(setThreadStatus).toHaveBeenCalledWith({
				threadId: 12,
				status: 'closed',
				requestKey: expect.stringMatching(UUID),
			});
		});
		fireEvent.change(within(manage).getByLabelText('Responsable'), { target: { value: '4' } });
		fireEvent.click(within(manage).getByRole('button', { name: 'Asignar' }));
		await waitFor(() => {
			expect(assignThread).toHaveBeenCalledWith({
				threadId: 12,
				assigneeId: 4,
				requestKey: expect.stringMatching(UUID),
			});
		});
		await waitFor(() => {
			expect($toasts.get().map((toast) => toast.text)).toContain(
				'Consulta asignada a Bruno Admin.',
			);
		});
	});

	it('says when the number is missing or unknown, with the way back', async () => {
		at('');
		render(<ThreadPage />);
		expect(await screen.findByText('Falta el número de la consulta en la dirección.')).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Volver a las consultas' })).toBeTruthy();
		cleanup();
		at('?id=99');
		vi.mocked(getThread).mockResolvedValueOnce({
			ok: false,
			status: 404,
			result: 'thread_nf',
			msg: 'No hay ninguna consulta con ese número.',
		});
		render(<ThreadPage />);
		expect(await screen.findByText('No hay ninguna consulta con ese número.')).toBeTruthy();
	});
});
