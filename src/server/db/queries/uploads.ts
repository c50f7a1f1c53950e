/**
 * SQL of uploaded files (issue #7): their rows in `uploaded_files` and a pharmacy's logo. The bytes
 * are not here: services/file-storage.ts keeps them under each row's `storage_key`.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { pharmacies, uploadedFiles } from '../schema';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type NewUploadedFile = Omit<typeof uploadedFiles.$inferInsert, 'id' | 'createdAt'>;

export async function findUploadedFile(
	db: Database,
	id: string,
): Promise<UploadedFileRow | undefined> {
	const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
	return row;
}

export async function insertUploadedFile(
	db: Database,
	values: NewUploadedFile,
): Promise<UploadedFileRow> {
	const [row] = await db.insert(uploadedFiles).values(values).returning();
	if (!row) throw new Error('uploaded_files insert returned no row');
	return row;
}

/**
 * Makes `fileId` (or nothing) the pharmacy's logo and deletes the previous logo's row, returning
 * its storage key so the caller can remove the bytes once the transaction has committed. The
 * pharmacy row is locked first, so two uploads at once apply one after the other and neither
 * leaves an orphan row.
 */
export async function replacePharmacyLogo(
	db: Database,
	pharmacyId: number,
	fileId: string | null,
): Promise<{ previousStorageKey: string | null }> {
	const [current] = await db
		.select({ logoFileId: pharmacies.logoFileId })
		.from(pharmacies)
		.where(eq(pharmacies.id, pharmacyId))
		.for('update');
	if (!current) throw new Error(`pharmacy ${pharmacyId} vanished`);
	if (current.logoFileId === fileId) return { previousStorageKey: null };
	await db.update(pharmacies).set({ logoFileId: fileId }).where(eq(pharmacies.id, pharmacyId));
	if (!current.logoFileId) return { previousStorageKey: null };
	const [previous] = await db
		.delete(uploadedFiles)
		.where(eq(uploadedFiles.id, current.logoFileId))
		.returning({ storageKey: uploadedFiles.storageKey });
	return { previousStorageKey: previous?.storageKey ?? null };
}
