/** The site setting calls (issue #17), unwrapped from `data`. */
import type { Banner, SiteResult } from '../contracts/site';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** The banner above the navigation bar (`data.getBanner`); `html` null for none. */
export function getBanner(client: ApiClient = api): Promise<ApiResult<Banner, SiteResult>> {
	return client.get('/site/getBanner', {
		select: (data) => {
			const banner = dataAt<unknown>('getBanner')(data);
			if (typeof banner !== 'object' || banner === null) return undefined;
			const { html } = banner as { html?: unknown };
			return typeof html === 'string' || html === null ? { html } : undefined;
		},
	});
}
