/**
 * "Finalizar" a coupon (issue #20): from now on nobody can use it; the uses it has stay. The
 * dialog says so and its button confirms; one opening is one request (ActionForm).
 */
import { Modal } from '../../../ui/Modal';
import { ActionForm } from '../customer/ActionForm';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';

export function EndCouponDialog({
	code,
	onClose,
	onEnd,
}: {
	/** The coupon to end; the dialog is closed while null. */
	code: string | null;
	onClose: () => void;
	onEnd: (code: string, requestKey: string) => Promise<ActionOutcome<{ code: string }>>;
}) {
	return (
		<Modal
			open={code !== null}
			onClose={onClose}
			title={t('admin.coupons.end_title')}
			closeLabel={t('admin.customer.close')}
			size="sm"
		>
			{code !== null ? (
				<ActionForm
					onClose={onClose}
					onSubmit={(requestKey) => onEnd(code, requestKey)}
					submitLabel={t('admin.coupons.end_submit')}
					sendingLabel={t('admin.coupons.end_sending')}
				>
					<p data-autofocus tabIndex={-1}>
						{t('admin.coupons.end_intro', { code })}
					</p>
				</ActionForm>
			) : null}
		</Modal>
	);
}
