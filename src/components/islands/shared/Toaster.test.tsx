// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $toasts, clearToasts, showToast } from '../../../stores/toasts';
import { Toaster } from './Toaster';
import { advance } from './test-utils';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	cleanup();
	act(() => {
		clearToasts();
	});
	vi.useRealTimers();
	document.body.innerHTML = '';
});

function show(...args: Parameters<typeof showToast>) {
	let id = 0;
	act(() => {
		id = showToast(...args);
	});
	return id;
}

describe('Toaster', () => {
	test('a success toast is a polite status message', () => {
		render(<Toaster />);
		show({ text: '¡Consulta enviada con éxito!', type: 'success' });
		expect(screen.getByRole('status')).toHaveProperty(
			'textContent',
			'¡Consulta enviada con éxito!',
		);
		expect(screen.queryByRole('alert')).toBeNull();
	});

	test('an error toast is an alert', () => {
		render(<Toaster />);
		show({ text: '¡Lo sentimos! Ha habido un error', type: 'error' });
		expect(screen.getByRole('alert').textContent).toBe('¡Lo sentimos! Ha habido un error');
	});

	test('goes away after 3000 ms by default', () => {
		render(<Toaster />);
		show({ text: 'Guardado', type: 'success' });
		advance(2999);
		expect(screen.queryByText('Guardado')).not.toBeNull();
		advance(1);
		expect(screen.queryByText('Guardado')).toBeNull();
	});

	test('a custom timeout replaces the default', () => {
		render(<Toaster />);
		show({ text: 'La sesión no es valida', type: 'error', timeout: 4000 });
		advance(3999);
		expect(screen.queryByText('La sesión no es valida')).not.toBeNull();
		advance(1);
		expect(screen.queryByText('La sesión no es valida')).toBeNull();
	});

	test('"Cerrar aviso" closes one toast by hand', () => {
		render(<Toaster />);
		show({ text: 'Primero', type: 'success' });
		show({ text: 'Segundo', type: 'error' });
		const buttons = screen.getAllByRole('button', { name: 'Cerrar aviso' });
		expect(buttons).toHaveLength(2);
		fireEvent.click(buttons[0]!);
		expect(screen.queryByText('Primero')).toBeNull();
		expect(screen.queryByText('Segundo')).not.toBeNull();
	});

	test('stays while hovered or focused and leaves with the time it had left', () => {
		render(<Toaster />);
		show({ text: 'Guardado', type: 'success' });
		advance(2000);
		const toast = screen.getByText('Guardado').parentElement!;
		fireEvent.mouseEnter(toast);
		fireEvent.focus(screen.getByRole('button', { name: 'Cerrar aviso' }));
		advance(10_000);
		fireEvent.mouseLeave(toast);
		advance(10_000);
		expect(screen.queryByText('Guardado')).not.toBeNull();
		fireEvent.blur(screen.getByRole('button', { name: 'Cerrar aviso' }));
		advance(999);
		expect(screen.queryByText('Guardado')).not.toBeNull();
		advance(1);
		expect(screen.queryByText('Guardado')).toBeNull();
	});

	test('a toast held by focus is released when it is unmounted without a blur', () => {
		const { unmount } = render(<Toaster />);
		show({ text: 'Guardado', type: 'success' });
		fireEvent.focus(screen.getByRole('button', { name: 'Cerrar aviso' }));
		advance(5000);
		expect($toasts.get()).toHaveLength(1);
		unmount();
		advance(3000);
		expect($toasts.get()).toHaveLength(0);
	});

	test('is drawn inside an open modal dialog, so it is not under its backdrop', async () => {
		// happy-dom does not know :modal; a browser does.
		const realMatches = (element: Element, selector: string) =>
			Element.prototype.matches.call(element, selector);
		vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (
			this: HTMLElement,
			selector: string,
		) {
			return selector === ':modal' ? this.tagName === 'DIALOG' : realMatches(this, selector);
		});
		const dialog = document.createElement('dialog');
		document.body.append(dialog);
		render(<Toaster />);
		act(() => {
			dialog.showModal();
		});
		show({ text: 'Dentro', type: 'error' });
		expect(dialog.contains(screen.getByRole('alert'))).toBe(true);
		act(() => {
			dialog.close();
		});
		// The observer's callback runs after close(), outside this act.
		await act(async () => {
			await vi.advanceTimersByTimeAsync(0);
		});
		expect(dialog.contains(screen.getByRole('alert'))).toBe(false);
	});
});
