import { describe, expect, it } from 'vitest';
import { OFFER_PEOPLE, offerKey, offerPerson } from './offer-person';
import { offerStyles, offerVariants, prepaintScript, storedOfferFacts } from './offer-page';

// ---- Prerendered variants and their style ---------------------------------------------------

describe('offerVariants', () => {
	it('groups the people with the same offer, every person in exactly one variant', () => {
		const variants = offerVariants('header');
		expect(variants.map((variant) => variant.offer.actions[0]?.kind)).toEqual([
			'trial',
			'subscribe',
			'campus',
			'group',
		]);
		const keys = variants.flatMap((variant) => variant.for.split(' '));
		expect(keys.sort()).toEqual(OFFER_PEOPLE.map(offerKey).sort());
	});
});

describe('offerStyles', () => {
	it('hides, for each person, the variants marked for others; the anonymous one without script', () => {
		const css = offerStyles();
		for (const person of OFFER_PEOPLE) {
			const key = offerKey(person);
			expect(css).toContain(
				`:root[data-offer='${key}'] [data-offer-for]:not([data-offer-for~='${key}'])`,
			);
		}
		expect(css).toContain(
			":root:not([data-offer]) [data-offer-for]:not([data-offer-for~='anonymous.none'])",
		);
		expect(css.endsWith('{display:none!important}')).toBe(true);
	});
});

// ---- Before the first paint ----------------------------------------------------------------

const names = { accessCookie: 'at_dev', refreshCookie: 'rt_dev' };

function storage(records: Record<string, unknown>): Pick<Storage, 'getItem'> {
	return {
		getItem: (key) => (key in records ? JSON.stringify(records[key]) : null),
	};
}

describe('storedOfferFacts', () => {
	it('reads the stored records and the token cookies', () => {
		const facts = storedOfferFacts(
			storage({
				auth: { name: 'Ana', role: 2 },
				subscription: {
					licenses: [{ status: 'active', cancel_at_period_end: true }, { status: 3 }],
					hasFreeTrial: false,
					team: null,
					group: { name: 'Grupo' },
				},
			}),
			'theme=dark; rt_dev=abc',
			names,
		);
		expect(facts).toEqual({
			loggedIn: true,
			role: 2,
			hasFreeTrial: false,
			licences: [{ status: 'active', cancel_at_period_end: true }],
			team: null,
			group: { name: 'Grupo' },
		});
	});

	it('is nobody without a name, or without a token cookie, or with broken records', () => {
		const anonymous = (records: Record<string, unknown>, cookies: string) =>
			offerKey(offerPerson(storedOfferFacts(storage(records), cookies, names)));
		expect(anonymous({ auth: { name: '  ' } }, 'at_dev=x')).toBe('anonymous.none');
		expect(anonymous({ auth: { name: 'Ana' } }, 'at_dev=; at=x')).toBe('anonymous.none');
		expect(anonymous({ auth: { name: 'Ana' } }, 'at_dev=x')).toBe('trial_available.none');
		const broken = { getItem: () => '{oops' };
		expect(offerKey(offerPerson(storedOfferFacts(broken, 'at_dev=x', names)))).toBe(
			'anonymous.none',
		);
	});
});

describe('prepaintScript', () => {
	/** Runs the inline script against a fake page and answers the `data-offer` it set. */
	function run(records: Record<string, unknown>, cookies: string): string | null {
		const attributes = new Map<string, string>();
		const root = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
		const script = prepaintScript(names);
		// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is ours: that is the point
		new Function('localStorage', 'document', script)(storage(records), {
			cookie: cookies,
			documentElement: root,
		});
		return attributes.get('data-offer') ?? null;
	}

	it('marks the page with the person the stored session describes', () => {
		expect(run({}, '')).toBe('anonymous.none');
		expect(
			run(
				{ auth: { name: 'Ana' }, subscription: { licenses: [{ status: 'trialing' }] } },
				'at_dev=tok',
			),
		).toBe('trialing.demo');
		expect(
			run({ auth: { name: 'Ana' }, subscription: { team: { status: 'active' } } }, 'rt_dev=tok'),
		).toBe('team_member.full');
	});

	it('leaves the page alone when anything goes wrong', () => {
		const script = prepaintScript(names);
		expect(() => {
			// eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
			new Function('localStorage', 'document', script)(null, null);
		}).not.toThrow();
	});
});
