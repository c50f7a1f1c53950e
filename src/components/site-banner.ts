/**
 * The banner above the navigation bar (spec §2) with the text the operator set (issue #17,
 * `GET /api/site/getBanner`): asked once per page by the header's script, sanitised with the
 * dialogs' allowlist (ADR 012) before it reaches the visibility store, which inserts it as HTML.
 * The sanitiser is loaded only when there is a banner: most pages have none.
 */
import { getBanner } from '../lib/api/site';
import { setBanner } from '../stores/visibility';

/**
 * Shows the configured banner, if any; a failed call leaves the page without one.
 *
 * @example
 * void showConfiguredBanner();
 */
export async function showConfiguredBanner(load: typeof getBanner = getBanner): Promise<void> {
	const result = await load();
	if (!result.ok || result.data.html === null) return;
	const { sanitizeHtml } = await import('./islands/shared/sanitize-html');
	setBanner(sanitizeHtml(result.data.html));
}
