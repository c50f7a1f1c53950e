/**
 * What every handler can read from the Hono context. The caller and the request's dependencies are
 * resolved once, in middleware (STYLE §8).
 */
import type { StaffRole } from '../lib/contracts/studio';
import type { Database } from './db/client';
import type { Logger } from './logger';
import type { ServerConfig } from './config';
import type { JobQueue } from './jobs/queue';
import type { PaymentGateway } from './payments/gateway';
import type { SitePublisher } from './site-publisher';
import type { FileStorage } from './services/file-storage';
import type { Mailer } from './services/mail';
import type { TtlCache } from './services/ttl-cache';

/** Dependencies of the API, passed in so tests can use in-memory PGlite and a fixed clock. */
export interface AppDeps {
	db: Database;
	config: ServerConfig;
	logger: Logger;
	now: () => Date;
	/** Short-lived per-process cache of catalogue answers (see services/ttl-cache.ts). */
	catalogueCache: TtlCache;
	/**
	 * Who may learn (licences, teams, itinerary locks), kept per user a few heartbeats long per
	 * process; the process that changes it forgets at once (services/access.ts, ADR 001).
	 */
	accessCache: TtlCache;
	/**
	 * Whether a login (the `sid` of access tokens) is still open, kept a few seconds per process;
	 * the process that ends a login forgets it at once (services/auth/sessions.ts, ADR 004).
	 */
	sessionCache: TtlCache;
	/** Outgoing mail: SMTP, the outbox folder, or memory in tests (services/mail.ts). Only jobs send. */
	mailer: Mailer;
	/** Work done later and once: every mail, reminders, renewals in the sandbox (jobs/queue.ts). */
	jobs: JobQueue;
	/** Takes payments: Stripe when configured, the sandbox otherwise (payments/gateway.ts). */
	payments: PaymentGateway;
	/** Rebuilds the public pages after a publish in the studio (site-publisher, ADR 017). */
	sitePublisher: SitePublisher;
	/**
	 * Uploaded bytes; absent means the local disk under `config.dataDir/uploads`. Set it to put
	 * uploads in object storage (services/file-storage.ts).
	 */
	files?: FileStorage;
}

/** The caller of an authenticated call, as its access token says (middleware/require-user.ts). */
export interface AuthUser {
	id: number;
	role: number;
	/** The refresh family (login) the access token belongs to. */
	sessionId: string;
	/** Expiry of the access token, seconds since the epoch. */
	tokenExpiresAt: number;
}

export interface AppEnv {
	/**
	 * What the server hands the app with each request (`app.fetch(request, bindings)`): the
	 * connection's address as the Astro endpoint sees it. Absent for build-time in-process calls.
	 */
	Bindings: {
		clientAddress?: string | undefined;
	};
	Variables: {
		deps: AppDeps;
		requestId: string;
		log: Logger;
		/** Set by `requireUser`; read it with `currentUser(c)`. */
		user?: AuthUser;
		/** Set by `requireStaff` (studio calls). */
		staffRole?: StaffRole;
	};
}
