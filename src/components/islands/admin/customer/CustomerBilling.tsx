/** A person's subscriptions and invoices on their back-office page (issue #20). */
import type {
	CustomerInvoice,
	CustomerLicence,
	CustomerPaymentFailure,
} from '../../../../lib/contracts/customers';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { Button } from '../../../ui/Button';
import { t } from '../shared';
import { canCancel } from './CancelLicenceDialog';
import { canExtendTrial } from './ExtendTrialDialog';
import { refundableMinor } from './RefundDialog';

/** Why the bank refused a charge, in words; a code without its own words is shown as it came. */
function declineReason(code: string | null): string {
	if (code === null) return t('admin.customer.decline.unknown');
	return t(`admin.customer.decline.${code}`, {
		defaultValue: t('admin.customer.decline.other', { code }),
	});
}

function Failures({ failures }: { failures: CustomerPaymentFailure[] }) {
	return failures.map((failure) => (
		<span key={failure.failedAt} className={failure.recoveredAt ? 'studio__note' : 'studio__flag'}>
			{t('admin.customer.failure', {
				amount: formatMoney(failure.amountMinor),
				date: formatDate(failure.failedAt) ?? '',
				reason: declineReason(failure.declineCode),
			})}
			{failure.recoveredAt ? (
				<>
					{'. '}
					{t('admin.customer.failure_recovered', { date: formatDate(failure.recoveredAt) ?? '' })}
				</>
			) : null}
		</span>
	));
}

function period(licence: CustomerLicence): string {
	const start = formatDate(licence.startAt) ?? formatDate(licence.createdAt) ?? '';
	const end = formatDate(licence.endAt);
	return end
		? t('admin.customer.period', { start, end })
		: t('admin.customer.period_open', { start });
}

interface LicenceActionProps {
	/** Opens the cancellation of that licence. */
	onCancel: (licence: CustomerLicence) => void;
	/** Opens the extension of that licence's trial. */
	onExtendTrial: (licence: CustomerLicence) => void;
	/** Opens the move of that pharmacy licence to another size. */
	onMovePlan: (licence: CustomerLicence) => void;
}

/** The buttons of what can be done to one licence now. */
function LicenceActions({
	licence,
	onCancel,
	onExtendTrial,
	onMovePlan,
}: LicenceActionProps & { licence: CustomerLicence }) {
	const actions = [
		{ key: 'move_plan', show: licence.sizeMoves.length > 0, open: onMovePlan },
		{ key: 'extend_trial', show: canExtendTrial(licence), open: onExtendTrial },
		{ key: 'cancel_licence', show: canCancel(licence), open: onCancel },
	];
	return (
		<div className="admin-actions">
			{actions
				.filter((action) => action.show)
				.map((action) => (
					<Button
						key={action.key}
						variant="secondary"
						size="sm"
						aria-label={t(`admin.customer.${action.key}_named`, { plan: licence.planName })}
						onClick={() => {
							action.open(licence);
						}}
					>
						{t(`admin.customer.${action.key}`)}
					</Button>
				))}
		</div>
	);
}

export function CustomerLicences({
	licences,
	...actions
}: LicenceActionProps & { licences: CustomerLicence[] }) {
	if (licences.length === 0) return <p>{t('admin.customer.licences_empty')}</p>;
	return (
		<table className="studio__table">
			<caption className="visually-hidden">{t('admin.customer.licences_caption')}</caption>
			<thead>
				<tr>
					<th scope="col">{t('admin.customer.col_plan')}</th>
					<th scope="col">{t('admin.customer.col_status')}</th>
					<th scope="col">{t('admin.customer.col_period')}</th>
					<th scope="col">{t('admin.customer.col_price')}</th>
					<th scope="col">{t('admin.customer.col_gateway')}</th>
					<th scope="col">{t('admin.customer.col_actions')}</th>
				</tr>
			</thead>
			<tbody>
				{licences.map((licence) => (
					<tr key={licence.id}>
						<th scope="row" data-label={t('admin.customer.col_plan')}>
							{licence.planName}
							{licence.trial ? (
								<span className="studio__note">{t('admin.customer.trial')}</span>
							) : null}
							{licence.complimentary ? (
								<span className="studio__note">{t('admin.customer.complimentary')}</span>
							) : null}
						</th>
						<td data-label={t('admin.customer.col_status')}>
							<span className={`studio__status admin-licence--${licence.status}`}>
								{t(`subscriptions.status.${licence.status}`)}
							</span>
							{licence.cancelAtPeriodEnd ? (
								<span className="studio__note">{t('admin.customer.ends_at_period_end')}</span>
							) : null}
							<Failures failures={licence.failures} />
							{licence.cancelAt ? (
								<span className="studio__note">
									{t('admin.customer.cancel_at', { date: formatDate(licence.cancelAt) ?? '' })}
								</span>
							) : null}
						</td>
						<td data-label={t('admin.customer.col_period')}>{period(licence)}</td>
						<td data-label={t('admin.customer.col_price')}>
							{t(
								licence.periodicity === 1 ? 'admin.customer.per_year' : 'admin.customer.per_month',
								{
									price: formatMoney(licence.priceMinor),
								},
							)}
						</td>
						<td data-label={t('admin.customer.col_gateway')}>
							<span className="studio__path">{licence.gatewaySubscriptionId ?? '—'}</span>
						</td>
						<td data-label={t('admin.customer.col_actions')}>
							<LicenceActions licence={licence} {...actions} />
						</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}

export function CustomerInvoices({
	invoices,
	onRefund,
}: {
	invoices: CustomerInvoice[];
	/** Opens the refund of that invoice. */
	onRefund: (invoice: CustomerInvoice) => void;
}) {
	if (invoices.length === 0) return <p>{t('admin.customer.invoices_empty')}</p>;
	return (
		<table className="studio__table">
			<caption className="visually-hidden">{t('admin.customer.invoices_caption')}</caption>
			<thead>
				<tr>
					<th scope="col">{t('admin.customer.col_number')}</th>
					<th scope="col">{t('admin.customer.col_date')}</th>
					<th scope="col">{t('admin.customer.col_concept')}</th>
					<th scope="col">{t('admin.customer.col_total')}</th>
					<th scope="col">{t('admin.customer.col_refund')}</th>
				</tr>
			</thead>
			<tbody>
				{invoices.map((invoice) => (
					<tr key={invoice.id}>
						<th scope="row" data-label={t('admin.customer.col_number')}>
							{invoice.number}
						</th>
						<td data-label={t('admin.customer.col_date')}>{formatDate(invoice.issuedAt)}</td>
						<td data-label={t('admin.customer.col_concept')}>
							{t(`admin.customer.reason_${invoice.reason}`)}
							<span className="studio__note">{invoice.description}</span>
						</td>
						<td data-label={t('admin.customer.col_total')}>{formatMoney(invoice.totalMinor)}</td>
						<td data-label={t('admin.customer.col_refund')}>
							{invoice.refundedMinor > 0 ? (
								<span className="studio__note">
									{t('admin.customer.refunded', { amount: formatMoney(invoice.refundedMinor) })}
								</span>
							) : null}
							{refundableMinor(invoice) > 0 ? (
								<Button
									variant="secondary"
									size="sm"
									aria-label={t('admin.customer.refund_named', { number: invoice.number })}
									onClick={() => {
										onRefund(invoice);
									}}
								>
									{t('admin.customer.refund')}
								</Button>
							) : null}
						</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
