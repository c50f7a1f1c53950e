// @vitest-environment happy-dom
/**
 * The logo form: the current logo or its absence, the limits written out, a too-big or wrong file
 * stopped before sending, the server's Spanish refusal shown with the file kept, a successful
 * upload reported to the page and announced, and removal only after the confirm dialog.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeLogo, uploadLogo } from '../../../../lib/api/uploads';
import {
	$confirmDialog,
	cancelConfirmDialog,
	confirmConfirmDialog,
} from '../../../../stores/overlays-confirm';
import { $toasts, clearToasts } from '../../../../stores/toasts';
import { logoFileProblem } from './logo-file';
import PharmacyLogoForm from './PharmacyLogoForm';

vi.mock('../../../../lib/api/uploads', () => ({ uploadLogo: vi.fn(), removeLogo: vi.fn() }));
const upload = vi.mocked(uploadLogo);
const remove = vi.mocked(removeLogo);

const KB = 1024;
const MB = 1024 * KB;

/** A File of `size` bytes without allocating them (only name, type and size are read here). */
function fakeFile(name: string, type: string, size: number): File {
	const file = new File(['x'], name, { type });
	Object.defineProperty(file, 'size', { value: size });
	return file;
}

function choose(file: File) {
	const input = screen.getByLabelText('Elige una imagen');
	fireEvent.change(input, { target: { files: [file] } });
}

/** Runs `action` and lets the form's awaited calls (mocked, already settled) finish. */
async function settle(action: () => void) {
	await act(async () => {
		action();
		await new Promise((resolve) => setTimeout(resolve, 0));
	});
}

function renderForm(logoUrl: string | null = null) {
	const onLogoChange = vi.fn();
	const view = render(
		<PharmacyLogoForm pharmacyId={12} logoUrl={logoUrl} onLogoChange={onLogoChange} />,
	);
	return { ...view, onLogoChange };
}

beforeEach(() => {
	upload.mockReset();
	remove.mockReset();
	clearToasts();
});
afterEach(() => {
	cleanup();
	cancelConfirmDialog();
});

describe('logoFileProblem', () => {
	it.each([
		['a PNG of 1 MB', fakeFile('a.png', 'image/png', MB), null],
		['a JPEG named without type', fakeFile('a.JPG', '', 900 * KB), null],
		['an SVG of 256 KB', fakeFile('a.svg', 'image/svg+xml', 256 * KB), null],
		[
			'a PNG one byte over 1 MB',
			fakeFile('a.png', 'image/png', MB + 1),
			'Esta imagen pesa más de 1 MB, el límite para este formato. Redúcela o expórtala con menos calidad.',
		],
		[
			'an SVG of 300 KB',
			fakeFile('a.svg', 'image/svg+xml', 300 * KB),
			'Esta imagen pesa más de 256 KB, el límite para este formato. Redúcela o expórtala con menos calidad.',
		],
		[
			'a GIF',
			fakeFile('a.gif', 'image/gif', KB),
			'Este archivo no es PNG, JPEG ni SVG. Elige una imagen en uno de esos formatos.',
		],
		[
			'a PDF',
			fakeFile('a.pdf', 'application/pdf', KB),
			'Este archivo no es PNG, JPEG ni SVG. Elige una imagen en uno de esos formatos.',
		],
	])('%s', (_, file, problem) => {
		expect(logoFileProblem(file)).toBe(problem);
	});
});

