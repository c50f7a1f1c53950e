/**
 * The public course page's box for a visitor whose licence opens the course (issue 17): the
 * prerendered "Empezar el curso" already leads into the player; once the session is checked, their
 * progress words it "Continuar (NN %)" (./course-progress.ts, loaded only then). Whether the box
 * leads into the player is the variant the offer rule shows this person, so nothing more is
 * loaded for anyone else.
 */
import { $offerPerson } from '../../stores/offer';

export function followCourseOffer(box: HTMLElement): void {
	let asked = false;
	$offerPerson.subscribe(() => {
		const intoPlayer = [...box.querySelectorAll<HTMLElement>('[data-course-action]')].some((link) =>
			link.checkVisibility(),
		);
		if (asked || !intoPlayer) return;
		asked = true;
		void import('./course-progress').then(({ showProgress }) => showProgress(box));
	});
}
