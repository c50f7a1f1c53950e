/**
 * A pharmacy group with months of learning, for the reports' performance budget (issue #7): by
 * default 50 pharmacies of 20 people (1,000 with the owners), 200,000 `item_progress` rows over the
 * seeded catalogue, and in proportion the `learning_days`, certificates, PDF downloads and
 * `course_progress` rows the same learning leaves. A handful of `insert … select generate_series`
 * statements write it all, in seconds on PGlite and PostgreSQL alike (scripts/bench.ts, and a
 * scaled-down copy in the report tests).
 *
 * Each person works through the catalogue in program order from their own starting point, and
 * has completed the first part of it (20–90 %), most recent last, so whole courses are completed
 * (with their certificate) and a 30-day window holds some completions and some not.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rebuildCourseProgress } from '../../src/server/db/queries/course-progress';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { PHARMACY_MONTHLY } from './pharmacies';

export interface ReportDataSpec {
	/** Pharmacies in the group. */
	pharmacies?: number;
	/** People per pharmacy, its owner included. */
	peopleEach?: number;
	/** `item_progress` rows in all; each person gets the same share (at most the catalogue's items). */
	progressRows?: number;
	/** Days back the learning spreads over. */
	days?: number;
	/** "Now" of the data: the latest activity is just before it. */
	now?: Date;
	/** Password of every account made (the holder logs in with it). */
	password?: string;
}

export interface ReportData {
	/** Tag in every email, nick and name made, unique per call. */
	run: string;
	holder: { id: number; email: string; password: string };
	group: { id: number; name: string };
	pharmacyIds: number[];
	/** The first pharmacy's owner, for single-pharmacy reports. */
	owner: { id: number; email: string; password: string };
	counts: {
		people: number;
		itemProgress: number;
		learningDays: number;
		certificates: number;
		downloads: number;
	};
}

const FIRST_NAMES = ['Lucía', 'Carmen', 'Javier', 'Marta', 'Pablo', 'Elena', 'Sergio', 'Nuria'];
const LAST_NAMES = ['García Ruiz', 'Navarro Gil', 'Ortega Sanz', 'Muñoz Pérez', 'Iglesias Vidal'];

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
	// The driver's result type is not generic over its rows; both drivers answer `{ rows }`.
	const result: unknown = await db.execute(query);
	return (result as { rows: T[] }).rows;
}

async function count(db: Database, query: SQL): Promise<number> {
	const [row] = await rows<{ n: number }>(db, query);
	return row?.n ?? 0;
}

