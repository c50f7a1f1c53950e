/** Netlify's build hook (ADR 017): called with the reason as the deploy's title; its answer kept. */
import { describe, expect, it } from 'vitest';
import { netlifyHookPublisher } from './netlify-hook';

const HOOK = 'https://api.netlify.com/build_hooks/5c23354f454e1350f8543e78';

function fakeFetch(status: number, body: string) {
	const requests: { url: string; method: string | undefined }[] = [];
	const fetchImpl: typeof fetch = (input, init) => {
		requests.push({
			url: input instanceof Request ? input.url : input.toString(),
			method: init?.method,
		});
		return Promise.resolve(new Response(body, { status }));
	};
	return { fetchImpl, requests };
}

describe('the Netlify build hook', () => {
	it('posts to the hook, titled with the publication, and waits for the deploy', async () => {
		const { fetchImpl, requests } = fakeFetch(200, '');
		const outcome = await netlifyHookPublisher(HOOK, fetchImpl).publish({
			upTo: 12,
			reason: 'Publicado: Ojo seco',
		});
		expect(outcome).toEqual({ state: 'building', log: 'Netlify build hook accepted (200).' });
		expect(requests).toHaveLength(1);
		expect(requests[0]!.method).toBe('POST');
		const url = new URL(requests[0]!.url);
		expect(url.origin + url.pathname).toBe(HOOK);
		expect(url.searchParams.get('trigger_title')).toBe('Publicado: Ojo seco');
	});

	it('fails with Netlify’s answer when the hook refuses, or with the error when unreachable', async () => {
		const refused = await netlifyHookPublisher(HOOK, fakeFetch(404, 'Not Found').fetchImpl).publish(
			{
				upTo: 1,
				reason: 'x',
			},
		);
		expect(refused).toEqual({
			state: 'failed',
			log: 'Netlify build hook answered 404: Not Found',
		});
		const unreachable = await netlifyHookPublisher(HOOK, () =>
			Promise.reject(new TypeError('fetch failed')),
		).publish({ upTo: 1, reason: 'x' });
		expect(unreachable.state).toBe('failed');
		expect(unreachable.log).toContain('TypeError: fetch failed');
	});
});
