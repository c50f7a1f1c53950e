/** Spanish labels of course data, shared by the static pages and the catalogue island. */
import { t } from '../../i18n';
import type { CourseAudience, ProgramItemType } from '../../lib/schemas/courses';

export function audienceLabel(audience: CourseAudience): string {
	return t(`courses.audience_${audience}`);
}

export function itemTypeLabel(type: ProgramItemType): string {
	return t(`courses.item_${type}`);
}

/** `2026-03-04` → `4 de marzo de 2026` (dates are calendar days: no time zone shift). */
export function formatDay(isoDay: string): string {
	const [year, month, day] = isoDay.split('-').map(Number);
	if (!year || !month || !day) return isoDay;
	return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
		new Date(Date.UTC(year, month - 1, day)),
	);
}
