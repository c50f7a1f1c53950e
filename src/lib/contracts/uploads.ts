/**
 * Payloads, answers and limits of the upload calls (issue #7, `/api/uploads`), shared by
 * src/server/routes/uploads, services/uploads.ts (which enforces the limits) and the logo form
 * (which checks them before sending, so a person learns at once that a file is too big).
 */
import type { AreaResult, LicenceRefusal } from './common';
import type { PharmacyAccessResult } from './pharmacy-team';
import { t } from '../../i18n/index';
import { payloadObject, positiveId } from './fields';

const KB = 1024;
const MB = 1024 * KB;

/** Limits of issue #7, in bytes: logo 1 MB (SVG 256 KB), PDF 20 MB, video 200 MB. */
export const UPLOAD_LIMITS = {
	logo: 1 * MB,
	logoSvg: 256 * KB,
	pdf: 20 * MB,
	video: 200 * MB,
} as const;

/** What the logo file input accepts (the server decides from the bytes, not from this). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

const pharmacyId = positiveId(() => t('errors.invalid_data'));

/**
 * The text field of `POST /uploads/uploadLogo` (multipart: `pharmacyId` first, then `file`).
 * Form fields arrive as text; the id is read from its digits.
 */
export const UploadLogoFields = payloadObject({ pharmacyId });

/** `POST /uploads/removeLogo {pharmacyId}`. */
export const RemoveLogoBody = payloadObject({ pharmacyId });

// ---- Answers -------------------------------------------------------------------------------

/** `data.uploadLogo`: where the new logo is served. */
export interface UploadLogoAnswer {
	logoUrl: string;
}

/** `data.removeLogo`. */
export interface RemoveLogoAnswer {
	logoUrl: null;
}

// ---- Result codes ----------------------------------------------------------------------------

/** Why an uploaded file is refused (services/uploads.ts, ADR 009), whichever call took it. */
export type UploadRefusal = 'upl_inv' | 'file_ms' | 'file_type' | 'file_big' | 'svg_inv';

/** What the logo calls (`/uploads/*`) answer when they fail. */
export type UploadsResult = AreaResult<PharmacyAccessResult | UploadRefusal>;

/** What `/files/{id}` answers when it fails: unknown file, a signed link past its time, a bad range. */
export type FilesResult = AreaResult<LicenceRefusal | 'file_nf' | 'link_exp' | 'range_inv'>;
