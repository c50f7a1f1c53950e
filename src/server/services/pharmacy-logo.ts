/**
 * A pharmacy's logo (issue #7): its owner or group holder uploads one (PNG, JPEG or sanitised SVG,
 * services/uploads.ts) while the plan includes the pharmacy space, and may remove it. A new logo
 * replaces the old one: its row and its bytes are deleted, so a pharmacy keeps at most one.
 */
import * as v from 'valibot';
import { UploadLogoFields } from '../../lib/contracts/uploads';
import type { UploadLogoAnswer, RemoveLogoAnswer } from '../../lib/contracts/uploads';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import * as queries from '../db/queries/uploads';
import { AppError } from '../errors';
import { fieldLabels, invalidDataMessage } from '../payload';
import { storedFileRemoval } from './file-storage';
import { logoUrl } from './file-urls';
import { requireManagedPharmacy, requirePlanFeature } from './pharmacy-access';
import { discardUpload, LOGO_POLICY, receiveUpload, type UploadRequest } from './uploads';

type LogoDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'files' | 'logger' | 'jobs'>;

/**
 * Receives the logo of `POST /uploads/uploadLogo` (the multipart `request`) for `userId`: the
 * guards run on the form's `pharmacyId` before any byte is stored (404 `ph_nf`, 403 `plan_req`).
 */
export async function uploadLogo(
	deps: LogoDeps,
	userId: number,
	request: UploadRequest,
): Promise<UploadLogoAnswer> {
	const upload = await receiveUpload(deps, request, {
		policy: LOGO_POLICY,
		destination: async (fields) => {
			const parsed = v.safeParse(UploadLogoFields, fields);
			if (!parsed.success) {
				throw new AppError(
					'inv_data',
					400,
					invalidDataMessage(parsed.issues, fieldLabels('uploads.fields', ['pharmacyId'])),
				);
			}
			const managed = await requireManagedPharmacy(deps, userId, parsed.output.pharmacyId);
			requirePlanFeature(managed, 'space');
			return { pharmacyId: managed.pharmacy.id };
		},
	});

	const { file, destination } = upload;
	let fileId: string;
	try {
		fileId = await deps.db.transaction(async (tx) => {
			const row = await queries.insertUploadedFile(tx, {
				pharmacyId: destination.pharmacyId,
				kind: 'logo',
				contentType: file.contentType,
				bytes: file.bytes,
				originalName: file.originalName,
				storageKey: file.storageKey,
				uploadedByUserId: userId,
			});
			const replaced = await queries.replacePharmacyLogo(tx, destination.pharmacyId, row.id);
			await removeLater(deps, tx, replaced.previousStorageKey);
			return row.id;
		});
	} catch (error) {
		await discardUpload(deps, file);
		throw error;
	}
	return { logoUrl: logoUrl(fileId) ?? '' };
}

/** `POST /uploads/removeLogo`: the pharmacy shows no logo; its file is deleted. */
export async function removeLogo(
	deps: LogoDeps,
	userId: number,
	pharmacyId: number,
): Promise<RemoveLogoAnswer> {
	// No plan check: someone whose plan has ended may still take their logo down.
	const managed = await requireManagedPharmacy(deps, userId, pharmacyId);
	await deps.db.transaction(async (tx) => {
		const { previousStorageKey } = await queries.replacePharmacyLogo(tx, managed.pharmacy.id, null);
		await removeLater(deps, tx, previousStorageKey);
	});
	return { logoUrl: null };
}

/** The old logo's bytes, deleted by a job once the transaction that dropped its row commits. */
async function removeLater(deps: LogoDeps, tx: Database, storageKey: string | null): Promise<void> {
	if (storageKey) await deps.jobs.enqueue(tx, storedFileRemoval(storageKey), deps.now());
}
