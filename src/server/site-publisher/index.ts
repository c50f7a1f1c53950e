/**
 * How a publish in the studio reaches the public pages (issue #19, ADR 017). Course pages, the
 * catalogue and the home page are prerendered, so a change goes live by building them again:
 * - on the Node server, in a child process, into a new release swapped in atomically (rebuild.ts);
 * - on Netlify, by calling the site's build hook (netlify-hook.ts);
 * - elsewhere (`astro dev`, tests, a build read by another host) nothing is built here.
 * Nothing here sees HTTP requests or the database: the studio's service records the outcome.
 */
import type { Logger } from '../logger';
import { netlifyHookPublisher } from './netlify-hook';
import { rebuildPublisher, type RebuildSettings } from './rebuild';

export type PublishOutcome =
	/** The new pages are served. */
	| { state: 'live'; log: string }
	/** The host builds and deploys on its own; its deploy notification says when they are live. */
	| { state: 'building'; log: string }
	| { state: 'failed'; log: string };

export type SitePublisherKind = 'rebuild' | 'netlify' | 'none';

export interface SitePublisher {
	kind: SitePublisherKind;
	/**
	 * Brings the public pages up to date with the live data, which includes every publication up
	 * to `upTo` (the newest one this round took). `reason` names it for the host's deploy list.
	 */
	publish(request: { upTo: number; reason: string }): Promise<PublishOutcome>;
}

/** Where nothing is built here: the pages read the data on each request, or another host builds. */
export const noSitePublisher: SitePublisher = {
	kind: 'none',
	publish: () =>
		Promise.resolve({
			state: 'live',
			log: 'No static pages are built by this server (development, or another host builds them).',
		}),
};

/** Where the Node server rebuilds: its build folder, and its own API on the loopback. */
export type SiteRebuild = Pick<RebuildSettings, 'buildDir' | 'apiUrl'>;

export function createSitePublisher(options: {
	netlifyBuildHookUrl: string | undefined;
	rebuild: SiteRebuild | undefined;
	logger: Logger;
}): SitePublisher {
	if (options.netlifyBuildHookUrl) return netlifyHookPublisher(options.netlifyBuildHookUrl);
	if (options.rebuild) {
		return rebuildPublisher({
			...options.rebuild,
			projectDir: process.cwd(),
			logger: options.logger,
		});
	}
	return noSitePublisher;
}
