/** The pharmacy space's rules without React (issue #7): which pharmacy, changes, refusals. */
import { describe, expect, it } from 'vitest';
import type {
	ManagedPharmacyView,
	MyPharmacies,
	PharmacyTeam,
} from '../../../../lib/contracts/pharmacy-team';
import {
	addressWithPharmacy,
	hasNoPharmacy,
	initialPharmacyId,
	inviteRefusalPlace,
	isTeamFull,
	teamLoadOf,
	withPharmacyChange,
} from './space';

function pharmacy(id: number, name: string): ManagedPharmacyView {
	return { id, name, logoUrl: null, group: null, viaGroup: false, plan: null, used: 1 };
}

const PLAZA = pharmacy(7, 'Farmacia Plaza');
const NORTE = pharmacy(8, 'Farmacia Norte');
const MINE: MyPharmacies = { managed: [PLAZA, NORTE], groups: [], memberOf: null };

describe('the pharmacy shown', () => {
	it('is the one in the address when the person manages it, else the first, else none', () => {
		expect(initialPharmacyId([PLAZA, NORTE], '?farmacia=8')).toBe(8);
		expect(initialPharmacyId([PLAZA, NORTE], '?farmacia=99')).toBe(7);
		expect(initialPharmacyId([PLAZA, NORTE], '')).toBe(7);
		expect(initialPharmacyId([], '?farmacia=8')).toBeNull();
	});

	it('is kept in the address with the rest of the query', () => {
		const url = addressWithPharmacy('https://campus.test/aula/mi-farmacia?x=1&farmacia=7', 8);
		expect(url.pathname + url.search).toBe('/aula/mi-farmacia?x=1&farmacia=8');
	});
});

describe('a change to one pharmacy', () => {
	it('writes the new name or logo into that pharmacy only', () => {
		const renamed = withPharmacyChange(MINE, 8, { name: 'Farmacia Sur' });
		expect(renamed.managed.map((entry) => entry.name)).toEqual(['Farmacia Plaza', 'Farmacia Sur']);
		expect(withPharmacyChange(MINE, 7, { logoUrl: '/api/files/a' }).managed[0]?.logoUrl).toBe(
			'/api/files/a',
		);
		// The answer the page holds is never changed in place.
		expect(MINE.managed[1]?.name).toBe('Farmacia Norte');
	});
});

describe('the team of the pharmacy shown', () => {
	const team: PharmacyTeam = {
		pharmacy: { id: 7, name: 'Farmacia Plaza', logoUrl: null },
		plan: null,
		seats: 20,
		used: 3,
		owner: { userId: 1, name: 'Carmen Ruiz', email: 'carmen@ejemplo.es', joinedAt: null },
		members: [],
		invitations: [],
	};

	it('is loading until that pharmacy’s own answer came', () => {
		const loads = { 7: { state: 'ready', data: team } } as const;
		expect(teamLoadOf(loads, 7)).toEqual({ state: 'ready', data: team });
		expect(teamLoadOf(loads, 8)).toEqual({ state: 'loading' });
	});

	it('is full once every seat is taken or invited', () => {
		expect(isTeamFull({ used: 3, seats: 4 })).toBe(false);
		expect(isTeamFull({ used: 4, seats: 4 })).toBe(true);
		expect(isTeamFull({ used: 2, seats: 0 })).toBe(true);
	});
});

describe('what the page shows', () => {
	it('offers the plans only to someone who neither manages nor belongs to a pharmacy', () => {
		expect(hasNoPharmacy({ managed: [], groups: [], memberOf: null })).toBe(true);
		expect(hasNoPharmacy(MINE)).toBe(false);
		const member = { id: 3, name: 'Farmacia Sol', logoUrl: null };
		expect(hasNoPharmacy({ managed: [], groups: [], memberOf: member })).toBe(false);
	});

	it('shows a refusal about the email on its field, any other above the button', () => {
		expect(inviteRefusalPlace('inv_dup')).toBe('field');
		expect(inviteRefusalPlace('mem_dup')).toBe('field');
		expect(inviteRefusalPlace('seat_full')).toBe('form');
		expect(inviteRefusalPlace('plan_req')).toBe('form');
	});
});
