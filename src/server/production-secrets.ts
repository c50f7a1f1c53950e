/**
 * The secrets a production server refuses to start without (ARCHITECTURE decision 20, issue #15).
 * Anyone who can read this repository knows its default values, so a production deploy that kept
 * one lets them sign access tokens (and with them the links to private files, whose key is derived
 * from ACCESS_TOKEN_SECRET), pose as the OAuth client or forge Stripe's webhooks. A short value is
 * refused too: it could be guessed offline from one signed token.
 */
import type { ServerConfig } from './config';

/** Fewer characters than this is too little randomness to sign with (`openssl rand -base64 48` gives 64). */
export const MIN_SECRET_LENGTH = 32;

/**
 * Values shipped with the repository: the defaults of astro.config.mjs `env.schema`, which
 * .env.example repeats, and the sandbox's own webhook secret (a test keeps this list in step with
 * both files).
 */
export const REPOSITORY_SECRETS: ReadonlySet<string> = new Set([
	'local-client-secret',
	'local-only-access-token-secret-change-me-in-production',
	'local-only-refresh-token-secret-change-me-in-production',
	'whsec_local_sandbox_only',
]);

type SecretSettings = Pick<
	ServerConfig,
	| 'environment'
	| 'accessTokenSecret'
	| 'refreshTokenSecret'
	| 'oauthClientSecret'
	| 'stripeSecretKey'
	| 'webhookSecret'
>;

/**
 * The one-line reason a production server must not start with these settings, naming the
 * variable, or undefined when they are safe (and always outside production).
 *
 * @example
 * unsafeProductionSecret({ ...config, environment: 'production', accessTokenSecret: 'corto' });
 * // 'ACCESS_TOKEN_SECRET is shorter than 32 characters: …'
 */
export function unsafeProductionSecret(config: SecretSettings): string | undefined {
	if (config.environment !== 'production') return undefined;
	const secrets: [variable: string, value: string | undefined][] = [
		['ACCESS_TOKEN_SECRET', config.accessTokenSecret],
		['REFRESH_TOKEN_SECRET', config.refreshTokenSecret],
		['OAUTH_CLIENT_SECRET', config.oauthClientSecret],
	];
	// Without Stripe the sandbox takes no real money (and production refuses it anyway).
	if (config.stripeSecretKey) secrets.push(['STRIPE_WEBHOOK_SECRET', config.webhookSecret]);
	for (const [variable, value] of secrets) {
		const problem = secretProblem(value);
		if (problem) {
			return `${variable} ${problem} when PUBLIC_ENVIRONMENT is production: set a random value (openssl rand -base64 48)`;
		}
	}
	return undefined;
}

function secretProblem(value: string | undefined): string | undefined {
	if (!value) return 'is required';
	if (REPOSITORY_SECRETS.has(value)) return "is the repository's default";
	if (value.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
	return undefined;
}

/**
 * The same settings read straight from the process environment, for `scripts/serve.ts`, which
 * checks them before it loads the build or listens (the API reads them through astro:env). An
 * unset secret there means astro.config.mjs's repository default, so it is refused as required.
 */
export function secretSettingsFromEnvironment(
	environment: Readonly<Record<string, string | undefined>>,
): SecretSettings {
	return {
		environment: environment.PUBLIC_ENVIRONMENT === 'production' ? 'production' : 'develop',
		accessTokenSecret: environment.ACCESS_TOKEN_SECRET ?? '',
		refreshTokenSecret: environment.REFRESH_TOKEN_SECRET ?? '',
		oauthClientSecret: environment.OAUTH_CLIENT_SECRET ?? '',
		stripeSecretKey: environment.STRIPE_SECRET_KEY || undefined,
		webhookSecret: environment.STRIPE_WEBHOOK_SECRET || undefined,
	};
}

/** Throws the reason of {@link unsafeProductionSecret}, for the serving process's start. */
export function assertProductionSecrets(config: SecretSettings): void {
	const problem = unsafeProductionSecret(config);
	if (problem) throw new Error(problem);
}
