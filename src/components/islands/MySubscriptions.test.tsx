// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInvoices, unsubscribe } from '../../lib/api/purchase';
import type { InvoiceSummary } from '../../lib/contracts/purchase';
import { writeTokenCookies } from '../../lib/session-cookies';
import { clearSession, setAuth } from '../../stores/auth';
import { $confirmDialog, cancelConfirmDialog } from '../../stores/overlays-confirm';
import { loadSubscriptions, sessionReady } from '../../stores/session';
import { setSubscriptions, type Licence } from '../../stores/subscription';
import { $toasts, clearToasts } from '../../stores/toasts';
import MySubscriptions, { CANCELLED_TOAST_MS } from './MySubscriptions';
import { ConfirmDialog } from './shared/ConfirmDialog';

vi.mock('../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../lib/api/purchase', () => ({ unsubscribe: vi.fn(), getInvoices: vi.fn() }));
const ready = vi.mocked(sessionReady);
const load = vi.mocked(loadSubscriptions);
const cancelCall = vi.mocked(unsubscribe);
const invoicesCall = vi.mocked(getInvoices);

const PLAN = 'Plan Profesional mensual';
// Midday UTC, so the day is the same in any time zone the tests run in.
const START = '2030-01-01T12:00:00.000Z';
const END = '2030-01-31T12:00:00.000Z';
const LATER_END = '2030-02-28T12:00:00.000Z';
const NOW = '2030-01-01T12:00:00.000Z';

function licence(status: string, extra: Partial<Licence> = {}): Licence {
	return {
		status,
		start: START,
		end: END,
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
	clearToasts();
	ready.mockReset();
	load.mockReset();
	cancelCall.mockReset();
	invoicesCall.mockReset();
	invoicesCall.mockResolvedValue({ ok: true, data: [] });
	load.mockResolvedValue(true);
	// Only the clock: the days left before the next payment are counted from "now".
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(NOW);
});

afterEach(() => {
	vi.useRealTimers();
	act(() => {
		cancelConfirmDialog();
	});
	cleanup();
	clearToasts();
});

function logIn() {
	writeTokenCookies({ access_token: 'at-1' });
	setAuth({ name: 'Ana', lastName: 'Ruiz' });
}

/** Logged in with these licences; the page's reload keeps them unless a test says otherwise. */
async function renderWith(licences: Licence[]) {
	logIn();
	setSubscriptions(licences, false);
	ready.mockResolvedValue(true);
	render(
		<>
			<MySubscriptions />
			<ConfirmDialog />
		</>,
	);
	await act(() => Promise.resolve());
}

function card(name = PLAN): HTMLElement {
	const heading = screen.getByRole('heading', { level: 2, name });
	const article = heading.closest('article');
	if (!article) throw new Error(`no card for ${name}`);
	return article;
}

function cancelButton(name = PLAN) {
	return screen.queryByRole('button', { name: `Cancelar suscripción: ${name}` });
}

async function openCancelDialog() {
	const button = cancelButton();
	if (!button) throw new Error('no cancel button');
	await act(async () => {
		fireEvent.click(button);
		await Promise.resolve();
	});
	return screen.getByRole('dialog', { name: `¿Cancelar ${PLAN}?` });
}

async function confirmWithWord(dialog: HTMLElement, word: string) {
	fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: word } });
	await act(async () => {
		fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar suscripción' }));
		// unsubscribe, then the reload
		await Promise.resolve();
		await Promise.resolve();
		await Promise.resolve();
	});
}

