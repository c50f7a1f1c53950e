/** How the itinerary pages read the failure of their first call (issue #7). */
import { describe, expect, it } from 'vitest';
import { pageFailure } from './shared';

describe('pageFailure', () => {
	it('refuses the page on a 403 or 404, keeping the code that says which refusal it is', () => {
		expect(pageFailure({ status: 403, result: 'plan_req', msg: 'Plan XL' })).toEqual({
			state: 'refused',
			result: 'plan_req',
			msg: 'Plan XL',
		});
		expect(pageFailure({ status: 404, result: 'ph_nf', msg: 'Nada' })).toMatchObject({
			state: 'refused',
			result: 'ph_nf',
		});
	});

	it('reads anything else, an expired session included, as a failure with the server’s words', () => {
		expect(pageFailure({ status: 401, result: 'token_inv', msg: 'Sesión caducada' })).toEqual({
			state: 'failed',
			msg: 'Sesión caducada',
		});
		expect(pageFailure({ status: 500, result: 'err', msg: 'Error' })).toEqual({
			state: 'failed',
			msg: 'Error',
		});
	});
});
