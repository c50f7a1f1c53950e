/**
 * The banner above the navigation bar (spec §2) with the text the operator set (issue #17,
 * `GET /api/site/getBanner`) for the readers they chose (issue #20: everyone, visitors or people
 * logged in): asked once per page by the header's script, sanitised with the
 * dialogs' allowlist (ADR 012) before it reaches the visibility store, which inserts it as HTML.
 * The sanitiser is loaded only when there is a banner: most pages have none.
 */
import { getBanner } from '../lib/api/site';
import type { BannerAudience } from '../lib/contracts/site';
import { $isLoggedIn } from '../stores/auth';
import { setBanner } from '../stores/visibility';

/** Whether the banner is for this reader: visitors have no session, learners have one. */
function isFor(audience: BannerAudience, loggedIn: boolean): boolean {
	if (audience === 'everyone') return true;
	return (audience === 'learners') === loggedIn;
}

/**
 * Shows the configured banner, if any and if it is for this reader; a failed call leaves the page
 * without one.
 *
 * @example
 * void showConfiguredBanner();
 */
export async function showConfiguredBanner(
	load: typeof getBanner = getBanner,
	loggedIn: () => boolean = () => $isLoggedIn.get(),
): Promise<void> {
	const result = await load();
	if (!result.ok || result.data.html === null) return;
	if (!isFor(result.data.audience, loggedIn())) return;
	const { sanitizeHtml } = await import('./islands/shared/sanitize-html');
	setBanner(sanitizeHtml(result.data.html));
}
