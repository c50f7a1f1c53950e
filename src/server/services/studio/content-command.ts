/**
 * `npm run content` (issue #19, ADR 017c): the studio's export and import from the command line,
 * on the database the server uses. `-- export <dir>` writes every catalogue course as
 * `<dir>/<path>.json`; `-- import <dir>` reads every `*.json` of `<dir>` and imports them as
 * drafts, `-- import <dir> --publish` live (services/studio/course-content.ts says what each file
 * does). Answers the process's exit code: 1 when the import refused the batch.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_OUTCOMES } from '../../../lib/contracts/content-files';
import type { Database } from '../../db/client';
import { exportCourses, importCourses } from './course-content';

const USAGE = 'usage: npm run content -- export <dir> | import <dir> [--publish]';

export async function runContentCommand(
	args: readonly string[],
	db: Database,
	now: Date,
	print: (line: string) => void,
): Promise<number> {
	const [command, dir, ...flags] = args;
	if (command === 'export' && dir !== undefined && flags.length === 0) {
		const files = await exportCourses(db);
		await mkdir(dir, { recursive: true });
		for (const file of files) await writeFile(path.join(dir, file.name), file.text);
		print(`exported ${String(files.length)} course(s) to ${dir}`);
		return 0;
	}
	if (command === 'import' && dir !== undefined && flags.every((flag) => flag === '--publish')) {
		const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
		const files = [];
		for (const name of names) {
			files.push({ name, text: await readFile(path.join(dir, name), 'utf8') });
		}
		const mode = flags.includes('--publish') ? 'publish' : 'draft';
		const report = await importCourses(db, files, { mode, now });
		for (const file of report.files) {
			const course = file.courseId === null ? '' : ` (course ${String(file.courseId)})`;
			print(`${file.outcome.padEnd(9)} ${file.file}${course}`);
			for (const problem of file.problems) {
				print(`          ${problem.field ? `${problem.field}: ` : ''}${problem.message}`);
			}
		}
		if (!report.written) {
			print('nothing was imported: correct the refused files and run it again');
			return 1;
		}
		const outcomes = IMPORT_OUTCOMES.filter((outcome) => outcome !== 'refused').map(
			(outcome) =>
				`${String(report.files.filter((file) => file.outcome === outcome).length)} ${outcome}`,
		);
		print(`${outcomes.join(', ')} (${mode} mode)`);
		return 0;
	}
	print(USAGE);
	return 2;
}
