import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { t } from './t';
import type { CheckoutForm } from './use-checkout';

/** The purchase's coupon: typed, then applied by its button or Enter (which must not pay). */
export function CouponField({ form }: { form: CheckoutForm }) {
	const { couponText, coupon, submitCoupon } = form;
	return (
		<div className="checkout-coupon">
			<Input
				label={t('checkout.coupon_label')}
				value={couponText}
				autoCapitalize="characters"
				error={form.couponError ?? undefined}
				hint={coupon ? t('checkout.coupon_applied', { code: coupon.code }) : undefined}
				onChange={(event) => {
					form.typeCoupon(event.target.value);
				}}
				onKeyDown={(event) => {
					// Enter in the coupon field applies it instead of paying.
					if (event.key === 'Enter') {
						event.preventDefault();
						submitCoupon();
					}
				}}
			/>
			<Button variant="secondary" disabled={couponText.trim() === ''} onClick={submitCoupon}>
				{t('checkout.coupon_apply')}
			</Button>
		</div>
	);
}
