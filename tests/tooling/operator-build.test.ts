/**
 * A production build refuses to start without the operator's legal data (issue #18): Astro loads
 * astro.config.mjs first, so loading it alone, as `astro build` does, is enough to see it refuse.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const OPERATOR = {
	OPERATOR_NAME: 'Farma Formación, S.L.',
	OPERATOR_TAX_ID: 'B12345678',
	OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
	OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1',
};

async function loadConfig(environment: Record<string, string>) {
	const child = spawn(process.execPath, ['-e', "await import('./astro.config.mjs')"], {
		env: { PATH: process.env.PATH ?? '', ...environment },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let stderr = '';
	child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
	const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
	return { code, stderr };
}

describe('the production build', () => {
	it('fails naming the operator variables that are missing', async () => {
		// Blank rather than absent: a developer's own .env file must not fill them in.
		const { code, stderr } = await loadConfig({
			PUBLIC_ENVIRONMENT: 'production',
			...OPERATOR,
			OPERATOR_TAX_ID: '',
			OPERATOR_REGISTRY: '',
		});
		expect(code).not.toBe(0);
		expect(stderr).toContain(
			'OPERATOR_TAX_ID, OPERATOR_REGISTRY must be set when PUBLIC_ENVIRONMENT is production',
		);
	}, 30_000);

	it('goes on with all four, and outside production without any', async () => {
		expect(await loadConfig({ PUBLIC_ENVIRONMENT: 'production', ...OPERATOR })).toMatchObject({
			code: 0,
		});
		const blank = Object.fromEntries(Object.keys(OPERATOR).map((variable) => [variable, '']));
		expect(await loadConfig({ PUBLIC_ENVIRONMENT: 'develop', ...blank })).toMatchObject({
			code: 0,
		});
	}, 30_000);
});
