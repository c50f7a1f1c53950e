import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	assertProductionSecrets,
	MIN_SECRET_LENGTH,
	REPOSITORY_SECRETS,
	unsafeProductionSecret,
} from './production-secrets';

/** What `openssl rand -base64 48` gives: 64 characters. */
const strong = (label: string) => `${label}-${'Zq8vK2mX9pL4wR7tY1nB6cD3fG5hJ0sA'.repeat(2)}`;

const production = {
	environment: 'production' as const,
	accessTokenSecret: strong('access'),
	refreshTokenSecret: strong('refresh'),
	oauthClientSecret: strong('client'),
	stripeSecretKey: 'sk_live_51Hx',
	webhookSecret: 'whsec_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
};

type Variable = 'ACCESS_TOKEN_SECRET' | 'REFRESH_TOKEN_SECRET' | 'OAUTH_CLIENT_SECRET';
const field = {
	ACCESS_TOKEN_SECRET: 'accessTokenSecret',
	REFRESH_TOKEN_SECRET: 'refreshTokenSecret',
	OAUTH_CLIENT_SECRET: 'oauthClientSecret',
} as const satisfies Record<Variable, keyof typeof production>;

/** The `default:` of a variable in astro.config.mjs `env.schema`. */
function schemaDefault(source: string, variable: string): string | undefined {
	const match = new RegExp(`${variable}: envField\\.string\\(\\{[^}]*default: '([^']*)'`).exec(
		source,
	);
	return match?.[1];
}

describe('unsafeProductionSecret', () => {
	it('accepts long random secrets in production, and anything outside production', () => {
		expect(unsafeProductionSecret(production)).toBeUndefined();
		expect(() => {
			assertProductionSecrets(production);
		}).not.toThrow();
		for (const environment of ['develop', 'staging'] as const) {
			const local = {
				...production,
				environment,
				accessTokenSecret: 'local-only-access-token-secret-change-me-in-production',
				oauthClientSecret: 'x',
				webhookSecret: undefined,
			};
			expect(unsafeProductionSecret(local)).toBeUndefined();
		}
	});

	it.each(Object.keys(field) as Variable[])(
		'refuses %s when it is the repository default, short or empty, in one line naming it',
		(variable) => {
			const source = readFileSync('astro.config.mjs', 'utf8');
			const repositoryDefault = schemaDefault(source, variable);
			expect(repositoryDefault).toBeDefined();
			for (const value of [repositoryDefault, 'x'.repeat(MIN_SECRET_LENGTH - 1), '']) {
				const message = unsafeProductionSecret({ ...production, [field[variable]]: value });
				expect(message).toMatch(new RegExp(`^${variable} `));
				expect(message).not.toContain('\n');
				expect(message).toContain('openssl rand -base64 48');
				expect(() => {
					assertProductionSecrets({ ...production, [field[variable]]: value });
				}).toThrow(new RegExp(`^${variable} `));
			}
			expect(
				unsafeProductionSecret({ ...production, [field[variable]]: repositoryDefault }),
			).toContain("repository's default");
			expect(
				unsafeProductionSecret({ ...production, [field[variable]]: 'x'.repeat(MIN_SECRET_LENGTH) }),
			).toBeUndefined();
		},
	);

	it('refuses a long default that merely passes the length rule', () => {
		expect(
			unsafeProductionSecret({
				...production,
				refreshTokenSecret: 'local-only-refresh-token-secret-change-me-in-production',
			}),
		).toBe(
			"REFRESH_TOKEN_SECRET is the repository's default when PUBLIC_ENVIRONMENT is production: set a random value (openssl rand -base64 48)",
		);
	});

	it('the signing key of private file links is ACCESS_TOKEN_SECRET: a default one is refused', () => {
		// services/file-urls.ts derives its key from accessTokenSecret (labelled, so a link never
		// passes for a token): refusing that variable refuses forged file links too.
		const source = readFileSync('src/server/services/file-urls.ts', 'utf8');
		expect(source).toMatch(/createHmac\('sha256', config\.accessTokenSecret\)/);
		expect(
			unsafeProductionSecret({
				...production,
				accessTokenSecret: 'local-only-access-token-secret-change-me-in-production',
			}),
		).toMatch(/^ACCESS_TOKEN_SECRET /);
	});

	it('requires STRIPE_WEBHOOK_SECRET, long and not the local one, when Stripe is configured', () => {
		for (const webhookSecret of [undefined, '', 'whsec_local_sandbox_only', 'whsec_short']) {
			expect(unsafeProductionSecret({ ...production, webhookSecret })).toMatch(
				/^STRIPE_WEBHOOK_SECRET (is required|is the repository's default|is shorter)/,
			);
		}
		// Without Stripe there is no webhook to forge (and production refuses the sandbox elsewhere).
		expect(
			unsafeProductionSecret({
				...production,
				stripeSecretKey: undefined,
				webhookSecret: undefined,
			}),
		).toBeUndefined();
	});

	it('lists every secret default of astro.config.mjs and .env.example', () => {
		const config = readFileSync('astro.config.mjs', 'utf8');
		const example = readFileSync('.env.example', 'utf8');
		for (const variable of Object.keys(field)) {
			expect(REPOSITORY_SECRETS).toContain(schemaDefault(config, variable));
			const line = new RegExp(`^${variable}=(.*)$`, 'm').exec(example);
			const value = line?.[1];
			// An empty value in .env.example means "set me": refused as required.
			if (value) expect(REPOSITORY_SECRETS).toContain(value);
		}
	});
});
