/** Plan calls of spec §7 "Purchase" that the public site needs: the plans and one plan by slug. */
import type { Context } from 'hono';
import { t } from '../../../i18n';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { ok, readJsonObject } from '../../http';
import { currentUser } from '../../middleware/require-user';
import * as plans from '../../services/plans';
import * as subscriptions from '../../services/subscriptions';

const SLUG = /^[a-z0-9-]{1,80}$/;

export async function getPlans(c: Context<AppEnv>) {
	await readJsonObject(c);
	return ok(c, 'getPlans', await plans.getPlans(c.var.deps));
}

export async function getLicenseBySlug(c: Context<AppEnv>) {
	const slug = (c.req.query('slug') ?? '').trim().toLowerCase();
	if (!SLUG.test(slug)) throw new AppError('inv_data', 400, t('api.slug_inv'));
	const demo = ['1', 'true'].includes((c.req.query('demo') ?? '').toLowerCase());
	return ok(c, 'getLicenseBySlug', await plans.getLicenceBySlug(c.var.deps, slug, demo));
}

/** `POST /buy/getSubscriptions` (behind requireUser): the caller's licences. */
export async function getSubscriptions(c: Context<AppEnv>) {
	await readJsonObject(c);
	const user = currentUser(c);
	return ok(c, 'getSubscriptions', await subscriptions.getSubscriptions(c.var.deps, user.id));
}
