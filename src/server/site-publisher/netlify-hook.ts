/**
 * Netlify (ADR 017): a POST to the site's build hook starts a build and deploy of the current
 * branch; the prerendered pages read the live database while Netlify builds them. The studio shows
 * the publication as `building` until Netlify's deploy notification (routes/site) says how it
 * ended.
 */
import type { PublishOutcome, SitePublisher } from './index';

/** A hook that does not answer within this time is taken as failed (the studio offers to retry). */
const HOOK_TIMEOUT_MS = 15_000;

export function netlifyHookPublisher(
	hookUrl: string,
	fetchImpl: typeof fetch = fetch,
): SitePublisher {
	return {
		kind: 'netlify',
		async publish({ reason }): Promise<PublishOutcome> {
			const url = new URL(hookUrl);
			// Shown as the deploy's message in Netlify's list of deploys.
			url.searchParams.set('trigger_title', reason);
			try {
				const response = await fetchImpl(url, {
					method: 'POST',
					body: '{}',
					headers: { 'content-type': 'application/json' },
					signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
				});
				const answer = (await response.text()).slice(0, 500);
				if (!response.ok) {
					return {
						state: 'failed',
						log: `Netlify build hook answered ${String(response.status)}: ${answer}`,
					};
				}
				return {
					state: 'building',
					log: `Netlify build hook accepted (${String(response.status)}).`,
				};
			} catch (error) {
				return { state: 'failed', log: `Netlify build hook unreachable: ${String(error)}` };
			}
		},
	};
}
