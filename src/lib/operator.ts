/**
 * The company that runs the campus (issue #18): its legal data, required by the LSSI on the legal
 * pages and by the invoicing rules on every invoice. It comes from configuration (OPERATOR_*),
 * never from the repository; outside production the example values below stand in, marked as
 * such, and a production build refuses to start without every one (astro.config.mjs).
 */
import { escapeHtml } from './escape-html.ts';

export interface OperatorDetails {
	/** Razón social. */
	name: string;
	/** NIF of the company. */
	taxId: string;
	/** Domicilio social, on one line. */
	address: string;
	/** Datos registrales (Registro Mercantil, tomo, folio, hoja). */
	registry: string;
}

/** The variable of each detail, as the README and .env.example name them. */
export const OPERATOR_VARIABLES = {
	name: 'OPERATOR_NAME',
	taxId: 'OPERATOR_TAX_ID',
	address: 'OPERATOR_ADDRESS',
	registry: 'OPERATOR_REGISTRY',
} as const satisfies Record<keyof OperatorDetails, string>;

/**
 * What development, CI and demos show: plainly an example, so a screenshot or a demo invoice is
 * never mistaken for a real company's.
 */
export const EXAMPLE_OPERATOR: OperatorDetails = {
	name: 'Liceo Campus Formación, S.L. (datos de ejemplo)',
	taxId: 'B00000000',
	address: 'Calle de Ejemplo 1, 28001 Madrid (datos de ejemplo)',
	registry: 'Registro Mercantil de Madrid, tomo 0, folio 0, hoja M-000000 (datos de ejemplo)',
};

/**
 * The OPERATOR_* variables missing (or blank) in `environment`, in a fixed order.
 *
 * @example
 * missingOperatorVariables({ OPERATOR_NAME: 'Farma Formación, S.L.' });
 * // ['OPERATOR_TAX_ID', 'OPERATOR_ADDRESS', 'OPERATOR_REGISTRY']
 */
export function missingOperatorVariables(
	environment: Readonly<Record<string, string | undefined>>,
): string[] {
	return Object.values(OPERATOR_VARIABLES).filter((variable) => !environment[variable]?.trim());
}

/**
 * The build's refusal (astro.config.mjs): a production site whose legal pages and invoices would
 * show example data, or none, must not be built.
 */
export function assertOperatorConfigured(
	environment: Readonly<Record<string, string | undefined>>,
): void {
	if (environment.PUBLIC_ENVIRONMENT !== 'production') return;
	const missing = missingOperatorVariables(environment);
	if (missing.length > 0) {
		throw new Error(
			`${missing.join(', ')} must be set when PUBLIC_ENVIRONMENT is production: the legal pages and the invoices show the operator's legal data`,
		);
	}
}

/** The placeholder of each detail in src/content/legal/*.md. */
const PLACEHOLDERS: Record<string, keyof OperatorDetails> = {
	'[RAZÓN SOCIAL]': 'name',
	'[NIF]': 'taxId',
	'[DOMICILIO SOCIAL]': 'address',
	'[DATOS REGISTRALES]': 'registry',
};

/**
 * A legal page's rendered HTML with each placeholder replaced by the operator's detail, escaped
 * (configuration is text, never markup).
 *
 * @example
 * fillOperatorPlaceholders('<li>NIF: [NIF]</li>', { ...EXAMPLE_OPERATOR, taxId: 'B12345678' });
 * // '<li>NIF: B12345678</li>'
 */
export function fillOperatorPlaceholders(html: string, operator: OperatorDetails): string {
	return html.replace(/\[(?:RAZÓN SOCIAL|NIF|DOMICILIO SOCIAL|DATOS REGISTRALES)\]/g, (match) => {
		const detail = PLACEHOLDERS[match];
		return detail ? escapeHtml(operator[detail]) : match;
	});
}
