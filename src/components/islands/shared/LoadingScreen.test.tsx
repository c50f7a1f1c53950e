// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
	hideLoadingScreen,
	resetLoadingScreen,
	showLoadingScreen,
	type LoadingScreenOptions,
} from '../../../stores/overlays-loading';
import { LoadingScreen, TEXT_HOLD_MS, TYPE_CHARACTER_MS } from './LoadingScreen';
import { advance, pressEscape } from './test-utils';

const NOTE = 'Esta operación puede tardar unos segundos';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	act(() => {
		resetLoadingScreen();
	});
	cleanup();
	vi.useRealTimers();
});

function show(options?: LoadingScreenOptions) {
	act(() => {
		showLoadingScreen(options);
	});
}

function hide() {
	act(() => {
		hideLoadingScreen();
	});
}

function dialog(): HTMLDialogElement {
	return screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });
}

describe('LoadingScreen', () => {
	test('opens as a modal dialog named "Cargando"', () => {
		render(<LoadingScreen />);
		expect(dialog().open).toBe(false);
		show();
		expect(screen.getByRole('dialog', { name: 'Cargando' })).toBe(dialog());
		expect(dialog().open).toBe(true);
	});

	test('hides 500 ms after being told to, not before', () => {
		render(<LoadingScreen />);
		show();
		hide();
		advance(499);
		expect(dialog().open).toBe(true);
		advance(1);
		expect(dialog().open).toBe(false);
	});

	test('locks page scroll while shown and restores it after', () => {
		document.documentElement.style.overflow = 'scroll';
		render(<LoadingScreen />);
		show();
		expect(document.documentElement.style.overflow).toBe('hidden');
		hide();
		advance(500);
		expect(document.documentElement.style.overflow).toBe('scroll');
		document.documentElement.style.overflow = '';
	});

	test('Escape does not close it', () => {
		render(<LoadingScreen />);
		show();
		pressEscape(dialog());
		expect(dialog().open).toBe(true);
	});

	test('opens again if the browser closes it anyway', () => {
		render(<LoadingScreen />);
		show();
		act(() => {
			dialog().close();
		});
		expect(dialog().open).toBe(true);
	});

	test('shows the note only when there are texts', () => {
		render(<LoadingScreen />);
		show();
		expect(screen.queryByText(NOTE)).toBeNull();
		show({ texts: ['Procesando el pago'] });
		expect(screen.queryByText(NOTE)).not.toBeNull();
	});

	test('names itself "Enviando" with the sending animation', () => {
		render(<LoadingScreen />);
		show({ sending: true });
		expect(screen.getByRole('dialog', { name: 'Enviando' })).toBe(dialog());
		expect(dialog().querySelector('.loading-screen__sending')).not.toBeNull();
		expect(dialog().querySelector('.loading-screen__spinner')).toBeNull();
	});

	test('types the texts one after another and starts over', () => {
		render(<LoadingScreen />);
		show({ texts: ['Hola', 'Ya casi'] });
		const typed = () => dialog().querySelector('.loading-screen__text')?.textContent;
		// One timer at a time: each step schedules the next when React re-renders.
		const step = (ms: number, times = 1) => {
			for (let index = 0; index < times; index += 1) advance(ms);
		};
		// Screen readers get each whole text at once.
		expect(screen.getByRole('status').textContent).toBe('Hola');
		expect(typed()).toBe('');
		step(TYPE_CHARACTER_MS - 1);
		expect(typed()).toBe('');
		step(1);
		expect(typed()).toBe('H');
		step(TYPE_CHARACTER_MS, 3);
		expect(typed()).toBe('Hola');
		step(TEXT_HOLD_MS - 1);
		expect(typed()).toBe('Hola');
		step(1);
		expect(screen.getByRole('status').textContent).toBe('Ya casi');
		expect(typed()).toBe('');
		step(TYPE_CHARACTER_MS, 'Ya casi'.length);
		expect(typed()).toBe('Ya casi');
		step(TEXT_HOLD_MS);
		expect(screen.getByRole('status').textContent).toBe('Hola');
	});

	test('shows whole texts when the visitor asks for reduced motion', () => {
		const matchMedia = window.matchMedia.bind(window);
		vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
			query.includes('prefers-reduced-motion')
				? ({
						matches: true,
						media: query,
						addEventListener: () => undefined,
						removeEventListener: () => undefined,
					} as unknown as MediaQueryList)
				: matchMedia(query),
		);
		render(<LoadingScreen />);
		show({ texts: ['Procesando el pago'] });
		expect(dialog().querySelector('.loading-screen__text')?.textContent).toBe('Procesando el pago');
	});

	test('gives focus back to what had it', () => {
		const button = document.createElement('button');
		document.body.append(button);
		button.focus();
		render(<LoadingScreen />);
		show();
		hide();
		advance(500);
		expect(document.activeElement).toBe(button);
		button.remove();
	});
});
