// @vitest-environment happy-dom
/**
 * Moving a pharmacy to another plan size from the person's page (issue #20): the dialog offers the
 * other sizes of the licence's billing period, says what each would charge today or leave in the
 * pharmacy's favour before its button confirms, keeps a refusal (a team too big) in view with the
 * button off, and sends the previewed instant with one request key per opening.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomer, movePlan, previewPlanMove } from '../../../../lib/api/admin';
import type { CustomerLicence } from '../../../../lib/contracts/customers';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import { $toasts, clearToasts } from '../../../../stores/toasts';
import CustomerPage from './CustomerPage';
import { at, CUSTOMER, UUID } from './test-customer';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/admin', () => ({
	getCustomer: vi.fn(),
	previewPlanMove: vi.fn(),
	movePlan: vi.fn(),
}));

const SIZES = {
	M: { id: 301, name: 'Plan Farmacia M mensual', seats: 4, priceMinor: 5990 },
	XL: { id: 321, name: 'Plan Farmacia XL mensual', seats: 20, priceMinor: 19990 },
};
/** Plan Farmacia L mensual, paid up and renewing: it can go down to M or up to XL. */
const PHARMACY_L: CustomerLicence = {
	...CUSTOMER.licences[0]!,
	id: 44,
	planName: 'Plan Farmacia L mensual',
	status: 'active',
	priceMinor: 11990,
	endAt: '2030-01-05T10:00:00',
	failures: [],
	sizeMoves: [SIZES.M, SIZES.XL],
};
const PRD = 1_795_000_000;
const TEAM_BIG =
	'El equipo de la farmacia tiene 6 personas (titular, miembros e invitaciones pendientes) y el Plan Farmacia M admite 4. Hay que quitar personas del equipo antes de bajar a este plan.';

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(getCustomer).mockResolvedValue({
		ok: true,
		data: { ...CUSTOMER, licences: [PHARMACY_L] },
	});
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
	clearToasts();
});

const preview = (planId: number, amountDueMinor: number, creditMinor: number) => ({
	ok: true as const,
	data: {
		enrollmentId: 44,
		planId,
		amountDueMinor,
		creditMinor,
		currency: 'EUR',
		prd: PRD,
		renewsAt: '2030-01-05T10:00:00',
	},
});

async function openDialog() {
	at('?id=7');
	render(<CustomerPage />);
	fireEvent.click(
		await screen.findByRole('button', { name: 'Cambiar el tamaño de Plan Farmacia L mensual' }),
	);
	return screen.getByRole('dialog', { name: 'Cambiar el tamaño del plan' });
}

describe('moving a pharmacy to another plan size', () => {
	it('says what each size charges today or credits, then moves to the one chosen', async () => {
		vi.mocked(previewPlanMove).mockImplementation((input) =>
			Promise.resolve(input.planId === SIZES.M.id ? preview(301, 0, 6000) : preview(321, 8000, 0)),
		);
		vi.mocked(movePlan).mockResolvedValue({
			ok: true,
			data: {
				enrollmentId: 44,
				planId: 321,
				planName: 'Plan Farmacia XL mensual',
				amountPaidMinor: 8000,
				renewsAt: '2030-01-05T10:00:00',
			},
		});
		const dialog = await openDialog();
		const size = within(dialog).getByLabelText<HTMLSelectElement>('Nuevo plan');
		expect([...size.options].map((option) => option.textContent)).toEqual([
			expect.stringMatching(/^Plan Farmacia M mensual · hasta 4 personas · 59[.,]90\s€ al mes$/),
			expect.stringMatching(/^Plan Farmacia XL mensual · hasta 20 personas · 199[.,]90\s€ al mes$/),
		]);
		await waitFor(() => {
			expect(dialog.textContent).toMatch(
				/No se cobra nada hoy: quedan 60\s€ a favor de la farmacia para sus próximos cobros\./,
			);
		});
		expect(dialog.textContent).toMatch(/Después se renueva el 5 de enero de 2030 por 59[.,]90\s€/);

		fireEvent.change(size, { target: { value: '321' } });
		await waitFor(() => {
			expect(dialog.textContent).toMatch(
				/Se cobrará hoy 80\s€ a la tarjeta de la farmacia, con su factura\./,
			);
		});
		fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar de plan' }));
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		expect(vi.mocked(previewPlanMove).mock.calls.map(([input]) => input)).toEqual([
			{ userId: 7, enrollmentId: 44, planId: 301 },
			{ userId: 7, enrollmentId: 44, planId: 321 },
		]);
		expect(vi.mocked(movePlan).mock.calls[0]![0]).toEqual({
			userId: 7,
			enrollmentId: 44,
			planId: 321,
			prd: PRD,
			requestKey: expect.stringMatching(UUID) as string,
		});
		expect($toasts.get().at(-1)?.text).toMatch(
			/^La farmacia ya tiene el Plan Farmacia XL mensual: se han cobrado 80\s€\.$/,
		);
	});

	it('shows why a size is refused and cannot be confirmed until another one is previewed', async () => {
		vi.mocked(previewPlanMove).mockImplementation((input) =>
			Promise.resolve(
				input.planId === SIZES.M.id
					? { ok: false, status: 409, result: 'team_big', msg: TEAM_BIG }
					: preview(321, 8000, 0),
			),
		);
		const dialog = await openDialog();
		const submit = within(dialog).getByRole('button', { name: 'Cambiar de plan' });
		await waitFor(() => {
			expect(dialog.textContent).toContain(TEAM_BIG);
		});
		expect(submit).toHaveProperty('disabled', true);
		fireEvent.click(submit);
		expect(movePlan).not.toHaveBeenCalled();

		fireEvent.change(within(dialog).getByLabelText('Nuevo plan'), { target: { value: '321' } });
		await waitFor(() => {
			expect(submit).toHaveProperty('disabled', false);
		});
		expect(dialog.textContent).not.toContain(TEAM_BIG);
	});
});
