/**
 * "Corregir nombre" (issue #20): the name as it must read on the account and on the certificates
 * still honoured. The dialog says how many certificates will carry it; the submit button confirms.
 */
import { useState } from 'react';
import type { NameCorrected } from '../../../../lib/contracts/customer-actions';
import type { CustomerDetail } from '../../../../lib/contracts/customers';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { t } from '../shared';
import { ActionForm } from './ActionForm';
import type { ActionOutcome } from '../use-customer';

interface RenameDialogProps {
	open: boolean;
	customer: CustomerDetail;
	onClose: () => void;
	onRename: (request: {
		name: string;
		lastName: string;
		requestKey: string;
	}) => Promise<ActionOutcome<NameCorrected>>;
}

export function RenameDialog({ open, customer, onClose, onRename }: RenameDialogProps) {
	return (
		<Modal
			open={open}
			onClose={onClose}
			title={t('admin.customer.rename_title')}
			closeLabel={t('admin.customer.close')}
			size="sm"
		>
			{/* Mounted per opening: the name as it is now, and a fresh request key. */}
			{open ? <RenameForm customer={customer} onClose={onClose} onRename={onRename} /> : null}
		</Modal>
	);
}

function RenameForm({ customer, onClose, onRename }: Omit<RenameDialogProps, 'open'>) {
	const [name, setName] = useState(customer.account.name);
	const [lastName, setLastName] = useState(customer.account.lastName);
	const honoured = customer.certificates.filter(
		(certificate) => certificate.revokedAt === null,
	).length;

	return (
		<ActionForm
			onClose={onClose}
			onSubmit={(requestKey) =>
				onRename({ name: name.trim(), lastName: lastName.trim(), requestKey })
			}
			submitLabel={t('admin.customer.rename_submit')}
			sendingLabel={t('admin.customer.rename_sending')}
			disabled={name.trim() === '' || lastName.trim() === ''}
		>
			<p>{t('admin.customer.rename_intro')}</p>
			<Input
				data-autofocus
				label={t('admin.customer.rename_name')}
				value={name}
				autoComplete="off"
				onChange={(event) => {
					setName(event.target.value);
				}}
			/>
			<Input
				label={t('admin.customer.rename_last_name')}
				value={lastName}
				autoComplete="off"
				onChange={(event) => {
					setLastName(event.target.value);
				}}
			/>
			<p className="admin-dialog__summary">
				{honoured === 0
					? t('admin.customer.rename_no_certificates')
					: t('admin.customer.rename_certificates', { count: honoured })}
			</p>
		</ActionForm>
	);
}
