/**
 * The learning mails of an itinerary to the people it reaches (issue #18): that it was assigned to
 * them (when it is published, or when they join a team it is assigned to). Who an itinerary
 * reaches, and what each person has completed, is what their dashboard shows (queries/dashboard.ts),
 * read again when each mail's job runs: someone who has completed it meanwhile, has left the team,
 * or whose itinerary was moved back to draft or deleted is sent nothing. A non-essential mail,
 * which the person may switch off (topic `learning-reminders`). Days are Madrid's, as for the date
 * locks (services/itinerary-locks.ts).
 */
import { t } from '../../i18n';
import type { LearnerDashboard } from '../../lib/contracts/progress';
import { madridDay, spanishDay } from '../../lib/dates';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import * as dashboardQueries from '../db/queries/dashboard';
import * as itineraryQueries from '../db/queries/itineraries';
import type { ItineraryRow } from '../db/queries/itineraries';
import { listPublishedItineraryIdsOf } from '../db/queries/itinerary-mail';
import { findGroup, findPharmacy } from '../db/queries/pharmacies';
import { findPerson } from '../db/queries/pharmacy-team';
import type { JobRequest } from '../jobs/contract';
import type { MailContent } from '../mail/layout';
import { itinerariesOf } from './dashboard';

type ComposeDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;
type LearnerItinerary = LearnerDashboard['itineraries'][number];
type LearnerCourse = LearnerItinerary['courses'][number];

export function itineraryAssignedMail(itineraryId: number, userId: number): JobRequest {
	return {
		queue: 'mail',
		key: `mail:itinerary-assigned:${String(itineraryId)}:${String(userId)}`,
		work: { template: 'itinerary-assigned', itineraryId, userId },
	};
}

/** The fan-out of a publication: a job of its own, so publishing for a group of 1,000 is quick. */
export function itineraryPublishedChore(
	itineraryId: number,
	publishedBy: number,
	publishedAt: Date,
): JobRequest {
	return {
		queue: 'chores',
		key: `chore:itinerary-published:${String(itineraryId)}:${publishedAt.toISOString()}`,
		work: { chore: 'itinerary-published', itineraryId, publishedBy },
	};
}

/**
 * The chore of a publication: the assigned mail to each person the itinerary reaches, but the
 * one who published it; each person once per itinerary, published again or not.
 */
export async function mailItineraryAssignees(
	deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>,
	itineraryId: number,
	publishedBy: number,
): Promise<number> {
	const row = await itineraryQueries.findItinerary(deps.db, itineraryId);
	if (row?.status !== 'published') return 0;
	const now = deps.now();
	let enqueued = 0;
	for (const userId of await itineraryQueries.listAssigneeIds(deps.db, itineraryId)) {
		if (userId === publishedBy) continue;
		if (await deps.jobs.enqueue(deps.db, itineraryAssignedMail(itineraryId, userId), now)) {
			enqueued += 1;
		}
	}
	return enqueued;
}

/**
 * In `tx`, the transaction that put the person in a team: the assigned mail of each published
 * itinerary that now reaches them (the team's, and any they had already been told of is not
 * sent again: the key is per itinerary and person).
 */
export async function mailNewcomerItineraries(
	deps: Pick<AppDeps, 'jobs'>,
	tx: Database,
	userId: number,
	now: Date,
): Promise<void> {
	for (const itineraryId of await listPublishedItineraryIdsOf(tx, userId)) {
		await deps.jobs.enqueue(tx, itineraryAssignedMail(itineraryId, userId), now);
	}
}

/** The name of the pharmacy or group that owns the itinerary; undefined when it has none. */
async function ownerNameOf(
	db: Database,
	row: Pick<ItineraryRow, 'pharmacyId' | 'groupId'>,
): Promise<string | undefined> {
	if (row.pharmacyId !== null) return (await findPharmacy(db, row.pharmacyId))?.name;
	if (row.groupId !== null) return (await findGroup(db, row.groupId))?.name;
	return undefined;
}

/** The person's published itineraries with each course's state, as their dashboard shows them. */
async function learnerItineraries(db: Database, userId: number): Promise<LearnerItinerary[]> {
	return itinerariesOf(await dashboardQueries.listAssignedItineraryCourses(db, userId));
}

/**
 * The person, the itinerary as they see it and its owner's name: undefined once it is no longer
 * theirs (they left the team, it went back to draft or was deleted) or they completed it.
 */
async function pendingItinerary(deps: ComposeDeps, itineraryId: number, userId: number) {
	const [person, row, itineraries] = await Promise.all([
		findPerson(deps.db, userId),
		itineraryQueries.findItinerary(deps.db, itineraryId),
		learnerItineraries(deps.db, userId),
	]);
	const itinerary = itineraries.find((candidate) => candidate.id === itineraryId);
	if (!person || !row || !itinerary || itinerary.next === null) return undefined;
	const owner = await ownerNameOf(deps.db, row);
	if (owner === undefined) return undefined;
	const pending = itinerary.courses.filter((course) => !course.completed);
	return { person, itinerary, owner, pending, total: itinerary.courses.length };
}

/** Where the person sees the itinerary: its card on their dashboard. */
const itineraryUrl = (deps: Pick<AppDeps, 'config'>, itineraryId: number) =>
	`${deps.config.siteUrl}/dashboard#itinerario-${String(itineraryId)}`;

const isLocked = (course: LearnerCourse, today: string) =>
	course.opensOn !== null && course.opensOn > today;

/** A course's state on `today`: completed, open, or the day it opens. */
function courseState(course: LearnerCourse, today: string, open: string): string {
	if (course.completed) return t('mail.learning.course_done');
	if (course.opensOn !== null && isLocked(course, today)) {
		return t('mail.learning.course_opens_on', { date: spanishDay(course.opensOn) });
	}
	return open;
}

export async function itineraryAssignedMailContent(
	deps: ComposeDeps,
	itineraryId: number,
	userId: number,
): Promise<MailContent | undefined> {
	const facts = await pendingItinerary(deps, itineraryId, userId);
	if (!facts) return undefined;
	const { person, itinerary, owner } = facts;
	const today = madridDay(deps.now());
	const names = { owner, itinerary: itinerary.name };
	const deadline = itinerary.endsOn ? spanishDay(itinerary.endsOn) : null;
	const open = t('mail.learning.course_open');
	return {
		to: person.email,
		subject: t('mail.learning.assigned_subject', names),
		preview: deadline
			? t('mail.learning.assigned_preview_deadline', { owner, date: deadline })
			: t('mail.learning.assigned_preview', { owner }),
		greeting: t('mail.greeting', { name: person.name }),
		paragraphs: [t('mail.learning.assigned_intro', names)],
		details: [
			...itinerary.courses.map((course) => ({
				label: course.name,
				value: courseState(course, today, open),
			})),
			...(deadline ? [{ label: t('mail.learning.deadline'), value: deadline }] : []),
		],
		action: { label: t('mail.learning.itinerary_button'), url: itineraryUrl(deps, itinerary.id) },
		...(itinerary.courses.some((course) => isLocked(course, today))
			? { closing: [t('mail.learning.assigned_locks')] }
			: {}),
		topic: { name: 'learning-reminders', userId },
	};
}
