/**
 * The logo form's first check of a chosen file, from what the browser says of it (its type, else
 * its extension, and its size), so a person hears at once that an image is too big. A first check
 * only: a renamed file passes here and is refused by the server, which decides from the bytes.
 */
import uploads from 'i18n-section:uploads';
import { createTranslator } from '../../../../i18n/translate';
import { formatFileSize } from '../../../../lib/file-size';
import { UPLOAD_LIMITS } from '../../../../lib/contracts/uploads';

/** The logo form's Spanish copy: the `uploads` section of es.json. */
export const t = createTranslator({ uploads });

/** What the browser says the chosen file is, by its type or else its extension. */
function logoKind(file: Pick<File, 'name' | 'type'>): 'raster' | 'svg' | null {
	const type = file.type.toLowerCase();
	const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
	if (type === 'image/svg+xml' || (type === '' && extension === 'svg')) return 'svg';
	if (type === 'image/png' || type === 'image/jpeg') return 'raster';
	if (type === '' && ['png', 'jpg', 'jpeg'].includes(extension)) return 'raster';
	return null;
}

/** The message for a file that cannot be a logo, or null when it may be sent. */
export function logoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
	const kind = logoKind(file);
	if (!kind) return t('uploads.logo.wrong_type');
	const limit = kind === 'svg' ? UPLOAD_LIMITS.logoSvg : UPLOAD_LIMITS.logo;
	if (file.size > limit) {
		return t('uploads.logo.too_big', { limit: formatFileSize(limit) });
	}
	return null;
}
