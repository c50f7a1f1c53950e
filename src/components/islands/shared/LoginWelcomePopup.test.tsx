// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LoginWelcomePopup, WELCOME_POPUP_HIDE_MS, welcomeGreeting } from './LoginWelcomePopup';
import { advance } from './test-utils';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

describe('welcomeGreeting', () => {
	test('greets by full name, tidying spaces', () => {
		expect(welcomeGreeting('  Ana   García ')).toBe('¡Hola, Ana García!');
	});

	test('is generic without a name', () => {
		expect(welcomeGreeting('')).toBe('¡Hola! Te damos la bienvenida');
		expect(welcomeGreeting('   ')).toBe('¡Hola! Te damos la bienvenida');
		expect(welcomeGreeting(null)).toBe('¡Hola! Te damos la bienvenida');
	});
});

describe('LoginWelcomePopup', () => {
	test('shows at once and is announced', () => {
		render(<LoginWelcomePopup fullName="Ana García" />);
		expect(screen.getByRole('status').textContent).toContain('¡Hola, Ana García!');
	});

	test('shows the generic greeting without a name', () => {
		render(<LoginWelcomePopup />);
		expect(screen.getByText('¡Hola! Te damos la bienvenida')).not.toBeNull();
	});

	test('hides after 4900 ms', () => {
		expect(WELCOME_POPUP_HIDE_MS).toBe(4900);
		const onHidden = vi.fn();
		render(<LoginWelcomePopup fullName="Ana García" onHidden={onHidden} />);
		advance(4899);
		expect(screen.queryByText('¡Hola, Ana García!')).not.toBeNull();
		advance(1);
		expect(screen.queryByText('¡Hola, Ana García!')).toBeNull();
		expect(onHidden).toHaveBeenCalledOnce();
	});

	test('closes by hand or with Escape', () => {
		const onHidden = vi.fn();
		const { unmount } = render(<LoginWelcomePopup fullName="Ana" onHidden={onHidden} />);
		fireEvent.click(screen.getByRole('button', { name: 'Cerrar saludo' }));
		expect(screen.queryByText('¡Hola, Ana!')).toBeNull();
		unmount();
		render(<LoginWelcomePopup fullName="Ana" onHidden={onHidden} />);
		fireEvent.keyDown(document, { key: 'Escape' });
		expect(screen.queryByText('¡Hola, Ana!')).toBeNull();
		expect(onHidden).toHaveBeenCalledTimes(2);
	});
});
