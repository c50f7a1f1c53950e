/**
 * The thanks pages' first course (./thanks-offer.ts): for someone whose new licence opens the
 * campus, a new main button into the first lesson of a course for them; the campus link second. The
 * course is the first the dashboard offers them (started, else recommended, else newest for
 * their audience; the trial's exclusions already applied by the server).
 */
import cta from 'i18n-section:cta';
import { PUBLIC_CAMPUS_URL } from 'astro:env/client';
import { createTranslator } from '../../i18n/translate';
import { offer } from '../../lib/offer';
import { getDashboard } from '../../lib/api/progress';
import { $offerPerson } from '../../stores/offer';
import { loadSubscriptions, sessionReady } from '../../stores/session';

const t = createTranslator({ cta });

export async function offerFirstCourse(targets: HTMLAnchorElement[]): Promise<void> {
	if (!(await sessionReady())) return;
	// The purchase has just changed the licences: the record of this browser may not know yet.
	await loadSubscriptions();
	const person = $offerPerson.get();
	if (person.access === 'none') return;
	const result = await getDashboard();
	if (!result.ok) return;
	const { continueWatching, recommended, latest } = result.data;
	const firstCourse = continueWatching[0] ?? recommended[0] ?? latest[0] ?? null;
	const [action] = offer('thanks', person, { campusUrl: PUBLIC_CAMPUS_URL, firstCourse }).actions;
	if (action?.kind !== 'course') return;
	for (const link of targets) {
		// A new first button into the course; the campus link stays as it is, now second, so
		// nothing already pointed at (a finger on its way, a focused link) changes under it.
		const course = link.cloneNode(true) as HTMLAnchorElement;
		course.removeAttribute('data-thanks-action');
		course.href = action.href;
		const label = course.querySelector('.ui-button__label') ?? course;
		label.textContent = t(action.labelKey, action.labelValues);
		link.classList.replace('ui-button--primary', 'ui-button--secondary');
		link.before(course);
	}
}
