// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBillingDetails } from '../../../lib/api/auth';
import { LICENCE_TYPE } from '../../../lib/contracts/plans';
import { BillingFields } from './BillingFields';
import { useBilling, type BillingCheck } from './use-billing';

vi.mock('../../../lib/api/auth', async (importOriginal) => ({
	...(await importOriginal<typeof import('../../../lib/api/auth')>()),
	getBillingDetails: vi.fn(),
}));
const load = vi.mocked(getBillingDetails);

const SAVED = {
	billing_name: 'Farmacia Sol, C.B.',
	tax_id: 'E12345674',
	billing_address: 'Plaza Mayor 1, 28012 Madrid',
};
const NONE = { billing_name: null, tax_id: null, billing_address: null };

/** The section as the payment form holds it, with a button that checks it as paying does. */
function Harness({
	licenceType,
	onCheck,
}: {
	licenceType: number;
	onCheck: (c: BillingCheck) => void;
}) {
	const billing = useBilling(licenceType, true);
	const [checks, setChecks] = useState(0);
	return (
		<form>
			<BillingFields billing={billing} disabled={false} />
			<button
				type="button"
				onClick={() => {
					onCheck(billing.check());
					setChecks(checks + 1);
				}}
			>
				Pagar
			</button>
		</form>
	);
}

let checked: BillingCheck[] = [];
async function renderSection(licenceType: number) {
	render(<Harness licenceType={licenceType} onCheck={(result) => checked.push(result)} />);
	await act(() => Promise.resolve());
	await act(() => Promise.resolve());
}
const pay = () => {
	fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
	return checked.at(-1);
};
const type = (label: string, value: string) => {
	fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

beforeEach(() => {
	checked = [];
	load.mockReset().mockResolvedValue({ ok: true, data: NONE });
});
afterEach(() => {
	cleanup();
});

describe('the checkout’s billing details', () => {
	it('asks a pharmacy for all three, refusing a wrong CIF at its field before paying', async () => {
		await renderSection(LICENCE_TYPE.PHARMACY);
		expect(screen.getByRole('group', { name: 'Datos de facturación' })).toBeTruthy();
		expect(pay()).toEqual({ ok: false });
		for (const label of ['Nombre o razón social', 'NIF o CIF', 'Dirección fiscal']) {
			expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
		}
		expect(document.activeElement).toBe(screen.getByLabelText('Nombre o razón social'));

		type('Nombre o razón social', 'Farmacia Sol, C.B.');
		type('NIF o CIF', 'B12345670');
		type('Dirección fiscal', 'Plaza Mayor 1, 28012 Madrid');
		expect(pay()).toEqual({ ok: false });
		const taxId = screen.getByLabelText('NIF o CIF');
		expect(document.activeElement).toBe(taxId);
		const described = taxId.getAttribute('aria-describedby') ?? '';
		const texts = described.split(' ').map((id) => document.getElementById(id)?.textContent);
		expect(texts.join(' ')).toContain('Introduce un NIF, NIE o CIF válido');
		expect(screen.getByLabelText('Nombre o razón social').getAttribute('aria-invalid')).toBeNull();

		type('NIF o CIF', 'b-12345674');
		expect(pay()).toEqual({
			ok: true,
			billing: {
				billing_name: 'Farmacia Sol, C.B.',
				tax_id: 'B12345674',
				billing_address: 'Plaza Mayor 1, 28012 Madrid',
			},
		});
	});

	it('shows complete saved details as a summary that sends nothing, until Cambiar opens them filled', async () => {
		load.mockResolvedValue({ ok: true, data: SAVED });
		await renderSection(LICENCE_TYPE.PHARMACY);
		expect(screen.getByText('Farmacia Sol, C.B.')).toBeTruthy();
		expect(screen.getByText('NIF/CIF: E12345674')).toBeTruthy();
		expect(pay()).toEqual({ ok: true, billing: null });

		fireEvent.click(screen.getByRole('button', { name: 'Cambiar los datos de facturación' }));
		expect(screen.getByLabelText<HTMLInputElement>('NIF o CIF').value).toBe('E12345674');
		expect(document.activeElement).toBe(screen.getByLabelText('Nombre o razón social'));
		expect(pay()).toEqual({ ok: true, billing: SAVED });
	});

	it('leaves them to a person, who may ask for a company invoice and change their mind', async () => {
		await renderSection(LICENCE_TYPE.PROFESSIONAL);
		expect(screen.queryByRole('group', { name: 'Datos de facturación' })).toBeNull();
		expect(pay()).toEqual({ ok: true, billing: null });

		const ask = screen.getByRole('button', { name: '¿Necesitas factura a nombre de una empresa?' });
		expect(ask.getAttribute('aria-expanded')).toBe('false');
		fireEvent.click(ask);
		type('NIF o CIF', 'B12345674');
		// Asked for, a company invoice needs all three.
		expect(pay()).toEqual({ ok: false });
		expect(screen.getByLabelText('Dirección fiscal').getAttribute('aria-invalid')).toBe('true');

		fireEvent.click(
			screen.getByRole('button', { name: 'No necesito factura a nombre de una empresa' }),
		);
		expect(pay()).toEqual({ ok: true, billing: null });
	});
});
