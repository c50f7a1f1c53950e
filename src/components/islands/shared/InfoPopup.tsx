/**
 * Extra information in a bottom sheet, on phones only (spec §2, §9: 768 px wide or less). Larger
 * screens show the same information inline, so there the popup renders nothing, even when `open`.
 * While open it locks page scroll (through Modal).
 */
import type { ReactNode } from 'react';
import { t } from '../../../i18n';
import { Modal } from '../../ui/Modal';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './overlay-hooks';
import './shared.css';

export interface InfoPopupProps {
	open: boolean;
	onClose: () => void;
	title: ReactNode;
	children: ReactNode;
}

export function InfoPopup({ open, onClose, title, children }: InfoPopupProps) {
	const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
	if (!isMobile) return null;
	return (
		<Modal
			open={open}
			onClose={onClose}
			title={title}
			closeLabel={t('shared.info.close')}
			size="sm"
		>
			<div className="info-popup">{children}</div>
		</Modal>
	);
}
