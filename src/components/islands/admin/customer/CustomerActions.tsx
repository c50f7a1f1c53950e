/**
 * The actions on a person (issue #20): each is confirmed first (a dialog that says what will
 * happen), done once per confirmation and written to the audit log. Staff never see or set a
 * password: they can only have the person set a new one.
 */
import { useState } from 'react';
import type { CustomerDetail } from '../../../../lib/contracts/customers';
import { askConfirmation } from '../../../../stores/overlays-confirm';
import { Button } from '../../../ui/Button';
import { t } from '../shared';
import type { CustomerState } from '../use-customer';
import { GrantLicenceDialog } from './GrantLicenceDialog';
import { RenameDialog } from './RenameDialog';

export function CustomerActions({
	customer,
	state,
}: {
	customer: CustomerDetail;
	state: CustomerState;
}) {
	const [dialog, setDialog] = useState<'grant' | 'rename' | null>(null);
	const close = () => {
		setDialog(null);
	};
	const { account } = customer;
	const name = `${account.name} ${account.lastName}`;

	async function endSessions() {
		const confirmed = await askConfirmation({
			title: t('admin.customer.end_sessions_title', { name }),
			description: t('admin.customer.end_sessions_text'),
			confirmText: t('admin.customer.end_sessions_confirm'),
			alignLeft: true,
		});
		if (confirmed) await state.endSessions(crypto.randomUUID());
	}

	async function block() {
		const confirmed = await askConfirmation({
			title: t('admin.customer.block_title', { name }),
			description: t('admin.customer.block_text'),
			showConfirmInput: true,
			placeholder: t('admin.customer.block_word'),
			confirmText: t('admin.customer.block_confirm'),
			alignLeft: true,
		});
		if (confirmed) await state.block(crypto.randomUUID());
	}

	async function unblock() {
		const confirmed = await askConfirmation({
			title: t('admin.customer.unblock_title', { name }),
			description: t('admin.customer.unblock_text'),
			confirmText: t('admin.customer.unblock_confirm'),
			alignLeft: true,
		});
		if (confirmed) await state.unblock(crypto.randomUUID());
	}

	async function sendPasswordReset() {
		const confirmed = await askConfirmation({
			title: t('admin.customer.password_reset_title', { name }),
			description: t('admin.customer.password_reset_text', { email: account.email }),
			confirmText: t('admin.customer.password_reset_confirm'),
			alignLeft: true,
		});
		if (confirmed) await state.sendPasswordReset(crypto.randomUUID());
	}

	return (
		<>
			<p className="studio__note">{t('admin.customer.actions_lead')}</p>
			<div className="admin-actions">
				<Button
					variant="secondary"
					onClick={() => {
						setDialog('grant');
					}}
				>
					{t('admin.customer.grant_open')}
				</Button>
				<Button variant="secondary" onClick={() => void sendPasswordReset()}>
					{t('admin.customer.password_reset')}
				</Button>
				<Button variant="secondary" onClick={() => void endSessions()}>
					{t('admin.customer.end_sessions')}
				</Button>
				<Button
					variant="secondary"
					onClick={() => {
						setDialog('rename');
					}}
				>
					{t('admin.customer.rename')}
				</Button>
				{account.blockedAt === null ? (
					<Button variant="secondary" onClick={() => void block()}>
						{t('admin.customer.block')}
					</Button>
				) : (
					<Button variant="secondary" onClick={() => void unblock()}>
						{t('admin.customer.unblock')}
					</Button>
				)}
			</div>
			<GrantLicenceDialog
				open={dialog === 'grant'}
				customer={customer}
				onClose={close}
				onGrant={state.grant}
			/>
			<RenameDialog
				open={dialog === 'rename'}
				customer={customer}
				onClose={close}
				onRename={state.correctName}
			/>
		</>
	);
}
