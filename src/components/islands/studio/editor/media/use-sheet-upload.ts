/**
 * A PDF item's sheet upload (issue #19): one request through lib/api/media.ts, its size checked
 * first so a file over the limit is refused before a byte is sent. While it runs, topics and items
 * are held in place (EditorTools.holdProgram: the answer is handed to the item by its position);
 * leaving the item cancels it.
 */
import { useEffect, useRef, useState } from 'react';
import { uploadSheet } from '../../../../../lib/api/media';
import { UPLOAD_LIMITS } from '../../../../../lib/contracts/uploads';
import { formatFileSize } from '../../../../../lib/file-size';
import { t, useEditorTools } from '../shared';

export type SheetUploadState =
	| { phase: 'idle' }
	| { phase: 'sending'; fileName: string }
	| { phase: 'done'; fileName: string }
	| { phase: 'failed'; message: string };

export function useSheetUpload(onUploaded: (assetId: string) => void) {
	const { holdProgram } = useEditorTools();
	const [state, setState] = useState<SheetUploadState>({ phase: 'idle' });
	const request = useRef<AbortController | null>(null);
	const uploaded = useRef(onUploaded);
	uploaded.current = onUploaded;
	const sending = state.phase === 'sending';

	useEffect(() => (sending ? holdProgram() : undefined), [sending, holdProgram]);
	useEffect(
		() => () => {
			request.current?.abort();
		},
		[],
	);

	const choose = async (file: File) => {
		if (request.current) return;
		if (file.size > UPLOAD_LIMITS.pdf) {
			setState({
				phase: 'failed',
				message: t('studio.editor.sheet_big', {
					name: file.name,
					size: formatFileSize(file.size),
					limit: formatFileSize(UPLOAD_LIMITS.pdf),
				}),
			});
			return;
		}
		const controller = new AbortController();
		request.current = controller;
		setState({ phase: 'sending', fileName: file.name });
		const result = await uploadSheet(file, controller.signal);
		request.current = null;
		if (controller.signal.aborted) return;
		if (result.ok) {
			setState({ phase: 'done', fileName: file.name });
			uploaded.current(result.data.id);
		} else {
			setState({ phase: 'failed', message: result.msg });
		}
	};

	return { state, choose };
}
