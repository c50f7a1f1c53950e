// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getBanner } from '../lib/api/site';
import type { BannerAudience } from '../lib/contracts/site';
import { $bannerHtml, clearBanner } from '../stores/visibility';
import { showConfiguredBanner } from './site-banner';

type Load = typeof getBanner;

const answering = (html: string | null, audience: BannerAudience = 'everyone'): Load =>
	vi.fn<Load>(() => Promise.resolve({ ok: true, data: { html, audience } }));

afterEach(() => {
	clearBanner();
});

describe('showConfiguredBanner', () => {
	it('leaves the page without a banner when none is set or the call fails', async () => {
		await showConfiguredBanner(answering(null));
		expect($bannerHtml.get()).toBeNull();
		const failing = vi.fn<Load>(() =>
			Promise.resolve({ ok: false, status: 0, result: 'network_error', msg: 'x' }),
		);
		await showConfiguredBanner(failing);
		expect($bannerHtml.get()).toBeNull();
	});

	it("shows the operator's HTML, with its links and emphasis", async () => {
		await showConfiguredBanner(
			answering('Nuevo curso de <strong>Dermofarmacia</strong>: <a href="/cursos">verlo</a>'),
		);
		expect($bannerHtml.get()).toBe(
			'Nuevo curso de <strong>Dermofarmacia</strong>: <a href="/cursos">verlo</a>',
		);
	});

	it('shows a banner for learners only with a session, and one for visitors only without', async () => {
		const html = 'Nuevo curso';
		await showConfiguredBanner(answering(html, 'learners'), () => false);
		expect($bannerHtml.get()).toBeNull();
		await showConfiguredBanner(answering(html, 'visitors'), () => true);
		expect($bannerHtml.get()).toBeNull();
		await showConfiguredBanner(answering(html, 'learners'), () => true);
		expect($bannerHtml.get()).toBe(html);
		clearBanner();
		await showConfiguredBanner(answering(html, 'visitors'), () => false);
		expect($bannerHtml.get()).toBe(html);
		clearBanner();
		await showConfiguredBanner(answering(html, 'everyone'), () => true);
		expect($bannerHtml.get()).toBe(html);
	});

	it('sanitises it: no scripts, handlers, styles or unsafe links reach the page', async () => {
		await showConfiguredBanner(
			answering(
				'<img src=x onerror="alert(1)"><script>alert(2)</script>' +
					'<a href="javascript:alert(3)" onclick="alert(4)" style="color:red">Aviso</a>' +
					'<style>body{display:none}</style>',
			),
		);
		const html = $bannerHtml.get() ?? '';
		expect(html).toBe('<a>Aviso</a>');
		expect(html).not.toMatch(/script|onerror|onclick|javascript|display|style|img/i);
	});
});
