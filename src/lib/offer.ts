/**
 * The offer rule (issue 17, spec §4 "Call-to-action"): from what the browser knows of a person,
 * which state they are in, and for each place of the site what its call to action says and where
 * it leads. Pure: no stores, no DOM, no catalogue (texts are `es.json` keys of the `cta` section),
 * so the prerendered pages, the islands, the stores and the inline script that paints the
 * session's state before the first frame all ask the same functions. Who the person is:
 * ./offer-person.ts; how prerendered pages show each their own offer without a flash:
 * ./offer-page.ts.
 *
 * Spec §4 words the rule for three outcomes; issue 17 refines it: a person who has used the trial
 * is never offered it again, a team member is never offered a purchase (the pharmacy pays), a
 * group holder is sent to the group panel, and a licence that opens a course leads into its player.
 */
import { campusHref, FREE_TRIAL_PATH, PLANS_PATH } from './navigation';
import { mayTakeTrial, type OfferPerson } from './offer-person';
import { playerHref, startPlayingHref } from './own-training';

// ---- Where the offers lead ------------------------------------------------------------------

/** The purchase plan chooser (spec §4 "subscribe"). */
export const PURCHASE_SELECTION_PATH = '/compra/seleccion';
/** The campus home when `PUBLIC_CAMPUS_URL` is empty: this site (ARCHITECTURE.md #15). */
export const CAMPUS_HOME_PATH = '/dashboard';
/** The group holder's panel (issue #7). */
export const GROUP_PANEL_PATH = '/aula/grupo';
/** Mis suscripciones in the classroom, where a cancelled plan is managed. */
export const CLASSROOM_SUBSCRIPTIONS_PATH = '/aula/mis-suscripciones';

// ---- Places and their offers ----------------------------------------------------------------

/** Where a call to action is shown. */
export const OFFER_PLACES = [
	'header',
	'home_hero',
	'course',
	'plan_card',
	'dashboard',
	'thanks',
] as const;
export type OfferPlace = (typeof OFFER_PLACES)[number];

export type OfferKind =
	| 'trial'
	| 'subscribe'
	| 'buy'
	| 'contact'
	| 'plans'
	| 'campus'
	| 'group'
	| 'course'
	| 'subscriptions';

/** One call to action: what it does, its text (`es.json` key and values) and where it leads. */
export interface OfferAction {
	kind: OfferKind;
	labelKey: string;
	labelValues?: Record<string, string | number>;
	href: string;
}

/** A place's offer: the actions, the first one the main one, and the words around them. */
export interface Offer {
	actions: OfferAction[];
	/** `es.json` key of the heading over the actions, where the place has one. */
	titleKey: string | null;
	/** `es.json` key of the sentence that explains the offer, where the place has one. */
	textKey: string | null;
}

/** A course as the player's address needs it. */
export interface CourseRef {
	cid: number;
	path: string;
}

/** How far the person got in a course: items done out of all, and whether anything was played. */
export interface CourseProgressFacts {
	pct?: number | null | undefined;
	started?: boolean | undefined;
}

export interface OfferContext {
	/** `PUBLIC_CAMPUS_URL`; empty when the campus is this same site. */
	campusUrl?: string | undefined;
	/** The public course page's course, and the person's progress in it once known. */
	course?: (CourseRef & { demoExcluded: boolean } & CourseProgressFacts) | undefined;
	/** A plan card's ways in (for the period shown): the trial's and the purchase's slugs. */
	plan?:
		| {
				trialSlug: string | null;
				purchaseSlug: string | null;
				/** The pharmacy plans' "we call you" form. */
				contactHref?: string | null | undefined;
		  }
		| undefined;
	/** The thanks pages: the course to start with, when one is known. */
	firstCourse?: CourseRef | null | undefined;
	/** Length of the free trial in days (texts). */
	trialDays?: number | undefined;
}

const NOTHING: Offer = { actions: [], titleKey: null, textKey: null };

/**
 * What the call to action of `place` offers `person`.
 *
 * @example
 * offer('header', { state: 'trial_used', access: 'none' }).actions[0];
 * // { kind: 'subscribe', labelKey: 'cta.subscribe', href: '/compra/seleccion' }
 */
export function offer(place: OfferPlace, person: OfferPerson, context: OfferContext = {}): Offer {
	switch (place) {
		case 'header':
			return only(mainAction(person, context, 'cta.free_trial'));
		case 'home_hero':
			return only(mainAction(person, context, 'cta.free_trial_days'));
		case 'course':
			return courseOffer(person, context);
		case 'plan_card':
			return planCardOffer(person, context);
		case 'dashboard':
			return dashboardOffer(person, context);
		case 'thanks':
			return thanksOffer(person, context);
	}
}

function only(action: OfferAction): Offer {
	return { actions: [action], titleKey: null, textKey: null };
}

/** An offer with its heading and sentence (`cta.` keys without the prefix). */
function said(actions: OfferAction[], title: string | null, text: string): Offer {
	return { actions, titleKey: title && `cta.${title}`, textKey: `cta.${text}` };
}

/** The one button of the header and the home: the trial, subscribing, the campus or the group. */
function mainAction(person: OfferPerson, context: OfferContext, trialKey: string): OfferAction {
	if (mayTakeTrial(person)) return trial(context, trialKey);
	switch (person.state) {
		case 'trial_used':
		case 'freemium':
			return subscribe();
		case 'group_holder':
			return group(context, 'cta.group_panel');
		default:
			return campus(context);
	}
}

