/**
 * The back-office's customers (issue #20): how staff search people and what a person's page
 * shows; shared by services/admin/customers.ts, the admin route and the back-office's islands.
 * Never a password nor its hash.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import type { StaffRole } from '../studio-rules';
import type { AreaResult } from './common';
import { requestKeyField } from './customer-actions';
import { payloadObject, positiveId, text } from './fields';

/** Result codes of the back-office's calls (`/api/admin/*`). */
export type AdminResult = AreaResult<
	/** No person has that id (an admin's 404 that is not "this page is not yours"). */
	| 'customer_nf'
	/** The plan named is not one that can be given or moved to (unknown, withdrawn or a trial offer). */
	| 'plan_nf'
	/** The request's key was used by another action: the page must make a new one. */
	| 'request_reused'
	/** An admin cannot block their own account (they would lock themselves out). */
	| 'self_block'
	/** The invoice is not one of the person's, or not one money can be given back on. */
	| 'invoice_nf'
	/** The gateway refused the refund: more than is left of the invoice. */
	| 'refund_refused'
	/** The licence is not one of the person's. */
	| 'licence_nf'
	/** The licence cannot be cancelled that way (already ended, or unpaid and asked for "at period end"). */
	| 'not_cancellable'
	/** The licence is not in a free trial that renews through the gateway. */
	| 'not_trialing'
	/** A coupon with that code exists already (codes are never reused). */
	| 'coupon_exists'
	/** No coupon has that code. */
	| 'coupon_nf'
	/** The coupon can no longer be used already. */
	| 'coupon_ended'
	/** The licence is already on that plan. */
	| 'same_plan'
	/**
	 * The licence cannot move to that plan: not a paid pharmacy licence that renews, or the plan is
	 * not another size in the same billing period.
	 */
	| 'not_movable'
	/** The pharmacy's team (owner, members, pending invitations) has more people than its seats. */
	| 'team_big'
	/** The pharmacy's invoice details are missing: the owner completes them in Mi perfil. */
	| 'billing_required'
	/** The amount previewed is too old to be charged: preview again. */
	| 'preview_old'
	/** The card refused the charge; nothing changed. */
	| 'payment_failed'
	/** No thread of the support inbox has that number. */
	| 'thread_nf'
	/** A thread is given to an admin only. */
	| 'staff_nf'
>;

export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;

/** `POST /admin/searchCustomers`: every word in the name, email, nick or pharmacy's name. */
export const SearchCustomersBody = payloadObject({
	query: v.nullish(v.pipe(text(), v.trim(), v.maxLength(CUSTOMER_SEARCH_MAX_LENGTH)), ''),
	page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
});
export type CustomerSearch = v.InferOutput<typeof SearchCustomersBody>;

/** A complimentary licence lasts whole months, at most a year. */
export const GRANT_MONTHS_MAX = 12;

/**
 * `POST /admin/grantLicence`: a complimentary licence of plan `planId` for `months` months from
 * now. `requestKey` is the page's uuid for this one confirmation: sent again, nothing is granted
 * twice.
 */
export const GrantLicenceBody = payloadObject({
	userId: positiveId(() => t('validation.positive_id')),
	planId: positiveId(() => t('validation.positive_id')),
	months: v.pipe(
		v.number(() => t('validation.whole_months', { max: GRANT_MONTHS_MAX })),
		v.integer(() => t('validation.whole_months', { max: GRANT_MONTHS_MAX })),
		v.minValue(1, () => t('validation.whole_months', { max: GRANT_MONTHS_MAX })),
		v.maxValue(GRANT_MONTHS_MAX, () => t('validation.whole_months', { max: GRANT_MONTHS_MAX })),
	),
	requestKey: requestKeyField(),
});
export type GrantLicenceInput = v.InferOutput<typeof GrantLicenceBody>;

/** `data.grantLicence`: the licence given (the same one when the request is sent again). */
export interface GrantedLicence {
	enrollmentId: number;
	endAt: string;
}

/** `POST /admin/getCustomer`. */
export const GetCustomerBody = payloadObject({
	userId: positiveId(() => t('validation.positive_id')),
});

