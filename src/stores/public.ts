/**
 * Public figures shown in plan texts: how many courses the professional and student audiences get
 * (spec §3 "Public record", §9), persisted under `public`.
 */
import * as v from 'valibot';
import { getTotalCourses } from '../lib/api/courses';
import type { ApiClient } from '../lib/api/client';
import { AUDIENCE_CATEGORY } from '../lib/contracts/courses';
import { persistentRecord } from './persistent-record';

const CountSchema = v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);

export const PublicSchema = v.object({
	totalCoursesProfessional: CountSchema,
	totalCoursesStudents: CountSchema,
});
export type PublicRecord = v.InferOutput<typeof PublicSchema>;

export const PUBLIC_DEFAULTS: PublicRecord = {
	totalCoursesProfessional: 0,
	totalCoursesStudents: 0,
};

export const $public = persistentRecord('public', PublicSchema, PUBLIC_DEFAULTS);

/** Updates the given totals; values that are not whole non-negative numbers are ignored. */
export function setCourseTotals(totals: Partial<PublicRecord>): void {
	const next = { ...$public.get() };
	if (isCount(totals.totalCoursesProfessional)) {
		next.totalCoursesProfessional = totals.totalCoursesProfessional;
	}
	if (isCount(totals.totalCoursesStudents)) next.totalCoursesStudents = totals.totalCoursesStudents;
	$public.set(next);
}

/**
 * Loads both totals (spec §7: called at start for the professional and student categories). A total
 * that fails to load keeps its previous value, so plan texts never drop to 0 on a network blip.
 */
export async function loadCourseTotals(client?: ApiClient): Promise<void> {
	const [professional, student] = await Promise.all([
		getTotalCourses(AUDIENCE_CATEGORY.PROFESSIONAL, client),
		getTotalCourses(AUDIENCE_CATEGORY.STUDENT, client),
	]);
	setCourseTotals({
		...(professional.ok && { totalCoursesProfessional: professional.data }),
		...(student.ok && { totalCoursesStudents: student.data }),
	});
}

function isCount(value: number | undefined): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
