// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiResult, MethodOptions, RequestBody } from '../../../lib/api/client';
import { $accessToken } from '../../../lib/session-cookies';
import { $toasts, clearToasts } from '../../../stores/toasts';
import {
	SUPPORT_DESCRIPTION_MAX_LENGTH,
	SupportChat,
	supportRequestSucceeded,
} from './SupportChat';

beforeEach(() => {
	$accessToken.set('token-de-prueba');
});

afterEach(() => {
	cleanup();
	clearToasts();
	$accessToken.set(null);
});

function fakeClient(result: ApiResult<unknown>) {
	const post = vi.fn((_path: string, _body?: RequestBody, _options?: MethodOptions<unknown>) =>
		Promise.resolve(result),
	);
	// The component's generic post<T> is satisfied by a fake that answers `unknown`.
	const client = { post: post as unknown as ApiClient['post'] };
	return { client, post };
}

const ok = { ok: true, data: 'ok' } as const;

function renderChat(client = fakeClient(ok).client, navigate = vi.fn()) {
	render(<SupportChat client={client} navigate={navigate} />);
	return { navigate };
}

const openButton = () => screen.getByRole('button', { name: 'Abrir el chat de soporte' });
const subject = () => screen.getByRole('textbox', { name: 'TEMA DE LA CONSULTA' });
const description = () => screen.getByRole('textbox', { name: /DESCRIPCIÓN/ });
const sendButton = () => screen.getByRole('button', { name: 'Enviar consulta' });

function fill(subjectText: string, descriptionText: string) {
	fireEvent.change(subject(), { target: { value: subjectText } });
	fireEvent.change(description(), { target: { value: descriptionText } });
}

async function send() {
	await act(async () => {
		fireEvent.click(sendButton());
		await Promise.resolve();
	});
}

describe('supportRequestSucceeded', () => {
	test.each([
		['ok', true],
		[true, true],
		[{ ok: true }, true],
		[{ result: 'ok' }, true],
		['ko', false],
		[false, false],
		[{ ok: false }, false],
		[null, false],
	])('%j → %s', (value, expected) => {
		expect(supportRequestSucceeded(value)).toBe(expected);
	});
});

describe('SupportChat', () => {
	test('the button toggles the modal', () => {
		renderChat();
		expect(openButton().getAttribute('aria-expanded')).toBe('false');
		fireEvent.click(openButton());
		expect(screen.getByRole('dialog', { name: '¿En qué podemos ayudarte?' })).not.toBeNull();
		expect(openButton().getAttribute('aria-expanded')).toBe('true');
		fireEvent.click(openButton());
		expect(screen.queryByRole('dialog')).toBeNull();
		fireEvent.click(openButton());
		fireEvent.click(screen.getByRole('button', { name: 'Cerrar el chat de soporte' }));
		expect(screen.queryByRole('dialog')).toBeNull();
		expect(openButton().getAttribute('aria-expanded')).toBe('false');
	});

	test('subject has the spec label and placeholder and takes focus', () => {
		renderChat();
		fireEvent.click(openButton());
		expect(subject().getAttribute('placeholder')).toBe('Cursos');
		expect(document.activeElement).toBe(subject());
	});

	test('send is enabled only when subject and description are both filled', () => {
		renderChat();
		fireEvent.click(openButton());
		expect(sendButton().hasAttribute('disabled')).toBe(true);
		fill('Cursos', '');
		expect(sendButton().hasAttribute('disabled')).toBe(true);
		fill('', 'No veo mi certificado');
		expect(sendButton().hasAttribute('disabled')).toBe(true);
		fill('   ', 'No veo mi certificado');
		expect(sendButton().hasAttribute('disabled')).toBe(true);
		fill('Cursos', 'No veo mi certificado');
		expect(sendButton().hasAttribute('disabled')).toBe(false);
	});

	test('the description stops at 500 characters and counts them', () => {
		expect(SUPPORT_DESCRIPTION_MAX_LENGTH).toBe(500);
		renderChat();
		fireEvent.click(openButton());
		expect(description().getAttribute('maxlength')).toBe('500');
		fireEvent.change(description(), { target: { value: 'a'.repeat(520) } });
		expect((description() as HTMLTextAreaElement).value).toHaveLength(500);
		expect(screen.getByText('500/500')).not.toBeNull();
		expect(screen.getByText('500 de 500 caracteres')).not.toBeNull();
	});

	test('without an access token sending goes to /login and calls nothing', async () => {
		$accessToken.set(null);
		const { client, post } = fakeClient(ok);
		const { navigate } = renderChat(client);
		fireEvent.click(openButton());
		fill('Cursos', 'No veo mi certificado');
		await send();
		expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
		expect(post).not.toHaveBeenCalled();
	});

	test('posts {sub, des}, toasts success, clears the form and closes', async () => {
		const { client, post } = fakeClient(ok);
		renderChat(client);
		fireEvent.click(openButton());
		fill(' Cursos ', ' No veo mi certificado ');
		await send();
		expect(post).toHaveBeenCalledOnce();
		const [path, body] = post.mock.calls[0]!;
		expect(path).toBe('/supportRequest');
		expect(body).toEqual({ sub: 'Cursos', des: 'No veo mi certificado' });
		expect($toasts.get()).toMatchObject([
			{ text: '¡Consulta enviada con éxito!', type: 'success' },
		]);
		expect(screen.queryByRole('dialog')).toBeNull();
		fireEvent.click(openButton());
		expect((subject() as HTMLInputElement).value).toBe('');
		expect((description() as HTMLTextAreaElement).value).toBe('');
	});

	test('picks data.supportRequest out of the answer', async () => {
		const { client, post } = fakeClient(ok);
		renderChat(client);
		fireEvent.click(openButton());
		fill('Cursos', 'Duda');
		await send();
		const select = post.mock.calls[0]![2]!.select!;
		expect(select({ supportRequest: 'ok' })).toBe('ok');
		expect(select(null)).toBeUndefined();
	});

	test.each([
		['an API failure', { ok: false, status: 500, result: 'http_error', msg: 'Error' } as const],
		['data that does not report ok', { ok: true, data: 'ko' } as const],
	])('%s toasts the error and keeps the form open and filled', async (_name, result) => {
		renderChat(fakeClient(result).client);
		fireEvent.click(openButton());
		fill('Cursos', 'No veo mi certificado');
		await send();
		expect($toasts.get()).toMatchObject([
			{ text: '¡Lo sentimos! Ha habido un error', type: 'error' },
		]);
		expect(screen.getByRole('dialog')).not.toBeNull();
		expect((subject() as HTMLInputElement).value).toBe('Cursos');
		expect(sendButton().hasAttribute('disabled')).toBe(false);
	});
});
