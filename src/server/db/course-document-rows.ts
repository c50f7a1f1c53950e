/**
 * How a course document's parts become column values and back (ADR 017c): the content summary of
 * a course page and where an item's file is kept. Pure, shared by the writer and the reader of
 * queries/course-documents*.ts.
 */
import type { CourseDocument, CourseItem, ItemType } from '../../lib/contracts/course-document';
import type { CourseContentRow } from './schema';

export type QuizQuestions = Extract<CourseItem, { type: 'quiz' }>['questions'];

/** Spanish labels of the content summary shown on course pages (singular, plural). */
const CONTENT_LABELS: Record<ItemType, [string, string]> = {
	video: ['Vídeo', 'Vídeos'],
	counter_scene: ['Escena de mostrador', 'Escenas de mostrador'],
	pdf: ['Ficha PDF', 'Fichas PDF'],
	quiz: ['Test final', 'Tests'],
};
const CONTENT_ORDER: ItemType[] = ['video', 'counter_scene', 'pdf', 'quiz'];

/** Counts the program's items by type: the `content` list of a course page (spec §3). */
export function summariseContent(program: CourseDocument['program']): CourseContentRow[] {
	const items = program.flatMap((topic) => topic.items);
	return CONTENT_ORDER.flatMap((type) => {
		const quantity = items.filter((item) => item.type === type).length;
		if (quantity === 0) return [];
		const [singular, plural] = CONTENT_LABELS[type];
		return [{ type, quantity, name: quantity === 1 ? singular : plural }];
	});
}

/**
 * How a studio upload is kept in `program_items.media_url`/`captions_url` until the media
 * pipeline decides its playback address: `asset:<uuid>` (a site file is a relative path, which
 * never has a colon). The only two functions that know it.
 */
const ASSET_PREFIX = 'asset:';

function storedMedia(assetId: string | undefined, url: string | undefined): string | null {
	if (assetId !== undefined) return `${ASSET_PREFIX}${assetId}`;
	return url ?? null;
}

export function mediaFromStored(stored: string | null): { assetId?: string; url?: string } {
	if (stored === null || stored === '') return {};
	if (stored.startsWith(ASSET_PREFIX)) return { assetId: stored.slice(ASSET_PREFIX.length) };
	return { url: stored };
}

/** The columns of an item's file: a video's or scene's media and captions, a PDF's file. */
export function itemMedia(item: CourseItem): {
	mediaUrl: string | null;
	captionsUrl: string | null;
} {
	switch (item.type) {
		case 'video':
		case 'counter_scene':
			return {
				mediaUrl: storedMedia(item.mediaAssetId, item.mediaUrl),
				captionsUrl: storedMedia(item.captionsAssetId, item.captionsUrl),
			};
		case 'pdf':
			return { mediaUrl: storedMedia(item.fileAssetId, item.fileUrl), captionsUrl: null };
		case 'quiz':
			return { mediaUrl: null, captionsUrl: null };
	}
}
