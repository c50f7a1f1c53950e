// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import {
	$errorModal,
	closeErrorModal,
	showErrorModal,
	type ErrorPopupData,
} from '../../../stores/overlays-error';
import { ErrorModal } from './ErrorModal';
import { pressEscape } from './test-utils';

afterEach(() => {
	act(() => {
		closeErrorModal();
	});
	cleanup();
});

function open(data?: ErrorPopupData) {
	act(() => {
		showErrorModal(data);
	});
}

test('the normal type defaults to the generic "Oops!" title and a way home', () => {
	render(<ErrorModal navigate={vi.fn()} />);
	open();
	expect(screen.getByRole('dialog', { name: 'Oops! Algo no ha ido del todo bien' })).not.toBeNull();
	expect(screen.getByRole('button', { name: 'Volver al inicio' })).not.toBeNull();
});

test('shows every field of the error popup data', () => {
	render(<ErrorModal navigate={vi.fn()} />);
	open({
		title: 'No se ha podido pagar',
		subTitle: 'Tu tarjeta no se ha cargado',
		msg: 'No se ha podido procesar el pago.',
		description: 'Comprueba los datos de la tarjeta.',
		info: 'Si el problema sigue, escríbenos.',
		errorCode: 'pay_dec',
		btnText: 'Entendido',
	});
	expect(screen.getByRole('dialog', { name: 'No se ha podido pagar' })).not.toBeNull();
	for (const text of [
		'Tu tarjeta no se ha cargado',
		'No se ha podido procesar el pago.',
		'Comprueba los datos de la tarjeta.',
		'Si el problema sigue, escríbenos.',
		'Código de error: pay_dec',
	]) {
		expect(screen.getByText(text)).not.toBeNull();
	}
	expect(screen.getByRole('button', { name: 'Entendido' })).not.toBeNull();
});

test('the advice type has its own title and look', () => {
	render(<ErrorModal navigate={vi.fn()} />);
	open({ type: 'advice', msg: 'Ya disfrutaste de la prueba gratuita.' });
	const dialog = screen.getByRole('dialog', { name: 'Un aviso importante' });
	expect(dialog.classList.contains('error-modal--advice')).toBe(true);
});

test('its button closes it and goes home', () => {
	const navigate = vi.fn();
	render(<ErrorModal navigate={navigate} />);
	open();
	fireEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
	expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
	expect($errorModal.get().open).toBe(false);
});

test('✕ and Escape also go home, for both types', () => {
	const navigate = vi.fn();
	render(<ErrorModal navigate={navigate} />);
	open();
	fireEvent.click(screen.getByRole('button', { name: 'Cerrar y volver al inicio' }));
	open({ type: 'advice' });
	pressEscape(screen.getByRole<HTMLDialogElement>('dialog'));
	expect(navigate.mock.calls).toEqual([['/'], ['/']]);
	expect($errorModal.get().open).toBe(false);
});

test('goes home through window.location by default', () => {
	const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
	render(<ErrorModal />);
	open();
	fireEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
	expect(assign).toHaveBeenCalledWith('/');
});
