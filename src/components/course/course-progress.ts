/**
 * "Continuar (NN %)" on the public course page (./course-offer.ts): the person's progress from
 * `getProgress`, worded by the offer rule. A refusal means the stored licences are older than the
 * server's: they are reloaded, and the box follows the new offer.
 */
import cta from 'i18n-section:cta';
import { createTranslator } from '../../i18n/translate';
import { getProgress } from '../../lib/api/progress';
import { offer } from '../../lib/offer';
import { $offerPerson } from '../../stores/offer';
import { loadSubscriptions, sessionReady } from '../../stores/session';

const t = createTranslator({ cta });

export async function showProgress(box: HTMLElement): Promise<void> {
	const course = {
		cid: Number(box.dataset.cid),
		path: box.dataset.path ?? '',
		demoExcluded: box.dataset.demoExcluded === 'true',
	};
	if (!(await sessionReady())) return;
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
