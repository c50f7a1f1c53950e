/**
 * `npm run serve` in production does not start with an unsafe secret (issue #15): the process exits
 * with one line naming the variable before it loads the build or opens a port. The build folder
 * given here does not exist, so a process that got past the check fails loading it instead.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVE = path.resolve('scripts/serve.ts');
const MISSING_BUILD = path.resolve('.data/no-build-here');

const secret = () => randomBytes(48).toString('base64');
const safeProduction = () => ({
	PUBLIC_ENVIRONMENT: 'production',
	ACCESS_TOKEN_SECRET: secret(),
	REFRESH_TOKEN_SECRET: secret(),
	OAUTH_CLIENT_SECRET: secret(),
});

async function serve(environment: Record<string, string>) {
	const child = spawn(process.execPath, [SERVE], {
		// Nothing from this test run's own environment: only what the case sets.
		env: { PATH: process.env.PATH ?? '', BUILD_DIR: MISSING_BUILD, PORT: '0', ...environment },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let stderr = '';
	let stdout = '';
	child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
	child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
	const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
	return { code, stderr, stdout };
}

describe('the production server start', () => {
	it.each([
		['ACCESS_TOKEN_SECRET', { ACCESS_TOKEN_SECRET: 'demasiado-corto' }, 'is shorter than 32'],
		[
			'REFRESH_TOKEN_SECRET',
			{ REFRESH_TOKEN_SECRET: 'local-only-refresh-token-secret-change-me-in-production' },
			"is the repository's default",
		],
		['OAUTH_CLIENT_SECRET', { OAUTH_CLIENT_SECRET: '' }, 'is required'],
		[
			'STRIPE_WEBHOOK_SECRET',
			{ STRIPE_SECRET_KEY: 'sk_live_51Hx', STRIPE_WEBHOOK_SECRET: 'whsec_local_sandbox_only' },
			"is the repository's default",
		],
	])('exits at once naming %s', async (variable, unsafe, problem) => {
		const { code, stderr, stdout } = await serve({ ...safeProduction(), ...unsafe });
		expect(code).toBe(1);
		const lines = stderr.trim().split('\n');
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(new RegExp(`^${variable} ${problem}`));
		expect(stdout).not.toContain('Campus listo');
	});

	it('refuses a production start that left the secrets unset (the repository defaults)', async () => {
		const { code, stderr } = await serve({ PUBLIC_ENVIRONMENT: 'production' });
		expect(code).toBe(1);
		expect(stderr).toMatch(/^ACCESS_TOKEN_SECRET is required/);
	});

	it('goes on to load the build with safe secrets, and with the defaults outside production', async () => {
		for (const environment of [safeProduction(), { PUBLIC_ENVIRONMENT: 'develop' }]) {
			const { code, stderr } = await serve(environment);
			// Past the check: what fails now is loading the (missing) build.
			expect(code).not.toBe(0);
			expect(stderr).toContain('no-build-here');
			expect(stderr).not.toContain('when PUBLIC_ENVIRONMENT is production');
		}
	});
});