function courseOffer(person: OfferPerson, context: OfferContext): Offer {
	const course = context.course;
	if (!course) return NOTHING;
	const opens = person.access === 'full' || (person.access === 'demo' && !course.demoExcluded);
	if (opens) {
		const text = person.state === 'team_member' ? 'course_text_team' : 'course_text_included';
		return said([courseAction(course)], 'course_title_included', text);
	}
	const title = 'course_title';
	switch (person.state) {
		case 'anonymous':
		case 'trial_available':
			return course.demoExcluded
				? said([plans()], title, 'course_text_demo_excluded')
				: said([trial(context, 'cta.free_trial_days'), plans()], title, 'course_text');
		case 'trialing':
			return said([upgrade(), plans()], title, 'course_text_trial_excluded');
		case 'freemium':
			return said([subscribe(), plans()], title, 'course_text_free_excluded');
		case 'team_member':
			// The pharmacy's trial leaves it out; buying is the pharmacy's call, not the member's.
			return said([campus(context)], title, 'course_text_team_trial_excluded');
		case 'group_holder':
			return said([plans()], title, 'course_text_plans');
		default:
			return said([subscribe(), plans()], title, 'course_text_trial_used');
	}
}

/** Into the player: "Empezar el curso", "Continuar (NN %)" once started, or to review it. */
function courseAction(course: CourseRef & CourseProgressFacts): OfferAction {
	const href = playerHref(course);
	const pct = course.pct ?? 0;
	if (pct >= 100) return { kind: 'course', labelKey: 'cta.review_course', href };
	if (pct > 0 || course.started === true) {
		return {
			kind: 'course',
			labelKey: 'cta.continue_course',
			labelValues: { pct: Math.floor(pct) },
			href,
		};
	}
	return { kind: 'course', labelKey: 'cta.start_course', href };
}

function planCardOffer(person: OfferPerson, context: OfferContext): Offer {
	const plan = context.plan;
	if (!plan) return NOTHING;
	if (person.state === 'team_member') return said([], null, 'plan_text_team');
	const actions: OfferAction[] = [];
	if (mayTakeTrial(person) && plan.trialSlug) {
		actions.push({
			kind: 'trial',
			labelKey: 'cta.free_trial_days',
			labelValues: trialValues(context),
			href: `/prueba-gratis/${plan.trialSlug}`,
		});
	}
	if (plan.purchaseSlug) {
		actions.push({ kind: 'buy', labelKey: 'cta.buy', href: `/compra/${plan.purchaseSlug}` });
	}
	if (plan.contactHref) {
		actions.push({ kind: 'contact', labelKey: 'cta.call_me', href: plan.contactHref });
	}
	return { actions, titleKey: null, textKey: null };
}

function dashboardOffer(person: OfferPerson, context: OfferContext): Offer {
	switch (person.state) {
		case 'trial_available':
			return said(
				[trial(context, 'cta.free_trial_days'), plans()],
				'dashboard_no_plan_title',
				'dashboard_no_plan_text',
			);
		case 'trial_used':
			return said([plans()], 'dashboard_no_plan_title', 'dashboard_trial_used_text');
		case 'trialing':
			return said([upgrade()], 'dashboard_trialing_title', 'dashboard_trialing_text');
		case 'freemium':
			return said([subscribe()], 'dashboard_freemium_title', 'dashboard_freemium_text');
		case 'cancelling': {
			const href = campusHref(CLASSROOM_SUBSCRIPTIONS_PATH, context.campusUrl ?? '');
			const manage: OfferAction = {
				kind: 'subscriptions',
				labelKey: 'cta.manage_subscriptions',
				href,
			};
			return said([manage], 'dashboard_cancelling_title', 'dashboard_cancelling_text');
		}
		case 'group_holder':
			return said(
				[group(context, 'cta.group_panel_open')],
				'dashboard_group_title',
				'dashboard_group_text',
			);
		default:
			// Anonymous people do not reach the dashboard; everyone else learns there already.
			return NOTHING;
	}
}

function thanksOffer(person: OfferPerson, context: OfferContext): Offer {
	if (person.state === 'group_holder') return only(group(context, 'cta.group_panel_open'));
	const first = context.firstCourse;
	if (person.access !== 'none' && first) {
		// The button promises a lesson, so the player starts it (one click fewer, issue #17).
		return only({
			kind: 'course',
			labelKey: 'cta.start_first_lesson',
			href: startPlayingHref(first),
		});
	}
	// Right after paying the stored record may not know the licence yet: the campus knows.
	return only(campus(context, 'cta.go_to_my_campus'));
}

function trialValues(context: OfferContext): Record<string, number> {
	return { days: context.trialDays ?? DEFAULT_TRIAL_DAYS };
}

/** The free trial's length (spec §1), for texts when the caller does not say. */
const DEFAULT_TRIAL_DAYS = 5;

function trial(context: OfferContext, labelKey: string): OfferAction {
	return { kind: 'trial', labelKey, labelValues: trialValues(context), href: FREE_TRIAL_PATH };
}

function subscribe(): OfferAction {
	return { kind: 'subscribe', labelKey: 'cta.subscribe', href: PURCHASE_SELECTION_PATH };
}

function upgrade(): OfferAction {
	return { kind: 'buy', labelKey: 'cta.upgrade', href: PURCHASE_SELECTION_PATH };
}

function plans(): OfferAction {
	return { kind: 'plans', labelKey: 'cta.see_plans', href: PLANS_PATH };
}

function campus(context: OfferContext, labelKey = 'cta.go_to_campus'): OfferAction {
	return { kind: 'campus', labelKey, href: campusHref(CAMPUS_HOME_PATH, context.campusUrl ?? '') };
}

function group(context: OfferContext, labelKey: string): OfferAction {
	return { kind: 'group', labelKey, href: campusHref(GROUP_PANEL_PATH, context.campusUrl ?? '') };
}
