import type { CheckoutMode, CheckoutOffer } from '../../../stores/checkout';
import { totalOf, trialEndsAt, type AppliedCoupon } from './state';
import { longDate, price, t } from './t';
import { TrialHowItWorks } from './TrialHowItWorks';

interface OrderSummaryProps {
	mode: CheckoutMode;
	offer: CheckoutOffer;
	coupon: AppliedCoupon | null;
}

/** The plan and what is paid: today and after the trial, or subtotal, discount and total. */
export function OrderSummary({ mode, offer, coupon }: OrderSummaryProps) {
	const periodText = t(offer.per === 1 ? 'checkout.per_year' : 'checkout.per_month', {
		price: price(offer.price),
	});
	return (
		<>
			<dl className="checkout-summary" aria-label={t('checkout.summary_label')}>
				<div>
					<dt>{t('checkout.summary_plan')}</dt>
					<dd>{offer.name}</dd>
				</div>
				{mode === 'trial' ? (
					<>
						<div>
							<dt>{t('checkout.summary_today')}</dt>
							<dd>{price(0)}</dd>
						</div>
						<div>
							<dt>
								{t('checkout.summary_after_trial', {
									date: longDate(trialEndsAt(Date.now())),
								})}
							</dt>
							<dd>{periodText}</dd>
						</div>
					</>
				) : (
					<>
						<div>
							<dt>{t('checkout.summary_subtotal')}</dt>
							<dd>{price(coupon?.amounts.amountSubtotal ?? offer.price)}</dd>
						</div>
						{coupon ? (
							<div>
								<dt>
									{coupon.amounts.percentOff > 0
										? t('checkout.summary_discount', {
												code: coupon.code,
												percent: coupon.amounts.percentOff,
											})
										: t('checkout.summary_discount_amount', { code: coupon.code })}
								</dt>
								<dd>−{price(coupon.amounts.amountDiscount)}</dd>
							</div>
						) : null}
						<div className="checkout-summary__total">
							<dt>{t('checkout.summary_total')}</dt>
							<dd>{price(totalOf(offer, coupon))}</dd>
						</div>
					</>
				)}
			</dl>
			{mode === 'trial' ? <TrialHowItWorks offer={offer} /> : null}
			<p className="checkout__renewal">
				{t(`checkout.renewal_${offer.per === 1 ? 'annual' : 'monthly'}`)}
				{coupon?.amounts.everyPayment ? ` ${t('checkout.renewal_with_coupon')}` : null}
			</p>
		</>
	);
}
