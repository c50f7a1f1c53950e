/**
 * The error modal of `src/stores/overlays-error.ts` (spec §3 "Error popup data", §4). Two looks:
 * 'error' (the generic "Oops!" unless a title is given) and 'advice' (a notice). However it is
 * closed — its button, ✕, Escape or the backdrop — the visitor goes to the home page.
 */
import { t } from '../../../i18n';
import { $errorModal, closeErrorModal } from '../../../stores/overlays-error';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Icon } from './icons';
import { goTo, useOverlayStore } from './overlay-hooks';
import './shared.css';

export interface ErrorModalProps {
	/** Where closing leads; tests pass a spy. */
	navigate?: ((url: string) => void) | undefined;
}

export function ErrorModal({ navigate = goTo }: ErrorModalProps) {
	const { open, data } = useOverlayStore($errorModal);
	const isAdvice = data.type === 'advice';
	const title = data.title ?? (isAdvice ? t('shared.error.advice_title') : t('errors.oops_title'));
	const hasCode = data.errorCode !== undefined && String(data.errorCode).trim() !== '';

	const closeAndGoHome = () => {
		closeErrorModal();
		navigate('/');
	};

	return (
		<Modal
			open={open}
			onClose={closeAndGoHome}
			title={title}
			closeLabel={t('shared.error.close')}
			size="sm"
			closeOnBackdrop={false}
			className={isAdvice ? 'error-modal error-modal--advice' : 'error-modal'}
			footer={
				<Button fullWidth onClick={closeAndGoHome}>
					{data.btnText ?? t('shared.error.button')}
				</Button>
			}
		>
			<div className="error-modal__body">
				<span className="error-modal__icon">
					<Icon name={isAdvice ? 'info' : 'alert'} size={32} />
				</span>
				{data.subTitle ? <p className="error-modal__subtitle">{data.subTitle}</p> : null}
				{data.msg ? <p className="error-modal__msg">{data.msg}</p> : null}
				{data.description ? <p>{data.description}</p> : null}
				{data.info ? <p className="error-modal__info">{data.info}</p> : null}
				{hasCode ? (
					<p className="error-modal__code">
						{t('shared.error.code', { code: String(data.errorCode) })}
					</p>
				) : null}
			</div>
		</Modal>
	);
}
