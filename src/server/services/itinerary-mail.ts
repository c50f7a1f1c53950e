/**
 * The learning mails of an itinerary to the people it reaches (issue #18): that it was assigned to
 * them (when it is published, or when they join a team it is assigned to), that a course of it
 * opens today, that its deadline is three days away, and that it has passed. Who an itinerary
 * reaches, and what each person has completed, is what their dashboard shows (queries/dashboard.ts),
 * read again when each mail's job runs: someone who has completed it meanwhile, has left the team,
 * or whose itinerary was moved back to draft or deleted is sent nothing. All of them are reminders,
 * which the person may switch off (topic `learning-reminders`).
 *
 * Days are Madrid's, as for the date locks (services/itinerary-locks.ts), and reminders go from
 * 08:00 there, not in the night.
 */
import { t } from '../../i18n';
import type { LearnerDashboard } from '../../lib/contracts/progress';
import { addDays, madridDay, madridHour, spanishDay } from '../../lib/dates';
import { playerHref } from '../../lib/own-training';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import * as dashboardQueries from '../db/queries/dashboard';
import * as itineraryQueries from '../db/queries/itineraries';
import type { ItineraryRow } from '../db/queries/itineraries';
import * as mailQueries from '../db/queries/itinerary-mail';
import { findGroup, findPharmacy } from '../db/queries/pharmacies';
import { findPerson } from '../db/queries/pharmacy-team';
import type { JobRequest } from '../jobs/contract';
import type { MailContent } from '../mail/layout';
import { itinerariesOf } from './dashboard';

/** Days before an itinerary's deadline its people who have not completed it are reminded. */
const DEADLINE_REMINDER_DAYS = 3;
/** The hour in Madrid from which the day's reminders and digests go. */
export const REMINDER_HOUR = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

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

export function courseOpensMail(userId: number, day: string): JobRequest {
	return {
		queue: 'mail',
		key: `mail:course-opens:${String(userId)}:${day}`,
		work: { template: 'course-opens', userId, day },
	};
}

export function deadlineSoonMail(itineraryId: number, userId: number, endsOn: string): JobRequest {
	return {
		queue: 'mail',
		key: `mail:deadline-soon:${String(itineraryId)}:${String(userId)}:${endsOn}`,
		work: { template: 'itinerary-deadline', itineraryId, userId, endsOn },
	};
}

