/**
 * The tables of a tracking report (issue #7), built from the rows the report queries give: people,
 * courses, downloads, the ranking and the totals. Pure, so services/reports.ts only gathers the
 * rows and the scope.
 */
import {
	RANKING_SIZE,
	type ReportCourse,
	type ReportDownload,
	type ReportMember,
	type ReportRankingEntry,
} from '../../lib/contracts/reports';
import type { CourseStatRow, DownloadStatRow, PersonRow } from '../db/queries/reports';

/** One decimal, the precision the tables show. */
const percent = (share: number | null | undefined) =>
	share === null || share === undefined ? null : Math.round(share * 1000) / 10;

/** Spanish order of names; one collator, as `localeCompare` with a locale builds one per call. */
const byName = new Intl.Collator('es', { sensitivity: 'base' }).compare;

/** The statistics rows by person and by course, and the downloads by course and by item. */
export interface ReportStats {
	byUser: Map<number, CourseStatRow>;
	byCourse: Map<number, CourseStatRow>;
	downloadsByCourse: Map<number, number>;
	itemRows: DownloadStatRow[];
}

export function splitStats(
	courseRows: readonly CourseStatRow[],
	downloadRows: readonly DownloadStatRow[],
): ReportStats {
	const byUser = new Map(
		courseRows.flatMap((row) => (row.user_id === null ? [] : [[row.user_id, row] as const])),
	);
	const byCourse = new Map(
		courseRows.flatMap((row) => (row.course_id === null ? [] : [[row.course_id, row] as const])),
	);
	const downloadsByCourse = new Map<number, number>();
	const itemRows: DownloadStatRow[] = [];
	for (const row of downloadRows) {
		if (row.item_id !== null) itemRows.push(row);
		else downloadsByCourse.set(row.course_id, row.downloads);
	}
	return { byUser, byCourse, downloadsByCourse, itemRows };
}

/** The people table, by pharmacy (in the scope's order), then name. */
export function memberRows(
	people: readonly PersonRow[],
	userStats: ReadonlyMap<number, CourseStatRow>,
	pharmacies: readonly { id: number }[],
): ReportMember[] {
	const members: ReportMember[] = people.map((person) => {
		const stats = userStats.get(person.user_id);
		const seconds = person.seconds;
		const minutes = Math.floor(seconds / 60);
		const coursesCompleted = stats?.completed ?? 0;
		const certificates = person.certificates;
		const downloads = person.downloads;
		const lastDays = [person.last_day, stats?.last_completed_day].filter(
			(day): day is string => typeof day === 'string' && day !== '',
		);
		return {
			userId: person.user_id,
			name: `${person.name} ${person.last_name}`.trim(),
			email: person.email,
			pharmacyId: person.pharmacy_id,
			pharmacyName: person.pharmacy_name,
			minutes,
			coursesStarted: stats?.started ?? 0,
			coursesCompleted,
			certificates,
			downloads,
			averageProgress: stats ? percent(stats.progress) : null,
			lastActivity: lastDays.length > 0 ? (lastDays.sort().at(-1) ?? null) : null,
			active: seconds > 0 || (stats?.touched ?? 0) > 0 || downloads > 0 || certificates > 0,
		};
	});
	const pharmacyOrder = new Map(pharmacies.map((row, index) => [row.id, index]));
	return members.sort(
		(a, b) =>
			(pharmacyOrder.get(a.pharmacyId) ?? 0) - (pharmacyOrder.get(b.pharmacyId) ?? 0) ||
			byName(a.name, b.name) ||
			a.userId - b.userId,
	);
}

/** The courses table: `mostFollowedFirst` sorts it, otherwise it keeps the given order. */
export function courseTableRows(
	courseIds: readonly number[],
	courseInfo: ReadonlyMap<number, { name: string; pharmacyId: number | null }>,
	stats: ReportStats,
	mostFollowedFirst: boolean,
): ReportCourse[] {
	const courses: ReportCourse[] = courseIds.flatMap((courseId) => {
		const info = courseInfo.get(courseId);
		if (!info) return [];
		const row = stats.byCourse.get(courseId);
		return [
			{
				courseId,
				name: info.name,
				own: info.pharmacyId !== null,
				started: row?.started ?? 0,
				completed: row?.completed ?? 0,
				averageProgress: row ? percent(row.progress) : null,
				downloads: stats.downloadsByCourse.get(courseId) ?? 0,
			},
		];
	});
	if (mostFollowedFirst) {
		courses.sort(
			(a, b) => b.started - a.started || b.completed - a.completed || byName(a.name, b.name),
		);
	}
	return courses;
}

/** The downloads table: most downloaded first. */
export function downloadTableRows(
	itemRows: readonly DownloadStatRow[],
	courseInfo: ReadonlyMap<number, { name: string }>,
	itemNames: readonly { id: number; name: string }[],
): ReportDownload[] {
	const itemName = new Map(itemNames.map((row) => [row.id, row.name]));
	return itemRows
		.map((row) => ({
			courseId: row.course_id,
			courseName: courseInfo.get(row.course_id)?.name ?? '',
			itemId: row.item_id ?? 0,
			itemName: itemName.get(row.item_id ?? 0) ?? '',
			downloads: row.downloads,
			people: row.people,
		}))
		.sort(
			(a, b) =>
				b.downloads - a.downloads ||
				byName(a.courseName, b.courseName) ||
				byName(a.itemName, b.itemName),
		);
}

/** The first RANKING_SIZE people by courses completed, then minutes. */
export function rankingOf(everyone: readonly ReportMember[]): ReportRankingEntry[] {
	return everyone
		.filter((member) => member.coursesCompleted > 0 || member.minutes > 0)
		.sort(
			(a, b) =>
				b.coursesCompleted - a.coursesCompleted ||
				b.minutes - a.minutes ||
				byName(a.name, b.name) ||
				a.userId - b.userId,
		)
		.slice(0, RANKING_SIZE)
		.map((member, index) => ({
			position: index + 1,
			userId: member.userId,
			name: member.name,
			pharmacyName: member.pharmacyName,
			coursesCompleted: member.coursesCompleted,
			minutes: member.minutes,
		}));
}

export function sum(
	members: readonly ReportMember[],
	key: 'minutes' | 'coursesCompleted' | 'certificates' | 'downloads',
): number {
	return members.reduce((total, member) => total + member[key], 0);
}

export function totals(team: readonly ReportMember[]) {
	return {
		people: team.length,
		active: team.filter((member) => member.active).length,
		minutes: sum(team, 'minutes'),
		coursesCompleted: sum(team, 'coursesCompleted'),
		certificates: sum(team, 'certificates'),
	};
}
