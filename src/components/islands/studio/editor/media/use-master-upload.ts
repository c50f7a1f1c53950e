/**
 * The master video's upload for one item (issue #19): tus through lib/api/media.ts, its events
 * turned into the upload's state (upload-state.ts), and the asset id handed over when the last
 * byte is in. While it runs, topics and items are held in place (EditorTools.holdProgram); leaving
 * the page or the item stops it without cancelling, so choosing the file again resumes it.
 */
import { useEffect, useReducer, useRef } from 'react';
import { startMasterUpload, type MasterUpload } from '../../../../../lib/api/media';
import { t, useEditorTools } from '../shared';
import { IDLE, isRunning, uploadReducer } from './upload-state';

export function useMasterUpload(onUploaded: (assetId: string) => void) {
	const { holdProgram } = useEditorTools();
	const [state, dispatch] = useReducer(uploadReducer, IDLE);
	const upload = useRef<MasterUpload | null>(null);
	const uploaded = useRef(onUploaded);
	uploaded.current = onUploaded;
	const running = isRunning(state);

	useEffect(() => (running ? holdProgram() : undefined), [running, holdProgram]);
	useEffect(
		() => () => {
			upload.current?.pause();
		},
		[],
	);

	const choose = async (file: File) => {
		if (running) return;
		dispatch({ type: 'start', fileName: file.name, total: file.size });
		const failed = (message: string | null) => {
			upload.current = null;
			dispatch({ type: 'fail', message: message ?? t('studio.editor.upload_failed') });
		};
		try {
			upload.current = await startMasterUpload(file, {
				onProgress: (sent, total) => {
					dispatch({ type: 'progress', sent, total });
				},
				onSuccess: (assetId) => {
					upload.current = null;
					dispatch({ type: 'success' });
					uploaded.current(assetId);
				},
				onError: failed,
			});
		} catch {
			// tus-js-client could not be loaded (the connection dropped), or localStorage refused.
			failed(null);
		}
	};

	return {
		state,
		choose,
		pause: () => {
			upload.current?.pause();
			dispatch({ type: 'pause' });
		},
		resume: () => {
			upload.current?.resume();
			dispatch({ type: 'resume' });
		},
		cancel: async () => {
			const current = upload.current;
			upload.current = null;
			dispatch({ type: 'cancel' });
			await current?.cancel();
		},
	};
}

export type MasterUploadControls = ReturnType<typeof useMasterUpload>;
