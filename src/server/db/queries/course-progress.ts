/**
 * SQL of `course_progress` (issue #7): one row per person and course started, which the tracking
 * reports read instead of every item's progress. Written only when a course is first touched and
 * when one of its items is completed, so the player's ordinary heartbeat costs what it did.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { courseProgress, courses } from '../schema';

/**
 * The given courses as one person sees them in the campus catalogue (issue #17): whether the demo
 * licence leaves each out, and the share of it they completed (null when never started).
 */
export function listLearnerCourseStates(db: Database, userId: number, courseIds: number[]) {
	if (courseIds.length === 0) return Promise.resolve([]);
	return db
		.select({
			courseId: courses.id,
			demoExcluded: courses.demoExcluded,
			share: courseProgress.share,
			completedAt: courseProgress.completedAt,
		})
		.from(courses)
		.leftJoin(
			courseProgress,
			and(eq(courseProgress.courseId, courses.id), eq(courseProgress.userId, userId)),
		)
		.where(inArray(courses.id, courseIds));
}

/**
 * The person touched the course for the first time (the first heartbeat of one of its items):
 * its row, with nothing completed yet. Does nothing when the row is already there.
 */
export async function recordCourseStarted(
	db: Database,
	userId: number,
	courseId: number,
	now: Date,
): Promise<void> {
	await db
		.insert(courseProgress)
		.values({ userId, courseId, startedAt: now })
		.onConflictDoNothing({ target: [courseProgress.userId, courseProgress.courseId] });
}

/**
 * Recounts the person's completed items of the course from `item_progress`, stores the count, the
 * latest completion, the share completed and when the course was completed, and answers the course's items and the completed ones, all in one
 * statement: it replaces the count every completion did anyway (services/certificates.ts).
 */
export async function recordCourseProgress(
	db: Database,
	userId: number,
	courseId: number,
	now: Date,
): Promise<{ total: number; completed: number }> {
	const result: unknown = await db.execute(sql`
		with counts as (
			select count(*)::int as total,
				count(ip.completed_at)::int as completed,
				max(ip.completed_at) as last_completed_at
			from program_items pi
			join program_topics pt on pt.id = pi.topic_id
			left join item_progress ip on ip.item_id = pi.id and ip.user_id = ${userId}
			where pt.course_id = ${courseId}
		), saved as (
			insert into course_progress
				(user_id, course_id, items_completed, last_completed_at, share, completed_at, started_at)
			select ${userId}, ${courseId}, completed, last_completed_at,
				least(completed, total)::float8 / total,
				case when completed >= total then last_completed_at end,
				${now.toISOString()}::timestamptz
			from counts where total > 0
			-- Completions never go back, so a recount that lost a race with a newer one (two
			-- devices completing two items at once) cannot lower what the newer one stored.
			on conflict (user_id, course_id) do update
				set items_completed = greatest(course_progress.items_completed, excluded.items_completed),
					last_completed_at = greatest(course_progress.last_completed_at, excluded.last_completed_at),
					share = greatest(course_progress.share, excluded.share),
					completed_at = coalesce(course_progress.completed_at, excluded.completed_at)
		)
		select total, completed from counts`);
	const [row] = (result as { rows: { total: number; completed: number }[] }).rows;
	return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
}

/**
 * Rebuilds the rows of `userIds` (everyone when omitted) from `item_progress`: what migration
 * 0012 did for the progress made before the table existed, and what data written straight into
 * `item_progress` (the reports' data factory) needs.
 */
export async function rebuildCourseProgress(db: Database, userIds?: readonly number[]) {
	const only =
		userIds === undefined
			? sql``
			: userIds.length === 0
				? sql`where false`
				: sql`where ip.user_id in (${sql.join(
						userIds.map((id) => sql`${id}`),
						sql`, `,
					)})`;
	await db.execute(sql`
		with totals as (
			select pt.course_id, count(*)::int as total
			from program_items pi
			join program_topics pt on pt.id = pi.topic_id
			group by pt.course_id
		), counts as (
			select ip.user_id, pt.course_id, count(ip.completed_at)::int as completed,
				max(ip.completed_at) as last_completed_at, min(ip.updated_at) as started_at
			from item_progress ip
			join program_items pi on pi.id = ip.item_id
			join program_topics pt on pt.id = pi.topic_id
			${only}
			group by ip.user_id, pt.course_id
		)
		insert into course_progress
			(user_id, course_id, items_completed, last_completed_at, share, completed_at, started_at)
		select c.user_id, c.course_id, c.completed, c.last_completed_at,
			least(c.completed, t.total)::float8 / t.total,
			case when c.completed >= t.total then c.last_completed_at end,
			c.started_at
		from counts c
		join totals t on t.course_id = c.course_id
		on conflict (user_id, course_id) do update
			set items_completed = excluded.items_completed,
				last_completed_at = excluded.last_completed_at,
				share = excluded.share,
				completed_at = excluded.completed_at`);
}

/**
 * The learners' `course_progress` rows of a course whose items changed: items completed and the
 * share recounted over the new program. `completed_at` stays as it was: a course someone
 * completed (and got a certificate for) stays completed, and a new version completes nobody.
 */
export async function recountCourseProgress(db: Database, courseId: number) {
	await db.execute(sql`
		update course_progress cp
		set items_completed = c.completed,
			last_completed_at = c.last_completed_at,
			share = case when c.total = 0 then 0 else least(c.completed, c.total)::float8 / c.total end
		from (
			select cp2.user_id,
				(select count(*) from program_items pi
					join program_topics pt on pt.id = pi.topic_id
					where pt.course_id = ${courseId})::int as total,
				count(ip.completed_at)::int as completed,
				max(ip.completed_at) as last_completed_at
			from course_progress cp2
			left join (item_progress ip
				join program_items pi on pi.id = ip.item_id
				join program_topics pt on pt.id = pi.topic_id and pt.course_id = ${courseId})
				on ip.user_id = cp2.user_id
			where cp2.course_id = ${courseId}
			group by cp2.user_id
		) c
		where cp.course_id = ${courseId} and cp.user_id = c.user_id`);
}
