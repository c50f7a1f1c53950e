import checkout from 'i18n-section:checkout';
import { createTranslator } from '../../../i18n/translate';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import type { AppliedCoupon } from './state';

const t = createTranslator({ checkout });

interface CouponFieldProps {
	text: string;
	error: string | null;
	coupon: AppliedCoupon | null;
	onType: (text: string) => void;
	onApply: () => void;
}

/** The purchase's coupon: typed, then applied by its button or Enter (which must not pay). */
export function CouponField({ text, error, coupon, onType, onApply }: CouponFieldProps) {
	return (
		<div className="checkout-coupon">
			<Input
				label={t('checkout.coupon_label')}
				value={text}
				autoCapitalize="characters"
				error={error ?? undefined}
				hint={coupon ? t('checkout.coupon_applied', { code: coupon.code }) : undefined}
				onChange={(event) => {
					onType(event.target.value);
				}}
				onKeyDown={(event) => {
					// Enter in the coupon field applies it instead of paying.
					if (event.key === 'Enter') {
						event.preventDefault();
						onApply();
					}
				}}
			/>
			<Button variant="secondary" disabled={text.trim() === ''} onClick={onApply}>
				{t('checkout.coupon_apply')}
			</Button>
		</div>
	);
}
