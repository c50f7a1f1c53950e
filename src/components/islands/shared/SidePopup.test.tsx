// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SIDE_POPUP_HIDE_MS, SIDE_POPUP_SHOW_MS, SidePopup } from './SidePopup';
import { advance } from './test-utils';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

function renderPopup(onHidden = vi.fn()) {
	render(
		<SidePopup title="Nuevo curso" onHidden={onHidden}>
			Ya puedes ver «Dermofarmacia práctica».
		</SidePopup>,
	);
	return onHidden;
}

test('uses the spec timings: 400 ms to show, 4400 ms to hide', () => {
	expect([SIDE_POPUP_SHOW_MS, SIDE_POPUP_HIDE_MS]).toEqual([400, 4400]);
});

test('waits 400 ms, inside a live region that already exists', () => {
	renderPopup();
	const region = screen.getByRole('status');
	expect(region.textContent).toBe('');
	advance(399);
	expect(screen.queryByText('Nuevo curso')).toBeNull();
	advance(1);
	expect(region.textContent).toContain('Nuevo curso');
	expect(region.textContent).toContain('Ya puedes ver «Dermofarmacia práctica».');
});

test('goes away 4400 ms after mounting and reports it once', () => {
	const onHidden = renderPopup();
	advance(4399);
	expect(screen.queryByText('Nuevo curso')).not.toBeNull();
	expect(onHidden).not.toHaveBeenCalled();
	advance(1);
	expect(screen.queryByText('Nuevo curso')).toBeNull();
	expect(onHidden).toHaveBeenCalledOnce();
	advance(10_000);
	expect(onHidden).toHaveBeenCalledOnce();
});

test('closes with its button', () => {
	const onHidden = renderPopup();
	advance(400);
	fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
	expect(screen.queryByText('Nuevo curso')).toBeNull();
	expect(onHidden).toHaveBeenCalledOnce();
});

test('closes with Escape', () => {
	const onHidden = renderPopup();
	advance(400);
	fireEvent.keyDown(document, { key: 'Escape' });
	expect(screen.queryByText('Nuevo curso')).toBeNull();
	expect(onHidden).toHaveBeenCalledOnce();
});

test('Escape before it shows does not stop it from showing', () => {
	renderPopup();
	fireEvent.keyDown(document, { key: 'Escape' });
	advance(400);
	expect(screen.queryByText('Nuevo curso')).not.toBeNull();
});
