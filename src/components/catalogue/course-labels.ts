/** Spanish labels of course data, shared by the static pages and the catalogue island. */
import courses from 'i18n-section:courses';
import { createTranslator } from '../../i18n/translate';
import type { CourseAudience, ProgramItemType } from '../../lib/contracts/courses';

/**
 * Translator over the `courses` section only: the catalogue island bundles this section, not the
 * whole catalogue (docs/decisions/002).
 */
export const tCourses = createTranslator({ courses });

export function audienceLabel(audience: CourseAudience): string {
	return tCourses(`courses.audience_${audience}`);
}

export function itemTypeLabel(type: ProgramItemType): string {
	return tCourses(`courses.item_${type}`);
}

/** `2026-03-04` → `4 de marzo de 2026` (dates are calendar days: no time zone shift). */
export function formatDay(isoDay: string): string {
	const [year, month, day] = isoDay.split('-').map(Number);
	if (!year || !month || !day) return isoDay;
	return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
		new Date(Date.UTC(year, month - 1, day)),
	);
}
