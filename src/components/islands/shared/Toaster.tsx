/**
 * Renders the toasts of `src/stores/toasts.ts` (spec §3 "Toast"). Success toasts are polite status
 * messages, errors are alerts; each has a close button and keeps its clock stopped while hovered
 * or focused. While a modal dialog is open the toasts are drawn inside it, or they would sit
 * under its backdrop, unreachable and unannounced.
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../../i18n';
import { $toasts, dismissToast, holdToast, releaseToast, type Toast } from '../../../stores/toasts';
import { Icon } from './icons';
import { useOverlayStore, useTopModalHost } from './overlay-hooks';
import './shared.css';

export function Toaster() {
	const toasts = useOverlayStore($toasts);
	const host = useTopModalHost(toasts.length > 0);
	const list = (
		<div className="toaster">
			{toasts.map((toast) => (
				<ToastItem key={toast.id} toast={toast} />
			))}
		</div>
	);
	return host ? createPortal(list, host) : list;
}

function ToastItem({ toast }: { toast: Toast }) {
	// Held while either is true; released only when both are false again.
	const hovered = useRef(false);
	const focused = useRef(false);

	// Moving into or out of a dialog remounts the toast without a blur: do not leave it held.
	useEffect(
		() => () => {
			releaseToast(toast.id);
		},
		[toast.id],
	);

	const update = () => {
		if (hovered.current || focused.current) holdToast(toast.id);
		else releaseToast(toast.id);
	};

	return (
		<div
			className={`toast toast--${toast.type}`}
			onMouseEnter={() => {
				hovered.current = true;
				update();
			}}
			onMouseLeave={() => {
				hovered.current = false;
				update();
			}}
			onFocus={() => {
				focused.current = true;
				update();
			}}
			onBlur={(event) => {
				if (event.currentTarget.contains(event.relatedTarget)) return;
				focused.current = false;
				update();
			}}
		>
			<span className="toast__icon">
				<Icon name={toast.icon} />
			</span>
			{/* Only the text is live, so the close button's name is not read with the message. */}
			<p className="toast__text" role={toast.type === 'error' ? 'alert' : 'status'}>
				{toast.text}
			</p>
			<button
				type="button"
				className="toast__close"
				aria-label={t('shared.toast.close')}
				onClick={() => {
					dismissToast(toast.id);
				}}
			>
				<Icon name="close" size={20} />
			</button>
		</div>
	);
}
