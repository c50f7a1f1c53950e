/**
 * The master video's upload as the editor shows it (issue #19), without React: what happened
 * (`UploadEvent`) turns one state into the next. The hook (use-master-upload.ts) runs tus and
 * feeds the events; the view only reads the state.
 */

export type UploadState =
	| { phase: 'idle' }
	| { phase: 'sending'; fileName: string; sent: number; total: number; paused: boolean }
	/** The last byte arrived; the editor now follows the asset's transcode. */
	| { phase: 'done'; fileName: string }
	| { phase: 'failed'; fileName: string; message: string }
	| { phase: 'cancelled'; fileName: string };

export type UploadEvent =
	| { type: 'start'; fileName: string; total: number }
	| { type: 'progress'; sent: number; total: number }
	| { type: 'pause' }
	| { type: 'resume' }
	| { type: 'success' }
	| { type: 'fail'; message: string }
	| { type: 'cancel' };

export const IDLE: UploadState = { phase: 'idle' };

/** Whether tus is at work (or paused mid-way): another file cannot be chosen meanwhile. */
export function isRunning(state: UploadState): state is Extract<UploadState, { phase: 'sending' }> {
	return state.phase === 'sending';
}

/** Whole percent sent, never 100 before the server took the last byte. */
export function percentOf(state: UploadState): number {
	if (state.phase === 'done') return 100;
	if (state.phase !== 'sending' || state.total <= 0) return 0;
	return Math.min(99, Math.floor((state.sent / state.total) * 100));
}

/**
 * The percent said aloud: in steps of ten, so a screen reader is not read every chunk's
 * progress while the bar and the visible number follow each one.
 */
export function spokenPercent(state: UploadState): number {
	return Math.floor(percentOf(state) / 10) * 10;
}

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
	switch (event.type) {
		case 'start':
			return {
				phase: 'sending',
				fileName: event.fileName,
				sent: 0,
				total: event.total,
				paused: false,
			};
		case 'progress':
			return state.phase === 'sending' && !state.paused
				? { ...state, sent: event.sent, total: event.total }
				: state;
		case 'pause':
			return state.phase === 'sending' ? { ...state, paused: true } : state;
		case 'resume':
			return state.phase === 'sending' ? { ...state, paused: false } : state;
		case 'success':
			return isRunning(state) ? { phase: 'done', fileName: state.fileName } : state;
		case 'fail':
			return isRunning(state)
				? { phase: 'failed', fileName: state.fileName, message: event.message }
				: state;
		case 'cancel':
			return isRunning(state) ? { phase: 'cancelled', fileName: state.fileName } : state;
	}
}
