/**
 * The jobs the campus runs (issue #18, ADR 015): what each queue carries and how it retries. One
 * place for the names, so the code that enqueues, the worker and the tests agree.
 */
import type { OwnerKey } from '../../lib/contracts/itineraries';

/** Everything that sends a mail. Each is composed when it runs, from the database as it is then. */
export type MailJob =
	| { template: 'password-reset'; userId: number }
	| { template: 'team-invitation'; invitationId: number }
	| { template: 'support-request'; requestId: number }
	/** A reply written in the back-office's inbox, to the person who asked (issue #20). */
	| { template: 'support-reply'; messageId: number }
	| { template: 'plan-request'; requestId: number }
	| { template: 'welcome'; userId: number }
	| { template: 'password-changed'; userId: number; changedAt: string }
	| { template: 'purchase'; checkoutId: number }
	| { template: 'invoice'; invoiceId: number }
	| { template: 'trial-ending'; enrollmentId: number }
	| { template: 'cancellation'; enrollmentId: number }
	| { template: 'plan-changed'; enrollmentId: number }
	| { template: 'payment-failed'; enrollmentId: number }
	| { template: 'member-joined'; invitationId: number }
	| { template: 'member-left'; pharmacyId: number; userId: number }
	| { template: 'contact-request'; requestId: number }
	| { template: 'lead'; leadId: number }
	| { template: 'itinerary-assigned'; itineraryId: number; userId: number }
	| { template: 'course-opens'; userId: number; day: string }
	| { template: 'itinerary-deadline'; itineraryId: number; userId: number; endsOn: string }
	| { template: 'itinerary-overdue'; itineraryId: number; userId: number; endsOn: string }
	| { template: 'team-digest'; owner: OwnerKey; week: string };

/** Time-based work, enqueued by the clock (jobs/clock.ts) once per period. */
export type PeriodicChore =
	| { chore: 'sandbox-renewals' }
	| { chore: 'trial-reminders' }
	| { chore: 'learning-reminders' }
	| { chore: 'team-digest' }
	| { chore: 'forget-done-job-keys' };

/**
 * Work done in the background: the clock's, the fan-out of an event too large for its request (an
 * itinerary published for a group of 1,000 people mails each of them), and what may fail and must
 * be retried after the event (deleting a file from storage).
 */
export type ChoreJob =
	| PeriodicChore
	| { chore: 'itinerary-published'; itineraryId: number; publishedBy: number }
	/** The bytes of an uploaded file whose row is gone (a replaced logo, deleted own training). */
	| { chore: 'remove-stored-file'; storageKey: string }
	/** Rebuilds the public pages after a change in the studio (ADR 017). */
	| { chore: 'publish-site'; publicationId: number };

/**
 * Studio media (issue #19, ADR 017m): a master turned into HLS, poster and duration. Slow, and it
 * needs ffmpeg: only a worker process does it, never Netlify's scheduled round.
 */
export type MediaJob = { task: 'transcode'; assetId: string };

/** What a queued job carries: the key it was decided under (`job_keys`) and its work. */
export interface QueuedJob<T> {
	key: string;
	work: T;
}

export type JobRequest =
	| { queue: 'mail'; key: string; work: MailJob }
	| { queue: 'chores'; key: string; work: ChoreJob }
	| { queue: 'media'; key: string; work: MediaJob };

export type QueueName = JobRequest['queue'];

/** How a queue retries: pg-boss's queue options, with the queue its failed jobs end in. */
export interface QueuePolicy {
	name: QueueName;
	/** Where a job goes after its last failed attempt: the dead-letter view lists it. */
	deadLetter: string;
	retryLimit: number;
	/** Seconds before the first retry; doubled each time up to `retryDelayMax`. */
	retryDelay: number;
	retryDelayMax: number;
	/** A job running longer than this is taken as lost and retried. */
	expireInSeconds: number;
}

/**
 * A mail server down for an hour loses no mail: 6 retries from 1 minute to 30 apart, about 1 h 15
 * in all, then the dead-letter queue, from which an operator sends it again.
 */
export const QUEUE_POLICIES: readonly QueuePolicy[] = [
	{
		name: 'mail',
		deadLetter: 'mail-failed',
		retryLimit: 6,
		retryDelay: 60,
		retryDelayMax: 1800,
		expireInSeconds: 120,
	},
	{
		name: 'chores',
		deadLetter: 'chores-failed',
		retryLimit: 3,
		retryDelay: 60,
		retryDelayMax: 600,
		expireInSeconds: 900,
	},
	{
		// A transcode that fails twice will fail again (a broken master): the asset says why and
		// the dead-letter view keeps it. An hour covers a 2 GB master on two cores.
		name: 'media',
		deadLetter: 'media-failed',
		retryLimit: 2,
		retryDelay: 60,
		retryDelayMax: 600,
		expireInSeconds: 3600,
	},
];
