/**
 * Plans on sale (spec §3 "Plan (plans call)" and "Licence by slug"). Prices come from the database,
 * never from a request (STYLE §13).
 */
import type {
	BillingPeriod,
	LicenceType,
	PharmacySize,
	PlanOffer,
} from '../../lib/contracts/plans';
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/plans';
import type { plans } from '../db/schema';
import { AppError } from '../errors';

type PlanRow = typeof plans.$inferSelect;
type PlansDeps = Pick<AppDeps, 'db' | 'catalogueCache'>;

function toOffer(row: PlanRow): PlanOffer {
	return {
		lid: row.id,
		off_nm: row.name,
		off_dp: row.description,
		lit: row.licenceType as LicenceType,
		per: row.period as BillingPeriod,
		demo: row.trial,
		pr: row.priceMinor,
		stp: row.stripePriceId,
		dis: row.discountPercent,
		slug: row.slug,
		size: row.size as PharmacySize | null,
		seats: row.seats,
	};
}

/** Every offer on sale, grouped by plan in display order, the purchase offer before the trial. */
export async function getPlans(deps: PlansDeps): Promise<PlanOffer[]> {
	// Same for every visitor and changing rarely: shares the catalogue's short cache.
	return deps.catalogueCache.getOrLoad('["plans"]', async () =>
		(await queries.listActivePlans(deps.db)).map(toOffer),
	);
}

/** `data.getLicenseBySlug`: one offer by slug; `demo` asks for the trial offer of that plan. */
export interface LicenceBySlug {
	name: string;
	license_id: number;
	description: string;
	amount_minor: number;
	currency_code: string;
	price_stripe: string;
	billing_type: BillingPeriod;
	license_type: LicenceType;
	demo: boolean;
	discount: number;
	slug: string;
	/** Coupon applied by default to this offer; none in the demo data. */
	coupon: string | null;
	/** Which plan the purchase screens preselect. */
	plan_select: string;
	seats: number;
}

export async function getLicenceBySlug(
	deps: PlansDeps,
	slug: string,
	demo: boolean,
): Promise<LicenceBySlug> {
	const base = slug.replace(/-prueba$/, '');
	const row = await queries.findActivePlanBySlug(deps.db, demo ? `${base}-prueba` : base);
	if (!row) throw new AppError('pl_nf', 404, t('api.pl_nf', { slug }));
	return {
		name: row.name,
		license_id: row.id,
		description: row.description,
		amount_minor: row.priceMinor,
		currency_code: row.currency,
		price_stripe: row.stripePriceId,
		billing_type: row.period as BillingPeriod,
		license_type: row.licenceType as LicenceType,
		demo: row.trial,
		discount: row.discountPercent,
		slug: row.slug,
		coupon: null,
		plan_select: base,
		seats: row.seats,
	};
}
