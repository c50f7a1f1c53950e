/**
 * Coupons in the back-office (issue #20, ADR 019): create one (what it gives is never edited
 * afterwards, as a Stripe coupon cannot be), end one now, list them and who used each. Creating
 * and ending are once per request and written to the audit log; the rules that apply them at the
 * checkout are services/purchase/coupons.ts.
 */
import { t } from '../../../i18n';
import {
	COUPON_REDEMPTIONS_PAGE_SIZE,
	type CouponList,
	type CouponRedemptionPage,
	type CouponState,
	type CouponSummary,
	type CreateCouponInput,
	type EndCouponInput,
} from '../../../lib/contracts/coupons';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/coupons';
import type { CouponRow } from '../../db/queries/coupons';
import { listGrantablePlans } from '../../db/queries/customers';
import { AppError } from '../../errors';
import type { StaffActor } from '../audit';
import { oncePerRequest } from './once-per-request';

type CouponDeps = Pick<AppDeps, 'db' | 'now'>;

const couponNotFound = () => new AppError('coupon_nf', 404, t('admin.errors.coupon_not_found'));

/** `POST /admin/listCoupons`. */
export async function listCoupons(deps: CouponDeps): Promise<CouponList> {
	const [rows, plans] = await Promise.all([
		queries.listCoupons(deps.db),
		listGrantablePlans(deps.db),
	]);
	const offered = plans.map(({ id, name }) => ({ id, name }));
	const now = deps.now();
	return {
		coupons: rows.map((row) => couponSummary(row, offered, now)),
		plans: offered,
	};
}

function couponSummary(row: CouponRow, plans: CouponList['plans'], now: Date): CouponSummary {
	return {
		...couponTerms(row),
		redemptions: row.redemptions,
		// A plan withdrawn since keeps its number, so the list still says what the coupon was for.
		plans: (row.planIds ?? []).map(
			(id) => plans.find((plan) => plan.id === id) ?? { id, name: `#${String(id)}` },
		),
		licenceType: row.licenceType,
		note: row.note,
		createdAt: row.createdAt.toISOString(),
		state: couponState(row, now),
	};
}

function couponState(row: CouponRow, now: Date): CouponState {
	if (row.expiresAt !== null && row.expiresAt <= now) return 'ended';
	if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) return 'used_up';
	if (row.startsAt !== null && row.startsAt > now) return 'scheduled';
	return 'active';
}

/** `POST /admin/createCoupon`. */
export async function createCoupon(
	deps: CouponDeps,
	actor: StaffActor,
	input: CreateCouponInput,
): Promise<{ code: string }> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'coupon.create', requestKey: input.requestKey },
		async (tx) => {
			const plans = await listGrantablePlans(tx);
			const planIds = [...new Set(input.planIds)];
			if (planIds.some((id) => !plans.some((plan) => plan.id === id))) {
				throw new AppError('plan_nf', 404, t('admin.errors.coupon_plan_not_found'));
			}
			const row = await queries.insertCoupon(tx, {
				code: input.code,
				percentOff: input.percentOff ?? null,
				amountOffMinor: input.amountOffMinor ?? null,
				everyPayment: input.everyPayment,
				startsOn: input.startsOn ?? null,
				endsOn: input.endsOn ?? null,
				maxRedemptions: input.maxRedemptions ?? null,
				perPersonLimit: input.perPersonLimit ?? null,
				planIds: planIds.length > 0 ? planIds : null,
				note: input.note ?? null,
			});
			if (!row) throw new AppError('coupon_exists', 409, t('admin.errors.coupon_exists'));
			return {
				subjectId: row.code,
				before: null,
				after: { ...couponTerms(row), planIds: row.planIds, note: row.note },
			};
		},
	);
	return { code: String(after.code) };
}

/** What decides who gets what from a coupon: its list entry and its audit entry hold it. */
function couponTerms(row: CouponRow) {
	return {
		code: row.code,
		percentOff: row.percentOff,
		amountOffMinor: row.amountOffMinor,
		everyPayment: row.everyPayment,
		startsAt: row.startsAt?.toISOString() ?? null,
		expiresAt: row.expiresAt?.toISOString() ?? null,
		maxRedemptions: row.maxRedemptions,
		perPersonLimit: row.perPersonLimit,
	};
}

/** `POST /admin/endCoupon`. */
export async function endCoupon(
	deps: CouponDeps,
	actor: StaffActor,
	input: EndCouponInput,
): Promise<{ code: string; expiresAt: string }> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'coupon.end', requestKey: input.requestKey },
		async (tx, at) => {
			const before = await queries.findCoupon(tx, input.code);
			if (!before) throw couponNotFound();
			const ended = await queries.endCouponNow(tx, input.code, at);
			if (!ended) throw new AppError('coupon_ended', 409, t('admin.errors.coupon_ended'));
			return {
				subjectId: ended.code,
				before: { expiresAt: before.expiresAt?.toISOString() ?? null },
				after: { code: ended.code, expiresAt: at.toISOString() },
			};
		},
	);
	return { code: String(after.code), expiresAt: String(after.expiresAt) };
}

/** `POST /admin/listCouponRedemptions`. */
export async function listCouponRedemptions(
	deps: CouponDeps,
	{ code, page }: { code: string; page: number },
): Promise<CouponRedemptionPage> {
	if (!(await queries.findCoupon(deps.db, code))) throw couponNotFound();
	const pageSize = COUPON_REDEMPTIONS_PAGE_SIZE;
	const { total, rows } = await queries.listCouponRedemptions(deps.db, code, {
		limit: pageSize,
		offset: (page - 1) * pageSize,
	});
	return {
		total,
		page,
		pageSize,
		redemptions: rows.map(({ name, lastName, at, ...row }) => ({
			...row,
			name: `${name} ${lastName}`,
			at: at.toISOString(),
		})),
	};
}
