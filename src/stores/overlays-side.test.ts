import { afterEach, describe, expect, it } from 'vitest';
import { $sidePopup, dismissSidePopup, showSidePopup } from './overlays-side';

afterEach(() => {
	dismissSidePopup();
});

describe('side popup store', () => {
	it('shows a message, a new one with a new id so its clock restarts, and dismisses it', () => {
		expect($sidePopup.get()).toBeNull();
		showSidePopup({ text: 'Uno' });
		const first = $sidePopup.get();
		expect(first).toMatchObject({ text: 'Uno', title: undefined });
		showSidePopup({ title: 'Aviso', text: 'Dos' });
		expect($sidePopup.get()).toMatchObject({ title: 'Aviso', text: 'Dos' });
		expect($sidePopup.get()?.id).not.toBe(first?.id);
		dismissSidePopup();
		expect($sidePopup.get()).toBeNull();
	});
});
