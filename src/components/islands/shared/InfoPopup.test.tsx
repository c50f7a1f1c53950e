// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { InfoPopup } from './InfoPopup';
import { pressEscape } from './test-utils';

interface HappyDomWindow {
	happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

function setViewport(width: number) {
	act(() => {
		(window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
	});
}

afterEach(() => {
	cleanup();
	setViewport(1024);
});

function renderPopup(onClose = vi.fn()) {
	render(
		<InfoPopup open onClose={onClose} title="Qué incluye el plan">
			Acceso a todos los cursos.
		</InfoPopup>,
	);
	return onClose;
}

test('shows on a phone (768 px or less) and locks page scroll', () => {
	setViewport(768);
	renderPopup();
	expect(screen.getByRole('dialog', { name: 'Qué incluye el plan' })).not.toBeNull();
	expect(document.documentElement.style.overflow).toBe('hidden');
});

test('renders nothing on wider screens, even when open', () => {
	setViewport(769);
	renderPopup();
	expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
	expect(document.documentElement.style.overflow).toBe('');
});

test('follows the screen width while mounted', () => {
	setViewport(1024);
	renderPopup();
	expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
	setViewport(390);
	expect(screen.getByRole('dialog', { name: 'Qué incluye el plan' })).not.toBeNull();
	expect(document.documentElement.style.overflow).toBe('hidden');
});

test('closes with its button or Escape and unlocks scroll', () => {
	setViewport(390);
	const onClose = renderPopup();
	act(() => {
		screen.getByRole('button', { name: 'Cerrar información' }).click();
	});
	expect(onClose).toHaveBeenCalledOnce();
	cleanup();
	expect(document.documentElement.style.overflow).toBe('');
	const onEscape = renderPopup();
	pressEscape(screen.getByRole<HTMLDialogElement>('dialog'));
	expect(onEscape).toHaveBeenCalledOnce();
});
