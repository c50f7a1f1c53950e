/**
 * Decorative icons of the shared overlays. Always aria-hidden: the text next to them says the same.
 */
import type { ToastIcon } from '../../../stores/toasts';

type IconName = ToastIcon | 'close' | 'chat' | 'send' | 'smile';

const PATHS: Record<IconName, string> = {
	check: 'M5 12.5l4.5 4.5L19 7.5',
	alert: 'M12 7.5v6M12 16.5v.01M12 3l9.5 17h-19z',
	info: 'M12 11v6M12 7.5v.01M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z',
	mail: 'M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7',
	close: 'M6 6l12 12M18 6L6 18',
	chat: 'M4 5h16v11H9l-5 4z M8 9.5h8M8 12.5h5',
	send: 'M3 11.5L21 3l-6 18-3.5-7.5zM11.5 13.5L21 3',
	smile: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM8.5 14a4.5 4.5 0 0 0 7 0M9 9.5v.01M15 9.5v.01',
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
	return (
		<svg
			viewBox="0 0 24 24"
			width={size}
			height={size}
			aria-hidden="true"
			focusable="false"
			className="shared-icon"
		>
			<path
				d={PATHS[name]}
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinecap="round"
				strokeLinejoin="round"
			/>
		</svg>
	);
}
