// @vitest-environment happy-dom
/**
 * The actions on a person in the back-office (issue #20): each asks first what it will do (a
 * dialog, a typed word for blocking), sends one request per confirmation with its key, says how it
 * went and shows the page again; a refusal stays in its dialog.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	blockAccount,
	cancelLicence,
	correctName,
	endSessions,
	extendTrial,
	getCustomer,
	grantLicence,
	refundInvoice,
	sendPasswordReset,
} from '../../../../lib/api/admin';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import { $toasts, clearToasts } from '../../../../stores/toasts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import CustomerPage from './CustomerPage';
import { at, CUSTOMER, UUID } from './test-customer';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/admin', () => ({
	getCustomer: vi.fn(),
	grantLicence: vi.fn(),
	endSessions: vi.fn(),
	sendPasswordReset: vi.fn(),
	correctName: vi.fn(),
	blockAccount: vi.fn(),
	unblockAccount: vi.fn(),
	refundInvoice: vi.fn(),
	cancelLicence: vi.fn(),
	extendTrial: vi.fn(),
}));

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
	clearToasts();
});

function lastToast(): string | undefined {
	return $toasts.get().at(-1)?.text;
}

describe('the actions of CustomerPage', () => {
	it('gives a complimentary licence once confirmed, sent once per opening of the dialog', async () => {
		at('?id=7');
		vi.mocked(getCustomer).mockResolvedValue({ ok: true, data: CUSTOMER });
		let answer: (value: Awaited<ReturnType<typeof grantLicence>>) => void = () => undefined;
		vi.mocked(grantLicence).mockImplementation(
			() =>
				new Promise((resolve) => {
					answer = resolve;
				}),
		);
		render(<CustomerPage />);
		fireEvent.click(await screen.findByRole('button', { name: 'Regalar suscripción' }));
		const dialog = screen.getByRole('dialog', { name: 'Regalar una suscripción' });
		fireEvent.change(within(dialog).getByLabelText('Plan'), { target: { value: '321' } });
		fireEvent.change(within(dialog).getByLabelText('Duración'), { target: { value: '3' } });
		expect(dialog.textContent).toContain(
			'Ramón García Soler tendrá el Plan Farmacia XL mensual gratis durante 3 meses.',
		);
		const submit = within(dialog).getByRole('button', { name: 'Regalar' });
		fireEvent.click(submit);
		fireEvent.click(submit);
		expect(grantLicence).toHaveBeenCalledTimes(1);
		const [request] = vi.mocked(grantLicence).mock.calls[0]!;
		expect(request).toEqual({
			userId: 7,
			planId: 321,
			months: 3,
			requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
		});
		answer({ ok: true, data: { enrollmentId: 99, endAt: '2027-02-26T10:00:00' } });
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		expect(getCustomer).toHaveBeenCalledTimes(2);

		// A failure stays in the dialog with its reason; a new opening is a new request.
		vi.mocked(grantLicence).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'plan_nf',
			msg: 'Ese plan no se puede regalar: elige uno de los planes a la venta.',
		});
		fireEvent.click(screen.getByRole('button', { name: 'Regalar suscripción' }));
		const again = screen.getByRole('dialog', { name: 'Regalar una suscripción' });
		fireEvent.click(within(again).getByRole('button', { name: 'Regalar' }));
		expect((await within(again).findByRole('alert')).textContent).toBe(
			'Ese plan no se puede regalar: elige uno de los planes a la venta.',
		);
		const second = vi.mocked(grantLicence).mock.calls[1]![0];
		expect(second.requestKey).not.toBe(request.requestKey);
		expect(second.planId).toBe(201);
	});

	it('ends the sessions and sends the password mail only once each is confirmed', async () => {
		at('?id=7');
		vi.mocked(getCustomer).mockResolvedValue({ ok: true, data: CUSTOMER });
		vi.mocked(endSessions).mockResolvedValue({ ok: true, data: { sessionsEnded: 2 } });
		vi.mocked(sendPasswordReset).mockResolvedValue({
			ok: true,
			data: { email: 'titular@liceo.local' },
		});
		render(
			<>
				<CustomerPage />
				<ConfirmDialog />
			</>,
		);
		fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sus sesiones' }));
		let dialog = screen.getByRole('dialog', {
			name: '¿Cerrar todas las sesiones de Ramón García Soler?',
		});
		fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		expect(endSessions).not.toHaveBeenCalled();

		fireEvent.click(screen.getByRole('button', { name: 'Cerrar sus sesiones' }));
		dialog = screen.getByRole('dialog', { name: /Cerrar todas las sesiones/ });
		fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesiones' }));
		await waitFor(() => {
			expect(lastToast()).toBe('Se han cerrado 2 sesiones.');
		});
		expect(vi.mocked(endSessions).mock.calls[0]![0]).toEqual({
			userId: 7,
			requestKey: expect.stringMatching(UUID) as string,
		});

		fireEvent.click(screen.getByRole('button', { name: 'Enviar correo de contraseña' }));
		dialog = screen.getByRole('dialog', {
			name: '¿Enviar a Ramón García Soler el correo para crear una contraseña nueva?',
		});
		expect(dialog.textContent).toContain(
			'Le llegará a titular@liceo.local un enlace de un solo uso',
		);
		fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar correo' }));
		await waitFor(() => {
			expect(lastToast()).toBe('Correo enviado a titular@liceo.local.');
		});
		expect(sendPasswordReset).toHaveBeenCalledTimes(1);
	});

	it('corrects the name from a dialog that says what it changes, and shows a refusal in it', async () => {
		at('?id=7');
		vi.mocked(getCustomer).mockResolvedValue({ ok: true, data: CUSTOMER });
		vi.mocked(correctName)
			.mockResolvedValueOnce({
				ok: false,
				status: 400,
				result: 'inv_data',
				msg: 'Nombre: solo letras y espacios',
			})
			.mockResolvedValueOnce({
				ok: true,
				data: { name: 'Ramón', lastName: 'García Solé', certificates: 0 },
			});
		render(<CustomerPage />);
		fireEvent.click(await screen.findByRole('button', { name: 'Corregir nombre' }));
		const dialog = screen.getByRole('dialog', { name: 'Corregir el nombre' });
		expect(within(dialog).getByLabelText<HTMLInputElement>('Nombre').value).toBe('Ramón');
		// Its only certificate is revoked: it keeps the name it was issued with.
		expect(dialog.textContent).toContain('No tiene certificados vigentes.');
		fireEvent.change(within(dialog).getByLabelText('Apellidos'), {
			target: { value: ' García Solé ' },
		});
		fireEvent.click(within(dialog).getByRole('button', { name: 'Corregir nombre' }));
		expect(
			(await within(dialog).findByText('Nombre: solo letras y espacios')).getAttribute('role'),
		).toBe('alert');
		fireEvent.click(within(dialog).getByRole('button', { name: 'Corregir nombre' }));
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		const [first, second] = vi.mocked(correctName).mock.calls.map(([input]) => input);
		expect(second).toEqual({
			userId: 7,
			name: 'Ramón',
			lastName: 'García Solé',
			requestKey: first!.requestKey,
		});
		expect(lastToast()).toBe('Nombre corregido: Ramón García Solé.');
	});

	it('blocks only once the word is typed, then shows the account as blocked', async () => {
		at('?id=7');
		vi.mocked(getCustomer)
			.mockResolvedValueOnce({ ok: true, data: CUSTOMER })
			.mockResolvedValueOnce({
				ok: true,
				data: { ...CUSTOMER, account: { ...CUSTOMER.account, blockedAt: '2026-11-26T10:00:00' } },
			});
		vi.mocked(blockAccount).mockResolvedValue({
			ok: true,
			data: { blockedAt: '2026-11-26T10:00:00', sessionsEnded: 1 },
		});
		render(
			<>
				<CustomerPage />
				<ConfirmDialog />
			</>,
		);
		fireEvent.click(await screen.findByRole('button', { name: 'Bloquear cuenta' }));
		const dialog = screen.getByRole('dialog', {
			name: '¿Bloquear la cuenta de Ramón García Soler?',
		});
		const confirm = within(dialog).getByRole('button', { name: 'Bloquear' });
		expect(confirm.hasAttribute('disabled')).toBe(true);
		fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'bloquear' } });
		expect(confirm.hasAttribute('disabled')).toBe(false);
		fireEvent.click(confirm);
		expect(
			await screen.findByText(/Cuenta bloqueada desde el 26 de noviembre de 2026/),
		).toBeTruthy();
		expect(vi.mocked(blockAccount).mock.calls[0]![0]).toEqual({
			userId: 7,
			requestKey: expect.stringMatching(UUID) as string,
		});
		expect(lastToast()).toBe('Cuenta bloqueada.');
		expect(screen.getByRole('button', { name: 'Desbloquear cuenta' })).toBeTruthy();
		expect(screen.queryByRole('button', { name: 'Bloquear cuenta' })).toBeNull();
	});

	it('gives back at most what is left of an invoice, in euros as typed', async () => {
		at('?id=7');
		vi.mocked(getCustomer).mockResolvedValue({ ok: true, data: CUSTOMER });
		vi.mocked(refundInvoice).mockResolvedValue({
			ok: true,
			data: { refundId: 're_sbx_1', invoiceId: 5, amountMinor: 5000 },
		});
		render(<CustomerPage />);
		fireEvent.click(
			await screen.findByRole('button', {
				name: 'Devolver parte o todo de la factura F2026-00012',
			}),
		);
		const dialog = screen.getByRole('dialog', { name: 'Devolver un cobro' });
		const amount = within(dialog).getByLabelText<HTMLInputElement>('Importe a devolver (€)');
		expect(amount.value).toBe('199,90');
		const submit = within(dialog).getByRole('button', { name: 'Devolver' });
		fireEvent.change(amount, { target: { value: '250' } });
		expect(dialog.textContent).toMatch(/No puede pasar de 199[.,]90\s€/);
		expect(submit.hasAttribute('disabled')).toBe(true);
		fireEvent.change(amount, { target: { value: 'cincuenta' } });
		expect(dialog.textContent).toContain('Escribe el importe en euros, por ejemplo 19,90.');
		fireEvent.change(amount, { target: { value: '50' } });
		expect(dialog.textContent).toMatch(/Se devolverán 50\s€ a la tarjeta con la que pagó/);
		fireEvent.click(submit);
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		expect(vi.mocked(refundInvoice).mock.calls[0]![0]).toEqual({
			userId: 7,
			invoiceId: 5,
			amountMinor: 5000,
			requestKey: expect.stringMatching(UUID) as string,
		});
		expect(lastToast()).toMatch(
			/^Devueltos 50\s€\. La factura rectificativa le llegará por correo\.$/,
		);
	});

	it('cancels a running licence at the end of its period or now, as chosen', async () => {
		at('?id=7');
		const running = {
			...CUSTOMER.licences[0]!,
			id: 41,
			status: 'active' as const,
			endAt: '2030-01-22T10:00:00',
			failures: [],
		};
		vi.mocked(getCustomer).mockResolvedValue({
			ok: true,
			data: { ...CUSTOMER, licences: [running, CUSTOMER.licences[0]!] },
		});
		vi.mocked(cancelLicence).mockResolvedValue({
			ok: true,
			data: { enrollmentId: 41, status: 'active', endsAt: '2030-01-22T10:00:00' },
		});
		render(<CustomerPage />);
		// The unpaid one's grace is over (its end has passed): nothing to cancel there.
		const buttons = await screen.findAllByRole('button', {
			name: 'Cancelar la suscripción Plan Farmacia XL mensual',
		});
		expect(buttons).toHaveLength(1);
		fireEvent.click(buttons[0]!);
		const dialog = screen.getByRole('dialog', { name: 'Cancelar una suscripción' });
		const when = within(dialog).getByLabelText<HTMLSelectElement>('Cuándo');
		expect(when.value).toBe('period_end');
		expect(dialog.textContent).toContain('Seguirá teniendo acceso hasta el 22 de enero de 2030');
		fireEvent.change(when, { target: { value: 'now' } });
		expect(dialog.textContent).toContain('El acceso termina ahora.');
		fireEvent.change(when, { target: { value: 'period_end' } });
		fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar suscripción' }));
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		expect(vi.mocked(cancelLicence).mock.calls[0]![0]).toEqual({
			userId: 7,
			enrollmentId: 41,
			when: 'period_end',
			requestKey: expect.stringMatching(UUID) as string,
		});
		expect(lastToast()).toBe('Suscripción cancelada: termina el 22 de enero de 2030.');
	});

	it('extends a trial by the days chosen, saying the new end before confirming', async () => {
		at('?id=7');
		const trialing = {
			...CUSTOMER.licences[0]!,
			id: 42,
			planName: 'Plan Profesional mensual',
			status: 'trialing' as const,
			trial: true,
			endAt: '2030-01-05T10:00:00',
			failures: [],
		};
		vi.mocked(getCustomer).mockResolvedValue({
			ok: true,
			data: { ...CUSTOMER, licences: [trialing] },
		});
		vi.mocked(extendTrial).mockResolvedValue({
			ok: true,
			data: { enrollmentId: 42, trialEnd: '2030-01-15T10:00:00' },
		});
		render(<CustomerPage />);
		fireEvent.click(
			await screen.findByRole('button', {
				name: 'Alargar la prueba gratuita de Plan Profesional mensual',
			}),
		);
		const dialog = screen.getByRole('dialog', { name: 'Alargar la prueba gratuita' });
		expect(dialog.textContent).toContain('termina el 5 de enero de 2030');
		expect(dialog.textContent).toContain('La prueba terminará el 12 de enero de 2030');
		fireEvent.change(within(dialog).getByLabelText('Días más'), { target: { value: '10' } });
		expect(dialog.textContent).toContain('La prueba terminará el 15 de enero de 2030');
		fireEvent.click(within(dialog).getByRole('button', { name: 'Alargar prueba' }));
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		expect(vi.mocked(extendTrial).mock.calls[0]![0]).toEqual({
			userId: 7,
			enrollmentId: 42,
			days: 10,
			requestKey: expect.stringMatching(UUID) as string,
		});
		expect(lastToast()).toBe('Prueba alargada hasta el 15 de enero de 2030.');
	});
});
