// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pharmacyPlanRequest } from '../../lib/api/purchase';
import { PHARMACY_REQUEST_FORM } from '../../lib/contracts/purchase';
import { $contactName, resetContactName } from '../../stores/contact-name';
import PharmacyContactForm, { type PharmacyPlanChoice } from './PharmacyContactForm';

vi.mock('../../lib/api/purchase', () => ({ pharmacyPlanRequest: vi.fn() }));
const send = vi.mocked(pharmacyPlanRequest);

/** The annual pharmacy trial offers of the demo catalogue, as the trial page passes them. */
const TRIAL_CHOICES: PharmacyPlanChoice[] = [
	{ lid: 306, name: 'Plan Farmacia M', seats: 4, price: '5 días gratis; después, 575 € al año' },
	{ lid: 316, name: 'Plan Farmacia L', seats: 10, price: '5 días gratis; después, 1151 € al año' },
	{ lid: 326, name: 'Plan Farmacia XL', seats: 20, price: '5 días gratis; después, 1919 € al año' },
];
/** The purchase page's choices: every size, monthly and annual (issue #17). */
const PERIOD_CHOICES: PharmacyPlanChoice[] = [
	{ lid: 301, name: 'Plan Farmacia M', seats: 4, price: '59,90 € al mes', period: 'mensual' },
	{ lid: 302, name: 'Plan Farmacia M', seats: 4, price: '575 € al año', period: 'anual' },
	{ lid: 311, name: 'Plan Farmacia L', seats: 10, price: '119,90 € al mes', period: 'mensual' },
	{ lid: 312, name: 'Plan Farmacia L', seats: 10, price: '1151 € al año', period: 'anual' },
];
const PURCHASE_DONE = '/compra/fin-contacto';
const TRIAL_DONE = '/prueba-gratis/fin-contacto';

beforeEach(() => {
	send.mockReset();
	resetContactName();
});
afterEach(() => {
	cleanup();
});

function renderForPlan(lid = 302) {
	return render(
		<PharmacyContactForm
			formType={PHARMACY_REQUEST_FORM.PURCHASE}
			lid={lid}
			donePath={PURCHASE_DONE}
		/>,
	);
}