describe('MySubscriptions', () => {
	it('says it is checking the session until the check answers', () => {
		ready.mockReturnValue(new Promise(() => undefined));
		render(<MySubscriptions />);
		expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mis suscripciones');
		expect(screen.getByRole('status').textContent).toBe('Comprobando tu sesión…');
		expect(screen.queryByRole('list')).toBeNull();
	});

	it('sends a visitor without a session to /login, replacing the page', async () => {
		window.history.replaceState(null, '', '/mi-perfil');
		const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
		ready.mockResolvedValue(false);
		render(<MySubscriptions />);
		await act(() => Promise.resolve());
		expect(replace).toHaveBeenCalledExactlyOnceWith('/login?volver=/mi-perfil');
		window.history.replaceState(null, '', '/');
		expect(load).not.toHaveBeenCalled();
	});

	it('reloads the licences and shows an active one with price, dates and a cancel button', async () => {
		await renderWith([licence('active')]);
		expect(load).toHaveBeenCalledOnce();
		const item = card();
		expect(within(item).getByText('Activa').textContent).toBe('Estado: Activa');
		expect(within(item).getByText(/al mes$/).textContent).toMatch(/^19[,.]90\u00a0€ al mes$/);
		expect(item.textContent).toContain('Fecha de alta1 de enero de 2030');
		expect(item.textContent).toContain('Se renueva el 31 de enero de 2030');
		expect(item.textContent).not.toContain('Acceso hasta');
		expect(cancelButton()?.textContent).toBe('Cancelar suscripción');
	});

	it('gives the yearly price of an annual plan', async () => {
		await renderWith([
			licence('active', { name: 'Plan Profesional anual', periodicity: 1, price: 19104 }),
		]);
		expect(within(card('Plan Profesional anual')).getByText(/al año$/).textContent).toMatch(
			/^191[,.]04\u00a0€ al año$/,
		);
	});

	it.each([
		{
			status: 'trialing',
			extra: {},
			badge: 'En prueba',
			line: 'Se renueva el 31 de enero de 2030',
			cancellable: true,
		},
		{
			status: 'active',
			extra: { cancel_at_period_end: true },
			badge: 'Activa',
			line: 'Acceso hasta el 31 de enero de 2030',
			cancellable: false,
		},
		{
			status: 'trialing',
			extra: { cancel_at_period_end: true },
			badge: 'En prueba',
			line: 'Acceso hasta el 31 de enero de 2030',
			cancellable: false,
		},
		{
			status: 'canceled',
			extra: { cancel_at_period_end: true },
			badge: 'Cancelada',
			line: 'Terminó el 31 de enero de 2030',
			cancellable: false,
		},
		{
			status: 'past_due',
			extra: {},
			badge: 'Pago pendiente',
			line: 'Pago pendiente: actualiza tu tarjeta antes del 31 de enero de 2030 para no perder el acceso.',
			cancellable: false,
		},
		{
			status: 'incomplete',
			extra: {},
			badge: 'Pago sin completar',
			line: 'Periodo actual hasta el 31 de enero de 2030',
			cancellable: false,
		},
		{
			status: 'paused',
			extra: {},
			badge: 'Inactiva',
			line: 'Periodo actual hasta el 31 de enero de 2030',
			cancellable: false,
		},
	])(
		'$status $extra reads "$badge" and "$line"',
		async ({ status, extra, badge, line, cancellable }) => {
			await renderWith([licence(status, extra)]);
			const item = card();
			expect(within(item).getByText(badge).textContent).toBe(`Estado: ${badge}`);
			expect(item.textContent).toContain(line);
			expect(cancelButton() !== null).toBe(cancellable);
		},
	);

	it('sends a licence whose renewal was declined to the page that updates its card', async () => {
		await renderWith([licence('past_due')]);
		const link = within(card()).getByRole('link', { name: `Actualizar tarjeta: ${PLAN}` });
		expect(link.getAttribute('href')).toMatch(/^\/aula\/mis-suscripciones\/tarjeta\?eid=\d+$/);
		expect(link.textContent).toBe('Actualizar tarjeta');
	});

	it('tells a trial that nothing is charged while it lasts', async () => {
		await renderWith([licence('trialing')]);
		expect(card().textContent).toContain('Durante la prueba gratuita no se cobra nada.');
	});

	it('shows a free licence without price, end date or cancel button', async () => {
		await renderWith([licence('freemium', { end: null, price: 0, name: 'Plan Gratuito' })]);
		const item = card('Plan Gratuito');
		expect(within(item).getByText('Gratuita').textContent).toBe('Estado: Gratuita');
		expect(item.textContent).not.toContain('€');
		expect(item.textContent).not.toMatch(/Se renueva|Acceso hasta/);
		expect(cancelButton('Plan Gratuito')).toBeNull();
	});

	it('shows a licence the staff gave as free until its end, with nothing to cancel or change', async () => {
		await renderWith([
			licence('active', { price: 0, end: '2026-12-26T10:00:00Z', complimentary: true }),
		]);
		const item = card();
		expect(within(item).getByText('Activa').textContent).toBe('Estado: Activa');
		expect(item.textContent).toContain('Acceso hasta el 26 de diciembre de 2026');
		expect(item.textContent).toContain('Te la regala el equipo de Liceo');
		expect(item.textContent).not.toContain('€');
		expect(item.textContent).not.toContain('Se renueva');
		expect(cancelButton()).toBeNull();
		expect(within(item).queryByRole('button', { name: /Cambiar de plan/ })).toBeNull();
	});

	it('lists every licence under its own heading', async () => {
		await renderWith([
			licence('active'),
			licence('canceled', { enrollment_id: 3, name: 'Plan Estudiante mensual', price: 990 }),
		]);
		const items = within(screen.getByRole('list')).getAllByRole('listitem');
		expect(items).toHaveLength(2);
		expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
			PLAN,
			'Plan Estudiante mensual',
			'Facturas',
		]);
	});

	it('cancels after the word is typed: unsubscribe, toast, reload, "Acceso hasta"', async () => {
		await renderWith([licence('active')]);
		load.mockImplementationOnce(() => {
			setSubscriptions([licence('active', { cancel_at_period_end: true, end: LATER_END })], false);
			return Promise.resolve(true);
		});
		cancelCall.mockResolvedValue({ ok: true, data: LATER_END });

		const dialog = await openCancelDialog();
		const options = $confirmDialog.get().options;
		expect(options.showConfirmInput).toBe(true);
		expect(options.placeholder).toBe('CANCELAR');
		expect(dialog.textContent).toContain('al menos 7 días antes del próximo pago');
		expect(dialog.textContent).toContain('se cobrará y tendrás acceso un periodo más');
		expect(dialog.textContent).toContain('Próximo pago: 31 de enero de 2030 (quedan 30 días).');
		const confirm = within(dialog).getByRole('button', { name: 'Cancelar suscripción' });
		expect(confirm.hasAttribute('disabled')).toBe(true);
		fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'cancela' } });
		expect(confirm.hasAttribute('disabled')).toBe(true);

		await confirmWithWord(dialog, ' cancelar ');
		expect(cancelCall).toHaveBeenCalledExactlyOnceWith(7);
		expect($toasts.get()).toEqual([
			expect.objectContaining({
				type: 'success',
				text: 'Suscripción cancelada. Tendrás acceso hasta el 28 de febrero de 2030.',
				timeout: CANCELLED_TOAST_MS,
			}),
		]);
		expect(load).toHaveBeenCalledTimes(2);
		const item = card();
		expect(item.textContent).toContain('Acceso hasta el 28 de febrero de 2030');
		expect(item.textContent).not.toContain('Se renueva');
		expect(cancelButton()).toBeNull();
		// The button went away: focus is on the card rather than lost.
		expect(document.activeElement).toBe(item);
	});

	it('shows the date the server answered even when the reload fails', async () => {
		await renderWith([licence('active')]);
		load.mockResolvedValueOnce(false);
		cancelCall.mockResolvedValue({ ok: true, data: LATER_END });
		await confirmWithWord(await openCancelDialog(), 'CANCELAR');
		expect(card().textContent).toContain('Acceso hasta el 28 de febrero de 2030');
		expect(cancelButton()).toBeNull();
	});

	it('explains that a trial ends without any charge', async () => {
		await renderWith([licence('trialing')]);
		const dialog = await openCancelDialog();
		expect(dialog.textContent).toContain('terminará en su fecha sin ningún cargo');
		expect(dialog.textContent).toContain('Fin de la prueba: 31 de enero de 2030 (quedan 30 días).');
		expect(dialog.textContent).not.toContain('Próximo pago');
	});

	it.each([
		['2030-01-02T10:00:00.000Z', 'Próximo pago: 2 de enero de 2030 (queda 1 día).'],
		// Already due (the renewal is being processed): the date alone.
		['2030-01-01T08:00:00.000Z', 'Próximo pago: 1 de enero de 2030.'],
	])('counts the days left to a payment due %s', async (end, text) => {
		await renderWith([licence('active', { end })]);
		expect((await openCancelDialog()).textContent).toContain(text);
	});

	it('keeps the subscription when the dialog is dismissed', async () => {
		await renderWith([licence('active')]);
		const dialog = await openCancelDialog();
		await act(async () => {
			fireEvent.click(within(dialog).getByRole('button', { name: 'Mantener suscripción' }));
			await Promise.resolve();
		});
		expect(cancelCall).not.toHaveBeenCalled();
		expect($toasts.get()).toEqual([]);
		expect(card().textContent).toContain('Se renueva el 31 de enero de 2030');
	});

	it("shows the server's message when the cancellation fails, and keeps the button", async () => {
		await renderWith([licence('active')]);
		const msg = 'Esta suscripción ya no se renueva, así que no hace falta cancelarla.';
		cancelCall.mockResolvedValue({ ok: false, status: 409, result: 'not_cancellable', msg });
		await confirmWithWord(await openCancelDialog(), 'CANCELAR');
		expect(cancelCall).toHaveBeenCalledExactlyOnceWith(7);
		expect($toasts.get()).toEqual([expect.objectContaining({ type: 'error', text: msg })]);
		expect(load).toHaveBeenCalledOnce();
		expect(card().textContent).toContain('Se renueva el 31 de enero de 2030');
		const button = cancelButton();
		expect(button?.getAttribute('aria-busy')).toBeNull();
	});

	it('leaves the session-expired toast to the API client on a 401', async () => {
		await renderWith([licence('active')]);
		cancelCall.mockResolvedValue({
			ok: false,
			status: 401,
			result: 'token_inv',
			msg: 'Sesión expirada',
		});
		await confirmWithWord(await openCancelDialog(), 'CANCELAR');
		expect($toasts.get()).toEqual([]);
	});

	it('invites a user without subscriptions to see the plans', async () => {
		logIn();
		ready.mockResolvedValue(true);
		let finishLoading: (value: boolean) => void = () => undefined;
		load.mockReturnValue(
			new Promise((resolve) => {
				finishLoading = resolve;
			}),
		);
		render(<MySubscriptions />);
		await act(() => Promise.resolve());
		expect(screen.getByText('Cargando tus suscripciones…').getAttribute('role')).toBe('status');
		await act(async () => {
			finishLoading(false);
			await Promise.resolve();
		});
		expect(
			screen.getByRole('heading', { level: 2, name: 'Todavía no tienes ninguna suscripción.' }),
		).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/planes');
		expect(screen.queryByRole('list')).toBeNull();
		expect(screen.getByText(/Aún no tienes facturas/)).toBeTruthy();
	});

	it('lists the invoices with links to their PDFs, and loads them again with the licences', async () => {
		const invoice: InvoiceSummary = {
			id: 4,
			code: 'F2030-00004',
			issued: START,
			concept: 'Suscripción: Plan Profesional mensual',
			total: 1990,
			url: '/api/buy/invoice/4?exp=1&uid=2&sig=x',
		};
		invoicesCall.mockResolvedValue({ ok: true, data: [invoice] });
		await renderWith([licence('active')]);
		const section = screen.getByRole('region', { name: 'Facturas' });
		const [row] = within(section).getAllByRole('listitem');
		expect(row?.textContent).toContain('F2030-00004');
		expect(row?.textContent).toContain('Suscripción: Plan Profesional mensual');
		// The amount in the browser's own number format (spec §9), as the licences show theirs.
		expect(row?.textContent).toMatch(/1 de enero de 2030 · 19[.,]90\s€/);
		const link = within(section).getByRole('link', {
			name: 'Descargar PDF de la factura F2030-00004 (se abre en una pestaña nueva)',
		});
		expect(link.getAttribute('href')).toBe(invoice.url);
		expect(link.getAttribute('target')).toBe('_blank');
		expect(invoicesCall).toHaveBeenCalledTimes(1);

		// A change of plan reloads the licences, and a new invoice may have come with it.
		await act(async () => {
			setSubscriptions([licence('active', { lid: 202 })], false);
			await Promise.resolve();
		});
		expect(invoicesCall).toHaveBeenCalledTimes(2);
	});

	it('says why the invoices could not be loaded', async () => {
		invoicesCall.mockResolvedValue({
			ok: false,
			status: 0,
			result: 'network_error',
			msg: 'No hemos podido conectar. Inténtalo de nuevo.',
		});
		await renderWith([licence('active')]);
		const section = screen.getByRole('region', { name: 'Facturas' });
		expect(within(section).getByRole('alert').textContent).toBe(
			'No hemos podido conectar. Inténtalo de nuevo.',
		);
	});

	it('offers to log in again when the session ends on the page', async () => {
		await renderWith([licence('active')]);
		act(() => {
			clearSession();
		});
		expect(screen.getByRole('link', { name: 'Inicia sesión de nuevo' }).getAttribute('href')).toBe(
			'/login',
		);
		expect(screen.queryByRole('list')).toBeNull();
	});
});
