// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNotice, Notice } from './Notice';

afterEach(cleanup);

describe('Notice', () => {
	it('is a region named by its title, with the text and the way forward inside', () => {
		render(
			<>
				<Notice title="Sin farmacia" action={<a href="/planes">Ver planes</a>}>
					<p>Aún no gestionas ninguna farmacia.</p>
				</Notice>
				<Notice title="Otro aviso">
					<p>Segundo.</p>
				</Notice>
			</>,
		);
		const region = screen.getByRole('region', { name: 'Sin farmacia' });
		expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Sin farmacia');
		expect(within(region).getByText('Aún no gestionas ninguna farmacia.')).toBeTruthy();
		expect(within(region).getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe(
			'/planes',
		);
		// Two notices on one page keep their own names.
		expect(screen.getByRole('region', { name: 'Otro aviso' })).not.toBe(region);
	});
});

describe('ErrorNotice', () => {
	it('is announced at once and holds the message and its action', () => {
		const retry = vi.fn();
		render(
			<ErrorNotice action={<button onClick={retry}>Reintentar</button>}>
				No se ha podido cargar. Sin conexión.
			</ErrorNotice>,
		);
		const alert = screen.getByRole('alert');
		expect(alert.textContent).toContain('No se ha podido cargar. Sin conexión.');
		fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
		expect(retry).toHaveBeenCalledOnce();
	});
});
