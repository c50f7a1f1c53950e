/**
 * Every page-wide overlay in one island, so a page hydrates one `client:idle` component: the
 * toasts, the loading screen, the confirm dialog, the error modal, the login welcome popup and the
 * side popup.
 * Each is driven by its store (`src/stores/toasts.ts`, `src/stores/overlays-*.ts`); islands call
 * those stores' actions and never render these pieces themselves.
 */
import { $sidePopup, dismissSidePopup } from '../../../stores/overlays-side';
import { $welcomePopup, dismissWelcomePopup } from '../../../stores/overlays-welcome';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorModal } from './ErrorModal';
import { LoadingScreen } from './LoadingScreen';
import { LoginWelcomePopup } from './LoginWelcomePopup';
import { SidePopup } from './SidePopup';
import { Toaster } from './Toaster';
import { useOverlayStore } from './overlay-hooks';

export default function SharedOverlays() {
	const welcome = useOverlayStore($welcomePopup);
	const side = useOverlayStore($sidePopup);
	return (
		<>
			<Toaster />
			<LoadingScreen />
			<ConfirmDialog />
			<ErrorModal />
			{welcome ? (
				<LoginWelcomePopup
					key={welcome.id}
					fullName={welcome.fullName}
					onHidden={dismissWelcomePopup}
				/>
			) : null}
			{side ? (
				<SidePopup key={side.id} title={side.title} onHidden={dismissSidePopup}>
					{side.text}
				</SidePopup>
			) : null}
		</>
	);
}
