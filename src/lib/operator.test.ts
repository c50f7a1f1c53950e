import { describe, expect, it } from 'vitest';
import {
	assertOperatorConfigured,
	EXAMPLE_OPERATOR,
	fillOperatorPlaceholders,
	missingOperatorVariables,
	type OperatorDetails,
} from './operator';

const configured = {
	OPERATOR_NAME: 'Farma Formación, S.L.',
	OPERATOR_TAX_ID: 'B12345678',
	OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
	OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1',
};

describe('the operator legal data', () => {
	it('names every missing or blank variable, in order', () => {
		expect(missingOperatorVariables(configured)).toEqual([]);
		expect(missingOperatorVariables({ ...configured, OPERATOR_TAX_ID: '  ' })).toEqual([
			'OPERATOR_TAX_ID',
		]);
		expect(missingOperatorVariables({})).toEqual([
			'OPERATOR_NAME',
			'OPERATOR_TAX_ID',
			'OPERATOR_ADDRESS',
			'OPERATOR_REGISTRY',
		]);
	});

	it('refuses a production build without all four, and nothing else', () => {
		expect(() => {
			assertOperatorConfigured({ PUBLIC_ENVIRONMENT: 'production', OPERATOR_NAME: 'X' });
		}).toThrow(
			/^OPERATOR_TAX_ID, OPERATOR_ADDRESS, OPERATOR_REGISTRY must be set when PUBLIC_ENVIRONMENT is production/,
		);
		expect(() => {
			assertOperatorConfigured({ PUBLIC_ENVIRONMENT: 'production', ...configured });
		}).not.toThrow();
		for (const environment of ['develop', 'staging', undefined]) {
			expect(() => {
				assertOperatorConfigured({ PUBLIC_ENVIRONMENT: environment });
			}).not.toThrow();
		}
	});

	it('fills each placeholder of a legal page, escaped, and leaves other brackets alone', () => {
		const operator: OperatorDetails = {
			name: 'Farma <Formación> & "Cía", S.L.',
			taxId: 'B12345678',
			address: 'Calle Mayor 1',
			registry: 'Tomo 1',
		};
		const html =
			'<li>[RAZÓN SOCIAL]</li><li>[NIF]</li><li>[DOMICILIO SOCIAL]</li><li>[DATOS REGISTRALES]</li><p>[RAZÓN SOCIAL] [otro]</p>';
		expect(fillOperatorPlaceholders(html, operator)).toBe(
			'<li>Farma &lt;Formación&gt; &amp; &quot;Cía&quot;, S.L.</li><li>B12345678</li><li>Calle Mayor 1</li><li>Tomo 1</li><p>Farma &lt;Formación&gt; &amp; &quot;Cía&quot;, S.L. [otro]</p>',
		);
	});

	it('marks its example values as examples', () => {
		expect(EXAMPLE_OPERATOR.name).toContain('datos de ejemplo');
		expect(EXAMPLE_OPERATOR.address).toContain('datos de ejemplo');
		expect(EXAMPLE_OPERATOR.registry).toContain('datos de ejemplo');
	});
});
