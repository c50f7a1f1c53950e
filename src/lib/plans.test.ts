import { describe, expect, it } from 'vitest';
import { demoPlans } from '../server/db/seed-data/plans';
import { buildPlans, monthlyEquivalent, planFamily, planFeatures } from './plans';
import type { PlanOffer } from './contracts/plans';

/** The demo plans as the getPlans call sends them. */
const offers: PlanOffer[] = demoPlans.map((plan) => ({
	lid: plan.id,
	off_nm: plan.name,
	off_dp: plan.description,
	lit: plan.licenceType,
	per: plan.period,
	demo: plan.trial,
	pr: plan.priceMinor,
	stp: '',
	dis: plan.discountPercent,
	slug: plan.slug,
	size: plan.size,
	seats: plan.seats,
}));

describe('plans', () => {
	it('groups offers into five plans with monthly and annual purchase and trial offers', () => {
		const plans = buildPlans(offers);
		expect(plans.map((plan) => plan.slug)).toEqual([
			'estudiante',
			'profesional',
			'farmacia-m',
			'farmacia-l',
			'farmacia-xl',
		]);
		for (const plan of plans) {
			expect(plan.monthly?.purchase.demo).toBe(false);
			expect(plan.monthly?.trial?.demo).toBe(true);
			expect(plan.annual?.purchase.per).toBe(1);
			expect(plan.annual?.trial?.slug).toBe(`${plan.slug}-anual-prueba`);
		}
		expect(plans[1]?.title).toBe('Plan Profesional');
	});

	it('names the family of an offer slug', () => {
		expect(planFamily('farmacia-xl-anual-prueba')).toBe('farmacia-xl');
		expect(planFamily('estudiante-mensual')).toBe('estudiante');
	});

	it('includes what spec §1 says for each plan', () => {
		expect(planFeatures({ lit: 2, size: null })).toEqual([
			'catalogue',
			'counter_scenes',
			'certificates',
			'apps',
		]);
		expect(planFeatures({ lit: 1, size: 'M' })).toContain('own_space');
		expect(planFeatures({ lit: 1, size: 'M' })).toContain('reports');
		expect(planFeatures({ lit: 1, size: 'M' })).not.toContain('own_training');
		expect(planFeatures({ lit: 1, size: 'L' })).toContain('own_training');
		expect(planFeatures({ lit: 1, size: 'L' })).not.toContain('itineraries');
		expect(planFeatures({ lit: 1, size: 'XL' })).toContain('itineraries');
	});

	it('spreads an annual price over twelve months', () => {
		expect(monthlyEquivalent(19104)).toBe(1592);
	});
});
