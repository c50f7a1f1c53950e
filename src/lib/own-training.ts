/**
 * What the server and the campus both need to know of a pharmacy's own training (issue #7), with
 * no dependency: islands import it without the payload schemas (src/lib/contracts/own-training.ts).
 */

/** The category every own training is filed under; hidden from the catalogue's lists. */
export const OWN_TRAINING_CATEGORY_ID = 900;
export const OWN_TRAINING_CATEGORY_SLUG = 'formacion-de-tu-farmacia';

/**
 * Own training's `courses.path` starts with this: the campus links a course to its player from the
 * path, and own training has no prerendered page (`/aula/curso/{path}` is built per catalogue
 * course), so its player is the shell `/aula/formacion?id={cid}`.
 */
export const OWN_TRAINING_PATH_PREFIX = 'formacion-propia-';
export const OWN_TRAINING_PLAYER_PATH = '/aula/formacion';

/**
 * Where a course is played: its own page for the catalogue, the own-training shell otherwise.
 *
 * @example
 * playerHref({ cid: 12, path: 'acne-en-el-mostrador' }); // '/aula/curso/acne-en-el-mostrador'
 * playerHref({ cid: 10450, path: 'formacion-propia-3f2a' }); // '/aula/formacion?id=10450'
 */
export function playerHref(course: { cid: number; path: string }): string {
	return course.path.startsWith(OWN_TRAINING_PATH_PREFIX)
		? `${OWN_TRAINING_PLAYER_PATH}?id=${course.cid}`
		: `/aula/curso/${course.path}`;
}

/**
 * The player's "start playing" request: a link that promises a lesson (the thanks page's "Empezar
 * la primera lección") carries it, and the player starts the first video once it can.
 */
export const START_PLAYING_PARAM = 'empezar';

/** `playerHref` with the request to start playing at once. */
export function startPlayingHref(course: { cid: number; path: string }): string {
	const href = playerHref(course);
	return `${href}${href.includes('?') ? '&' : '?'}${START_PLAYING_PARAM}=1`;
}

export const TITLE_MIN_LENGTH = 3;
export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 1000;
/** A video's length as read from its file: at least a second, at most four hours. */
export const MIN_DURATION_SECONDS = 1;
export const MAX_DURATION_SECONDS = 4 * 60 * 60;

export type OwnTrainingType = 'video' | 'pdf';
