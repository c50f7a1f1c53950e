// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { cancelConfirmDialog, openConfirmDialog } from '../../../stores/overlays-confirm';
import { closeErrorModal, showErrorModal } from '../../../stores/overlays-error';
import { resetLoadingScreen, showLoadingScreen } from '../../../stores/overlays-loading';
import { $welcomePopup, showWelcomePopup } from '../../../stores/overlays-welcome';
import { clearToasts, showToast } from '../../../stores/toasts';
import SharedOverlays from './SharedOverlays';
import { advance } from './test-utils';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	act(() => {
		clearToasts();
		resetLoadingScreen();
		cancelConfirmDialog();
		closeErrorModal();
	});
	cleanup();
	vi.useRealTimers();
});

test('one island answers every overlay store', () => {
	render(<SharedOverlays />);
	act(() => {
		showToast({ text: 'Guardado', type: 'success' });
		showLoadingScreen();
		openConfirmDialog({ title: '¿Eliminar?' });
		showErrorModal({ msg: 'Algo falló' });
	});
	expect(screen.getByText('Guardado')).not.toBeNull();
	expect(screen.getByRole('dialog', { name: 'Cargando', hidden: true })).toHaveProperty(
		'open',
		true,
	);
	expect(screen.getByRole('dialog', { name: '¿Eliminar?', hidden: true })).toHaveProperty(
		'open',
		true,
	);
	expect(
		screen.getByRole('dialog', { name: 'Oops! Algo no ha ido del todo bien', hidden: true }),
	).toHaveProperty('open', true);
});

test('renders the login welcome popup from its store and forgets it after 4900 ms', () => {
	render(<SharedOverlays />);
	act(() => {
		showWelcomePopup('  Ana  García ');
	});
	expect(screen.getByText('¡Hola, Ana García!')).not.toBeNull();
	advance(4899);
	expect(screen.getByText('¡Hola, Ana García!')).not.toBeNull();
	advance(1);
	expect(screen.queryByText('¡Hola, Ana García!')).toBeNull();
	expect($welcomePopup.get()).toBeNull();
});

test('a second greeting restarts the clock', () => {
	render(<SharedOverlays />);
	act(() => {
		showWelcomePopup('Ana');
	});
	advance(4000);
	act(() => {
		showWelcomePopup('Ana');
	});
	advance(4000);
	expect(screen.getByText('¡Hola, Ana!')).not.toBeNull();
	advance(900);
	expect(screen.queryByText('¡Hola, Ana!')).toBeNull();
});

// Preact reports no hydration mismatch (ADR 014): what can be checked is that the island takes over
// the prerendered markup and then shows what the stores held before it hydrated.
test('hydrates over the prerendered HTML when a login left a greeting and a toast before it', () => {
	// The prerendered page: every overlay store at its initial value.
	const container = document.createElement('div');
	container.innerHTML = renderToString(<SharedOverlays />);
	document.body.append(container);
	// The session flows run before this client:idle island hydrates.
	showWelcomePopup('Ana García');
	showToast({ text: 'Sesión expirada', type: 'error' });
	let root: Root | undefined;
	act(() => {
		root = hydrateRoot(container, <SharedOverlays />);
	});
	// Then, hydrated, it shows what the stores hold.
	expect(screen.getByText('¡Hola, Ana García!')).not.toBeNull();
	expect(screen.getByText('Sesión expirada')).not.toBeNull();
	act(() => {
		root?.unmount();
		$welcomePopup.set(null);
	});
	container.remove();
});
