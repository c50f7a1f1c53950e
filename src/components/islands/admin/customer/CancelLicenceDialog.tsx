/**
 * "Cancelar" on one of a person's licences (issue #20): now, or at the end of the period paid for
 * when the licence renews through the gateway and is paid up. The dialog says what will happen and
 * its button confirms; one opening is one request.
 */
import { useState } from 'react';
import type {
	CancelLicenceInput,
	LicenceCancelled,
} from '../../../../lib/contracts/customer-actions';
import type { CustomerDetail, CustomerLicence } from '../../../../lib/contracts/customers';
import { formatDate } from '../../../../lib/dates';
import { Modal } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';
import { ActionForm } from './ActionForm';

export type CancelRequest = Omit<CancelLicenceInput, 'userId'>;

interface CancelLicenceDialogProps {
	licence: CustomerLicence | null;
	customer: CustomerDetail;
	onClose: () => void;
	onCancelLicence: (request: CancelRequest) => Promise<ActionOutcome<LicenceCancelled>>;
}

/** A licence that still runs: the back-office can cancel it. */
export function canCancel(licence: CustomerLicence, now: Date = new Date()): boolean {
	return (
		['active', 'trialing', 'past_due'].includes(licence.status) &&
		(licence.endAt === null || new Date(licence.endAt) > now)
	);
}

/** It can also stop at the end of its period: it renews through the gateway and is paid up. */
function canCancelAtPeriodEnd(licence: CustomerLicence): boolean {
	return (
		licence.gatewaySubscriptionId !== null &&
		licence.status !== 'past_due' &&
		licence.cancelAt === null &&
		licence.endAt !== null
	);
}

export function CancelLicenceDialog({
	licence,
	customer,
	onClose,
	onCancelLicence,
}: CancelLicenceDialogProps) {
	return (
		<Modal
			open={licence !== null}
			onClose={onClose}
			title={t('admin.customer.cancel_title')}
			closeLabel={t('admin.customer.close')}
			size="sm"
		>
			{licence ? (
				<CancelForm
					licence={licence}
					customer={customer}
					onClose={onClose}
					onCancelLicence={onCancelLicence}
				/>
			) : null}
		</Modal>
	);
}

function CancelForm({
	licence,
	customer,
	onClose,
	onCancelLicence,
}: Omit<CancelLicenceDialogProps, 'licence'> & { licence: CustomerLicence }) {
	const later = canCancelAtPeriodEnd(licence);
	const [when, setWhen] = useState<CancelRequest['when']>(later ? 'period_end' : 'now');
	const endDate = formatDate(licence.endAt) ?? '';

	return (
		<ActionForm
			onClose={onClose}
			onSubmit={(requestKey) => onCancelLicence({ enrollmentId: licence.id, when, requestKey })}
			submitLabel={t('admin.customer.cancel_submit')}
			sendingLabel={t('admin.customer.cancel_sending')}
		>
			<p>
				{t('admin.customer.cancel_intro', {
					plan: licence.planName,
					name: `${customer.account.name} ${customer.account.lastName}`,
				})}
			</p>
			<Select
				data-autofocus
				label={t('admin.customer.cancel_when')}
				value={when}
				onChange={(event) => {
					setWhen(event.target.value === 'now' ? 'now' : 'period_end');
				}}
				options={[
					...(later
						? [
								{
									value: 'period_end',
									label: t('admin.customer.cancel_period_end', { date: endDate }),
								},
							]
						: []),
					{ value: 'now', label: t('admin.customer.cancel_now') },
				]}
			/>
			<p className="admin-dialog__summary">
				{when === 'now'
					? t('admin.customer.cancel_now_summary')
					: t('admin.customer.cancel_period_end_summary', { date: endDate })}
			</p>
		</ActionForm>
	);
}
