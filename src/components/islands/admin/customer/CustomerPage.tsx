/**
 * `/admin/cliente/?id=N` (issue #20): everything the campus knows about one person that staff
 * need to help them: account, subscriptions, invoices, pharmacy and team, certificates, logins and
 * learning. Never a password.
 */
import { useState } from 'react';
import type { CustomerInvoice, CustomerLicence } from '../../../../lib/contracts/customers';
import { Notice } from '../../../ui/Notice';
import { StudioLoading } from '../../studio/StudioLoading';
import { formatDate } from '../../../../lib/dates';
import { Section } from '../AdminSection';
import { t } from '../shared';
import { useCustomer } from '../use-customer';
import { CustomerInvoices, CustomerLicences } from './CustomerBilling';
import { CancelLicenceDialog } from './CancelLicenceDialog';
import { CustomerActions } from './CustomerActions';
import { ExtendTrialDialog } from './ExtendTrialDialog';
import { MovePlanDialog } from './MovePlanDialog';
import { RefundDialog } from './RefundDialog';
import {
	CustomerAccount,
	CustomerActivity,
	CustomerCertificates,
	CustomerPharmacy,
} from './CustomerSummary';

export default function CustomerPage() {
	const state = useCustomer();
	const { load, reload } = state;
	const [refunding, setRefunding] = useState<CustomerInvoice | null>(null);
	const [cancelling, setCancelling] = useState<CustomerLicence | null>(null);
	const [extending, setExtending] = useState<CustomerLicence | null>(null);
	const [moving, setMoving] = useState<CustomerLicence | null>(null);

	if (load.state === 'missing') {
		return (
			<Notice title={t('admin.customer.title')}>
				<p>{load.msg ?? t('admin.customer.missing_id')}</p>
				<p>
					<a href="/admin/">{t('admin.customer.back')}</a>
				</p>
			</Notice>
		);
	}
	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{
					loading: t('admin.customer.loading'),
					failed: t('admin.customer.failed'),
					notStaff: t('admin.page.not_admin'),
				}}
				onRetry={() => void reload()}
			/>
		);
	}

	const { customer } = load;
	const { account } = customer;
	return (
		<div className="studio admin-customer">
			<p>
				<a href="/admin/">{t('admin.customer.back')}</a>
			</p>
			<h2 className="admin-customer__name">
				{account.name} {account.lastName}
			</h2>
			{account.blockedAt ? (
				<p className="studio__flag" role="status">
					{t('admin.customer.blocked_since', { date: formatDate(account.blockedAt) ?? '' })}
				</p>
			) : null}
			<Section id="acciones" title={t('admin.customer.actions_title')}>
				<CustomerActions customer={customer} state={state} />
			</Section>
			<Section id="cuenta" title={t('admin.customer.account_title')}>
				<CustomerAccount account={account} />
			</Section>
			<Section id="suscripciones" title={t('admin.customer.licences_title')}>
				<CustomerLicences
					licences={customer.licences}
					onCancel={setCancelling}
					onExtendTrial={setExtending}
					onMovePlan={setMoving}
				/>
				<MovePlanDialog
					licence={moving}
					onClose={() => {
						setMoving(null);
					}}
					onPreview={state.previewPlanMove}
					onMove={state.movePlan}
				/>
				<ExtendTrialDialog
					licence={extending}
					onClose={() => {
						setExtending(null);
					}}
					onExtend={state.extendTrial}
				/>
				<CancelLicenceDialog
					licence={cancelling}
					customer={customer}
					onClose={() => {
						setCancelling(null);
					}}
					onCancelLicence={state.cancelLicence}
				/>
			</Section>
			<Section id="facturas" title={t('admin.customer.invoices_title')}>
				<CustomerInvoices invoices={customer.invoices} onRefund={setRefunding} />
				<RefundDialog
					invoice={refunding}
					onClose={() => {
						setRefunding(null);
					}}
					onRefund={state.refund}
				/>
			</Section>
			<Section id="farmacia" title={t('admin.customer.pharmacy_title')}>
				<CustomerPharmacy pharmacy={customer.pharmacy} />
			</Section>
			<Section id="certificados" title={t('admin.customer.certificates_title')}>
				<CustomerCertificates certificates={customer.certificates} />
			</Section>
			<Section id="accesos" title={t('admin.customer.sessions_title')}>
				<CustomerActivity
					account={account}
					sessions={customer.sessions}
					learning={customer.learning}
				/>
			</Section>
		</div>
	);
}
