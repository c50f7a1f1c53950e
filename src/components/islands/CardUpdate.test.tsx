// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxPaymentMethod, updateCard } from '../../lib/api/purchase';
import { writeTokenCookies } from '../../lib/session-cookies';
import { clearSession, setAuth } from '../../stores/auth';
import { loadSubscriptions, sessionReady } from '../../stores/session';
import { setSubscriptions, type Licence } from '../../stores/subscription';
import CardUpdate from './CardUpdate';

vi.mock('../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../lib/api/purchase', () => ({
	updateCard: vi.fn(),
	billingPortal: vi.fn(),
	sandboxPaymentMethod: vi.fn(),
}));
const ready = vi.mocked(sessionReady);
const load = vi.mocked(loadSubscriptions);
const update = vi.mocked(updateCard);
const cardCall = vi.mocked(sandboxPaymentMethod);

const PLAN = 'Plan Profesional mensual';
// The test environment's Intl may write the decimal point either way.
const PAY_BUTTON = /^Guardar tarjeta y pagar 19[,.]90\s€$/;

function licence(status: string, extra: Partial<Licence> = {}): Licence {
	return {
		status,
		start: '2030-01-01T12:00:00.000Z',
		end: '2030-01-15T12:00:00.000Z',
		cancel_at_period_end: false,
		enrollment_id: 7,
		name: PLAN,
		lid: 201,
		periodicity: 2,
		price: 1990,
		...extra,
	};
}

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
	for (const mock of [ready, load, update, cardCall]) mock.mockReset();
	load.mockResolvedValue(true);
	ready.mockResolvedValue(true);
	cardCall.mockResolvedValue({ ok: true, data: { id: 'pm_sbx_1', brand: 'visa', last4: '4242' } });
	window.history.replaceState(null, '', '/aula/mis-suscripciones/tarjeta?eid=7');
});

afterEach(() => {
	cleanup();
});

async function renderWith(licences: Licence[]) {
	writeTokenCookies({ access_token: 'at-1' });
	setAuth({ name: 'Ana', lastName: 'Ruiz' });
	setSubscriptions(licences, false);
	render(<CardUpdate />);
	await act(() => Promise.resolve());
}

async function payWith(number: string) {
	fireEvent.input(screen.getByLabelText('Número de tarjeta'), { target: { value: number } });
	fireEvent.input(screen.getByLabelText('Caducidad (MM/AA)'), { target: { value: '12/30' } });
	fireEvent.input(screen.getByLabelText('CVC'), { target: { value: '123' } });
	await act(async () => {
		fireEvent.click(screen.getByRole('button', { name: PAY_BUTTON }));
		await Promise.resolve();
	});
}

describe('the card page of a failed renewal', () => {
	it('says what is owed and until when, then pays with the new card and says so', async () => {
		await renderWith([licence('past_due')]);
		expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Actualiza tu tarjeta');
		expect(document.body.textContent).toMatch(
			/No hemos podido cobrar 19[,.]90\s€ de la renovación de tu Plan Profesional mensual\. Sigues teniendo acceso hasta el 15 de enero de 2030/,
		);
		update.mockResolvedValue({
			ok: true,
			data: { enrollment_id: 7, status: 'active', end: '2030-02-01T12:00:00.000Z' },
		});
		await payWith('4242 4242 4242 4242');
		expect(update).toHaveBeenCalledExactlyOnceWith(7, 'pm_sbx_1');
		expect(load).toHaveBeenCalled();
		expect(document.body.textContent).toMatch(
			/¡Listo! Hemos cobrado 19[,.]90\s€ y tu Plan Profesional mensual vuelve a estar activo hasta el 1 de febrero de 2030\./,
		);
		expect(
			screen.getByRole('link', { name: 'Volver a Mis suscripciones' }).getAttribute('href'),
		).toBe('/aula/mis-suscripciones');
	});

	it('shows the bank’s refusal under the form and keeps it for another card', async () => {
		await renderWith([licence('past_due')]);
		update.mockResolvedValue({
			ok: false,
			status: 402,
			result: 'payment_failed',
			msg: 'El banco ha rechazado esta tarjeta y no hemos podido cobrar. Prueba con otra tarjeta.',
		});
		await payWith('4000 0000 0000 0341');
		expect(screen.getByRole('alert').textContent).toBe(
			'El banco ha rechazado esta tarjeta y no hemos podido cobrar. Prueba con otra tarjeta.',
		);
		expect(screen.getByRole('button', { name: PAY_BUTTON })).toBeTruthy();
	});

	it('tells a licence cancelled since the mail that it has ended', async () => {
		await renderWith([licence('canceled')]);
		await act(() => Promise.resolve());
		expect(document.body.textContent).toContain(
			'Tu Plan Profesional mensual ya se ha cancelado porque no pudimos cobrar la renovación.',
		);
		expect(screen.queryByLabelText('Número de tarjeta')).toBeNull();
	});
});
