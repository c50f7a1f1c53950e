/** SQL of `site_settings` (issues #17, #20): the operator's settings, one row per key. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { siteSettings } from '../schema';

/** The stored values of `keys`; a key without a row is left out. */
export async function readSettings(
	db: Database,
	keys: readonly string[],
): Promise<Map<string, string>> {
	const rows = await db
		.select({ key: siteSettings.key, value: siteSettings.value })
		.from(siteSettings)
		.where(inArray(siteSettings.key, [...keys]));
	return new Map(rows.map((row) => [row.key, row.value]));
}

/** Sets each key to its value, or removes its row when the value is null (its default applies). */
export async function writeSettings(
	db: Database,
	values: Readonly<Record<string, string | null>>,
	at: Date,
): Promise<void> {
	for (const [key, value] of Object.entries(values)) {
		if (value === null) {
			await db.delete(siteSettings).where(eq(siteSettings.key, key));
		} else {
			await db
				.insert(siteSettings)
				.values({ key, value, updatedAt: at })
				.onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: at } });
		}
	}
}
