// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { CheckoutOffer } from '../../../stores/checkout';
import { TrialHowItWorks } from './TrialHowItWorks';

interface HappyDomWindow {
	happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

function setViewport(width: number) {
	act(() => {
		(window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
	});
}

const OFFER: CheckoutOffer = {
	lid: 302,
	slug: 'profesional-mensual-prueba',
	name: 'Plan Profesional mensual',
	price: 1990,
	currency: 'eur',
	per: 2,
	demo: true,
	licenceType: 2,
};

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(new Date('2026-11-26T10:00:00+01:00'));
});
afterEach(() => {
	cleanup();
	setViewport(1024);
	vi.useRealTimers();
});

const THEN =
	'El 1 de diciembre de 2026, al terminar la prueba, empieza tu plan: 19,90\u00a0€ al mes.';

test('says inline, on wider screens, that nothing is paid today and what comes on which day', () => {
	setViewport(1024);
	render(<TrialHowItWorks offer={OFFER} />);
	const section = screen.getByRole('region', { name: 'Cómo funciona la prueba' });
	expect(section.textContent).toContain('Hoy no pagas nada');
	expect(section.textContent).toContain(THEN);
	expect(screen.queryByRole('button')).toBeNull();
});

test('is a link to the info popup on a phone', () => {
	setViewport(390);
	render(<TrialHowItWorks offer={OFFER} />);
	expect(screen.queryByRole('region')).toBeNull();
	fireEvent.click(screen.getByRole('button', { name: 'Cómo funciona la prueba' }));
	const sheet = screen.getByRole('dialog', { name: 'Cómo funciona la prueba' });
	expect(sheet.textContent).toContain(THEN);
	fireEvent.click(screen.getByRole('button', { name: 'Cerrar información' }));
	expect(screen.queryByRole('dialog')).toBeNull();
});
