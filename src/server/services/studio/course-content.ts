/**
 * The studio's export and import of courses as files (issue #19, ADR 017c): one `<path>.json` per
 * course, the same `CourseDocument` the editor saves and the demo catalogue ships in content/.
 *
 * An import is all or nothing: every file is checked (JSON, schema, then against the database)
 * before anything is written, and one refused file refuses the batch. What a file does:
 * - a course the campus does not have (by `id`, else by `path`) is created: as a `draft`, or live
 *   in `publish` mode;
 * - a course never published (`draft`, `in_review`) is changed in place and goes back to `draft`;
 * - a published or archived course is never overwritten by a `draft` import: the file becomes its
 *   studio draft (`course_drafts`), for an editor to review and publish; in `publish` mode (an
 *   admin's command) it is changed in place, keeping its items' ids and so its learners' progress;
 * - a course with unpublished studio changes is refused (they would be lost), unless the file is
 *   exactly those changes;
 * - a file whose `id` names a course with another path is refused: renaming is the studio's job,
 *   and an id from another campus must not overwrite this campus's course of that number;
 * - a file equal to what the campus has is `unchanged` and writes nothing.
 */
import * as v from 'valibot';
import { t } from '../../../i18n';
import {
	canonicalCourseDocument,
	contentProblems,
	courseFile,
	type ContentFile,
	type ContentFileReport,
	type ContentImportReport,
	type ImportMode,
	type ImportOutcome,
} from '../../../lib/contracts/content-files';
import { CourseDocument, courseMinutes } from '../../../lib/contracts/course-document';
import type { Database } from '../../db/client';
import {
	readCourseDocuments,
	type CourseDocumentFilter,
} from '../../db/queries/course-document-reads';
import {
	resolveCourseDocuments,
	type ResolvedCourse,
} from '../../db/queries/course-document-resolve';
import { writeCourseDocuments } from '../../db/queries/course-documents';
import {
	insertCourseDrafts,
	listCourseDrafts,
	lockCourseWrites,
} from '../../db/queries/course-imports';

/** A file as an editor brings it: its name and its text. */
export interface ImportFile {
	name: string;
	text: string;
}

export interface ImportOptions {
	mode: ImportMode;
	now: Date;
	/** Who imports, recorded on the drafts it leaves; null for the command line. */
	userId?: number | null;
}

/**
 * Catalogue courses as files, `<path>.json` in id order (see readCourseDocuments): every course
 * in every state unless `filter` narrows it. Pharmacies' own training is never exported.
 */
export async function exportCourses(
	db: Database,
	filter: CourseDocumentFilter = {},
): Promise<ContentFile[]> {
	return (await readCourseDocuments(db, filter)).map(courseFile);
}

/**
 * A course's content for comparison: canonical, with the card's minutes written down only when
 * they differ from what the items add up to (as readCourseDocuments gives them).
 */
function comparable(document: CourseDocument): string {
	const computed = courseMinutes({ program: document.program });
	return JSON.stringify(
		canonicalCourseDocument({
			...document,
			durationMinutes: document.durationMinutes === computed ? undefined : document.durationMinutes,
		}),
	);
}

/** Each file read and checked against the schema; the report of each, refused when it is not. */
function parseFiles(files: readonly ImportFile[]) {
	const reports: ContentFileReport[] = [];
	const parsed: { report: ContentFileReport; document: CourseDocument }[] = [];
	for (const file of files) {
		const report: ContentFileReport = {
			file: file.name,
			path: null,
			courseId: null,
			outcome: 'refused',
			problems: [],
		};
		reports.push(report);
		let json: unknown;
		try {
			json = JSON.parse(file.text);
		} catch (error) {
			const reason = error instanceof Error ? error.message : String(error);
			report.problems.push({ field: '', message: t('studio.content.not_json', { reason }) });
			continue;
		}
		const result = v.safeParse(CourseDocument, json);
		if (!result.success) {
			report.problems.push(...contentProblems(result.issues));
			continue;
		}
		report.path = result.output.path;
		parsed.push({ report, document: result.output });
	}
	return { reports, parsed };
}

interface Decision {
	course: ResolvedCourse;
	report: ContentFileReport;
	/** The studio draft the course has, as saved. */
	draft: unknown;
}

/** What one checked file does, by the rules of this file's comment; refusals get their reason. */
function decide(
	{ course, report, draft }: Decision,
	current: CourseDocument | undefined,
	mode: ImportMode,
): ImportOutcome {
	const { existing, document } = course;
	if (report.problems.length > 0) return 'refused';
	if (existing === null) return 'created';
	report.courseId = existing.id;
	if (existing.path !== document.path) {
		report.problems.push({
			field: 'id',
			message: t('studio.content.renamed', { id: existing.id, path: existing.path }),
		});
		return 'refused';
	}
	if (current && comparable(current) === comparable(document)) return 'unchanged';
	if (draft !== undefined) {
		const saved = v.safeParse(CourseDocument, draft);
		const sameAsDraft =
			mode === 'draft' && saved.success && comparable(saved.output) === comparable(document);
		if (sameAsDraft) return 'unchanged';
		report.problems.push({ field: '', message: t('studio.content.draft_exists') });
		return 'refused';
	}
	if (mode === 'publish' || existing.status === 'draft' || existing.status === 'in_review') {
		return 'updated';
	}
	return 'drafted';
}

/**
 * Imports `files` (see this file's comment) in one transaction and answers what became of each.
 * Nothing is written unless every file can be.
 */
export async function importCourses(
	db: Database,
	files: readonly ImportFile[],
	{ mode, now, userId = null }: ImportOptions,
): Promise<ContentImportReport> {
	const { reports, parsed } = parseFiles(files);
	return db.transaction(async (tx) => {
		await lockCourseWrites(tx);
		const { resolved, problems } = await resolveCourseDocuments(
			tx,
			parsed.map(({ document }) => document),
		);
		for (const { document, field, message } of problems) {
			parsed[document]?.report.problems.push({ field, message });
		}
		const existingIds = resolved.flatMap((course) => (course.existing ? [course.existing.id] : []));
		const current = new Map(
			(await readCourseDocuments(tx, { ids: existingIds })).map((course) => [course.id, course]),
		);
		const drafts = new Map(
			(await listCourseDrafts(tx, existingIds)).map((row) => [row.courseId, row.document]),
		);
		const decisions = resolved.map((course, index) => {
			const { report } = parsed[index] as (typeof parsed)[number];
			const draft = course.existing ? drafts.get(course.existing.id) : undefined;
			report.outcome = decide({ course, report, draft }, current.get(course.existing?.id), mode);
			return { course, report, document: parsed[index]?.document as CourseDocument };
		});
		if (reports.some((report) => report.outcome === 'refused')) {
			return { written: false, files: reports };
		}

		const live = decisions.filter(
			({ report }) => report.outcome === 'created' || report.outcome === 'updated',
		);
		const written = await writeCourseDocuments(
			tx,
			live.map(({ document }) => document),
			{ status: mode === 'publish' ? 'published' : 'draft', now },
		);
		live.forEach(({ report }, index) => {
			report.courseId = written[index]?.courseId ?? null;
		});
		await insertCourseDrafts(
			tx,
			decisions
				.filter(({ report }) => report.outcome === 'drafted')
				.map(({ course }) => ({
					courseId: course.existing?.id ?? 0,
					document: canonicalCourseDocument(course.document),
					updatedBy: userId,
					updatedAt: now,
				})),
		);
		return { written: true, files: reports };
	});
}
