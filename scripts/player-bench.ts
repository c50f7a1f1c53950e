/**
 * Issue #19: how long an HLS lesson takes to start in the course player, in Chromium (which plays
 * HLS through hls.js) on a phone's viewport and network (Lighthouse's mobile throttling: 150 ms
 * round trip, 1.6 Mbps down, 750 kbps up), both ways hls.js could load (ADR 017p):
 *
 * - at the first interaction (what the player does): play is pressed on a page that has not loaded
 *   hls.js; timed from the press to the first frame playing;
 * - with the page: hls.js, the playlists and the first segments loaded before play is pressed
 *   (the person interacted as soon as the page showed, then pressed play once all was in).
 *
 * The median of `runs` cold starts each (a new browser context: nothing cached). Used by
 * scripts/bench.ts (`npm run bench -- --player`), on the built server it starts.
 */
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';

interface PlayerStartOptions {
	base: string;
	/** A learner with a licence that opens the course, who logs in through the form. */
	account: { email: string; password: string };
	/** `/aula/curso/{path}/` of a course whose first item is an HLS lesson. */
	playerPath: string;
	runs: number;
}

export interface PlayerStartResult {
	mode: 'first interaction' | 'with the page';
	/** Median ms from pressing play to the first frame playing. */
	pressToPlayingMs: number;
	/** Median bytes of JavaScript transferred before play was pressed. */
	scriptBytesBeforePlay: number;
}

const THROTTLE = {
	offline: false,
	latency: 150,
	downloadThroughput: (1.6 * 1024 * 1024) / 8,
	uploadThroughput: (750 * 1024) / 8,
};

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function logIn(page: Page, base: string, account: PlayerStartOptions['account']) {
	await page.goto(`${base}/login`);
	await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
	const form = page.getByRole('form', { name: 'Iniciar sesión' });
	await form.getByLabel('Email o nombre de usuario').fill(account.email);
	await form.getByLabel('Contraseña', { exact: true }).fill(account.password);
	await form.getByRole('button', { name: 'Entrar' }).click();
	await page.waitForURL(/\/dashboard\/?$/);
}

async function oneStart(
	browser: Browser,
	options: PlayerStartOptions,
	mode: PlayerStartResult['mode'],
): Promise<{ ms: number; scriptBytes: number }> {
	const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-ES' });
	try {
		const page = await context.newPage();
		await logIn(page, options.base, options.account);
		const cdp = await context.newCDPSession(page);
		await cdp.send('Network.enable');
		await cdp.send('Network.emulateNetworkConditions', THROTTLE);
		// The login's pages cached some of the player's modules: a cold start counts them all.
		await cdp.send('Network.clearBrowserCache');
		const scripts = new Set<string>();
		let scriptBytes = 0;
		let counting = true;
		cdp.on('Network.responseReceived', (event: { requestId: string; type: string }) => {
			if (event.type === 'Script') scripts.add(event.requestId);
		});
		cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
			if (counting && scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
		});

		await page.goto(`${options.base}${options.playerPath}`);
		const video = page.locator('video');
		await video.waitFor();
		if (mode === 'with the page') {
			await page.evaluate(() => {
				document.dispatchEvent(new PointerEvent('pointerdown'));
			});
			await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 3);
		}
		// What had arrived when play was pressed.
		await page.waitForLoadState('networkidle');
		counting = false;
		const ms = await video.evaluate(async (element: HTMLVideoElement) => {
			const started = performance.now();
			const playing = new Promise<void>((resolve) => {
				const check = () => {
					if (element.currentTime > 0 && !element.paused) resolve();
					else requestAnimationFrame(check);
				};
				check();
			});
			element.muted = true;
			// The person's press: the first interaction, then play (the player's own K key does this).
			element.dispatchEvent(new PointerEvent('pointerenter'));
			await element.play();
			await playing;
			return performance.now() - started;
		});
		return { ms, scriptBytes };
	} finally {
		await context.close();
	}
}

export async function playerStartBench(options: PlayerStartOptions): Promise<PlayerStartResult[]> {
	const browser = await chromium.launch({
		...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
		args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
	});
	try {
		const results: PlayerStartResult[] = [];
		for (const mode of ['first interaction', 'with the page'] as const) {
			const samples: { ms: number; scriptBytes: number }[] = [];
			for (let run = 0; run < options.runs; run++) {
				samples.push(await oneStart(browser, options, mode));
			}
			results.push({
				mode,
				pressToPlayingMs: Math.round(median(samples.map((sample) => sample.ms))),
				scriptBytesBeforePlay: median(samples.map((sample) => sample.scriptBytes)),
			});
		}
		return results;
	} finally {
		await browser.close();
	}
}
