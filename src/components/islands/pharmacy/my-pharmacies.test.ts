/** What the pharmacy pages read alike from `getMyPharmacies` (issue #7). */
import { describe, expect, it } from 'vitest';
import { managesAny } from './my-pharmacies';

describe('managesAny', () => {
	const group = { id: 4, name: 'Grupo Norte', pharmacyIds: [] };

	it('is true for an owner, and for a group holder without a pharmacy of their own', () => {
		const owned = {
			id: 7,
			name: 'Farmacia Plaza',
			logoUrl: null,
			group: null,
			viaGroup: false,
			plan: null,
			used: 1,
		};
		expect(managesAny({ managed: [owned], groups: [] })).toBe(true);
		expect(managesAny({ managed: [], groups: [group] })).toBe(true);
	});

	it('is false for a member or someone with no pharmacy', () => {
		expect(managesAny({ managed: [], groups: [] })).toBe(false);
	});
});
