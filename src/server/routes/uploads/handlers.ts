/** Logo calls (issue #7): upload (multipart) and remove. */
import type { Context } from 'hono';
import { RemoveLogoBody } from '../../../lib/contracts/uploads';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as logos from '../../services/pharmacy-logo';

/** `POST /uploads/uploadLogo`, multipart: `pharmacyId`, then `file` (PNG, JPEG or SVG). */
export async function uploadLogo(c: Context<AppEnv>) {
	return ok(c, 'uploadLogo', await logos.uploadLogo(c.var.deps, currentUser(c).id, c.req.raw));
}

/** `POST /uploads/removeLogo {pharmacyId}`. */
export async function removeLogo(c: Context<AppEnv>) {
	const { pharmacyId } = await readPayload(
		c,
		RemoveLogoBody,
		fieldLabels('uploads.fields', ['pharmacyId']),
	);
	return ok(c, 'removeLogo', await logos.removeLogo(c.var.deps, currentUser(c).id, pharmacyId));
}
