/** What the studio's islands share (issue #19): their translator and the editor's address. */
import list from 'i18n-section:studio.list';
import status from 'i18n-section:studio.status';
import { createTranslator } from '../../../i18n/translate';

export const t = createTranslator({ studio: { list, status } });

/** The course editor of the studio, for course `cid`. */
export function editorHref(cid: number): string {
	return `/estudio/curso/?cid=${String(cid)}`;
}
