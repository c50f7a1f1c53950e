/**
 * Where the built server under test listens and keeps its data: shared by playwright.config.ts
 * (which starts it) and the journeys that read what it wrote (the mail outbox).
 */
import path from 'node:path';

/** `E2E_PORT` lets two test runs share a checkout (README, "parallel builds"). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);

/** The server's `DATA_DIR`: its PGlite folder and its mail outbox, wiped before each run. */
export const E2E_DATA_DIR = `.data/e2e-${E2E_PORT}`;

/**
 * A second server for the journey that publishes from the studio (ADR 017): it rebuilds and swaps
 * its own copy of the build, so the pages the other journeys read never change under them, and
 * their server does not rebuild at all (SITE_REBUILD=off).
 */
export const PUBLISHING_PORT = E2E_PORT + 2;
export const PUBLISHING_DATA_DIR = `.data/e2e-${PUBLISHING_PORT}`;
export const PUBLISHING_BUILD_DIR = `dist-publishing-${PUBLISHING_PORT}`;

/** Messages the server "sent": one JSON file each (src/server/services/mail.ts). */
export const E2E_OUTBOX_DIR = path.resolve(E2E_DATA_DIR, 'outbox');

/**
 * The server under test trusts one proxy's `X-Forwarded-For` (TRUSTED_PROXY, ADR 004), and the
 * journeys play that proxy: each can come from an address of its own, as real visitors do, so
 * the per-address limits (10 sign-ups an hour…) count each journey apart instead of the whole
 * run as 127.0.0.1.
 */
export const E2E_TRUSTED_PROXY = 'xff:1';

/**
 * The servers under test (and the build they serve) run on a PGlite folder wiped before each run,
 * whatever `DATABASE_URL` the shell holds: CI sets it for the API tests, and the PostgreSQL
 * database it names outlives the run, so a journey that upgrades a demo account or a build that
 * prerendered an older seed would leave the next run a different campus. Merged into their env.
 */
export const EMBEDDED_DATABASE = { DATABASE_URL: '' } as const;

/**
 * What every server under test is started with: loopback only, its own PGlite folder and outbox
 * under `dataDir`, warnings only, the test proxy trusted.
 */
export function serverUnderTest(port: number, dataDir: string) {
	return {
		...EMBEDDED_DATABASE,
		HOST: '127.0.0.1',
		PORT: String(port),
		PGLITE_DIR: `${dataDir}/pglite`,
		DATA_DIR: dataDir,
		LOG_LEVEL: 'warn',
		TRUSTED_PROXY: E2E_TRUSTED_PROXY,
	};
}

/** `X-Forwarded-For` naming a new address in 198.18.0.0/15, the range kept for tests (RFC 2544). */
export function visitorAddressHeader(): Record<string, string> {
	const byte = () => Math.floor(Math.random() * 256);
	return {
		'x-forwarded-for': `198.${String(18 + (byte() % 2))}.${String(byte())}.${String(byte())}`,
	};
}
