/**
 * "Facturas" in Mis suscripciones (issue #18): every invoice of the person, newest first, with
 * its number, date, concept and total, and a link that opens its PDF. Loaded again whenever the
 * licences are (after a change of plan, a new invoice is there).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { InvoiceSummary } from '../../../lib/contracts/purchase';
import { getInvoices } from '../../../lib/api/purchase';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { $subscription } from '../../../stores/subscription';
import { t } from './t';

type Invoices =
	| { phase: 'loading' }
	| { phase: 'ready'; invoices: InvoiceSummary[] }
	| { phase: 'failed'; message: string };

export function InvoiceList() {
	const { licenses } = useStore($subscription);
	const [state, setState] = useState<Invoices>({ phase: 'loading' });

	useEffect(() => {
		let current = true;
		void getInvoices().then((result) => {
			if (!current) return;
			setState(
				result.ok
					? { phase: 'ready', invoices: result.data }
					: { phase: 'failed', message: result.msg },
			);
		});
		return () => {
			current = false;
		};
	}, [licenses]);

	return (
		<section className="subscriptions__invoices" aria-labelledby="subscriptions-invoices">
			<h2 id="subscriptions-invoices" className="subscriptions__invoices-title">
				{t('subscriptions.invoices_title')}
			</h2>
			{state.phase === 'loading' ? (
				<p className="subscriptions__status-text" role="status">
					{t('subscriptions.invoices_loading')}
				</p>
			) : state.phase === 'failed' ? (
				<p className="subscriptions__status-text" role="alert">
					{state.message}
				</p>
			) : state.invoices.length === 0 ? (
				<p className="subscriptions__status-text">{t('subscriptions.invoices_empty')}</p>
			) : (
				<ul className="subscriptions__invoice-list" role="list">
					{state.invoices.map((invoice) => (
						<li key={invoice.id} className="subscriptions__invoice">
							<div className="subscriptions__invoice-facts">
								<span className="subscriptions__invoice-code">{invoice.code}</span>
								<span>{invoice.concept}</span>
								<span className="subscriptions__invoice-meta">
									{formatDate(invoice.issued)} · {formatMoney(invoice.total)}
								</span>
							</div>
							<a
								className="subscriptions__invoice-link"
								href={invoice.url}
								target="_blank"
								rel="noopener"
								aria-label={t('subscriptions.invoice_download_named', { code: invoice.code })}
							>
								{t('subscriptions.invoice_download')}
							</a>
						</li>
					))}
				</ul>
			)}
		</section>
	);
}
