/**
 * The logo form's one data hook: the chosen file, its first check (logo-file.ts), the upload and
 * the removal (`/api/uploads/uploadLogo|removeLogo`), and what is announced. A failed upload keeps
 * the chosen file, so trying again is one tap; the server's Spanish message is shown as it comes.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { removeLogo, uploadLogo } from '../../../../lib/api/uploads';
import { askConfirmation } from '../../../../stores/overlays-confirm';
import { showToast } from '../../../../stores/toasts';
import { logoFileProblem, t } from './logo-file';

export function usePharmacyLogo(pharmacyId: number, onLogoChange: (url: string | null) => void) {
	const fileInput = useRef<HTMLInputElement>(null);
	const [file, setFile] = useState<File | null>(null);
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
	const [announcement, setAnnouncement] = useState('');

	function choose(chosen: File | null) {
		setFile(chosen);
		setAnnouncement('');
		setError(chosen ? logoFileProblem(chosen) : null);
	}

	function done(message: string) {
		setAnnouncement(message);
		showToast({ text: message, type: 'success', icon: 'check' });
	}

	/** The form stops before sending, with the reason on the file input. */
	function refuse(problem: string) {
		setError(problem);
		fileInput.current?.focus();
	}

	async function submit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (busy) return;
		if (!file) {
			refuse(t('uploads.logo.choose_first'));
			return;
		}
		const problem = logoFileProblem(file);
		if (problem) {
			refuse(problem);
			return;
		}
		setBusy('upload');
		setError(null);
		setAnnouncement(t('uploads.logo.uploading'));
		const result = await uploadLogo(pharmacyId, file, file.name);
		setBusy(null);
		if (!result.ok) {
			setAnnouncement('');
			setError(result.msg);
			return;
		}
		setFile(null);
		if (fileInput.current) fileInput.current.value = '';
		onLogoChange(result.data.logoUrl);
		done(t('uploads.logo.uploaded'));
	}

	async function remove() {
		if (busy) return;
		const confirmed = await askConfirmation({
			title: t('uploads.logo.remove_title'),
			description: t('uploads.logo.remove_text'),
			confirmText: t('uploads.logo.remove_confirm'),
		});
		if (!confirmed) return;
		setBusy('remove');
		setError(null);
		setAnnouncement(t('uploads.logo.removing'));
		const result = await removeLogo(pharmacyId);
		setBusy(null);
		if (!result.ok) {
			setAnnouncement('');
			setError(result.msg);
			return;
		}
		onLogoChange(null);
		done(t('uploads.logo.removed'));
	}

	return { fileInput, error, busy, announcement, choose, submit, remove };
}