describe('PharmacyLogoForm', () => {
	it('says there is no logo yet and writes out the limits', () => {
		renderForm();
		expect(screen.getByText('Todavía no has subido un logotipo.')).toBeTruthy();
		const input = screen.getByLabelText('Elige una imagen');
		expect(input.getAttribute('accept')).toContain('image/svg+xml');
		expect(input.getAttribute('aria-describedby')).toBeTruthy();
		expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
			'PNG o JPEG de hasta 1 MB, o SVG de hasta 256 KB.',
		);
		expect(screen.getByRole('button', { name: 'Subir logotipo' })).toBeTruthy();
		expect(screen.queryByRole('button', { name: 'Quitar logotipo' })).toBeNull();
	});

	it('shows the current logo with its alt text, offering to change or remove it', () => {
		renderForm('/api/files/abc');
		const image = screen.getByRole('img', { name: 'Logotipo actual de la farmacia' });
		expect(image.getAttribute('src')).toBe('/api/files/abc');
		expect(screen.getByRole('button', { name: 'Cambiar logotipo' })).toBeTruthy();
		expect(screen.getByRole('button', { name: 'Quitar logotipo' })).toBeTruthy();
	});

	it('asks for a file before sending anything', () => {
		renderForm();
		fireEvent.click(screen.getByRole('button', { name: 'Subir logotipo' }));
		expect(screen.getByRole('alert').textContent).toBe('Elige primero una imagen.');
		expect(upload).not.toHaveBeenCalled();
	});

	it('stops a too-big image at once, marking the input invalid, and sends nothing', () => {
		renderForm();
		choose(fakeFile('enorme.png', 'image/png', 3 * MB));
		expect(screen.getByRole('alert').textContent).toContain('pesa más de 1 MB');
		const input = screen.getByLabelText('Elige una imagen');
		expect(input.getAttribute('aria-invalid')).toBe('true');
		fireEvent.click(screen.getByRole('button', { name: 'Subir logotipo' }));
		expect(upload).not.toHaveBeenCalled();
	});

	it('uploads, reports the new address to the page and announces it', async () => {
		upload.mockResolvedValue({ ok: true, data: { logoUrl: '/api/files/new' } });
		const { onLogoChange } = renderForm();
		const file = fakeFile('logo.svg', 'image/svg+xml', 20 * KB);
		choose(file);
		await settle(() => {
			fireEvent.click(screen.getByRole('button', { name: 'Subir logotipo' }));
		});
		expect(upload).toHaveBeenCalledWith(12, file, 'logo.svg');
		expect(onLogoChange).toHaveBeenCalledWith('/api/files/new');
		expect(screen.getByText('Logotipo actualizado.', { selector: '[aria-live]' })).toBeTruthy();
		expect($toasts.get()).toMatchObject([{ text: 'Logotipo actualizado.', type: 'success' }]);
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('shows the server’s Spanish refusal and keeps the chosen file for another try', async () => {
		const msg =
			'Este tipo de archivo no se admite: sube una imagen PNG o JPEG de hasta 1 MB, o un SVG de hasta 256 KB.';
		upload.mockResolvedValueOnce({ ok: false, status: 415, result: 'file_type', msg });
		const { onLogoChange } = renderForm();
		const file = fakeFile('logo.png', 'image/png', 10 * KB);
		choose(file);
		await settle(() => {
			fireEvent.click(screen.getByRole('button', { name: 'Subir logotipo' }));
		});
		expect(screen.getByRole('alert').textContent).toBe(msg);
		expect(onLogoChange).not.toHaveBeenCalled();

		upload.mockResolvedValueOnce({ ok: true, data: { logoUrl: '/api/files/new' } });
		await settle(() => {
			fireEvent.click(screen.getByRole('button', { name: 'Subir logotipo' }));
		});
		expect(upload).toHaveBeenLastCalledWith(12, file, 'logo.png');
		expect(onLogoChange).toHaveBeenCalledWith('/api/files/new');
	});

	it('removes the logo only after the confirm dialog', async () => {
		remove.mockResolvedValue({ ok: true, data: { logoUrl: null } });
		const { onLogoChange } = renderForm('/api/files/abc');
		await settle(() => {
			fireEvent.click(screen.getByRole('button', { name: 'Quitar logotipo' }));
		});
		expect($confirmDialog.get()).toMatchObject({
			open: true,
			options: { title: '¿Quitar el logotipo?', confirmText: 'Quitar' },
		});
		expect(remove).not.toHaveBeenCalled();

		await settle(() => {
			confirmConfirmDialog();
		});
		expect(remove).toHaveBeenCalledWith(12);
		expect(onLogoChange).toHaveBeenCalledWith(null);
		expect(screen.getByText('Logotipo quitado.', { selector: '[aria-live]' })).toBeTruthy();
	});

	it('keeps the logo when the dialog is cancelled', async () => {
		const { onLogoChange } = renderForm('/api/files/abc');
		await settle(() => {
			fireEvent.click(screen.getByRole('button', { name: 'Quitar logotipo' }));
		});
		await settle(() => {
			cancelConfirmDialog();
		});
		expect(remove).not.toHaveBeenCalled();
		expect(onLogoChange).not.toHaveBeenCalled();
	});
});
