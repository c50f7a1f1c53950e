/**
 * How the free trial goes, beside its order summary: nothing paid today, the plan from the day the
 * trial ends, and cancelling before then. On phones it is a link to the spec's info popup (a
 * bottom sheet); larger screens show it inline (spec §2 shared pieces).
 */
import { useId, useState } from 'react';
import type { CheckoutOffer } from '../../../stores/checkout';
import { InfoPopup } from '../shared/InfoPopup';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../shared/overlay-hooks';
import { trialEndsAt } from './state';
import { longDate, price, t } from './t';

export function TrialHowItWorks({ offer }: { offer: CheckoutOffer }) {
	const onPhone = useMediaQuery(MOBILE_MEDIA_QUERY);
	const [open, setOpen] = useState(false);
	const titleId = useId();
	const title = t('checkout.trial_how_title');
	const steps = (
		<ul className="checkout-trial-how__steps">
			<li>{t('checkout.trial_how_today')}</li>
			<li>
				{t('checkout.trial_how_then', {
					date: longDate(trialEndsAt(Date.now())),
					period: t(offer.per === 1 ? 'checkout.per_year' : 'checkout.per_month', {
						price: price(offer.price),
					}),
				})}
			</li>
			<li>{t('checkout.trial_how_cancel')}</li>
		</ul>
	);

	if (!onPhone) {
		return (
			<section className="checkout-trial-how" aria-labelledby={titleId}>
				<h3 id={titleId} className="checkout-trial-how__title">
					{title}
				</h3>
				{steps}
			</section>
		);
	}
	return (
		<>
			<button
				type="button"
				className="auth-link-button"
				aria-haspopup="dialog"
				onClick={() => {
					setOpen(true);
				}}
			>
				{title}
			</button>
			<InfoPopup
				open={open}
				onClose={() => {
					setOpen(false);
				}}
				title={title}
			>
				{steps}
			</InfoPopup>
		</>
	);
}