function renderWithChoice() {
	return render(
		<PharmacyContactForm
			formType={PHARMACY_REQUEST_FORM.TRIAL}
			choices={TRIAL_CHOICES}
			donePath={TRIAL_DONE}
		/>,
	);
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const phone = () => field('Teléfono');
const terms = () => screen.getByRole('checkbox', { name: /He leído y acepto/ });
const submit = () => screen.getByRole('button', { name: 'Solicitar llamada' });
const summary = () => screen.getByRole('alert').textContent;
/** The text a control's aria-describedby points at: what a screen reader reads with it. */
const description = (control: HTMLElement) =>
	(control.getAttribute('aria-describedby') ?? '')
		.split(' ')
		.map((id) => document.getElementById(id)?.textContent ?? '')
		.join(' ');

function type(name: string | RegExp, value: string) {
	fireEvent.change(field(name), { target: { value } });
}

async function submitForm() {
	await act(() => Promise.resolve(fireEvent.click(submit())));
}

function fillRequired() {
	type('Nombre', 'María José');
	type('Teléfono', '612 34 56 78');
	type('Email', ' MJ@Farmacia-Sol.ES ');
	fireEvent.click(terms());
}

describe('PharmacyContactForm', () => {
	it('marks every empty required field in Spanish, terms included, and focuses the first', async () => {
		renderForPlan();
		await submitForm();
		expect(summary()).toBe('Revisa los campos marcados: hay 4 errores.');
		expect(document.activeElement).toBe(field('Nombre'));
		expect(field('Nombre').getAttribute('aria-invalid')).toBe('true');
		expect(description(field('Nombre'))).toBe('Este campo es obligatorio');
		// An empty phone is "obligatorio" like the rest, not yet "9 dígitos".
		expect(description(phone())).toContain('Este campo es obligatorio');
		expect(description(field('Email'))).toContain('Este campo es obligatorio');
		expect(screen.getByText('Debes aceptar los términos y la política de privacidad')).toBeTruthy();
		for (const optional of [/Apellidos/, /Nombre de la farmacia/, /Código de descuento/]) {
			expect(field(optional).getAttribute('aria-invalid')).toBeNull();
		}
		expect(send).not.toHaveBeenCalled();
	});

	it('asks for the team size first on the page without a plan', async () => {
		renderWithChoice();
		await submitForm();
		expect(summary()).toBe('Revisa los campos marcados: hay 5 errores.');
		const medium = screen.getByRole('radio', { name: /Plan Farmacia M/ });
		expect(document.activeElement).toBe(medium);
		expect(description(medium)).toBe('Elige el plan que encaja con tu equipo');
		expect(
			screen.getByRole('group', { name: '¿Cuántas personas sois en la farmacia?' }),
		).toBeTruthy();
		expect(send).not.toHaveBeenCalled();
	});

	it('wants a phone of 9 digits and a name of letters', async () => {
		renderForPlan();
		fillRequired();
		type('Nombre', 'María 2');
		type('Teléfono', '61234567');
		await submitForm();
		expect(summary()).toBe('Revisa los campos marcados: hay 2 errores.');
		expect(description(phone())).toContain('El teléfono debe tener 9 dígitos');
		expect(description(field('Nombre'))).toBe('Solo se admiten letras y espacios');
		expect(send).not.toHaveBeenCalled();

		type('Nombre', 'María José');
		type('Teléfono', '+34 612 345 67a');
		await submitForm();
		expect(description(phone())).toContain('El teléfono debe tener 9 dígitos');
		expect(send).not.toHaveBeenCalled();
	});

	it('sends the purchase request for the plan of the route and goes to the done page', async () => {
		send.mockResolvedValue({ ok: true, data: 'ok' });
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
		renderForPlan(312);
		fillRequired();
		type(/Apellidos/, 'Ruiz Soler');
		type(/Nombre de la farmacia/, 'Farmacia del Sol');
		type(/Código de descuento/, 'farmacia10');
		fireEvent.click(screen.getByRole('checkbox', { name: /newsletter/ }));
		await submitForm();
		// The terms are the form's, not the call's: they are not sent.
		expect(send).toHaveBeenCalledExactlyOnceWith({
			ftyp: 1,
			lid: 312,
			fnm: 'María José',
			lnm: 'Ruiz Soler',
			pnm: 'Farmacia del Sol',
			ph: '612345678',
			email: 'mj@farmacia-sol.es',
			cpn: 'FARMACIA10',
			wn: true,
		});
		expect(assign).toHaveBeenCalledWith(PURCHASE_DONE);
		expect($contactName.get()).toBe('María José');
	});

	it('offers monthly and annual, keeps the size when the period changes, and writes the URL', async () => {
		window.history.replaceState(null, '', '/compra/contacto');
		send.mockResolvedValue({ ok: true, data: 'ok' });
		vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
		render(
			<PharmacyContactForm
				formType={PHARMACY_REQUEST_FORM.PURCHASE}
				choices={PERIOD_CHOICES}
				donePath={PURCHASE_DONE}
			/>,
		);
		const periods = screen.getByRole('group', { name: 'Forma de pago' });
		const annual = screen.getByRole('radio', { name: 'Anual' });
		expect((annual as HTMLInputElement).checked).toBe(true);
		expect(periods.textContent).toContain('Mensual');
		expect(screen.getByRole('radio', { name: /Plan Farmacia L.*1151 € al año/ })).toBeTruthy();
		fireEvent.click(screen.getByRole('radio', { name: /Plan Farmacia L\b/ }));

		fireEvent.click(screen.getByRole('radio', { name: 'Mensual' }));
		expect(window.location.search).toBe('?periodo=mensual');
		const monthlyL = screen.getByRole('radio', { name: /Plan Farmacia L.*119,90 € al mes/ });
		expect((monthlyL as HTMLInputElement).checked).toBe(true);
		expect(screen.queryByText('1151 € al año')).toBeNull();

		fillRequired();
		await submitForm();
		expect(send).toHaveBeenCalledWith(expect.objectContaining({ ftyp: 1, lid: 311 }));
	});

	it("reads the period from the URL once hydrated, and on a plan's page shows its two prices", async () => {
		window.history.replaceState(null, '', '/compra/contacto/312?periodo=mensual');
		render(
			<PharmacyContactForm
				formType={PHARMACY_REQUEST_FORM.PURCHASE}
				choices={PERIOD_CHOICES.filter((choice) => choice.name === 'Plan Farmacia L')}
				lid={312}
				period="anual"
				donePath={PURCHASE_DONE}
			/>,
		);
		await act(() => Promise.resolve());
		const monthly = screen.getByRole('radio', { name: /Mensual.*119,90 € al mes/ });
		expect((monthly as HTMLInputElement).checked).toBe(true);
		expect(screen.getByRole('radio', { name: /Anual.*1151 € al año/ })).toBeTruthy();
		// One plan: no size to choose.
		expect(screen.queryByRole('group', { name: /Cuántas personas/ })).toBeNull();
		send.mockResolvedValue({ ok: true, data: 'ok' });
		vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
		fillRequired();
		await submitForm();
		expect(send).toHaveBeenCalledWith(expect.objectContaining({ lid: 311 }));
		window.history.replaceState(null, '', '/');
	});

	it('sends the trial request for the size chosen', async () => {
		send.mockResolvedValue({ ok: true, data: 'ok' });
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
		renderWithChoice();
		fireEvent.click(screen.getByRole('radio', { name: /Plan Farmacia L\b/ }));
		fillRequired();
		await submitForm();
		expect(send).toHaveBeenCalledExactlyOnceWith({
			ftyp: 2,
			lid: 316,
			fnm: 'María José',
			lnm: undefined,
			pnm: undefined,
			ph: '612345678',
			email: 'mj@farmacia-sol.es',
			cpn: undefined,
			wn: false,
		});
		expect(assign).toHaveBeenCalledWith(TRIAL_DONE);
	});

	it("shows the server's message when the request fails, stays, and lets the visitor retry", async () => {
		send.mockResolvedValue({
			ok: false,
			status: 422,
			result: 'lid_inv',
			msg: 'La solicitud de llamada es solo para los planes de farmacia.',
		});
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
		renderForPlan();
		fillRequired();
		await submitForm();
		expect(summary()).toBe('La solicitud de llamada es solo para los planes de farmacia.');
		expect(assign).not.toHaveBeenCalled();
		expect($contactName.get()).toBeNull();
		expect(submit().getAttribute('aria-busy')).toBeNull();

		send.mockResolvedValue({ ok: true, data: 'ok' });
		await submitForm();
		expect(send).toHaveBeenCalledTimes(2);
		expect(assign).toHaveBeenCalledWith(PURCHASE_DONE);
	});

	it('cannot be sent before hydration, and keeps what was typed meanwhile', async () => {
		const form = (
			<PharmacyContactForm
				formType={PHARMACY_REQUEST_FORM.PURCHASE}
				lid={302}
				donePath={PURCHASE_DONE}
			/>
		);
		const container = document.createElement('div');
		container.innerHTML = renderToString(form);
		document.body.append(container);
		// A native submit would put the phone and email in the URL.
		expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
		const typed = container.querySelector<HTMLInputElement>('input[name="ph"]');
		if (typed) typed.value = '612345678';
		const root = await act(() => Promise.resolve(hydrateRoot(container, form)));
		expect(submit().hasAttribute('disabled')).toBe(false);
		await submitForm();
		expect(phone().getAttribute('aria-invalid')).toBeNull();
		expect(summary()).toBe('Revisa los campos marcados: hay 3 errores.');
		act(() => {
			root.unmount();
		});
		container.remove();
	});
});
