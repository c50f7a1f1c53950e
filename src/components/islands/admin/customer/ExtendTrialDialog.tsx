/**
 * "Alargar prueba" on a licence in its free trial (issue #20): some more days, and the first
 * charge moves with the trial's end; nothing is charged now. The dialog says the new end; its
 * button confirms; one opening is one request.
 */
import { useState } from 'react';
import {
	TRIAL_EXTENSION_MAX_DAYS,
	type ExtendTrialInput,
	type TrialExtended,
} from '../../../../lib/contracts/customer-actions';
import type { CustomerLicence } from '../../../../lib/contracts/customers';
import { DAY_MS, formatDate } from '../../../../lib/dates';
import { Modal } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';
import { ActionForm } from './ActionForm';

export type ExtendTrialRequest = Omit<ExtendTrialInput, 'userId'>;

const DAYS = Array.from({ length: TRIAL_EXTENSION_MAX_DAYS }, (_, index) => index + 1);

/** A licence in its trial that renews through the gateway: its trial can be extended. */
export function canExtendTrial(licence: CustomerLicence): boolean {
	return (
		licence.status === 'trialing' &&
		licence.gatewaySubscriptionId !== null &&
		licence.endAt !== null
	);
}

export function ExtendTrialDialog({
	licence,
	onClose,
	onExtend,
}: {
	licence: CustomerLicence | null;
	onClose: () => void;
	onExtend: (request: ExtendTrialRequest) => Promise<ActionOutcome<TrialExtended>>;
}) {
	return (
		<Modal
			open={licence !== null}
			onClose={onClose}
			title={t('admin.customer.extend_title')}
			closeLabel={t('admin.customer.close')}
			size="sm"
		>
			{licence ? <ExtendForm licence={licence} onClose={onClose} onExtend={onExtend} /> : null}
		</Modal>
	);
}

function ExtendForm({
	licence,
	onClose,
	onExtend,
}: {
	licence: CustomerLicence;
	onClose: () => void;
	onExtend: (request: ExtendTrialRequest) => Promise<ActionOutcome<TrialExtended>>;
}) {
	const [days, setDays] = useState('7');
	const end = licence.endAt ?? new Date().toISOString();
	const newEnd = new Date(new Date(end).getTime() + Number(days) * DAY_MS).toISOString();

	return (
		<ActionForm
			onClose={onClose}
			onSubmit={(requestKey) =>
				onExtend({ enrollmentId: licence.id, days: Number(days), requestKey })
			}
			submitLabel={t('admin.customer.extend_submit')}
			sendingLabel={t('admin.customer.extend_sending')}
		>
			<p>
				{t('admin.customer.extend_intro', {
					plan: licence.planName,
					date: formatDate(end) ?? '',
				})}
			</p>
			<Select
				data-autofocus
				label={t('admin.customer.extend_days')}
				value={days}
				onChange={(event) => {
					setDays(event.target.value);
				}}
				options={DAYS.map((count) => ({
					value: String(count),
					label: t('admin.customer.days', { count }),
				}))}
			/>
			<p className="admin-dialog__summary">
				{t('admin.customer.extend_summary', { date: formatDate(newEnd) ?? '' })}
			</p>
		</ActionForm>
	);
}
