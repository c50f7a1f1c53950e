/**
 * A short message that slides in from the side (spec §4): it appears 400 ms after being mounted and
 * leaves 4400 ms after being mounted, or earlier with its close button or Escape. Mount it (with a
 * new `key` to show it again) where the message applies; it is not modal and takes no focus.
 */
import type { ReactNode } from 'react';
import { t } from '../../../i18n';
import type { ToastIcon } from '../../../stores/toasts';
import { Icon } from './icons';
import { useEscapeKey, useTimedPopup } from './overlay-hooks';
import './shared.css';

/** Delay before the side popup appears (spec §9). */
export const SIDE_POPUP_SHOW_MS = 400;
/** When the side popup goes away, counted from mounting (spec §9). */
export const SIDE_POPUP_HIDE_MS = 4400;

export interface SidePopupProps {
	title?: string | undefined;
	children: ReactNode;
	icon?: ToastIcon | undefined;
	/** Runs once the popup has gone (time out, close button or Escape). */
	onHidden?: (() => void) | undefined;
}

export function SidePopup({ title, children, icon = 'info', onHidden }: SidePopupProps) {
	const { visible, dismiss } = useTimedPopup(SIDE_POPUP_SHOW_MS, SIDE_POPUP_HIDE_MS, onHidden);
	useEscapeKey(visible, dismiss);

	return (
		<div className={visible ? 'side-popup side-popup--visible' : 'side-popup'}>
			{/* The live region exists before its text arrives, so the message is announced. */}
			<div className="side-popup__content" role="status">
				{visible ? (
					<>
						<span className="side-popup__icon">
							<Icon name={icon} />
						</span>
						<div className="side-popup__text">
							{title ? <p className="side-popup__title">{title}</p> : null}
							<div>{children}</div>
						</div>
					</>
				) : null}
			</div>
			{visible ? (
				<button
					type="button"
					className="side-popup__close"
					aria-label={t('shared.side_popup.close')}
					onClick={dismiss}
				>
					<Icon name="close" size={20} />
				</button>
			) : null}
		</div>
	);
}
