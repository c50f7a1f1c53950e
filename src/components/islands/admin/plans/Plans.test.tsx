// @vitest-environment happy-dom
/**
 * The plans page (issue #20): each offer with its kind, price and running licences; editing one
 * sends its name, description and price in cents once per opening, says that running licences keep
 * their price, and refuses a price that is not an amount.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listPlans, updatePlan } from '../../../../lib/api/admin';
import type { EditablePlan } from '../../../../lib/contracts/plan-editing';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import Plans from './Plans';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/admin', () => ({ listPlans: vi.fn(), updatePlan: vi.fn() }));

const PLAN: EditablePlan = {
	id: 201,
	slug: 'profesional-mensual',
	name: 'Plan Profesional mensual',
	description: 'Todo el catálogo.',
	licenceType: 2,
	period: 2,
	trial: false,
	priceMinor: 1990,
	gatewayPriceId: '',
	seats: 1,
	active: true,
	runningLicences: 12,
};

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(listPlans).mockResolvedValue({
		ok: true,
		data: { plans: [PLAN, { ...PLAN, id: 205, slug: 'profesional-mensual-prueba', trial: true }] },
	});
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
});

describe('Plans', () => {
	it('lists each offer and edits one: the price in cents, once per opening', async () => {
		vi.mocked(updatePlan).mockResolvedValue({
			ok: true,
			data: { planId: 201, priceMinor: 2190, gatewayPriceId: '' },
		});
		render(<Plans />);
		const table = await screen.findByRole('table', { name: /Planes y sus ofertas/ });
		const [, monthly, trial] = within(table).getAllByRole('row');
		expect(monthly!.textContent).toContain('19,90\u00a0€ al mes');
		expect(monthly!.textContent).toContain('12');
		expect(trial!.textContent).toContain('Mensual · Prueba gratuita');
		fireEvent.click(
			within(monthly!).getByRole('button', { name: 'Editar Plan Profesional mensual (Mensual)' }),
		);
		const dialog = screen.getByRole('dialog', { name: 'Editar el plan' });
		const price = within(dialog).getByLabelText(/Precio/);
		fireEvent.change(price, { target: { value: 'gratis' } });
		expect(
			within(dialog).getByRole('button', { name: 'Guardar el plan' }).hasAttribute('disabled'),
		).toBe(true);
		fireEvent.change(price, { target: { value: '21,90' } });
		expect(dialog.textContent).toContain(
			'Las 12 suscripciones en curso siguen pagando 19,90\u00a0€.',
		);
		const save = within(dialog).getByRole('button', { name: 'Guardar el plan' });
		fireEvent.click(save);
		fireEvent.click(save);
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		expect(updatePlan).toHaveBeenCalledTimes(1);
		expect(vi.mocked(updatePlan).mock.calls[0]![0]).toEqual({
			planId: 201,
			name: 'Plan Profesional mensual',
			description: 'Todo el catálogo.',
			priceMinor: 2190,
			requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
		});
		expect(listPlans).toHaveBeenCalledTimes(2);
	});
});
