// @vitest-environment jsdom
/**
 * The confirm dialog's HTML description, on jsdom: DOMPurify, which sanitises it, supports jsdom
 * and real browsers, and mis-sanitises on happy-dom (ADR 012), where the dialog's other tests run.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { cancelConfirmDialog, openConfirmDialog } from '../../../stores/overlays-confirm';
import { ConfirmDialog } from './ConfirmDialog';

// jsdom has <dialog> without its methods (and this file's window is its own); both only flip
// `open`, which is all the dialog reads.
beforeAll(() => {
	HTMLDialogElement.prototype.showModal = function showModalForTests(this: HTMLDialogElement) {
		this.setAttribute('open', '');
	};
	HTMLDialogElement.prototype.close = function closeForTests(this: HTMLDialogElement) {
		this.removeAttribute('open');
	};
});
afterEach(() => {
	act(() => {
		cancelConfirmDialog();
	});
	cleanup();
});

test('renders an HTML description through the allowlist', () => {
	render(<ConfirmDialog />);
	act(() => {
		openConfirmDialog({
			title: 'Eliminar itinerario',
			descriptionHtml:
				'<p>Vas a borrar <strong>3 cursos</strong><img src=x onerror="steal()"></p><a href="javascript:steal()">ver</a>',
		});
	});
	const strong = screen.getByText('3 cursos');
	expect(strong.tagName).toBe('STRONG');
	expect(strong.parentElement?.tagName).toBe('P');
	expect(document.querySelector('img')).toBeNull();
	expect(screen.getByText('ver').getAttribute('href')).toBeNull();
});
