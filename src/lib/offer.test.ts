import { describe, expect, it } from 'vitest';
import { OFFER_PLACES, offer, type OfferContext, type OfferPlace } from './offer';
import { OFFER_PEOPLE, OFFER_STATES, offerKey, offerPerson, type OfferFacts } from './offer-person';

// ---- Who is who --------------------------------------------------------------------------------

const nobody: OfferFacts = {
	loggedIn: true,
	role: 1,
	hasFreeTrial: true,
	licences: [],
	team: null,
	group: null,
};

describe('offerPerson', () => {
	// facts → state and access, one row per state of issue 17 (and the team on a trial).
	const cases: [string, Partial<OfferFacts>, string][] = [
		['nobody logged in', { loggedIn: false, licences: [{ status: 'active' }] }, 'anonymous.none'],
		['never had a licence', {}, 'trial_available.none'],
		[
			'had a trial that ended',
			{ hasFreeTrial: false, licences: [{ status: 'canceled' }] },
			'trial_used.none',
		],
		[
			'on their trial',
			{ hasFreeTrial: false, licences: [{ status: 'trialing' }] },
			'trialing.demo',
		],
		[
			'on the free licence',
			{ hasFreeTrial: false, licences: [{ status: 'freemium' }] },
			'freemium.demo',
		],
		[
			'on a paid plan',
			{ hasFreeTrial: false, licences: [{ status: 'canceled' }, { status: 'active' }] },
			'active.full',
		],
		[
			'on a paid plan cancelled at the end of the period',
			{ hasFreeTrial: false, licences: [{ status: 'active', cancel_at_period_end: true }] },
			'cancelling.full',
		],
		['on the pharmacy’s paid plan', { team: { status: 'active' } }, 'team_member.full'],
		['on the pharmacy’s trial', { team: { status: 'trialing' } }, 'team_member.demo'],
		[
			'a titular with a paid plan',
			{ role: 2, hasFreeTrial: false, licences: [{ status: 'active' }] },
			'pharmacy_owner.full',
		],
		['holding a group', { role: 2, group: { name: 'Grupo Demo' } }, 'group_holder.none'],
		// Precedence.
		[
			'a team member with a freemium licence of their own: still never sold one',
			{ hasFreeTrial: false, licences: [{ status: 'freemium' }], team: { status: 'active' } },
			'team_member.full',
		],
		[
			'a group holder on a paid plan learns as a subscriber',
			{ role: 2, hasFreeTrial: false, licences: [{ status: 'active' }], group: { name: 'G' } },
			'pharmacy_owner.full',
		],
		[
			'a team that ended leaves a used trial',
			{ hasFreeTrial: false, team: { status: 'canceled' } },
			'trial_used.none',
		],
	];

	it.each(cases)('%s → %s', (_, facts, expected) => {
		expect(offerKey(offerPerson({ ...nobody, ...facts }))).toBe(expected);
	});

	it('covers every state and every person the variants are made for', () => {
		const found = new Set(cases.map(([, , key]) => key));
		expect(OFFER_PEOPLE.map(offerKey).every((key) => found.has(key))).toBe(true);
		expect(new Set(OFFER_PEOPLE.map((person) => person.state))).toEqual(new Set(OFFER_STATES));
	});
});

// ---- Every state × place -------------------------------------------------------------------

/** An offer as a row: `kind label → href` for each action, then the title and text keys. */
function summary(place: OfferPlace, key: string, context: OfferContext): string[] {
	const person = OFFER_PEOPLE.find((candidate) => offerKey(candidate) === key);
	if (!person) throw new Error(`no person ${key}`);
	const { actions, titleKey, textKey } = offer(place, person, context);
	return [
		...actions.map((action) => {
			const values = action.labelValues ? JSON.stringify(action.labelValues) : '';
			return `${action.kind} ${action.labelKey}${values} → ${action.href}`;
		}),
		...(titleKey ? [`title ${titleKey}`] : []),
		...(textKey ? [`text ${textKey}`] : []),
	];
}

const TRIAL = 'trial cta.free_trial{"days":5} → /prueba-gratis/seleccion';
const TRIAL_DAYS = 'trial cta.free_trial_days{"days":5} → /prueba-gratis/seleccion';
const SUBSCRIBE = 'subscribe cta.subscribe → /compra/seleccion';
const CAMPUS = 'campus cta.go_to_campus → /dashboard';
const GROUP = 'group cta.group_panel → /aula/grupo';
const PLANS = 'plans cta.see_plans → /planes';
const UPGRADE = 'buy cta.upgrade → /compra/seleccion';
const START = 'course cta.start_course → /aula/curso/tos-seca';

type Table = Record<string, string[]>;

/** Every person of {@link OFFER_PEOPLE}, once: a table that forgets one fails. */
function expectTable(place: OfferPlace, context: OfferContext, table: Table) {
	expect(Object.keys(table).sort()).toEqual(OFFER_PEOPLE.map(offerKey).sort());
	for (const [key, expected] of Object.entries(table)) {
		expect(summary(place, key, context), `${place} for ${key}`).toEqual(expected);
	}
}

