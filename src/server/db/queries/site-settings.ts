/** SQL of `site_settings` (issue #17): the operator's settings, one row per key. */
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { siteSettings } from '../schema';

/** The stored value of `key`, or null when it has none (its default applies). */
export async function readSetting(db: Database, key: string): Promise<string | null> {
	const [row] = await db
		.select({ value: siteSettings.value })
		.from(siteSettings)
		.where(eq(siteSettings.key, key))
		.limit(1);
	return row?.value ?? null;
}