/** Writes the group; see the file's comment. */
export async function createReportData(
	db: Database,
	spec: ReportDataSpec = {},
): Promise<ReportData> {
	const {
		pharmacies = 50,
		peopleEach = 20,
		progressRows = 200_000,
		days = 100,
		now = new Date(),
		password = 'Mostrador#2026',
	} = spec;
	const run = randomUUID().replaceAll('-', '').slice(0, 10);
	const people = pharmacies * peopleEach;
	const hash = await hashPassword(password);
	const firstNames = sql`array[${sql.join(
		FIRST_NAMES.map((name) => sql`${name}`),
		sql`, `,
	)}]::text[]`;
	const lastNames = sql`array[${sql.join(
		LAST_NAMES.map((name) => sql`${name}`),
		sql`, `,
	)}]::text[]`;
	const tag = `rep_${run}_`;
	const nowIso = now.toISOString();
	const at = sql`${nowIso}::timestamptz`;

	// People 0 … people-1 (person p is in pharmacy p / peopleEach; the first of each is its
	// owner), then the holder, who is in no team.
	await db.execute(sql`
		insert into users (email, nick, name, last_name, user_type, role, password_hash, terms_accepted_at)
		select 'rep.' || ${run} || '.' || p || '@informes.test',
			${tag} || p,
			(${firstNames})[1 + p % ${FIRST_NAMES.length}],
			(${lastNames})[1 + (p / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || p,
			case when p % ${peopleEach} = 0 then 1 else 2 end,
			case when p % ${peopleEach} = 0 then 2 else 1 end,
			${hash}, ${at}
		from generate_series(0, ${people - 1}) as p
		union all
		select 'rep.' || ${run} || '.holder@informes.test', ${tag} || 'holder', 'Titular', 'Del Grupo',
			1, 2, ${hash}, ${at}`);
	const [holder] = await rows<{ id: number }>(
		db,
		sql`select id from users where nick = ${`${tag}holder`}`,
	);
	if (!holder) throw new Error('the holder was not inserted');
	const groupName = `Grupo Informes ${run}`;
	const [group] = await rows<{ id: number }>(
		db,
		sql`insert into pharmacy_groups (name, holder_user_id) values (${groupName}, ${holder.id}) returning id`,
	);
	if (!group) throw new Error('the group was not inserted');

	// The people with their number, as every statement below reads them.
	const numbered = sql`(select id as user_id, substr(nick, ${tag.length + 1})::int as p
		from users where nick like ${`${tag}%`} and nick <> ${`${tag}holder`})`;

	await db.execute(sql`
		insert into pharmacies (name, owner_user_id, group_id)
		select 'Farmacia Informe ' || ${run} || ' ' || lpad((p / ${peopleEach} + 1)::text, 3, '0'), user_id, ${group.id}
		from ${numbered} as people where p % ${peopleEach} = 0`);
	const pharmacyRows = await rows<{ id: number; owner_user_id: number }>(
		db,
		sql`select id, owner_user_id from pharmacies where group_id = ${group.id} order by name`,
	);
	await db.execute(sql`
		insert into enrollments (user_id, plan_id, status, start_at, end_at, periodicity, price_minor)
		select owner_user_id, ${PHARMACY_MONTHLY.XL}, 'active', ${at} - interval '200 days',
			${at} + interval '30 days', 2, 19990
		from pharmacies where group_id = ${group.id}`);
	await db.execute(sql`
		insert into pharmacy_members (pharmacy_id, user_id)
		select ph.id, people.user_id
		from ${numbered} as people
		join users owner on owner.nick = ${tag} || (people.p - people.p % ${peopleEach})
		join pharmacies ph on ph.owner_user_id = owner.id
		where people.p % ${peopleEach} <> 0`);

	// The catalogue's items in program order, numbered 0 … total-1.
	const items = sql`(select pi.id, pi.type, pt.course_id,
			(row_number() over (order by pt.course_id, pt.position, pi.position) - 1)::int as n,
			(count(*) over ())::int as total
		from program_items pi
		join program_topics pt on pt.id = pi.topic_id
		join courses c on c.id = pt.course_id
		where c.pharmacy_id is null)`;
	const totalItems = await count(db, sql`select count(*)::int as n from ${items} as i`);
	const perPerson = Math.max(1, Math.min(totalItems, Math.floor(progressRows / people)));
	const spreadSeconds = days * 86_400;

	// Item k of a person is their (start + k)th item; the first `share` of them are completed,
	// the k-th at now − (perPerson − k) × (days / perPerson), so the latest come last.
	await db.execute(sql`
		insert into item_progress (user_id, item_id, position_seconds, played_ranges, completed_at, updated_at)
		select plan.user_id, i.id, 0, '[]'::jsonb,
			case when k < plan.done then plan.at_k else null end,
			plan.at_k
		from (
			select people.user_id, people.p, k,
				((people.p * 37) % ${totalItems}) as start,
				floor(${perPerson} * (0.2 + 0.7 * ((people.p * 7919) % 101) / 100.0))::int as done,
				${at} - make_interval(secs => (${perPerson}::int - k) * ${spreadSeconds / perPerson}::float8) as at_k
			from ${numbered} as people
			cross join generate_series(0, ${perPerson - 1}) as k
		) as plan
		join ${items} as i on i.n = (plan.start + plan.k) % ${totalItems}`);

	// What the progress services keep as items are completed (queries/course-progress.ts).
	const peopleIds = await rows<{ user_id: number }>(
		db,
		sql`select user_id from ${numbered} as people`,
	);
	await rebuildCourseProgress(
		db,
		peopleIds.map((row) => row.user_id),
	);

	// Four days in ten with some watching, 1 to 26 minutes.
	await db.execute(sql`
		insert into learning_days (user_id, day, seconds_watched)
		select people.user_id, (${at} at time zone 'Europe/Madrid')::date - d, 60 + ((people.p * 31 + d * 17) % 1500)
		from ${numbered} as people
		cross join generate_series(0, ${days - 1}) as d
		where (people.p + d * 3) % 10 < 4`);

	// A certificate for every course whose items are all completed, issued with its last item.
	await db.execute(sql`
		insert into certificates (code, user_id, course_id, holder_name, course_name, category_name, minutes, issued_at)
		select upper(substr(md5(${run} || '-' || done.user_id || '-' || done.course_id), 1, 16)),
			done.user_id, done.course_id, u.name || ' ' || u.last_name, c.name, cat.name,
			c.duration_minutes, done.at
		from (
			select ip.user_id, pt.course_id, max(ip.completed_at) as at, count(ip.completed_at) as n
			from item_progress ip
			join program_items pi on pi.id = ip.item_id
			join program_topics pt on pt.id = pi.topic_id
			where ip.user_id in (select user_id from ${numbered} as people)
			group by ip.user_id, pt.course_id
		) as done
		join (
			select pt.course_id, count(*) as total
			from program_items pi join program_topics pt on pt.id = pi.topic_id
			group by pt.course_id
		) as totals on totals.course_id = done.course_id and totals.total = done.n
		join users u on u.id = done.user_id
		join courses c on c.id = done.course_id
		join categories cat on cat.id = c.category_id`);

	// Each completed PDF was downloaded when completed; one in three again a day later.
	await db.execute(sql`
		insert into resource_downloads (user_id, item_id, course_id, created_at)
		select ip.user_id, ip.item_id, pt.course_id, ip.completed_at + extra * interval '1 day'
		from item_progress ip
		join program_items pi on pi.id = ip.item_id and pi.type = 'pdf'
		join program_topics pt on pt.id = pi.topic_id
		cross join generate_series(0, 1) as extra
		where ip.completed_at is not null
			and ip.user_id in (select user_id from ${numbered} as people)
			and (extra = 0 or (ip.user_id + ip.item_id) % 3 = 0)
			and ip.completed_at + extra * interval '1 day' < ${at}`);

	// Fresh statistics, so the planner knows the tables' new sizes before the first report.
	await db.execute(
		sql`analyze users, pharmacies, pharmacy_members, item_progress, course_progress, learning_days, certificates, resource_downloads`,
	);

	const owner = pharmacyRows[0];
	if (!owner) throw new Error('no pharmacy was inserted');
	const [ownerUser] = await rows<{ email: string }>(
		db,
		sql`select email from users where id = ${owner.owner_user_id}`,
	);
	const scoped = (table: string) =>
		count(
			db,
			sql`select count(*)::int as n from ${sql.raw(table)} where user_id in (select user_id from ${numbered} as people)`,
		);
	return {
		run,
		holder: { id: holder.id, email: `rep.${run}.holder@informes.test`, password },
		group: { id: group.id, name: groupName },
		pharmacyIds: pharmacyRows.map((row) => row.id),
		owner: { id: owner.owner_user_id, email: ownerUser?.email ?? '', password },
		counts: {
			people,
			itemProgress: await scoped('item_progress'),
			learningDays: await scoped('learning_days'),
			certificates: await scoped('certificates'),
			downloads: await scoped('resource_downloads'),
		},
	};
}