const course = { cid: 7, path: 'tos-seca', demoExcluded: false };
const INCLUDED = ['title cta.course_title_included', 'text cta.course_text_included'];
const INCLUDED_TEAM = ['title cta.course_title_included', 'text cta.course_text_team'];

describe('offer, every state × place', () => {
	it('header: the trial only to who can take it, the campus to who learns, the group panel', () => {
		expectTable(
			'header',
			{},
			{
				'anonymous.none': [TRIAL],
				'trial_available.none': [TRIAL],
				'trial_used.none': [SUBSCRIBE],
				'trialing.demo': [CAMPUS],
				'freemium.demo': [SUBSCRIBE],
				'active.full': [CAMPUS],
				'cancelling.full': [CAMPUS],
				'team_member.full': [CAMPUS],
				'team_member.demo': [CAMPUS],
				'pharmacy_owner.full': [CAMPUS],
				'group_holder.none': [GROUP],
			},
		);
	});

	it('home hero: the same rule, with the trial’s length', () => {
		expectTable(
			'home_hero',
			{},
			{
				'anonymous.none': [TRIAL_DAYS],
				'trial_available.none': [TRIAL_DAYS],
				'trial_used.none': [SUBSCRIBE],
				'trialing.demo': [CAMPUS],
				'freemium.demo': [SUBSCRIBE],
				'active.full': [CAMPUS],
				'cancelling.full': [CAMPUS],
				'team_member.full': [CAMPUS],
				'team_member.demo': [CAMPUS],
				'pharmacy_owner.full': [CAMPUS],
				'group_holder.none': [GROUP],
			},
		);
	});

	it('course page: into the player for whoever’s licence opens the course', () => {
		const closed = ['title cta.course_title'];
		expectTable(
			'course',
			{ course },
			{
				'anonymous.none': [TRIAL_DAYS, PLANS, ...closed, 'text cta.course_text'],
				'trial_available.none': [TRIAL_DAYS, PLANS, ...closed, 'text cta.course_text'],
				'trial_used.none': [SUBSCRIBE, PLANS, ...closed, 'text cta.course_text_trial_used'],
				'trialing.demo': [START, ...INCLUDED],
				'freemium.demo': [START, ...INCLUDED],
				'active.full': [START, ...INCLUDED],
				'cancelling.full': [START, ...INCLUDED],
				'team_member.full': [START, ...INCLUDED_TEAM],
				'team_member.demo': [START, ...INCLUDED_TEAM],
				'pharmacy_owner.full': [START, ...INCLUDED],
				'group_holder.none': [PLANS, ...closed, 'text cta.course_text_plans'],
			},
		);
	});

	it('course page of a course the trial leaves out: an upgrade for a trial, nothing to buy for a team', () => {
		const closed = ['title cta.course_title'];
		expectTable(
			'course',
			{ course: { ...course, demoExcluded: true } },
			{
				'anonymous.none': [PLANS, ...closed, 'text cta.course_text_demo_excluded'],
				'trial_available.none': [PLANS, ...closed, 'text cta.course_text_demo_excluded'],
				'trial_used.none': [SUBSCRIBE, PLANS, ...closed, 'text cta.course_text_trial_used'],
				'trialing.demo': [UPGRADE, PLANS, ...closed, 'text cta.course_text_trial_excluded'],
				'freemium.demo': [SUBSCRIBE, PLANS, ...closed, 'text cta.course_text_free_excluded'],
				'active.full': [START, ...INCLUDED],
				'cancelling.full': [START, ...INCLUDED],
				'team_member.full': [START, ...INCLUDED_TEAM],
				'team_member.demo': [CAMPUS, ...closed, 'text cta.course_text_team_trial_excluded'],
				'pharmacy_owner.full': [START, ...INCLUDED],
				'group_holder.none': [PLANS, ...closed, 'text cta.course_text_plans'],
			},
		);
	});

	it('plan card: trial and purchase, the purchase alone after the trial, nothing for a team', () => {
		const plan = {
			trialSlug: 'profesional-mensual-prueba',
			purchaseSlug: 'profesional-mensual',
			contactHref: null,
		};
		const trial = 'trial cta.free_trial_days{"days":5} → /prueba-gratis/profesional-mensual-prueba';
		const buy = 'buy cta.buy → /compra/profesional-mensual';
		expectTable(
			'plan_card',
			{ plan },
			{
				'anonymous.none': [trial, buy],
				'trial_available.none': [trial, buy],
				'trial_used.none': [buy],
				'trialing.demo': [buy],
				'freemium.demo': [buy],
				'active.full': [buy],
				'cancelling.full': [buy],
				'team_member.full': ['text cta.plan_text_team'],
				'team_member.demo': ['text cta.plan_text_team'],
				'pharmacy_owner.full': [buy],
				'group_holder.none': [buy],
			},
		);
	});

	it('dashboard: the trial or the plans without a licence, upgrades, the group panel', () => {
		const noPlan = 'title cta.dashboard_no_plan_title';
		expectTable(
			'dashboard',
			{},
			{
				'anonymous.none': [],
				'trial_available.none': [TRIAL_DAYS, PLANS, noPlan, 'text cta.dashboard_no_plan_text'],
				'trial_used.none': [PLANS, noPlan, 'text cta.dashboard_trial_used_text'],
				'trialing.demo': [
					UPGRADE,
					'title cta.dashboard_trialing_title',
					'text cta.dashboard_trialing_text',
				],
				'freemium.demo': [
					SUBSCRIBE,
					'title cta.dashboard_freemium_title',
					'text cta.dashboard_freemium_text',
				],
				'active.full': [],
				'cancelling.full': [
					'subscriptions cta.manage_subscriptions → /aula/mis-suscripciones',
					'title cta.dashboard_cancelling_title',
					'text cta.dashboard_cancelling_text',
				],
				'team_member.full': [],
				'team_member.demo': [],
				'pharmacy_owner.full': [],
				'group_holder.none': [
					'group cta.group_panel_open → /aula/grupo',
					'title cta.dashboard_group_title',
					'text cta.dashboard_group_text',
				],
			},
		);
	});

	it('thanks pages: into a first course when one is known, the campus otherwise', () => {
		const first = 'course cta.start_first_lesson → /aula/curso/tos-seca?empezar=1';
		const mine = 'campus cta.go_to_my_campus → /dashboard';
		const group = 'group cta.group_panel_open → /aula/grupo';
		const context = { firstCourse: { cid: 7, path: 'tos-seca' } };
		expectTable('thanks', context, {
			'anonymous.none': [mine],
			'trial_available.none': [mine],
			'trial_used.none': [mine],
			'trialing.demo': [first],
			'freemium.demo': [first],
			'active.full': [first],
			'cancelling.full': [first],
			'team_member.full': [first],
			'team_member.demo': [first],
			'pharmacy_owner.full': [first],
			'group_holder.none': [group],
		});
		for (const person of OFFER_PEOPLE) {
			const [action] = offer('thanks', person).actions;
			expect(action?.kind).toBe(person.state === 'group_holder' ? 'group' : 'campus');
		}
	});

	it('never offers the trial to someone who has used it, nor a purchase to a team member', () => {
		const contexts: OfferContext = {
			course,
			plan: { trialSlug: 'x-prueba', purchaseSlug: 'x', contactHref: '/compra/contacto/1' },
			firstCourse: { cid: 7, path: 'tos-seca' },
		};
		for (const place of OFFER_PLACES) {
			for (const person of OFFER_PEOPLE) {
				const kinds = offer(place, person, contexts).actions.map((action) => action.kind);
				if (!['anonymous', 'trial_available'].includes(person.state)) {
					expect(kinds, `${place} for ${offerKey(person)}`).not.toContain('trial');
				}
				if (person.state === 'team_member') {
					for (const kind of ['trial', 'buy', 'subscribe', 'contact', 'plans']) {
						expect(kinds, `${place} for a team member`).not.toContain(kind);
					}
				}
			}
		}
	});
});

