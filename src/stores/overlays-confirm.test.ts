import { afterEach, describe, expect, test, vi } from 'vitest';
import {
	$confirmDialog,
	askConfirmation,
	cancelConfirmDialog,
	confirmConfirmDialog,
	matchesConfirmWord,
	openConfirmDialog,
} from './overlays-confirm';

afterEach(() => {
	cancelConfirmDialog();
});

describe('matchesConfirmWord (spec §5)', () => {
	test.each([
		['eliminar', 'eliminar', true],
		['ELIMINAR', 'eliminar', true],
		['  Eliminar  ', 'eliminar', true],
		['eliminar', ' ELIMINAR ', true],
		['elimina', 'eliminar', false],
		['eliminar.', 'eliminar', false],
		['eli minar', 'eliminar', false],
		['', 'eliminar', false],
		['BORRADOR', 'borrador', true],
	])('%j against %j → %s', (typed, word, expected) => {
		expect(matchesConfirmWord(typed, word)).toBe(expected);
	});

	test('without a word any non-blank text unlocks it', () => {
		expect(matchesConfirmWord('', undefined)).toBe(false);
		expect(matchesConfirmWord('   ', '')).toBe(false);
		expect(matchesConfirmWord('vale', undefined)).toBe(true);
	});
});

describe('the dialog state', () => {
	test('confirming closes the dialog and runs onConfirm only', () => {
		const onConfirm = vi.fn();
		const onCancel = vi.fn();
		openConfirmDialog({ title: '¿Seguro?', onConfirm, onCancel });
		expect($confirmDialog.get().open).toBe(true);
		confirmConfirmDialog();
		expect($confirmDialog.get().open).toBe(false);
		expect(onConfirm).toHaveBeenCalledOnce();
		expect(onCancel).not.toHaveBeenCalled();
		confirmConfirmDialog();
		expect(onConfirm).toHaveBeenCalledOnce();
	});

	test('every opening gets a new openedAt', () => {
		openConfirmDialog({ title: 'a' });
		const first = $confirmDialog.get().openedAt;
		cancelConfirmDialog();
		openConfirmDialog({ title: 'b' });
		expect($confirmDialog.get().openedAt).toBeGreaterThan(first);
	});

	test('opening over an open dialog cancels the first one', () => {
		const onCancel = vi.fn();
		openConfirmDialog({ title: 'primero', onCancel });
		openConfirmDialog({ title: 'segundo' });
		expect(onCancel).toHaveBeenCalledOnce();
		expect($confirmDialog.get().options.title).toBe('segundo');
	});

	test('askConfirmation resolves true on confirm and false on cancel', async () => {
		const yes = askConfirmation({ title: 'a' });
		confirmConfirmDialog();
		await expect(yes).resolves.toBe(true);
		const no = askConfirmation({ title: 'b' });
		cancelConfirmDialog();
		await expect(no).resolves.toBe(false);
	});
});
