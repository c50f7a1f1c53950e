/**
 * The serving process's start refuses unsafe production secrets before it opens anything; a
 * build, which signs nothing, goes on past the check.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerConfig } from './config';

const settings: { current: Partial<ServerConfig> } = vi.hoisted(() => ({ current: {} }));
const opened = vi.hoisted(() => ({ count: 0 }));

vi.mock('./config', () => ({ readServerConfig: () => settings.current }));
vi.mock('./db/client', () => ({
	openDatabase: () => {
		opened.count += 1;
		// Far enough: the test only needs to know the start got past the secrets.
		return Promise.reject(new Error('database opened'));
	},
}));

const { getApp } = await import('./runtime');

const productionDefaults: Partial<ServerConfig> = {
	environment: 'production',
	logLevel: 'silent',
	accessTokenSecret: 'local-only-access-token-secret-change-me-in-production',
	refreshTokenSecret: 'local-only-refresh-token-secret-change-me-in-production',
	oauthClientSecret: 'local-client-secret',
	stripeSecretKey: undefined,
	webhookSecret: undefined,
};

describe('the API start-up', () => {
	afterEach(() => {
		opened.count = 0;
	});

	it('refuses to serve in production with repository secrets, before opening the database', async () => {
		settings.current = productionDefaults;
		await expect(getApp('serve')).rejects.toThrow(
			/^ACCESS_TOKEN_SECRET is the repository's default/,
		);
		settings.current = {
			...productionDefaults,
			accessTokenSecret: 'k'.repeat(48),
			refreshTokenSecret: 'r'.repeat(48),
			oauthClientSecret: 'o'.repeat(48),
			stripeSecretKey: 'sk_live_51Hx',
			webhookSecret: undefined,
		};
		await expect(getApp('serve')).rejects.toThrow(/^STRIPE_WEBHOOK_SECRET is required/);
		expect(opened.count).toBe(0);
	});

	it('builds in production with the same settings: a build signs nothing', async () => {
		settings.current = productionDefaults;
		await expect(getApp('build')).rejects.toThrow('database opened');
		expect(opened.count).toBe(1);
	});
});
