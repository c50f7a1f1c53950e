/** The demo pharmacy's own training (issue #7): stored like uploads, once, and hidden from the catalogue. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { OWN_TRAINING_CATEGORY_ID } from '../../../lib/own-training';
import type { DatabaseHandle } from '../client';
import { listCourses } from '../queries/courses';
import { categories, courses, pharmacies, uploadedFiles } from '../schema';
import {
	DEMO_OWN_TRAINING_PHARMACY,
	seedDemoOwnTraining,
	type SeedFileStore,
} from './own-training';

function memoryStore() {
	const saved = new Map<string, Uint8Array>();
	const store: SeedFileStore = {
		save(key, source) {
			saved.set(key, source);
			return Promise.resolve({ bytes: source.byteLength });
		},
	};
	return { store, saved };
}

describe.each(databaseKinds)('demo own training on %s', (kind) => {
	let handle: DatabaseHandle;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
	});
	afterAll(async () => {
		await handle.close();
	});

	it('stores a video and a PDF for the demo pharmacy once, outside the catalogue', async () => {
		const { store, saved } = memoryStore();
		expect(await seedDemoOwnTraining(handle.db, store)).toBe(2);
		expect(await seedDemoOwnTraining(handle.db, store)).toBe(0);

		const [pharmacy] = await handle.db
			.select({ id: pharmacies.id })
			.from(pharmacies)
			.where(eq(pharmacies.name, DEMO_OWN_TRAINING_PHARMACY));
		const rows = await handle.db
			.select({ id: courses.id, categoryId: courses.categoryId })
			.from(courses)
			.where(eq(courses.pharmacyId, pharmacy!.id));
		expect(rows).toHaveLength(2);
		expect(rows.every((row) => row.categoryId === OWN_TRAINING_CATEGORY_ID)).toBe(true);
		const [category] = await handle.db
			.select()
			.from(categories)
			.where(eq(categories.id, OWN_TRAINING_CATEGORY_ID));
		expect(category?.name).toBe('Formación de tu farmacia');

		const files = await handle.db
			.select()
			.from(uploadedFiles)
			.where(eq(uploadedFiles.pharmacyId, pharmacy!.id));
		expect(files.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'video/webm']);
		for (const file of files) {
			const bytes = saved.get(file.storageKey);
			expect(bytes?.byteLength).toBe(file.bytes);
			const head = Buffer.from(bytes!.subarray(0, 5));
			if (file.kind === 'pdf') expect(head.toString('latin1')).toBe('%PDF-');
			else expect([...head.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
		}

		const catalogue = await listCourses(handle.db, { order: 'latest', limit: 500, offset: 0 });
		const ids = new Set(catalogue.map((row) => row.cid));
		expect(rows.some((row) => ids.has(row.id))).toBe(false);
	});
});