export type LicenceStatus =
	'active' | 'trialing' | 'freemium' | 'canceled' | 'past_due' | 'incomplete';

/** The pharmacy a person owns or belongs to. */
export interface CustomerPharmacy {
	id: number;
	name: string;
	/** Owner or member of its team. */
	role: 'owner' | 'member';
}

/** One person in the search's results. */
export interface CustomerRow {
	id: number;
	name: string;
	email: string;
	nick: string;
	/** 1 pharmacy owner, 2 professional, 3 student. */
	userType: 1 | 2 | 3;
	staffRole: StaffRole | null;
	pharmacy: CustomerPharmacy | null;
	/** Their newest licence, if any. */
	licence: { planName: string; status: LicenceStatus } | null;
	createdAt: string;
	lastLoginAt: string | null;
	/** When an admin blocked the account; null when it is not blocked. */
	blockedAt: string | null;
}

/** `data.searchCustomers`. */
export interface CustomerList {
	customers: CustomerRow[];
	total: number;
	page: number;
	pageSize: number;
}

/** A licence with its subscription's standing, newest first. */
export interface CustomerLicence {
	id: number;
	planName: string;
	status: LicenceStatus;
	trial: boolean;
	/** 1 annual, 2 monthly. */
	periodicity: 1 | 2;
	priceMinor: number;
	startAt: string | null;
	endAt: string | null;
	cancelAtPeriodEnd: boolean;
	cancelAt: string | null;
	/** Given by the staff: free, for a set period, never renewed. */
	complimentary: boolean;
	/** The renewals the bank refused, newest first, with its reason (`declineCode`). */
	failures: CustomerPaymentFailure[];
	/** The gateway's subscription (`sub_…`), for a search in the gateway's own dashboard. */
	gatewaySubscriptionId: string | null;
	/**
	 * The other sizes a pharmacy licence can be moved to (same billing period), smallest first;
	 * empty for any other licence or one that cannot change plan now.
	 */
	sizeMoves: { id: number; name: string; seats: number; priceMinor: number }[];
	createdAt: string;
}

export interface CustomerPaymentFailure {
	failedAt: string;
	/** Start of the period whose charge was refused. */
	periodStart: string;
	/** Stripe's decline code (`insufficient_funds`…); null when the gateway gave none. */
	declineCode: string | null;
	amountMinor: number;
	/** When it was paid after all; null while it is not. */
	recoveredAt: string | null;
}

export interface CustomerInvoice {
	id: number;
	/** F an ordinary invoice, R a rectifying one (a refund). */
	series: 'F' | 'R';
	/** For an F invoice: what has been given back of it so far (positive), in minor units. */
	refundedMinor: number;
	/** "F-2026-000012". */
	number: string;
	reason: 'first_period' | 'renewal' | 'plan_change' | 'refund';
	issuedAt: string;
	description: string;
	totalMinor: number;
	currency: string;
}

export interface CustomerCertificate {
	code: string;
	courseName: string;
	/** The name printed on it. */
	holderName: string;
	issuedAt: string;
	revokedAt: string | null;
}

/** `data.getCustomer`: everything the person's page shows. */
export interface CustomerDetail {
	account: {
		id: number;
		name: string;
		lastName: string;
		email: string;
		nick: string;
		phone: string | null;
		userType: 1 | 2 | 3;
		staffRole: StaffRole | null;
		createdAt: string;
		lastLoginAt: string | null;
		termsAcceptedAt: string | null;
		newsletter: boolean;
		/** When an admin blocked the account; null when it is not blocked. */
		blockedAt: string | null;
	};
	licences: CustomerLicence[];
	invoices: CustomerInvoice[];
	pharmacy:
		(CustomerPharmacy & { ownerName: string; members: number; seats: number | null }) | null;
	certificates: CustomerCertificate[];
	/** The latest logins (one per session started) and how many sessions are still open. */
	sessions: { openSessions: number; recentLogins: string[] };
	/** The plans a complimentary licence can be of: on sale, not trial offers. */
	grantablePlans: { id: number; name: string }[];
	learning: {
		coursesStarted: number;
		coursesCompleted: number;
		minutesWatched: number;
		lastLearningDay: string | null;
	};
}
