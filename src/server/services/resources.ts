/**
 * A course's PDF resources (issue #6): each download is counted per person (the pharmacy
 * reports of issue #7 read them) and completes the item, which may complete the course. A sheet
 * uploaded in the studio (issue #19) is served as it was uploaded; the demo's sheets are drawn on
 * the server from the course's own data.
 */
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import * as progressQueries from '../db/queries/progress';
import { findMediaAsset } from '../db/queries/media';
import { findUserById } from '../db/queries/users';
import { mediaFromStored } from '../db/course-document-rows';
import { AppError } from '../errors';
import { requireCourseAccess } from './access';
import { issueIfCompleted } from './certificates';
import { fileStorage, StoredFileMissingError } from './file-storage';
import { readOwnTrainingPdf } from './own-training';
import { renderResourcePdf } from './resource-pdf';

type ResourceDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'files'>;

/** Counts the download and completes the item, in one transaction. */
async function recordDownload(
	deps: ResourceDeps,
	userId: number,
	item: { id: number; courseId: number },
	now: Date,
) {
	await deps.db.transaction(async (tx) => {
		await progressQueries.insertDownload(tx, {
			userId,
			itemId: item.id,
			courseId: item.courseId,
			createdAt: now,
		});
		await progressQueries.completeItem(tx, userId, item.id, now);
	});
}

/** `POST /progress/downloadResource {iid}`: the PDF, counted. */
export async function downloadResource(
	deps: ResourceDeps,
	userId: number,
	itemId: number,
): Promise<{ filename: string; pdf: Uint8Array }> {
	const item = await progressQueries.findItemWithCourse(deps.db, itemId);
	if (!item) throw new AppError('it_nf', 404, t('progress.item_nf'));
	await requireCourseAccess(deps, userId, item);
	if (item.type !== 'pdf') throw new AppError('not_pdf', 400, t('progress.not_a_resource'));
	if (item.pharmacyId !== null) {
		// A pharmacy's own training: the PDF it uploaded, read before the download is counted.
		const own = await readOwnTrainingPdf(deps, item.id);
		if (!own) throw new AppError('it_nf', 404, t('progress.item_nf'));
		await recordDownload(deps, userId, item, deps.now());
		return own;
	}
	const [course, items, user] = await Promise.all([
		progressQueries.findCourseForPlayer(deps.db, item.courseId),
		progressQueries.listCourseItems(deps.db, item.courseId),
		findUserById(deps.db, userId),
	]);
	const programItem = items.find((candidate) => candidate.id === item.id);
	if (!course || !programItem || !user) throw new AppError('it_nf', 404, t('progress.item_nf'));

	const filename = `${course.path}-ficha-${item.id}.pdf`;
	const sheetId = mediaFromStored(item.mediaUrl).assetId;
	if (sheetId !== undefined) {
		// Read before the download is counted: a sheet gone is a 404 that completes nothing.
		const gone = () => new AppError('it_nf', 404, t('progress.item_nf'));
		const sheet = await findMediaAsset(deps.db, sheetId);
		if (sheet?.kind !== 'pdf') throw gone();
		const stream = await fileStorage(deps)
			.open(sheet.masterKey)
			.catch((error: unknown) => {
				throw error instanceof StoredFileMissingError ? gone() : error;
			});
		const pdf = new Uint8Array(await new Response(stream).arrayBuffer());
		await recordDownload(deps, userId, item, deps.now());
		await issueIfCompleted(deps, userId, item.courseId);
		return { filename, pdf };
	}

	const now = deps.now();
	await recordDownload(deps, userId, item, now);
	await issueIfCompleted(deps, userId, item.courseId);

	const pdf = await renderResourcePdf({
		courseName: course.name,
		categoryName: course.categoryName,
		itemName: programItem.name,
		topic: programItem.topic,
		goals: course.goals,
		holderName: `${user.name} ${user.lastName}`.trim(),
		downloadedAt: now,
	});
	return { filename, pdf };
}
