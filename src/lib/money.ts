/**
 * The one currency formatter of the site (spec §9). Amounts travel as integer minor units (cents)
 * from the database to the payment gateway; only this module turns them into text.
 */

/** Currency symbol of every price in the product (spec §3 "Built plan"). */
export const CURRENCY_SYMBOL = '€';

/**
 * Separator written between the number and the euro symbol: U+00A0 NO-BREAK SPACE. It is the space
 * `Intl` itself uses in es-ES currency output, and it keeps "19,90 €" on one line. Every locale gets
 * this same character so tests and snapshots never see a mix of normal, narrow or no-break spaces.
 */
export const CURRENCY_SEPARATOR = '\u00a0';

/** Locale used when neither the caller nor the browser names one (spec §9). */
export const DEFAULT_LOCALE = 'en-US';

const MINOR_UNITS_PER_UNIT = 100;

/**
 * Formats an amount in minor units (euro cents) as euros: decimals only when the amount is not a
 * whole euro, the euro symbol after the number whatever the locale (spec §9).
 *
 * @param amountMinor Integer amount in cents; a fractional value is rounded to the nearest cent.
 * @param locale BCP 47 tag for digits and separators; defaults to the browser's language
 *   (`navigator.language`), or en-US when there is no navigator or the tag is not valid.
 * @throws {RangeError} When `amountMinor` is not a finite number: a broken price must not render.
 * @example
 * formatMoney(1990, 'es-ES'); // '19,90 €' (no-break space before €)
 * formatMoney(2000, 'es-ES'); // '20 €'
 * formatMoney(123456, 'en-US'); // '1,234.56 €'
 */
export function formatMoney(amountMinor: number, locale?: string): string {
	if (!Number.isFinite(amountMinor)) {
		throw new RangeError(`formatMoney expects a finite amount in minor units, got ${amountMinor}`);
	}
	// `|| 0` turns -0 into 0, which Intl would print as "-0".
	const cents = Math.round(amountMinor) || 0;
	const digits = cents % MINOR_UNITS_PER_UNIT === 0 ? 0 : 2;
	const formatter = numberFormat(locale ?? browserLocale(), digits);
	return `${formatter.format(cents / MINOR_UNITS_PER_UNIT)}${CURRENCY_SEPARATOR}${CURRENCY_SYMBOL}`;
}

function browserLocale(): string {
	// Node also defines `navigator` (language from the process locale); both are fine defaults.
	const language = typeof navigator === 'undefined' ? undefined : navigator.language;
	return language || DEFAULT_LOCALE;
}

/**
 * Decimal (not currency) style on purpose: currency style would put € before the number in en-US
 * and other locales, while the spec wants it after the number everywhere.
 */
function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
	const options: Intl.NumberFormatOptions = {
		style: 'decimal',
		minimumFractionDigits: fractionDigits,
		maximumFractionDigits: fractionDigits,
	};
	try {
		return new Intl.NumberFormat(locale, options);
	} catch {
		// A malformed tag (a hand-edited browser setting) must not break every price on the page.
		return new Intl.NumberFormat(DEFAULT_LOCALE, options);
	}
}

/**
 * An amount of euros as someone types it (a comma or a point before the cents, the € sign and
 * spaces allowed) in minor units; null when it is not one. Thousands separators are not taken:
 * "1.234" would be ambiguous.
 *
 * @example
 * parseEuros('19,90 €'); // 1990
 * parseEuros('5'); // 500
 * parseEuros('1.234,50'); // null
 */
export function parseEuros(text: string): number | null {
	const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s€]/g, ''));
	if (!match) return null;
	const [, units = '0', cents = ''] = match;
	return Number(units) * MINOR_UNITS_PER_UNIT + Number(cents.padEnd(2, '0'));
}