describe('offer details', () => {
	const active = { state: 'active', access: 'full' } as const;

	it('words the player button by the progress', () => {
		const label = (progress: { pct?: number; started?: boolean }) =>
			offer('course', active, { course: { ...course, ...progress } }).actions[0];
		expect(label({ pct: 0 })).toMatchObject({ labelKey: 'cta.start_course' });
		expect(label({ pct: 0, started: true })).toMatchObject({
			labelKey: 'cta.continue_course',
			labelValues: { pct: 0 },
		});
		expect(label({ pct: 42.7 })).toMatchObject({
			labelKey: 'cta.continue_course',
			labelValues: { pct: 42 },
		});
		expect(label({ pct: 100 })).toMatchObject({ labelKey: 'cta.review_course' });
	});

	it('leads to the campus address when the campus is served elsewhere', () => {
		const context = { campusUrl: 'https://aula.example.es/' };
		expect(offer('header', active, context).actions[0]?.href).toBe(
			'https://aula.example.es/dashboard',
		);
		expect(
			offer('header', { state: 'group_holder', access: 'none' }, context).actions[0]?.href,
		).toBe('https://aula.example.es/aula/grupo');
	});

	it('lists the call-me form of a pharmacy plan last, for who may buy', () => {
		const plan = { trialSlug: null, purchaseSlug: 'xl', contactHref: '/compra/contacto/321' };
		expect(offer('plan_card', active, { plan }).actions.map((action) => action.kind)).toEqual([
			'buy',
			'contact',
		]);
	});

	it('offers nothing where the place has nothing to say', () => {
		expect(offer('course', active).actions).toEqual([]);
		expect(offer('plan_card', active).actions).toEqual([]);
	});
});
