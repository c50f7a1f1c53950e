/**
 * The end of a back-office action's form: why the last attempt failed (announced), then cancel
 * and the button that confirms the action.
 */
import { Button } from '../../../ui/Button';
import { t } from '../shared';

export function DialogActions({
	error,
	onCancel,
	submitLabel,
	sendingLabel,
	sending,
	disabled,
}: {
	error: string | null;
	onCancel: () => void;
	submitLabel: string;
	sendingLabel: string;
	sending: boolean;
	disabled: boolean;
}) {
	return (
		<>
			<p className="studio__flag" role="alert">
				{error}
			</p>
			<div className="admin-dialog__actions">
				<Button variant="secondary" onClick={onCancel}>
					{t('admin.customer.cancel')}
				</Button>
				<Button type="submit" disabled={disabled} loading={sending} loadingText={sendingLabel}>
					{submitLabel}
				</Button>
			</div>
		</>
	);
}
