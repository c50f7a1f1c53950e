// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as teamApi from '../../../../lib/api/pharmacy-team';
import type {
	ManagedPharmacyView,
	MyPharmacies,
	PharmacyTeam,
} from '../../../../lib/contracts/pharmacy-team';
import type { ApiFailure } from '../../../../lib/api/client';
import type { PharmacyTeamResult } from '../../../../lib/contracts/pharmacy-team';
import { writeTokenCookies } from '../../../../lib/session-cookies';
import { clearSession, setAuth } from '../../../../stores/auth';
import { $managesPharmacies } from '../../../../stores/management';
import {
	$confirmDialog,
	cancelConfirmDialog,
	confirmConfirmDialog,
} from '../../../../stores/overlays-confirm';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import { $toasts, clearToasts } from '../../../../stores/toasts';
import PharmacySpace from './PharmacySpace';
import { initialPharmacyId } from './space';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/pharmacy-team', () => ({
	getMyPharmacies: vi.fn(),
	getTeam: vi.fn(),
	renamePharmacy: vi.fn(),
	inviteMember: vi.fn(),
	cancelInvitation: vi.fn(),
	removeMember: vi.fn(),
	leavePharmacy: vi.fn(),
}));
// The logo block belongs to the uploads work; here it only has to be placed with its props.
vi.mock('../logo/PharmacyLogoForm', () => ({
	default: ({ pharmacyId, logoUrl }: { pharmacyId: number; logoUrl: string | null }) => (
		<p data-testid="logo-form">{`logo ${String(pharmacyId)} ${logoUrl ?? 'none'}`}</p>
	),
}));

const api = {
	mine: vi.mocked(teamApi.getMyPharmacies),
	team: vi.mocked(teamApi.getTeam),
	rename: vi.mocked(teamApi.renamePharmacy),
	invite: vi.mocked(teamApi.inviteMember),
	cancel: vi.mocked(teamApi.cancelInvitation),
	remove: vi.mocked(teamApi.removeMember),
	leave: vi.mocked(teamApi.leavePharmacy),
};
const ready = vi.mocked(sessionReady);

const XL = { planName: 'Plan Farmacia XL mensual', size: 'XL' as const, seats: 20, trial: false };

function pharmacy(overrides: Partial<ManagedPharmacyView> = {}): ManagedPharmacyView {
	return {
		id: 7,
		name: 'Farmacia Plaza',
		logoUrl: null,
		group: null,
		viaGroup: false,
		plan: XL,
		used: 3,
		...overrides,
	};
}

function mine(overrides: Partial<MyPharmacies> = {}): MyPharmacies {
	return { managed: [pharmacy()], groups: [], memberOf: null, ...overrides };
}

function teamOf(overrides: Partial<PharmacyTeam> = {}): PharmacyTeam {
	return {
		pharmacy: { id: 7, name: 'Farmacia Plaza', logoUrl: null },
		plan: XL,
		seats: 20,
		used: 3,
		owner: { userId: 1, name: 'Carmen Ruiz', email: 'carmen@ejemplo.es', joinedAt: null },
		members: [
			{
				userId: 2,
				name: 'Lucía Navarro',
				email: 'lucia@ejemplo.es',
				joinedAt: '2026-11-02T10:00:00.000Z',
			},
		],
		invitations: [
			{
				id: 9,
				email: 'pendiente@ejemplo.es',
				createdAt: '2026-11-20T10:00:00.000Z',
				expiresAt: '2026-12-04T10:00:00.000Z',
			},
		],
		...overrides,
	};
}

function failure(status: number, result: ApiFailure<PharmacyTeamResult>['result'], msg: string) {
	return { ok: false as const, status, result, msg };
}

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
	clearToasts();
	cancelConfirmDialog();
	$managesPharmacies.set(null);
	for (const mock of Object.values(api)) mock.mockReset();
	ready.mockReset();
	vi.mocked(loadSubscriptions).mockResolvedValue(true);
	window.history.replaceState(null, '', '/aula/mi-farmacia');
});

afterEach(() => {
	cleanup();
});

async function settle() {
	await act(async () => {
		for (let i = 0; i < 6; i++) await Promise.resolve();
	});
}

/** What the page's management tabs (PharmacyAdminNav) are told: null until the island knows. */
const manages = () => $managesPharmacies.get();

