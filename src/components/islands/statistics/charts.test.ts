import { describe, expect, it } from 'vitest';
import { barHeight, CHART_HEIGHT, dailyChart, peakOf, weeklyChart, type Bar } from './charts';

const bar = (key: string, value: number): Bar => ({ key, value, axis: key, label: key });

describe('peakOf', () => {
	it('is the highest bar, the first of a tie, and none when all are 0', () => {
		expect(peakOf([bar('a', 3), bar('b', 7), bar('c', 7)])?.key).toBe('b');
		expect(peakOf([bar('a', 0), bar('b', 0)])).toBeNull();
		expect(peakOf([])).toBeNull();
	});
});

describe('barHeight', () => {
	it('draws nothing for 0, a sliver for a little, and the full height for the highest', () => {
		expect(barHeight(0, 30)).toBe(0);
		expect(barHeight(5, 0)).toBe(0);
		expect(barHeight(1, 1000)).toBe(2);
		expect(barHeight(30, 30)).toBe(CHART_HEIGHT - 4);
		expect(barHeight(15, 30)).toBe((CHART_HEIGHT - 4) / 2);
	});
});

describe('dailyChart', () => {
	it('labels each day and says the total, the active days and the busiest day', () => {
		const chart = dailyChart([
			{ day: '2026-10-23', minutes: 0 },
			{ day: '2026-10-24', minutes: 25 },
			{ day: '2026-10-25', minutes: 5 },
		]);
		expect(chart.bars.map((entry) => entry.axis)).toEqual(['23 oct', '24 oct', '25 oct']);
		expect(chart.bars[1]?.label).toBe('24 de octubre de 2026');
		expect(chart.summary).toContain('30 minutos');
		expect(chart.summary).toContain('2 días');
		expect(chart.summary).toContain('24 de octubre de 2026');
	});

	it('names no busiest day when nothing was watched', () => {
		const chart = dailyChart([{ day: '2026-10-23', minutes: 0 }]);
		expect(chart.summary).not.toContain('octubre');
	});
});

describe('weeklyChart', () => {
	it('labels each week by its Monday and names the busiest', () => {
		const chart = weeklyChart([
			{ week: '2026-10-19', minutes: 40 },
			{ week: '2026-10-26', minutes: 90 },
		]);
		expect(chart.bars.map((entry) => entry.axis)).toEqual(['19 oct', '26 oct']);
		expect(chart.bars[0]?.label).toContain('19 de octubre de 2026');
		expect(chart.summary).toContain('130 minutos');
		expect(chart.summary).toContain('26 de octubre de 2026');
	});
});
