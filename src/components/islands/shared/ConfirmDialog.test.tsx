// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
	$confirmDialog,
	cancelConfirmDialog,
	openConfirmDialog,
	type ConfirmDialogOptions,
} from '../../../stores/overlays-confirm';
import { ConfirmDialog, confirmPlaceholder } from './ConfirmDialog';
import { pressEscape } from './test-utils';

afterEach(() => {
	act(() => {
		cancelConfirmDialog();
	});
	cleanup();
});

function open(options: Partial<ConfirmDialogOptions> = {}) {
	act(() => {
		openConfirmDialog({ title: 'Eliminar itinerario', ...options });
	});
}

function type(text: string) {
	fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirmar' });

describe('confirmPlaceholder (spec §5)', () => {
	test('asks for the word', () => {
		expect(confirmPlaceholder('eliminar')).toBe('Escribe "eliminar" para continuar');
	});

	test('falls back when no word is set', () => {
		expect(confirmPlaceholder(undefined)).toBe('el texto de confirmación');
		expect(confirmPlaceholder('  ')).toBe('el texto de confirmación');
	});
});

describe('ConfirmDialog', () => {
	test('shows title, description, info text and the default buttons', () => {
		render(<ConfirmDialog />);
		open({ description: 'No se puede deshacer.', infoText: 'Los usuarios dejarán de verlo.' });
		expect(screen.getByRole('dialog', { name: 'Eliminar itinerario' })).not.toBeNull();
		expect(screen.getByText('No se puede deshacer.')).not.toBeNull();
		expect(screen.getByText('Los usuarios dejarán de verlo.')).not.toBeNull();
		expect(screen.getByRole('button', { name: 'Cancelar' })).not.toBeNull();
		expect(confirmButton().hasAttribute('disabled')).toBe(false);
		expect(screen.queryByRole('textbox')).toBeNull();
	});

	test('uses the given button texts and hides ✕ when asked', () => {
		render(<ConfirmDialog />);
		open({ confirmText: 'Sí, eliminar', cancelText: 'No', showCloseBtn: false });
		expect(screen.getByRole('button', { name: 'Sí, eliminar' })).not.toBeNull();
		expect(screen.getByRole('button', { name: 'No' })).not.toBeNull();
		expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
	});

	test('shows ✕ by default', () => {
		render(<ConfirmDialog />);
		open();
		expect(screen.getByRole('button', { name: 'Cerrar' })).not.toBeNull();
	});

	test('keeps confirm disabled until the word is typed, ignoring case and spaces', () => {
		const onConfirm = vi.fn();
		render(<ConfirmDialog />);
		open({ showConfirmInput: true, placeholder: 'eliminar', onConfirm });
		expect(confirmButton().hasAttribute('disabled')).toBe(true);
		type('elimina');
		expect(confirmButton().hasAttribute('disabled')).toBe(true);
		type('eliminar x');
		expect(confirmButton().hasAttribute('disabled')).toBe(true);
		type('  ELIMINAR ');
		expect(confirmButton().hasAttribute('disabled')).toBe(false);
		type('Eliminar');
		expect(confirmButton().hasAttribute('disabled')).toBe(false);
		fireEvent.click(confirmButton());
		expect(onConfirm).toHaveBeenCalledOnce();
		expect($confirmDialog.get().open).toBe(false);
	});

	test('Enter in the field confirms only once the word matches', () => {
		const onConfirm = vi.fn();
		render(<ConfirmDialog />);
		open({ showConfirmInput: true, placeholder: 'borrador', onConfirm });
		type('borra');
		fireEvent.submit(screen.getByRole('textbox').closest('form')!);
		expect(onConfirm).not.toHaveBeenCalled();
		type('BORRADOR');
		fireEvent.submit(screen.getByRole('textbox').closest('form')!);
		expect(onConfirm).toHaveBeenCalledOnce();
	});

	test('the field shows the spec placeholder, also as its accessible name, and takes focus', () => {
		render(<ConfirmDialog />);
		open({ showConfirmInput: true, placeholder: 'eliminar' });
		const field = screen.getByRole('textbox', { name: 'Escribe "eliminar" para continuar' });
		expect(field.getAttribute('placeholder')).toBe('Escribe "eliminar" para continuar');
		expect(document.activeElement).toBe(field);
	});

	test('without a word the placeholder is generic', () => {
		render(<ConfirmDialog />);
		open({ showConfirmInput: true });
		expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe(
			'el texto de confirmación',
		);
		expect(confirmButton().hasAttribute('disabled')).toBe(true);
		type('ok');
		expect(confirmButton().hasAttribute('disabled')).toBe(false);
	});

	test('clears the typed text on every opening', () => {
		render(<ConfirmDialog />);
		open({ showConfirmInput: true, placeholder: 'eliminar' });
		type('eliminar');
		fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
		open({ showConfirmInput: true, placeholder: 'eliminar' });
		expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('');
		expect(confirmButton().hasAttribute('disabled')).toBe(true);
	});

	test('locks scroll while open and restores it on close', () => {
		document.documentElement.style.overflow = 'auto';
		render(<ConfirmDialog />);
		open();
		expect(document.documentElement.style.overflow).toBe('hidden');
		fireEvent.click(confirmButton());
		expect(document.documentElement.style.overflow).toBe('auto');
		document.documentElement.style.overflow = '';
	});

	test('cancel, ✕ and Escape all run onCancel', () => {
		const onCancel = vi.fn();
		const onConfirm = vi.fn();
		render(<ConfirmDialog />);
		open({ onCancel, onConfirm });
		fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
		open({ onCancel, onConfirm });
		fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
		open({ onCancel, onConfirm });
		pressEscape(screen.getByRole<HTMLDialogElement>('dialog'));
		expect(onCancel).toHaveBeenCalledTimes(3);
		expect(onConfirm).not.toHaveBeenCalled();
		expect($confirmDialog.get().open).toBe(false);
	});

	test('centres the text unless alignLeft is set', () => {
		render(<ConfirmDialog />);
		open();
		const dialog = screen.getByRole('dialog');
		expect(dialog.classList.contains('confirm-dialog--centred')).toBe(true);
		fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
		open({ alignLeft: true });
		expect(dialog.classList.contains('confirm-dialog--centred')).toBe(false);
	});
});
