/**
 * Demo coupons, to try the coupon field of the purchase page (README lists them). Only for
 * development and staging: the runtime does not seed them in production, like the demo accounts.
 */
import type { coupons } from '../schema';

export const demoCoupons: (typeof coupons.$inferInsert)[] = [
	/** 20 % off the first payment of any plan. */
	{ code: 'BIENVENIDA20', percentOff: 20 },
	/** 10 % off, pharmacy plans only. */
	{ code: 'FARMACIA10', percentOff: 10, licenceType: 1 },
	/** Expired: shows the "ha caducado" message. */
	{ code: 'VERANO2025', percentOff: 30, expiresAt: new Date('2025-09-30T22:00:00Z') },
];
