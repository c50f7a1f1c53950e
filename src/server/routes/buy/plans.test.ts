import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { annualPrice, demoPlans } from '../../db/seed-data/plans';
import type { PlanOffer } from '../../../lib/contracts/plans';

describe('annual price', () => {
	it('is twelve months less 20 %, in whole cents', () => {
		expect(annualPrice(1990)).toBe(19104);
		expect(annualPrice(990)).toBe(9504);
	});
});

describe.each(databaseKinds)('plan calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db));
	});
	afterAll(async () => {
		await handle.close();
	});

	it('getPlans lists every offer with the spec fields: 5 plans × monthly/annual × purchase/trial', async () => {
		const res = await call(app, 'POST', '/api/buy/getPlans', { body: {} });
		expect(res.status).toBe(200);
		const offers: PlanOffer[] = res.body.data.getPlans;
		expect(offers).toHaveLength(demoPlans.length);
		expect(offers).toHaveLength(20);
		for (const field of [
			'lid',
			'off_nm',
			'off_dp',
			'lit',
			'per',
			'demo',
			'pr',
			'stp',
			'dis',
			'slug',
		]) {
			expect(offers[0]).toHaveProperty(field);
		}
		const professional = offers.filter((o) => o.lit === 2 && !o.demo);
		const monthly = professional.find((o) => o.per === 2)!;
		const annual = professional.find((o) => o.per === 1)!;
		expect(annual.pr).toBe(Math.round(monthly.pr * 12 * 0.8));
		expect(annual.dis).toBe(20);
		expect(monthly.dis).toBe(0);
		const seats = new Set(offers.filter((o) => o.lit === 1).map((o) => `${o.size}:${o.seats}`));
		expect(seats).toEqual(new Set(['M:4', 'L:10', 'XL:20']));
		expect(offers.filter((o) => o.demo)).toHaveLength(10);
	});

	it('getLicenseBySlug finds the purchase offer, and the trial offer with demo=1', async () => {
		const bought = await call(app, 'GET', '/api/buy/getLicenseBySlug?slug=profesional-anual');
		expect(bought.status).toBe(200);
		expect(bought.body.data.getLicenseBySlug).toMatchObject({
			slug: 'profesional-anual',
			demo: false,
			billing_type: 1,
			license_type: 2,
			currency_code: 'EUR',
			discount: 20,
			plan_select: 'profesional-anual',
		});
		const trial = await call(app, 'GET', '/api/buy/getLicenseBySlug?slug=profesional-anual&demo=1');
		expect(trial.body.data.getLicenseBySlug).toMatchObject({
			slug: 'profesional-anual-prueba',
			demo: true,
			amount_minor: bought.body.data.getLicenseBySlug.amount_minor,
		});
	});

	it.each([
		['', 400, 'inv_data'],
		['../etc', 400, 'inv_data'],
		['plan-que-no-existe', 404, 'pl_nf'],
	])('getLicenseBySlug slug=%j answers %i %s', async (slug, status, result) => {
		const res = await call(
			app,
			'GET',
			`/api/buy/getLicenseBySlug?slug=${encodeURIComponent(slug)}`,
		);
		expect(res.status).toBe(status);
		expect(res.body).toMatchObject({ ok: false, result });
	});

	it('refuses plan calls without the client key', async () => {
		const res = await call(app, 'POST', '/api/buy/getPlans', { body: {}, headers: { pcek: '' } });
		expect(res.status).toBe(403);
	});
});
