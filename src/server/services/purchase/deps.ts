/** What the purchase services need, the errors they share and the notice for cancelling. */
import { t } from '../../../i18n';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';

export type PurchaseDeps = Pick<
	AppDeps,
	'db' | 'config' | 'logger' | 'now' | 'payments' | 'jobs' | 'accessCache'
>;

/** Cancelling at least this long before the next payment avoids it (spec §1, §9; FAQ). */
export const CANCEL_NOTICE_DAYS = 7;
export const DAY_MS = 86_400_000;

export const cartNotFound = () => new AppError('cart_nf', 404, t('purchase_api.cart_nf'));
export const planNotFound = (id: number) =>
	new AppError('p_nf', 404, t('errors.plan_not_found', { id }));