async function renderAs(answer: MyPharmacies, team: PharmacyTeam = teamOf()) {
	writeTokenCookies({ access_token: 'at-1' });
	setAuth({ name: 'Carmen', lastName: 'Ruiz', role: 2 });
	ready.mockResolvedValue(true);
	api.mine.mockResolvedValue({ ok: true, data: answer });
	api.team.mockResolvedValue({ ok: true, data: team });
	$managesPharmacies.set(null);
	render(<PharmacySpace />);
	await settle();
}

describe('PharmacySpace', () => {
	it('waits for the session check, and sends someone without a session to /login, to come back', async () => {
		ready.mockReturnValue(new Promise(() => undefined));
		render(<PharmacySpace />);
		expect(screen.getByRole('status').textContent).toBe('Comprobando tu sesión…');
		cleanup();

		const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
		ready.mockResolvedValue(false);
		render(<PharmacySpace />);
		await settle();
		expect(replace).toHaveBeenCalledExactlyOnceWith('/login?volver=/aula/mi-farmacia');
		expect(api.mine).not.toHaveBeenCalled();
	});

	it('shows the owner the pharmacy, its plan, the seats, the invitations and the team', async () => {
		await renderAs(mine());
		expect(screen.getByRole('heading', { level: 2, name: 'Farmacia Plaza' })).toBeTruthy();
		expect(screen.getByText('Plan Farmacia XL mensual')).toBeTruthy();
		expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveProperty(
			'value',
			'Farmacia Plaza',
		);
		expect(screen.getByTestId('logo-form').textContent).toBe('logo 7 none');
		expect(screen.getByText('3 de 20 plazas ocupadas')).toBeTruthy();
		const meter = document.querySelector('meter');
		expect(meter?.getAttribute('value')).toBe('3');
		expect(meter?.getAttribute('max')).toBe('20');
		expect(screen.getByText('pendiente@ejemplo.es')).toBeTruthy();
		expect(screen.getByText('Caduca el 4 de diciembre de 2026')).toBeTruthy();
		expect(
			screen.getByRole('button', { name: 'Cancelar la invitación a pendiente@ejemplo.es' }),
		).toBeTruthy();
		expect(screen.getByText('Titular')).toBeTruthy();
		expect(
			screen.getByRole('button', { name: /^Quitar del equipo\s?: Lucía Navarro$/ }),
		).toBeTruthy();
		// The owner cannot be removed.
		expect(screen.queryByRole('button', { name: /Quitar del equipo\s?: Carmen Ruiz/ })).toBeNull();
		expect(api.team).toHaveBeenCalledExactlyOnceWith(7);
	});

	it('renames the pharmacy, and keeps the typed name with the reason when it is taken', async () => {
		await renderAs(mine());
		const field = screen.getByRole('textbox', { name: /^Nombre/ });
		api.rename.mockResolvedValueOnce(
			failure(409, 'pharmacy_used', 'Ya existe una farmacia con ese nombre'),
		);
		fireEvent.change(field, { target: { value: 'Farmacia Sol' } });
		fireEvent.click(screen.getByRole('button', { name: 'Guardar el nombre' }));
		await settle();
		expect(api.rename).toHaveBeenCalledWith(7, 'Farmacia Sol');
		expect(field).toHaveProperty('value', 'Farmacia Sol');
		expect(field.getAttribute('aria-invalid')).toBe('true');
		expect(screen.getByText('Ya existe una farmacia con ese nombre')).toBeTruthy();

		api.rename.mockResolvedValueOnce({ ok: true, data: { id: 7, name: 'Farmacia Luna' } });
		fireEvent.change(field, { target: { value: '  Farmacia   Luna ' } });
		fireEvent.click(screen.getByRole('button', { name: 'Guardar el nombre' }));
		await settle();
		expect(api.rename).toHaveBeenLastCalledWith(7, 'Farmacia   Luna');
		expect(field).toHaveProperty('value', 'Farmacia Luna');
		expect(screen.getByRole('heading', { level: 2, name: 'Farmacia Luna' })).toBeTruthy();
		expect($toasts.get().map((toast) => toast.text)).toContain('Nombre guardado.');
	});

	it('checks the email before inviting, then invites and reloads the team', async () => {
		await renderAs(mine());
		const field = screen.getByRole('textbox', { name: /^Email de la persona/ });
		fireEvent.change(field, { target: { value: 'no-es-un-email' } });
		fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
		await settle();
		expect(api.invite).not.toHaveBeenCalled();
		expect(screen.getByText('Introduce un email válido')).toBeTruthy();

		api.invite.mockResolvedValueOnce({
			ok: true,
			data: {
				invitation: {
					id: 10,
					email: 'nueva@ejemplo.es',
					createdAt: '2026-11-22T10:00:00.000Z',
					expiresAt: '2026-12-06T10:00:00.000Z',
				},
				used: 4,
				seats: 20,
			},
		});
		fireEvent.change(field, { target: { value: ' Nueva@Ejemplo.es ' } });
		fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
		await settle();
		expect(api.invite).toHaveBeenCalledExactlyOnceWith(7, 'nueva@ejemplo.es');
		expect(field).toHaveProperty('value', '');
		expect($toasts.get().map((toast) => toast.text)).toContain(
			'Invitación enviada a nueva@ejemplo.es.',
		);
		expect(api.team).toHaveBeenCalledTimes(2);
	});

	it("shows the plan's seat limit as the server words it and keeps the email", async () => {
		const full =
			'Tu Plan Farmacia M admite 4 personas (tú incluido) y ya están todas ocupadas o invitadas.';
		await renderAs(
			mine({ managed: [pharmacy({ plan: { ...XL, size: 'M', seats: 4 }, used: 4 })] }),
			teamOf({ seats: 4, used: 4 }),
		);
		expect(
			screen.getByText('Todas las plazas de tu plan están ocupadas o invitadas.'),
		).toBeTruthy();
		api.invite.mockResolvedValueOnce(failure(409, 'seat_full', full));
		const field = screen.getByRole('textbox', { name: /^Email de la persona/ });
		fireEvent.change(field, { target: { value: 'quinta@ejemplo.es' } });
		fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
		await settle();
		expect(screen.getByRole('alert').textContent).toBe(full);
		expect(field).toHaveProperty('value', 'quinta@ejemplo.es');
	});

	it('removes a member only once the dialog is confirmed', async () => {
		await renderAs(mine());
		api.remove.mockResolvedValue({ ok: true, data: { userId: 2 } });
		const button = screen.getByRole('button', { name: /^Quitar del equipo\s?: Lucía Navarro$/ });

		fireEvent.click(button);
		await settle();
		expect($confirmDialog.get().options.title).toBe('¿Quitar a Lucía Navarro del equipo?');
		act(() => {
			cancelConfirmDialog();
		});
		await settle();
		expect(api.remove).not.toHaveBeenCalled();

		fireEvent.click(button);
		await settle();
		act(() => {
			confirmConfirmDialog();
		});
		await settle();
		expect(api.remove).toHaveBeenCalledExactlyOnceWith(7, 2);
		expect($toasts.get().map((toast) => toast.text)).toContain(
			'Lucía Navarro ya no forma parte del equipo.',
		);
		expect(api.team).toHaveBeenCalledTimes(2);
	});

	it('cancels a pending invitation', async () => {
		await renderAs(mine());
		api.cancel.mockResolvedValue({ ok: true, data: { invitationId: 9 } });
		fireEvent.click(
			screen.getByRole('button', { name: 'Cancelar la invitación a pendiente@ejemplo.es' }),
		);
		await settle();
		expect(api.cancel).toHaveBeenCalledExactlyOnceWith(7, 9);
		expect(api.team).toHaveBeenCalledTimes(2);
	});

	it('lets someone who manages several pharmacies pick one, keeping it in the address', async () => {
		const second = pharmacy({
			id: 8,
			name: 'Farmacia Norte',
			group: { id: 3, name: 'Grupo Sur' },
			viaGroup: true,
		});
		await renderAs(mine({ managed: [pharmacy(), second] }));
		const picker = screen.getByRole('combobox', { name: 'Farmacia que gestionas' });
		expect(within(picker).getByRole('option', { name: 'Farmacia Norte · Grupo Sur' })).toBeTruthy();
		api.team.mockResolvedValue({
			ok: true,
			data: teamOf({ pharmacy: { id: 8, name: 'Farmacia Norte', logoUrl: null } }),
		});
		fireEvent.change(picker, { target: { value: '8' } });
		await settle();
		expect(api.team).toHaveBeenLastCalledWith(8);
		expect(window.location.search).toBe('?farmacia=8');
		expect(screen.getByRole('heading', { level: 2, name: 'Farmacia Norte' })).toBeTruthy();
		expect(initialPharmacyId([pharmacy(), second], '?farmacia=8')).toBe(8);
		expect(initialPharmacyId([pharmacy(), second], '?farmacia=99')).toBe(7);
	});

	it('tells an owner without a plan, and offers only what works without one', async () => {
		await renderAs(
			mine({ managed: [pharmacy({ plan: null, used: 2 })] }),
			teamOf({ plan: null, seats: 0, used: 2, invitations: [] }),
		);
		expect(screen.getByText(/no tiene ahora un plan de farmacia activo/)).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ver planes de farmacia' }).getAttribute('href')).toBe(
			'/planes/farmacia',
		);
		expect(screen.queryByRole('button', { name: 'Enviar invitación' })).toBeNull();
		expect(screen.queryByRole('button', { name: 'Guardar el nombre' })).toBeNull();
		expect(
			screen.getByRole('button', { name: /^Quitar del equipo\s?: Lucía Navarro$/ }),
		).toBeTruthy();
	});

	it('shows a member their pharmacy and lets them leave after confirming', async () => {
		await renderAs(
			mine({
				managed: [],
				memberOf: { id: 7, name: 'Farmacia Plaza', logoUrl: '/api/files/logo-1' },
			}),
		);
		expect(screen.getByText(/Formas parte del equipo de Farmacia Plaza/)).toBeTruthy();
		expect(screen.getByRole('img', { name: 'Logo de Farmacia Plaza' })).toBeTruthy();
		expect(api.team).not.toHaveBeenCalled();
		api.leave.mockResolvedValue({ ok: true, data: { pharmacyId: 7 } });
		api.mine.mockResolvedValue({ ok: true, data: mine({ managed: [] }) });
		fireEvent.click(screen.getByRole('button', { name: 'Salir del equipo' }));
		await settle();
		act(() => {
			confirmConfirmDialog();
		});
		await settle();
		expect(api.leave).toHaveBeenCalledOnce();
		expect(screen.getByRole('heading', { name: /Todavía no tienes una farmacia/ })).toBeTruthy();
	});

	it('explains the page to someone with no pharmacy and offers the pharmacy plans', async () => {
		await renderAs(mine({ managed: [] }));
		expect(screen.getByRole('heading', { name: /Todavía no tienes una farmacia/ })).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ver planes de farmacia' }).getAttribute('href')).toBe(
			'/planes/farmacia',
		);
	});

	it('tells the management tabs whether the person manages a pharmacy or a group', async () => {
		let answer: (value: { ok: true; data: MyPharmacies }) => void = () => undefined;
		api.mine.mockReturnValueOnce(
			new Promise((resolve) => {
				answer = resolve;
			}),
		);
		writeTokenCookies({ access_token: 'at-1' });
		setAuth({ name: 'Carmen', lastName: 'Ruiz', role: 2 });
		ready.mockResolvedValue(true);
		api.team.mockResolvedValue({ ok: true, data: teamOf() });
		render(<PharmacySpace />);
		await settle();
		// Not while it is unknown what the person manages.
		expect(screen.getByRole('status').textContent).toBe('Cargando tu farmacia…');
		expect(manages()).toBeNull();
		answer({ ok: true, data: mine() });
		await settle();
		expect(manages()).toBe(true);
		cleanup();

		const member = { id: 7, name: 'Farmacia Plaza', logoUrl: null };
		await renderAs(mine({ managed: [], memberOf: member }));
		expect(screen.getByText(/Formas parte del equipo de Farmacia Plaza/)).toBeTruthy();
		expect(manages()).toBe(false);
		cleanup();

		await renderAs(mine({ managed: [] }));
		expect(manages()).toBe(false);
		cleanup();

		// A group's holder with no pharmacy of their own yet still reaches the group dashboard.
		await renderAs(
			mine({ managed: [], groups: [{ id: 4, name: 'Grupo Norte', pharmacyIds: [] }] }),
		);
		expect(manages()).toBe(true);
		cleanup();

		// An owner who is also in another team manages theirs: the tabs are theirs.
		await renderAs(mine({ memberOf: member }));
		expect(manages()).toBe(true);
	});

	it('says why the pharmacies could not be loaded and retries', async () => {
		writeTokenCookies({ access_token: 'at-1' });
		setAuth({ name: 'Carmen', lastName: 'Ruiz', role: 2 });
		ready.mockResolvedValue(true);
		api.mine.mockResolvedValueOnce(failure(0, 'network_error', 'Sin conexión.'));
		render(<PharmacySpace />);
		await settle();
		expect(screen.getByRole('alert').textContent).toContain('Sin conexión.');
		api.mine.mockResolvedValueOnce({ ok: true, data: mine({ managed: [] }) });
		fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
		await settle();
		expect(screen.getByRole('heading', { name: /Todavía no tienes una farmacia/ })).toBeTruthy();
	});
});
