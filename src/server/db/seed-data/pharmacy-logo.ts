/**
 * The demo pharmacy's logo (issue #7): "Farmacia Demo Liceo" shows one to its team on a fresh
 * campus. It is stored as an upload is (services/pharmacy-logo.ts): the SVG rebuilt by the
 * sanitiser, its bytes in the file storage, an `uploaded_files` row of kind `logo` and the
 * pharmacy pointing at it. Only with the demo accounts (never in production).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '../../../lib/contracts/uploads';
import type { Database } from '../client';
import { insertUploadedFile, replacePharmacyLogo } from '../queries/uploads';
import { pharmacies } from '../schema';
import { DEMO_OWN_TRAINING_PHARMACY, type SeedFileStore } from './own-training';

/** Arbitrary constant naming this seed's advisory lock (two processes starting together). */
const LOCK_KEY = 7_240_017;

/**
 * A green pharmacy cross and the pharmacy's name, 2:1 like the space the campus gives a logo
 * (120 × 60). Written as the sanitiser writes (one line, `xmlns` first), so it keeps it as it is.
 */
export const DEMO_LOGO_SVG = [
	'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="Farmacia Demo Liceo">',
	'<title>Farmacia Demo Liceo</title>',
	'<rect x="4" y="22" width="76" height="76" rx="18" fill="#1f8a4c"/>',
	'<path d="M32 34h20v18h18v20H52v18H32V72H14V52h18z" fill="#ffffff"/>',
	'<text x="94" y="56" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#1f8a4c">Farmacia</text>',
	'<text x="94" y="86" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#1b2b2c">Demo Liceo</text>',
	'</svg>',
].join('');

/** {@link DEMO_LOGO_SVG} as the sanitiser writes an upload: with the XML declaration first. */
export const DEMO_LOGO_FILE = `<?xml version="1.0" encoding="UTF-8"?>\n${DEMO_LOGO_SVG}`;

/**
 * Gives the demo pharmacy its logo unless it has one (the seed runs at every start, and a logo its
 * titular uploaded stays). Answers whether it added it.
 */
export async function seedDemoPharmacyLogo(db: Database, files: SeedFileStore): Promise<boolean> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
		const [pharmacy] = await tx
			.select({
				id: pharmacies.id,
				ownerUserId: pharmacies.ownerUserId,
				logoFileId: pharmacies.logoFileId,
			})
			.from(pharmacies)
			.where(sql`lower(${pharmacies.name}) = lower(${DEMO_OWN_TRAINING_PHARMACY})`);
		if (!pharmacy || pharmacy.logoFileId !== null) return false;

		const bytes = Buffer.from(DEMO_LOGO_FILE, 'utf8');
		// The shape services/file-storage.ts gives its keys: `<pharmacyId>/<uuid>`.
		const storageKey = `${pharmacy.id}/${randomUUID()}`;
		const saved = await files.save(storageKey, bytes, { maxBytes: UPLOAD_LIMITS.logoSvg });
		const row = await insertUploadedFile(tx, {
			pharmacyId: pharmacy.id,
			kind: 'logo',
			contentType: 'image/svg+xml',
			bytes: saved.bytes,
			originalName: 'logo-farmacia-demo-liceo.svg',
			storageKey,
			uploadedByUserId: pharmacy.ownerUserId,
		});
		await replacePharmacyLogo(tx, pharmacy.id, row.id);
		return true;
	});
}
