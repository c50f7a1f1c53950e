/**
 * The greeting right after logging in (spec §4): shown at once, gone after 4900 ms or with its
 * close button or Escape. "¡Hola, {fullName}!" when the name is known, a generic greeting otherwise.
 */
import { useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { Icon } from './icons';
import { useEscapeKey, useTimedPopup } from './overlay-hooks';
import './shared.css';

/** How long the welcome popup stays (spec §9). */
export const WELCOME_POPUP_HIDE_MS = 4900;

export interface LoginWelcomePopupProps {
	/** Name and surname; blank gives the generic greeting. */
	fullName?: string | null | undefined;
	onHidden?: (() => void) | undefined;
}

/** The greeting line for a full name. */
export function welcomeGreeting(fullName: string | null | undefined): string {
	const name = (fullName ?? '').replace(/\s+/g, ' ').trim();
	return name === '' ? t('shared.welcome.generic') : t('shared.welcome.named', { fullName: name });
}

export function LoginWelcomePopup({ fullName, onHidden }: LoginWelcomePopupProps) {
	const { visible, dismiss } = useTimedPopup(0, WELCOME_POPUP_HIDE_MS, onHidden);
	useEscapeKey(visible, dismiss);
	// The live region is committed empty first and filled right after: a region inserted together
	// with its text is not announced by every screen reader.
	const [announced, setAnnounced] = useState(false);
	useEffect(() => {
		setAnnounced(true);
	}, []);

	if (!visible) return null;
	return (
		<div className="side-popup side-popup--visible welcome-popup">
			<div className="side-popup__content" role="status">
				{announced ? (
					<>
						<span className="side-popup__icon">
							<Icon name="smile" />
						</span>
						<div className="side-popup__text">
							<p className="side-popup__title">{welcomeGreeting(fullName)}</p>
							<p>{t('shared.welcome.text')}</p>
						</div>
					</>
				) : null}
			</div>
			<button
				type="button"
				className="side-popup__close"
				aria-label={t('shared.welcome.close')}
				onClick={dismiss}
			>
				<Icon name="close" size={20} />
			</button>
		</div>
	);
}
