/**
 * "Devolver" on one of a person's invoices (issue #20): the amount in euros, at most what is left
 * of the invoice (all of it by default); the dialog says what will happen and its button confirms.
 * One opening is one request: a retry after a lost answer gives back once.
 */
import { useState } from 'react';
import type { InvoiceRefunded } from '../../../../lib/contracts/customer-actions';
import type { CustomerInvoice } from '../../../../lib/contracts/customers';
import { formatMoney, parseEuros } from '../../../../lib/money';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';
import { ActionForm } from './ActionForm';

export interface RefundRequest {
	invoiceId: number;
	amountMinor: number;
	requestKey: string;
}

interface RefundDialogProps {
	invoice: CustomerInvoice | null;
	onClose: () => void;
	onRefund: (request: RefundRequest) => Promise<ActionOutcome<InvoiceRefunded>>;
}

/** What is left to give back of an invoice. */
export function refundableMinor(invoice: CustomerInvoice): number {
	return invoice.series === 'F' ? Math.max(0, invoice.totalMinor - invoice.refundedMinor) : 0;
}

export function RefundDialog({ invoice, onClose, onRefund }: RefundDialogProps) {
	return (
		<Modal
			open={invoice !== null}
			onClose={onClose}
			title={t('admin.customer.refund_title')}
			closeLabel={t('admin.customer.close')}
			size="sm"
		>
			{/* Mounted per opening: the amount left now, and a fresh request key. */}
			{invoice ? <RefundForm invoice={invoice} onClose={onClose} onRefund={onRefund} /> : null}
		</Modal>
	);
}

/** Comma before the cents, no currency sign: what the field shows and takes. */
function asTyped(amountMinor: number): string {
	return (amountMinor / 100).toFixed(2).replace('.', ',');
}

function RefundForm({
	invoice,
	onClose,
	onRefund,
}: Omit<RefundDialogProps, 'invoice'> & { invoice: CustomerInvoice }) {
	const left = refundableMinor(invoice);
	const [typed, setTyped] = useState(asTyped(left));
	const amount = parseEuros(typed);
	const amountError =
		amount === null || amount === 0
			? t('admin.customer.refund_amount_invalid')
			: amount > left
				? t('admin.customer.refund_amount_too_large', { left: formatMoney(left) })
				: null;

	return (
		<ActionForm
			onClose={onClose}
			onSubmit={(requestKey) =>
				onRefund({ invoiceId: invoice.id, amountMinor: amount ?? 0, requestKey })
			}
			submitLabel={t('admin.customer.refund_submit')}
			sendingLabel={t('admin.customer.refund_sending')}
			disabled={amountError !== null}
		>
			<p>
				{t('admin.customer.refund_intro', {
					number: invoice.number,
					total: formatMoney(invoice.totalMinor),
					left: formatMoney(left),
				})}
			</p>
			<Input
				data-autofocus
				label={t('admin.customer.refund_amount')}
				inputMode="decimal"
				autoComplete="off"
				value={typed}
				error={typed.trim() === '' ? undefined : (amountError ?? undefined)}
				onChange={(event) => {
					setTyped(event.target.value);
				}}
			/>
			{amountError === null && amount !== null ? (
				<p className="admin-dialog__summary">
					{t('admin.customer.refund_summary', { amount: formatMoney(amount) })}
				</p>
			) : null}
		</ActionForm>
	);
}
