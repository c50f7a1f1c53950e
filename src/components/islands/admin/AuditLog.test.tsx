// @vitest-environment happy-dom
/**
 * The back-office's audit log page (issue #20): each entry with when, what, who and the fields it
 * changed; the filters ask the API for what they say; a caller who is not an admin reads that the
 * page is not for them.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAuditLog } from '../../../lib/api/admin';
import type { AuditEntryView, AuditLogPage } from '../../../lib/contracts/audit';
import { loadSubscriptions, sessionReady } from '../../../stores/session';
import AuditLog from './AuditLog';

vi.mock('../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../lib/api/admin', () => ({ listAuditLog: vi.fn() }));

function entry(overrides: Partial<AuditEntryView>): AuditEntryView {
	return {
		id: 1,
		at: '2026-11-26T09:05:00',
		actor: { id: 7, name: 'Beatriz Navarro', email: 'editora@liceo.local' },
		actorRole: 'editor',
		action: 'course.archive',
		subjectType: 'course',
		subjectId: '42',
		before: { status: 'published' },
		after: { status: 'archived' },
		...overrides,
	};
}

function page(entries: AuditEntryView[], total = entries.length): AuditLogPage {
	return { entries, total, page: 1, pageSize: 50 };
}

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
});

describe('AuditLog', () => {
	it('shows each entry: when, the action, who in which role, the subject and its changes', async () => {
		vi.mocked(listAuditLog).mockResolvedValue({
			ok: true,
			data: page([
				entry({}),
				entry({
					id: 2,
					actor: null,
					actorRole: 'admin',
					action: 'site.republish',
					subjectType: 'site',
					subjectId: null,
					before: null,
					after: null,
				}),
			]),
		});
		render(<AuditLog />);
		const table = await screen.findByRole('table', { name: /Registro de actividad/ });
		const [, archived, republished] = within(table).getAllByRole('row');
		expect(within(archived!).getByRole('rowheader').textContent).toBe(
			'26 de noviembre de 2026 a las 9:05',
		);
		expect(archived!.textContent).toContain('Archivar curso');
		expect(archived!.textContent).toContain('Beatriz Navarro');
		expect(archived!.textContent).toContain('edición');
		expect(within(archived!).getByRole('link', { name: 'Curso 42' }).getAttribute('href')).toBe(
			'/estudio/curso/?cid=42',
		);
		const changes = within(archived!).getByText('Ver 1 cambio');
		fireEvent.click(changes);
		expect(archived!.querySelector('del')?.textContent).toBe('published');
		expect(archived!.querySelector('ins')?.textContent).toBe('archived');

		expect(republished!.textContent).toContain('Volver a publicar el sitio');
		expect(republished!.textContent).toContain('Cuenta eliminada');
		expect(republished!.textContent).toContain('administración');
		expect(republished!.textContent).toContain('Todo el sitio');
		expect(republished!.textContent).toContain('Sin datos cambiados');
		expect(screen.getByRole('status').textContent).toBe('2 entradas');
	});

	it('names a person, a coupon, a thread or a plan as the subject, linked where it has a page', async () => {
		vi.mocked(listAuditLog).mockResolvedValue({
			ok: true,
			data: page([
				entry({ action: 'customer.block', subjectType: 'customer', subjectId: '31' }),
				entry({ id: 2, action: 'coupon.create', subjectType: 'coupon', subjectId: 'SEFAC' }),
				entry({ id: 3, action: 'inbox.reply', subjectType: 'inbox', subjectId: '8' }),
				entry({ id: 4, action: 'plan.update', subjectType: 'plan', subjectId: '201' }),
			]),
		});
		render(<AuditLog />);
		const table = await screen.findByRole('table', { name: /Registro de actividad/ });
		const [, blocked, created, replied, repriced] = within(table).getAllByRole('row');
		expect(within(blocked!).getByRole('link', { name: 'Persona 31' }).getAttribute('href')).toBe(
			'/admin/cliente/?id=31',
		);
		expect(created!.textContent).toContain('Cupón SEFAC');
		expect(created!.textContent).not.toContain('Todo el sitio');
		expect(within(repriced!).getByRole('link', { name: 'Plan 201' }).getAttribute('href')).toBe(
			'/admin/planes/',
		);
		expect(replied!.textContent).toContain('Responder una consulta');
		expect(within(replied!).getByRole('link', { name: 'Consulta 8' }).getAttribute('href')).toBe(
			'/admin/consulta/?id=8',
		);
	});

	it('asks for the action, the days and the subject the filters say, from the first page', async () => {
		vi.mocked(listAuditLog).mockResolvedValue({ ok: true, data: page([entry({})], 120) });
		render(<AuditLog />);
		await screen.findByRole('table');
		fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
		await waitFor(() => {
			expect(listAuditLog).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
		});
		const filters = screen.getByRole('search', { name: 'Buscar en el registro' });
		fireEvent.change(within(filters).getByLabelText('Acción'), {
			target: { value: 'course.publish' },
		});
		fireEvent.change(within(filters).getByLabelText('Desde'), { target: { value: '2026-11-01' } });
		await waitFor(() => {
			expect(listAuditLog).toHaveBeenLastCalledWith({
				query: '',
				action: 'course.publish',
				from: '2026-11-01',
				to: undefined,
				page: 1,
			});
		});
		fireEvent.change(within(filters).getByLabelText(/Número de lo afectado/), {
			target: { value: '42' },
		});
		await waitFor(() => {
			expect(listAuditLog).toHaveBeenLastCalledWith(expect.objectContaining({ query: '42' }));
		});
	});

	it('says the page is for admins when the API answers 404', async () => {
		vi.mocked(listAuditLog).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'No encontrado',
		});
		render(<AuditLog />);
		expect(
			await screen.findByText('Esta página es solo para la administración del campus.'),
		).toBeTruthy();
		expect(screen.queryByRole('table')).toBeNull();
	});
});
