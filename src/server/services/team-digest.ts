/**
 * The weekly digest of a team's learning (issue #18): every Monday from 08:00 in Madrid, to each
 * pharmacy's owner and each group's holder with a published itinerary that reaches someone, who
 * has finished each itinerary and who is behind, with one link to the report. The figures are the
 * tracking report's (services/reports.ts), asked as its recipient would ask it, so the digest
 * never names anyone the report would not show them. A non-essential mail: topic `team-digest`.
 */
import { t } from '../../i18n';
import type { OwnerKey } from '../../lib/contracts/itineraries';
import { MAX_REPORT_DAYS, type ReportMember } from '../../lib/contracts/reports';
import { addDays, madridDay, madridHour, spanishDay, weekStart } from '../../lib/dates';
import type { AppDeps } from '../context';
import { listItineraryCourses } from '../db/queries/itineraries';
import * as mailQueries from '../db/queries/itinerary-mail';
import { findGroup, findPharmacy } from '../db/queries/pharmacies';
import { findPerson } from '../db/queries/pharmacy-team';
import { AppError } from '../errors';
import type { JobRequest } from '../jobs/contract';
import type { MailContent } from '../mail/layout';
import { REMINDER_HOUR } from './itinerary-mail';
import { getReport } from './reports';

/** Names listed per line; the rest are counted ("y 12 personas más"). */
const NAMES_LISTED = 10;

const LIST_FORMAT = new Intl.ListFormat('es', { type: 'conjunction' });

export function teamDigestMail(owner: OwnerKey, week: string): JobRequest {
	return {
		queue: 'mail',
		key: `mail:team-digest:${owner.kind}:${String(owner.id)}:${week}`,
		work: { template: 'team-digest', owner, week },
	};
}

/** The clock's chore (hourly): on Monday from 08:00 in Madrid, each owner's digest, once a week. */
export async function enqueueTeamDigests(
	deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>,
): Promise<number> {
	const now = deps.now();
	const today = madridDay(now);
	if (weekStart(today) !== today || madridHour(now) < REMINDER_HOUR) return 0;
	let enqueued = 0;
	for (const owner of await mailQueries.listDigestOwners(deps.db)) {
		if (await deps.jobs.enqueue(deps.db, teamDigestMail(owner, today), now)) enqueued += 1;
	}
	return enqueued;
}

/** Who receives the owner's digest, and the owner's name: the pharmacy's owner, the group's holder. */
async function recipientOf(deps: Pick<AppDeps, 'db'>, owner: OwnerKey) {
	const found =
		owner.kind === 'pharmacy'
			? await findPharmacy(deps.db, owner.id).then(
					(row) => row && { name: row.name, userId: row.ownerUserId },
				)
			: await findGroup(deps.db, owner.id).then(
					(row) => row && { name: row.name, userId: row.holderUserId },
				);
	if (!found) return undefined;
	const person = await findPerson(deps.db, found.userId);
	return person && { person, name: found.name };
}

/** `names` as a Spanish list of at most NAMES_LISTED, the rest counted. */
function nameList(names: readonly string[]): string {
	const rest = names.length - NAMES_LISTED;
	const listed = names.slice(0, NAMES_LISTED);
	return LIST_FORMAT.format(
		rest > 0 ? [...listed, t('mail.learning.digest_more', { count: rest })] : listed,
	);
}

/**
 * One itinerary's lines, from its report: who completed every course, and who has not completed
 * the courses already open to them (every course once the deadline has passed). Undefined when the
 * recipient may no longer see its report (their plan lapsed, they no longer hold the group).
 */
async function itinerarySection(
	deps: Pick<AppDeps, 'db' | 'now'>,
	recipientId: number,
	owner: OwnerKey,
	itinerary: { id: number; name: string; endsOn: string | null },
	today: string,
): Promise<string[] | undefined> {
	let members: ReportMember[];
	try {
		const report = await getReport(deps, recipientId, {
			...(owner.kind === 'pharmacy' ? { pharmacyId: owner.id } : { groupId: owner.id }),
			itineraryId: itinerary.id,
			// Completions to date: the longest range a report covers.
			from: addDays(today, -(MAX_REPORT_DAYS - 1)),
			to: today,
		});
		members = report.members;
	} catch (error) {
		if (error instanceof AppError) return undefined;
		throw error;
	}
	const courses = await listItineraryCourses(deps.db, itinerary.id);
	const total = courses.length;
	const overdue = itinerary.endsOn !== null && itinerary.endsOn < today;
	const open = overdue
		? total
		: courses.filter((course) => course.opensOn === null || course.opensOn <= today).length;
	// Each person once, even an owner of two pharmacies of a group.
	const people = [...new Map(members.map((member) => [member.userId, member])).values()];
	if (people.length === 0) return undefined;
	const finished = people.filter((member) => member.coursesCompleted >= total);
	const behind = people.filter(
		(member) => member.coursesCompleted < total && member.coursesCompleted < open,
	);
	const counts = { itinerary: itinerary.name, finished: finished.length, count: people.length };
	return [
		itinerary.endsOn
			? t('mail.learning.digest_itinerary', { ...counts, date: spanishDay(itinerary.endsOn) })
			: t('mail.learning.digest_itinerary_open', counts),
		...(finished.length > 0
			? [t('mail.learning.digest_finished', { names: nameList(finished.map((m) => m.name)) })]
			: []),
		behind.length > 0
			? t('mail.learning.digest_behind', {
					names: nameList(
						behind.map((member) =>
							t('mail.learning.digest_behind_person', {
								name: member.name,
								completed: member.coursesCompleted,
								total,
							}),
						),
					),
				})
			: t('mail.learning.digest_nobody_behind'),
	];
}

/**
 * The digest of the owner's published itineraries as they are now; only in the week it was
 * decided for (a digest that waited longer, a redrive from the dead letters, is old news).
 */
export async function teamDigestMailContent(
	deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
	owner: OwnerKey,
	week: string,
): Promise<MailContent | undefined> {
	const today = madridDay(deps.now());
	if (weekStart(today) !== week) return undefined;
	const recipient = await recipientOf(deps, owner);
	if (!recipient) return undefined;
	const itineraries = await mailQueries.listDigestItineraries(deps.db, owner);
	const sections: { itineraryId: number; lines: string[] }[] = [];
	for (const itinerary of itineraries) {
		const lines = await itinerarySection(deps, recipient.person.userId, owner, itinerary, today);
		if (lines) sections.push({ itineraryId: itinerary.id, lines });
	}
	const [only] = sections;
	if (!only) return undefined;
	const query = new URLSearchParams(
		owner.kind === 'pharmacy' ? { pharmacyId: String(owner.id) } : { groupId: String(owner.id) },
	);
	// One itinerary: its report; several: the owner's, with the itinerary to choose.
	if (sections.length === 1) query.set('itineraryId', String(only.itineraryId));
	return {
		to: recipient.person.email,
		subject: t('mail.learning.digest_subject', { owner: recipient.name }),
		preview: t('mail.learning.digest_preview'),
		greeting: t('mail.greeting', { name: recipient.person.name }),
		paragraphs: [
			t('mail.learning.digest_intro', { owner: recipient.name, date: spanishDay(today) }),
			...sections.flatMap((section) => section.lines),
		],
		action: {
			label: t('mail.learning.digest_button'),
			url: `${deps.config.siteUrl}/aula/informes?${query.toString()}`,
		},
		closing: [t('mail.learning.digest_why')],
		topic: { name: 'team-digest', userId: recipient.person.userId },
	};
}
