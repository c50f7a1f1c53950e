/**
 * What the campus catalogue (`/aula/cursos`, issue #17) shows, decided without React: the screen
 * that follows from the session check and the licences, and what each card says of the course.
 * Apart from catalogue-state.ts so the public catalogue's bundle does not carry it.
 */
import type { CampusCourse } from '../../../lib/contracts/courses';

/** What a campus card says of the person's course. */
export type CourseStatus =
	{ kind: 'excluded' } | { kind: 'completed' } | { kind: 'progress'; pct: number };

export function courseStatus(course: Pick<CampusCourse, 'pct' | 'completed' | 'demoExcluded'>) {
	if (course.demoExcluded) return { kind: 'excluded' } satisfies CourseStatus;
	if (course.completed) return { kind: 'completed' } satisfies CourseStatus;
	return { kind: 'progress', pct: Math.min(100, Math.max(0, course.pct)) } satisfies CourseStatus;
}

export type CampusScreen = 'checking' | 'plans' | 'session_gone' | 'catalogue';

export interface CampusScreenInput {
	phase: 'checking' | 'ready';
	isLoggedIn: boolean;
	licencesLoaded: boolean;
	hasLicence: boolean;
	/** The API answered 403 `lic_req`: the licence ended since the store last saw it. */
	refused: boolean;
}

/** What the campus catalogue shows before (and instead of) its list. */
export function campusScreen(input: CampusScreenInput): CampusScreen {
	if (input.phase === 'checking') return 'checking';
	if (input.refused) return 'plans';
	// The session ended while on the page (logged out in another tab, expired).
	if (!input.isLoggedIn) return 'session_gone';
	if (!input.licencesLoaded) return 'checking';
	return input.hasLicence ? 'catalogue' : 'plans';
}
