/**
 * Where the built server under test listens and keeps its data: shared by playwright.config.ts
 * (which starts it) and the journeys that read what it wrote (the mail outbox).
 */
import path from 'node:path';

/** `E2E_PORT` lets two test runs share a checkout (README, "parallel builds"). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);

/** The server's `DATA_DIR`: its PGlite folder and its mail outbox, wiped before each run. */
export const E2E_DATA_DIR = `.data/e2e-${E2E_PORT}`;

/** Messages the server "sent": one JSON file each (src/server/services/mail.ts). */
export const E2E_OUTBOX_DIR = path.resolve(E2E_DATA_DIR, 'outbox');
