// @vitest-environment happy-dom
/**
 * A person's page in the back-office (issue #20): the person of `?id=` with their account,
 * subscriptions (a failed renewal shown as such), invoices, pharmacy, certificates and activity;
 * a missing or unknown number says so and leads back to the search.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	blockAccount,
	correctName,
	endSessions,
	getCustomer,
	grantLicence,
	refundInvoice,
	sendPasswordReset,
} from '../../../../lib/api/admin';
import { $toasts, clearToasts } from '../../../../stores/toasts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import type { CustomerDetail } from '../../../../lib/contracts/customers';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import CustomerPage from './CustomerPage';

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
}));

const CUSTOMER: CustomerDetail = {
	account: {
		id: 7,
		name: 'Ramón',
		lastName: 'García Soler',
		email: 'titular@liceo.local',
		nick: 'demo_titular',
		phone: '600111222',
		userType: 1,
		staffRole: null,
		createdAt: '2026-01-15T09:00:00',
		lastLoginAt: '2026-11-25T08:30:00',
		termsAcceptedAt: null,
		newsletter: true,
		blockedAt: null,
	},
	licences: [
		{
			id: 40,
			planName: 'Plan Farmacia XL mensual',
			status: 'past_due',
			trial: false,
			periodicity: 2,
			priceMinor: 19990,
			startAt: '2026-10-22T10:00:00',
			endAt: '2026-11-22T10:00:00',
			cancelAtPeriodEnd: false,
			cancelAt: null,
			complimentary: false,
			failures: [
				{
					failedAt: '2026-11-22T10:05:00',
					periodStart: '2026-11-22T10:00:00',
					declineCode: 'insufficient_funds',
					amountMinor: 19990,
					recoveredAt: null,
				},
				{
					failedAt: '2026-10-22T10:05:00',
					periodStart: '2026-10-22T10:00:00',
					declineCode: 'weird_new_code',
					amountMinor: 19990,
					recoveredAt: '2026-10-24T09:00:00',
				},
			],
			gatewaySubscriptionId: 'sub_sbx_123',
			createdAt: '2026-10-22T10:00:00',
		},
	],
	invoices: [
		{
			id: 5,
			series: 'F',
			refundedMinor: 0,
			number: 'F2026-00012',
			reason: 'first_period',
			issuedAt: '2026-10-22T10:00:00',
			description: 'Plan Farmacia XL mensual',
			totalMinor: 19990,
			currency: 'EUR',
		},
	],
	pharmacy: {
		id: 3,
		name: 'Farmacia Demo Liceo',
		role: 'owner',
		ownerName: 'Ramón García Soler',
		members: 6,
		seats: 20,
	},
	certificates: [
		{
			code: 'ABCD1234',
			courseName: 'Dermatitis del pañal',
			holderName: 'Ramón García Soler',
			issuedAt: '2026-11-02T10:00:00',
			revokedAt: '2026-11-10T10:00:00',
		},
	],
	grantablePlans: [
		{ id: 201, name: 'Plan Profesional mensual' },
		{ id: 321, name: 'Plan Farmacia XL mensual' },
	],
	sessions: { openSessions: 2, recentLogins: ['2026-11-25T08:30:00', '2026-11-20T18:00:00'] },
	learning: {
		coursesStarted: 3,
		coursesCompleted: 1,
		minutesWatched: 42,
		lastLearningDay: '2026-11-24',
	},
};

function at(search: string) {
	window.history.replaceState(null, '', `/admin/cliente/${search}`);
}

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
	clearToasts();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function lastToast(): string | undefined {
	return $toasts.get().at(-1)?.text;
}

describe('CustomerPage', () => {
	it('shows everything about the person of the address, section by section', async () => {
		at('?id=7');
		vi.mocked(getCustomer).mockResolvedValue({ ok: true, data: CUSTOMER });
		render(<CustomerPage />);
		expect(await screen.findByRole('heading', { name: 'Ramón García Soler' })).toBeTruthy();
		expect(getCustomer).toHaveBeenCalledWith(7);

		const account = screen.getByRole('region', { name: 'Cuenta' });
		expect(account.textContent).toContain('titular@liceo.local');
		expect(account.textContent).toContain('Titular de farmacia');
		expect(account.textContent).toContain('No constan (cuenta creada por el equipo)');

		const licences = screen.getByRole('region', { name: 'Suscripciones' });
		const [, licence] = within(licences).getAllByRole('row');
		expect(licence!.textContent).toContain('Pago pendiente');
		expect(licence!.textContent).toContain('Del 22 de octubre de 2026 al 22 de noviembre de 2026');
		expect(licence!.textContent).toMatch(/199[.,]90\s€ al mes/);
		expect(licence!.textContent).toContain('sub_sbx_123');
		expect(licence!.textContent).toMatch(
			/Cobro de 199[.,]90\s€ rechazado el 22 de noviembre de 2026: fondos insuficientes/,
		);
		expect(licence!.textContent).toContain(
			'rechazado el 22 de octubre de 2026: motivo del banco: weird_new_code. Cobrado después, el 24 de octubre de 2026',
		);

		const invoices = screen.getByRole('region', { name: 'Facturas' });
		expect(invoices.textContent).toContain('F2026-00012');
		expect(invoices.textContent).toContain('Alta');

		expect(screen.getByRole('region', { name: 'Farmacia y equipo' }).textContent).toContain(
			'6 de 20 plazas ocupadas por el equipo',
		);
		const certificates = screen.getByRole('region', { name: 'Certificados' });
		expect(
			within(certificates).getByRole('link', { name: 'Dermatitis del pañal' }).getAttribute('href'),
		).toBe('/certificados/ABCD1234');
		expect(certificates.textContent).toContain('Revocado el 10 de noviembre de 2026');

		const activity = screen.getByRole('region', { name: 'Accesos' });
		expect(activity.textContent).toContain('2 sesiones abiertas');
		expect(activity.textContent).toContain('20 de noviembre de 2026 a las 18:00');
		expect(activity.textContent).toContain('42');
	});

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

	it('says when the address names nobody, or nobody with that number', async () => {
		at('?id=abc');
		render(<CustomerPage />);
		expect(
			await screen.findByText(
				'Falta el número de la persona en la dirección. Búscala en Clientes.',
			),
		).toBeTruthy();
		expect(getCustomer).not.toHaveBeenCalled();
		cleanup();

		at('?id=99');
		vi.mocked(getCustomer).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'customer_nf',
			msg: 'No hay ninguna persona con ese número. Puede que su cuenta se haya eliminado.',
		});
		render(<CustomerPage />);
		expect(await screen.findByText(/No hay ninguna persona con ese número/)).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Volver a clientes' }).getAttribute('href')).toBe(
			'/admin/',
		);
	});

	it('tells someone who is not an admin that the page is not theirs', async () => {
		at('?id=7');
		vi.mocked(getCustomer).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'No encontrado',
		});
		render(<CustomerPage />);
		expect(
			await screen.findByText('Esta página es solo para la administración del campus.'),
		).toBeTruthy();
	});
});
