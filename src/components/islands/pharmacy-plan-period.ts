/**
 * Monthly or annual on the pharmacy "te llamamos" forms (issue #17): which period is chosen, kept
 * in the URL as `?periodo=` like the plan pages (src/components/plans/BillingPeriodChoice.astro),
 * and which plan choices it shows. Changing the period keeps the team size the visitor chose.
 */
import { useEffect, useState } from 'react';

/** The URL's spelling of the periods, as on `/planes?periodo=mensual`. */
export type PlanPeriod = 'mensual' | 'anual';

const PERIODS: readonly PlanPeriod[] = ['mensual', 'anual'];

/** One plan the visitor may ask about; `period` absent when the page offers one period only. */
export interface PeriodPlanChoice {
	lid: number;
	name: string;
	period?: PlanPeriod | undefined;
}

/** The periods the choices come in, monthly first (the order of the plan pages). */
export function periodsOf(choices: readonly PeriodPlanChoice[]): PlanPeriod[] {
	return PERIODS.filter((period) => choices.some((choice) => choice.period === period));
}

/**
 * The choice of the same plan (by name) in `period`, for switching periods without losing the
 * size; the only choice of that period when there is one; else none.
 */
export function samePlanIn(
	choices: readonly PeriodPlanChoice[],
	lid: unknown,
	period: PlanPeriod,
): number | undefined {
	const inPeriod = choices.filter((choice) => choice.period === period);
	const current = choices.find((choice) => choice.lid === lid);
	const same = current && inPeriod.find((choice) => choice.name === current.name);
	return same?.lid ?? (inPeriod.length === 1 ? inPeriod[0]?.lid : undefined);
}

export interface PlanPeriodChoice {
	period: PlanPeriod | undefined;
	periods: PlanPeriod[];
	choose: (period: PlanPeriod) => void;
}

/**
 * The chosen period: `initial` in the HTML (so hydration matches), then the URL's once hydrated.
 * `onChange` receives the plan to select in the new period (or undefined to clear the choice).
 */
export function usePlanPeriod(
	choices: readonly PeriodPlanChoice[],
	initial: PlanPeriod,
	selectedLid: unknown,
	onChange: (lid: number | undefined) => void,
): PlanPeriodChoice {
	const periods = periodsOf(choices);
	const [period, setPeriod] = useState<PlanPeriod>(initial);

	function apply(next: PlanPeriod, lid: unknown) {
		setPeriod(next);
		onChange(samePlanIn(choices, lid, next));
	}

	useEffect(() => {
		const wanted = new URLSearchParams(window.location.search).get('periodo');
		const fromUrl = periods.find((candidate) => candidate === wanted);
		if (fromUrl && fromUrl !== initial) apply(fromUrl, selectedLid);
		// Once, on hydration: later changes come from the visitor, who also updates the URL.
	}, []);

	return {
		period: periods.length > 0 ? period : undefined,
		periods,
		choose: (next) => {
			apply(next, selectedLid);
			const url = new URL(window.location.href);
			url.searchParams.set('periodo', next);
			window.history.replaceState(window.history.state, '', url);
		},
	};
}
