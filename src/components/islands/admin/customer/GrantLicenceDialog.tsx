/**
 * "Regalar suscripción" (issue #20): the admin picks a plan and whole months; the dialog says what
 * will happen and the submit button confirms it. One opening is one request: its key is made when
 * the dialog opens, so a double click or a retry after a lost answer grants once.
 */
import { useState } from 'react';
import {
	GRANT_MONTHS_MAX,
	type CustomerDetail,
	type GrantedLicence,
} from '../../../../lib/contracts/customers';
import { Modal } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { t } from '../shared';
import { ActionForm } from './ActionForm';

export interface GrantRequest {
	planId: number;
	months: number;
	requestKey: string;
}

interface GrantLicenceDialogProps {
	open: boolean;
	customer: CustomerDetail;
	onClose: () => void;
	/** Sends the grant; resolves the licence given, or the error to show. */
	onGrant: (request: GrantRequest) => Promise<GrantedLicence | { error: string }>;
}

const MONTHS = Array.from({ length: GRANT_MONTHS_MAX }, (_, index) => index + 1);

export function GrantLicenceDialog({ open, customer, onClose, onGrant }: GrantLicenceDialogProps) {
	return (
		<Modal
			open={open}
			onClose={onClose}
			title={t('admin.customer.grant_title')}
			closeLabel={t('admin.customer.close')}
			size="sm"
		>
			{/* Mounted per opening: a fresh choice and a fresh request key each time. */}
			{open ? <GrantForm customer={customer} onClose={onClose} onGrant={onGrant} /> : null}
		</Modal>
	);
}

function GrantForm({ customer, onClose, onGrant }: Omit<GrantLicenceDialogProps, 'open'>) {
	const [planId, setPlanId] = useState(String(customer.grantablePlans[0]?.id ?? ''));
	const [months, setMonths] = useState('1');
	const plan = customer.grantablePlans.find((row) => String(row.id) === planId);

	return (
		<ActionForm
			onClose={onClose}
			onSubmit={(requestKey) =>
				onGrant({ planId: Number(planId), months: Number(months), requestKey })
			}
			submitLabel={t('admin.customer.grant_submit')}
			sendingLabel={t('admin.customer.grant_sending')}
			disabled={!plan}
		>
			<p>{t('admin.customer.grant_intro')}</p>
			<Select
				data-autofocus
				label={t('admin.customer.grant_plan')}
				value={planId}
				onChange={(event) => {
					setPlanId(event.target.value);
				}}
				options={customer.grantablePlans.map((row) => ({ value: String(row.id), label: row.name }))}
			/>
			<Select
				label={t('admin.customer.grant_months')}
				value={months}
				onChange={(event) => {
					setMonths(event.target.value);
				}}
				options={MONTHS.map((count) => ({
					value: String(count),
					label: t('admin.customer.months', { count }),
				}))}
			/>
			{plan ? (
				<p className="admin-dialog__summary">
					{t('admin.customer.grant_summary', {
						name: `${customer.account.name} ${customer.account.lastName}`,
						plan: plan.name,
						months: t('admin.customer.months', { count: Number(months) }),
					})}
				</p>
			) : null}
		</ActionForm>
	);
}
