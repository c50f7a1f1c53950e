/**
 * The public course page's box for a visitor whose licence opens the course (issue 17): the
 * prerendered "Empezar el curso" already leads into the player; once the session is checked, their
 * progress words it "Continuar (NN %)". Nothing is loaded for anyone else. A refusal means the
 * stored licences are older than the server's: they are reloaded, and the box follows.
 */
import cta from 'i18n-section:cta';
import { createTranslator } from '../../i18n/translate';
import { offer, type CourseRef } from '../../lib/offer';
import { $offerPerson } from '../../stores/offer';

const t = createTranslator({ cta });

type BoxCourse = CourseRef & { demoExcluded: boolean };

/** Follows the person on the page and, the first time the box leads them into the player, asks how far they got. */
export function followCourseOffer(box: HTMLElement): void {
	const course: BoxCourse = {
		cid: Number(box.dataset.cid),
		path: box.dataset.path ?? '',
		demoExcluded: box.dataset.demoExcluded === 'true',
	};
	let asked = false;
	$offerPerson.subscribe((person) => {
		if (asked || offer('course', person, { course }).actions[0]?.kind !== 'course') return;
		asked = true;
		void showProgress(box, course);
	});
}

async function showProgress(box: HTMLElement, course: BoxCourse): Promise<void> {
	const { sessionReady, loadSubscriptions } = await import('../../stores/session');
	if (!(await sessionReady())) return;
	const { getProgress } = await import('../../lib/api/progress');
	const result = await getProgress(course.cid);
	if (!result.ok) {
		if (result.status === 403) await loadSubscriptions();
		return;
	}
	const { pct, items } = result.data;
	const started = items.some((item) => item.pct > 0 || item.pos > 0);
	const [action] = offer('course', $offerPerson.get(), {
		course: { ...course, pct, started },
	}).actions;
	if (action?.kind !== 'course') return;
	for (const link of box.querySelectorAll<HTMLElement>('[data-course-action]')) {
		const label = link.querySelector('.ui-button__label') ?? link;
		label.textContent = t(action.labelKey, action.labelValues);
	}
}
