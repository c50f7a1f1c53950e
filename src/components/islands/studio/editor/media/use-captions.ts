/**
 * An uploaded video's captions (issue #19): a .vtt or .srt file sent as read (the server converts
 * SRT and checks WebVTT), or the WebVTT edited in a text area, loaded when first opened. The
 * server's refusal (`vtt_inv` names the line) is shown on the field it came from and said aloud;
 * stored captions are pointed at by the item (`onStored`).
 */
import { useEffect, useState } from 'react';
import {
	getCaptions,
	saveCaptions,
	uploadCaptions,
	type CaptionsFormat,
} from '../../../../../lib/api/media';
import { CAPTIONS_MAX_BYTES } from '../../../../../lib/contracts/media';
import { formatFileSize } from '../../../../../lib/file-size';
import { t, useEditorTools } from '../shared';

type Busy = 'upload' | 'load' | 'save' | null;

/** Where a message shows: under the file input or under the text area. */
export type CaptionsField = 'file' | 'text';

/** The format a file's name says, or null for anything but captions. */
export function captionsFormat(fileName: string): CaptionsFormat | null {
	const extension = fileName.toLowerCase().split('.').pop();
	return extension === 'vtt' || extension === 'srt' ? extension : null;
}

export function useCaptions(assetId: string, onStored: () => void) {
	const { announce } = useEditorTools();
	const [open, setOpen] = useState(false);
	const [text, setText] = useState<string | null>(null);
	const [busy, setBusy] = useState<Busy>(null);
	const [error, setError] = useState<{ field: CaptionsField; message: string } | null>(null);
	const [stored, setStored] = useState(false);

	// Another asset (a new upload) has other captions: nothing typed or loaded carries over.
	useEffect(() => {
		setOpen(false);
		setText(null);
		setError(null);
		setStored(false);
	}, [assetId]);

	const fail = (field: CaptionsField, message: string) => {
		setError({ field, message });
		announce(message);
	};

	const succeed = (captions: string) => {
		setText(captions);
		setError(null);
		setStored(true);
		onStored();
		announce(t('studio.editor.captions_stored'));
	};

	const load = async () => {
		setBusy('load');
		const result = await getCaptions(assetId);
		setBusy(null);
		if (result.ok) setText(result.data.text);
		else fail('text', `${t('studio.editor.captions_load_failed')} ${result.msg}`);
	};

	return {
		open,
		text,
		busy,
		error,
		stored,
		toggle: () => {
			const next = !open;
			setOpen(next);
			if (next && text === null) void load();
		},
		edit: (value: string) => {
			setText(value);
			setStored(false);
		},
		upload: async (file: File) => {
			if (busy) return;
			const format = captionsFormat(file.name);
			if (!format) {
				fail('file', t('studio.editor.captions_type'));
				return;
			}
			if (file.size > CAPTIONS_MAX_BYTES) {
				fail('file', t('studio.editor.captions_big', { size: formatFileSize(CAPTIONS_MAX_BYTES) }));
				return;
			}
			setBusy('upload');
			const result = await uploadCaptions({ id: assetId, format, text: await file.text() });
			setBusy(null);
			if (result.ok) succeed(result.data.text);
			else fail('file', result.msg);
		},
		save: async () => {
			if (busy || text === null) return;
			setBusy('save');
			const result = await saveCaptions({ id: assetId, text });
			setBusy(null);
			if (result.ok) succeed(result.data.text);
			else fail('text', result.msg);
		},
	};
}
