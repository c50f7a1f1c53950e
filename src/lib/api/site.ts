/** The site setting calls (issue #17), unwrapped from `data`. */
import {
	BANNER_AUDIENCES,
	type Banner,
	type BannerAudience,
	type SiteResult,
} from '../contracts/site';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** The banner above the navigation bar (`data.getBanner`); `html` null for none. */
export function getBanner(client: ApiClient = api): Promise<ApiResult<Banner, SiteResult>> {
	return client.get('/site/getBanner', {
		select: (data) => {
			const banner = dataAt<unknown>('getBanner')(data);
			if (typeof banner !== 'object' || banner === null) return undefined;
			const { html, audience } = banner as { html?: unknown; audience?: unknown };
			if (typeof html !== 'string' && html !== null) return undefined;
			// An answer from before audiences were kept is for everyone.
			const known = BANNER_AUDIENCES.includes(audience as BannerAudience);
			return { html, audience: known ? (audience as BannerAudience) : 'everyone' };
		},
	});
}
