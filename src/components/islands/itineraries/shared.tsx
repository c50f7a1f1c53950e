/**
 * Pieces both itinerary pages share (issue #7): their translator, how they read the refusal or
 * failure of their first call, the offer of plan XL shown to a pharmacy whose plan lacks
 * itineraries, and the loading and alert lines.
 */
import list from 'i18n-section:itineraries.list';
import plan from 'i18n-section:itineraries.plan';
import status from 'i18n-section:itineraries.status';
import wizard from 'i18n-section:itineraries.wizard';
import { createTranslator } from '../../../i18n/translate';
import { formatDate } from '../../../lib/dates';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';

/** The section's parts the pages show; its API messages and field names stay on the server. */
export const t = createTranslator({ itineraries: { list, plan, status, wizard } });

/** What plan XL includes, for a pharmacy whose plan has no itineraries. */
const PLAN_XL_PATH = '/plan/farmacia-xl/';
export const LIST_PATH = '/aula/itinerarios/';
export const DASHBOARD_PATH = '/dashboard';

/**
 * The API's refusal of the whole page for a plan without itineraries (services/itinerary-scope.ts);
 * the other, `ph_nf`, is someone who manages nothing.
 */
const PLAN_REQUIRED = 'plan_req';

/**
 * A `YYYY-MM-DD` as a Spanish long date, read at local noon so it is that day in any time zone.
 *
 * @example
 * longDay('2026-12-01'); // '1 de diciembre de 2026'
 */
export function longDay(day: string): string {
	return formatDate(`${day}T12:00:00`) ?? day;
}

/**
 * Whether the answer of `listItineraries` shows someone who manages a pharmacy or a group: any list,
 * or the refusal of a plan without itineraries (an owner on M or L); not the refusal (403, 404) of
 * someone who manages nothing. Null for a failure that tells neither.
 */
export function managesFrom(
	answer: { ok: true } | { ok: false; status: number; result: string },
): boolean | null {
	if (answer.ok) return true;
	if (answer.status !== 403 && answer.status !== 404) return null;
	return answer.result === PLAN_REQUIRED;
}

/** Why a page shows no list: refused as a whole (403, 404: {@link PageRefusal}) or failed. */
export type PageFailure =
	{ state: 'refused'; result: string; msg: string } | { state: 'failed'; msg: string };

/**
 * How a page reads the failure of its first call: a 403 or 404 refuses the page (no plan with
 * itineraries, nothing managed); anything else, a 401 the client could not refresh included, is
 * a failure shown with the server's words.
 */
export function pageFailure(answer: { status: number; result: string; msg: string }): PageFailure {
	return answer.status === 403 || answer.status === 404
		? { state: 'refused', result: answer.result, msg: answer.msg }
		: { state: 'failed', msg: answer.msg };
}

/** The line a page or a step shows while its data loads. */
export function Loading({ text }: { text: string }) {
	return (
		<p className="itineraries__status" role="status">
			{text}
		</p>
	);
}

/** A refusal or failure in words, read out as soon as it shows. */
export function Alert({ text }: { text: string }) {
	return (
		<p className="itineraries__error" role="alert">
			{text}
		</p>
	);
}

/** Plan XL's offer (no itineraries in this pharmacy's plan), or who manages them (nothing managed). */
export function PageRefusal({ result, msg }: { result: string; msg: string }) {
	if (result !== PLAN_REQUIRED) {
		return (
			<Notice
				title={t('itineraries.plan.no_pharmacy_title')}
				action={
					<Button href={DASHBOARD_PATH} variant="secondary">
						{t('itineraries.plan.back')}
					</Button>
				}
			>
				<p>{msg}</p>
			</Notice>
		);
	}
	return (
		<Notice
			title={t('itineraries.plan.title')}
			action={<Button href={PLAN_XL_PATH}>{t('itineraries.plan.cta')}</Button>}
		>
			<p>{t('itineraries.plan.text')}</p>
			<ul className="itineraries__features">
				{[1, 2, 3, 4].map((n) => (
					<li key={n}>{t(`itineraries.plan.feature_${n}`)}</li>
				))}
			</ul>
		</Notice>
	);
}
