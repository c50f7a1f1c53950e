/**
 * Numbers as Spanish readers write them (locale es-ES, whatever the browser's language): the one
 * place figures of the campus are formatted (money has its own formatter, src/lib/money.ts).
 */

const WHOLE = new Intl.NumberFormat('es-ES');
const ONE_DECIMAL = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * A count: thousands grouped from five digits on, as the RAE advises ("1250", "12.500").
 *
 * @example
 * formatNumber(12500); // '12.500'
 */
export function formatNumber(value: number): string {
	return WHOLE.format(value);
}

/**
 * A percentage with at most one decimal and a decimal comma.
 *
 * @example
 * formatPercent(62.5); // '62,5 %'
 * formatPercent(100); // '100 %'
 */
export function formatPercent(value: number): string {
	return `${ONE_DECIMAL.format(value)} %`;
}