export function overdueMail(itineraryId: number, userId: number, endsOn: string): JobRequest {
	return {
		queue: 'mail',
		key: `mail:overdue:${String(itineraryId)}:${String(userId)}:${endsOn}`,
		work: { template: 'itinerary-overdue', itineraryId, userId, endsOn },
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
	for (const itineraryId of await mailQueries.listPublishedItineraryIdsOf(tx, userId)) {
		await deps.jobs.enqueue(tx, itineraryAssignedMail(itineraryId, userId), now);
	}
}

/**
 * The clock's chore (hourly; each mail's key decides it once): from 08:00 in Madrid, the mails of
 * the day to everyone each published itinerary reaches: a course that opens today, a deadline in
 * three days, a deadline passed yesterday. Whether each person still needs it is decided when
 * the mail is composed.
 */
export async function remindLearners(deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>): Promise<number> {
	const now = deps.now();
	if (madridHour(now) < REMINDER_HOUR) return 0;
	const today = madridDay(now);
	const soon = addDays(today, DEADLINE_REMINDER_DAYS);
	const passed = addDays(today, -1);
	let enqueued = 0;
	const due = await mailQueries.listItinerariesWithReminders(deps.db, today, [soon, passed]);
	for (const itinerary of due) {
		const mails: ((userId: number) => JobRequest)[] = [];
		if (itinerary.opensToday) mails.push((userId) => courseOpensMail(userId, today));
		if (itinerary.endsOn === soon) {
			mails.push((userId) => deadlineSoonMail(itinerary.id, userId, soon));
		}
		if (itinerary.endsOn === passed) {
			mails.push((userId) => overdueMail(itinerary.id, userId, passed));
		}
		for (const userId of await itineraryQueries.listAssigneeIds(deps.db, itinerary.id)) {
			for (const mail of mails) {
				if (await deps.jobs.enqueue(deps.db, mail(userId), now)) enqueued += 1;
			}
		}
	}
	return enqueued;
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

/**
 * The courses of the person's itineraries that open on `day` and they have not completed, in one
 * mail however many there are. Only on that day: a mail that waited past it (retries, a redrive
 * from the dead letters) would say "today" of another day.
 */
export async function courseOpensMailContent(
	deps: ComposeDeps,
	userId: number,
	day: string,
): Promise<MailContent | undefined> {
	if (madridDay(deps.now()) !== day) return undefined;
	const [person, itineraries] = await Promise.all([
		findPerson(deps.db, userId),
		learnerItineraries(deps.db, userId),
	]);
	if (!person) return undefined;
	const opening = new Map<number, { course: LearnerCourse; itinerary: LearnerItinerary }>();
	for (const itinerary of itineraries) {
		for (const course of itinerary.courses) {
			if (course.opensOn === day && !course.completed && !opening.has(course.cid)) {
				opening.set(course.cid, { course, itinerary });
			}
		}
	}
	const courses = [...opening.values()];
	const [first] = courses;
	if (!first) return undefined;
	const count = courses.length;
	const deadlines = [
		...new Map(
			courses.flatMap(({ itinerary }) =>
				itinerary.endsOn
					? [[itinerary.id, { name: itinerary.name, endsOn: itinerary.endsOn }]]
					: [],
			),
		).values(),
	];
	return {
		to: person.email,
		subject: t('mail.learning.course_opens_subject', { count, course: first.course.name }),
		preview: t('mail.learning.course_opens_preview'),
		greeting: t('mail.greeting', { name: person.name }),
		paragraphs: [t('mail.learning.course_opens_intro', { count, date: spanishDay(day) })],
		details: courses.map(({ course, itinerary }) => ({
			label: course.name,
			value: t('mail.learning.course_in_itinerary', { itinerary: itinerary.name }),
		})),
		action:
			count === 1
				? {
						label: t('mail.learning.course_start_button'),
						url: `${deps.config.siteUrl}${playerHref(first.course)}`,
					}
				: { label: t('mail.learning.itineraries_button'), url: `${deps.config.siteUrl}/dashboard` },
		...(deadlines.length > 0
			? {
					closing: deadlines.map((itinerary) =>
						t('mail.learning.course_opens_deadline', {
							itinerary: itinerary.name,
							date: spanishDay(itinerary.endsOn),
						}),
					),
				}
			: {}),
		topic: { name: 'learning-reminders', userId },
	};
}

/**
 * The deadline mails' shared part: undefined when the itinerary's deadline is no longer `endsOn`
 * (a new one has its own mails) or the person has nothing left to do.
 */
async function deadlineFacts(
	deps: ComposeDeps,
	itineraryId: number,
	userId: number,
	endsOn: string,
) {
	const facts = await pendingItinerary(deps, itineraryId, userId);
	if (facts?.itinerary.endsOn !== endsOn) return undefined;
	const today = madridDay(deps.now());
	const pendingText = t('mail.learning.course_pending');
	return {
		...facts,
		today,
		texts: {
			itinerary: facts.itinerary.name,
			owner: facts.owner,
			date: spanishDay(endsOn),
			pending: facts.pending.length,
			total: facts.total,
		},
		details: facts.pending.map((course) => ({
			label: course.name,
			value: courseState(course, today, pendingText),
		})),
	};
}

export async function deadlineSoonMailContent(
	deps: ComposeDeps,
	itineraryId: number,
	userId: number,
	endsOn: string,
): Promise<MailContent | undefined> {
	const facts = await deadlineFacts(deps, itineraryId, userId, endsOn);
	if (!facts) return undefined;
	// Days as dates (UTC midnights of both), so a DST change cannot make one vanish.
	const daysLeft = Math.round((Date.parse(endsOn) - Date.parse(facts.today)) / DAY_MS);
	// On the day or after it, the overdue notice speaks instead.
	if (daysLeft < 1) return undefined;
	return {
		to: facts.person.email,
		subject: t('mail.learning.deadline_subject', { ...facts.texts, count: daysLeft }),
		preview: t('mail.learning.deadline_preview', facts.texts),
		greeting: t('mail.greeting', { name: facts.person.name }),
		paragraphs: [t('mail.learning.deadline_intro', facts.texts)],
		details: facts.details,
		action: {
			label: t('mail.learning.itinerary_button'),
			url: itineraryUrl(deps, facts.itinerary.id),
		},
		closing: [t('mail.learning.deadline_closing')],
		topic: { name: 'learning-reminders', userId },
	};
}

export async function overdueMailContent(
	deps: ComposeDeps,
	itineraryId: number,
	userId: number,
	endsOn: string,
): Promise<MailContent | undefined> {
	const facts = await deadlineFacts(deps, itineraryId, userId, endsOn);
	if (!facts) return undefined;
	return {
		to: facts.person.email,
		subject: t('mail.learning.overdue_subject', facts.texts),
		preview: t('mail.learning.overdue_preview'),
		greeting: t('mail.greeting', { name: facts.person.name }),
		paragraphs: [t('mail.learning.overdue_intro', facts.texts)],
		details: facts.details,
		action: {
			label: t('mail.learning.itinerary_button'),
			url: itineraryUrl(deps, facts.itinerary.id),
		},
		closing: [t('mail.learning.overdue_closing', facts.texts)],
		topic: { name: 'learning-reminders', userId },
	};
}
