/**
 * The thanks pages' main button (issue 17): for someone whose new licence opens the campus, the
 * first lesson of a course for them, one click from learning; the campus home becomes the second
 * (./thanks-course.ts, loaded only when the page has someone to check).
 */
export function followThanksOffer(links: Iterable<HTMLAnchorElement>): void {
	const targets = [...links];
	if (targets.length === 0) return;
	void import('./thanks-course').then(({ offerFirstCourse }) => offerFirstCourse(targets));
}
