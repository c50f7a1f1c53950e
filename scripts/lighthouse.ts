/**
 * Lighthouse mobile scores (simulated throttling, Lighthouse's default) for a few built pages, the
 * median of several runs: single runs on these 2-core machines swing by up to 20 points.
 * Used by scripts/bench.ts; drives Debian's Chromium (or CHROME_PATH).
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseSummary {
	path: string;
	performance: number;
	accessibility: number;
	bestPractices: number;
	seo: number;
	lcpMs: number;
	tbtMs: number;
	cls: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2
		? (sorted[middle] ?? NaN)
		: ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

export async function lighthouseMedians(
	baseUrl: string,
	paths: string[],
	runs: number,
): Promise<LighthouseSummary[]> {
	const chromePath =
		process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
	const chrome = await chromeLauncher.launch({
		...(chromePath ? { chromePath } : {}),
		chromeFlags: [
			'--headless=new',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--no-first-run',
		],
	});
	try {
		const summaries: LighthouseSummary[] = [];
		for (const path of paths) {
			const samples: LighthouseSummary[] = [];
			for (let run = 0; run < runs; run++) {
				const result = await lighthouse(`${baseUrl}${path}`, {
					port: chrome.port,
					output: 'json',
					logLevel: 'error',
					onlyCategories: CATEGORIES,
				});
				if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
				const { categories, audits } = result.lhr;
				const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
				const value = (id: string) => audits[id]?.numericValue ?? NaN;
				samples.push({
					path,
					performance: score('performance'),
					accessibility: score('accessibility'),
					bestPractices: score('best-practices'),
					seo: score('seo'),
					lcpMs: Math.round(value('largest-contentful-paint')),
					tbtMs: Math.round(value('total-blocking-time')),
					cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
				});
			}
			summaries.push({
				path,
				performance: median(samples.map((s) => s.performance)),
				accessibility: median(samples.map((s) => s.accessibility)),
				bestPractices: median(samples.map((s) => s.bestPractices)),
				seo: median(samples.map((s) => s.seo)),
				lcpMs: median(samples.map((s) => s.lcpMs)),
				tbtMs: median(samples.map((s) => s.tbtMs)),
				cls: median(samples.map((s) => s.cls)),
			});
		}
		return summaries;
	} finally {
		chrome.kill();
	}
}
