/**
 * The back-office's customers (issue #20): search people by name, email, nick or pharmacy, and
 * everything a person's page shows. Reads only: the actions on a person are their own services,
 * each written to the audit log.
 */
import { t } from '../../../i18n';
import type {
	AdminResult,
	CustomerDetail,
	CustomerList,
	CustomerPharmacy,
	CustomerSearch,
} from '../../../lib/contracts/customers';
import { CUSTOMER_PAGE_SIZE } from '../../../lib/contracts/customers';
import { isSwitchable, planSizeMoveVerdict } from '../../../lib/plan-change';
import { normalizeSearchText } from '../../../lib/protocol-search';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/customers';
import { listPaymentFailuresOf } from '../../db/queries/payment-failures';
import { AppError } from '../../errors';
import { invoiceCode } from '../purchase/invoices';

/** How many of a person's latest logins their page lists. */
const RECENT_LOGINS = 5;
/** Words of a search beyond these are not looked for. */
const MAX_SEARCH_WORDS = 8;

type AdminDeps = Pick<AppDeps, 'db' | 'now'>;

function fail(result: AdminResult, status: AppError['status'], msg: string): AppError {
	return new AppError(result, status, msg);
}

export function customerNotFound() {
	return fail('customer_nf', 404, t('admin.errors.customer_not_found'));
}

function fullName(name: string, lastName: string): string {
	return `${name} ${lastName}`.trim();
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The pharmacies of `ids`, each as the person `userId` stands in it. */
async function pharmaciesById(deps: AdminDeps, ids: number[]) {
	const rows = await queries.findPharmacies(deps.db, ids);
	return new Map(rows.map((row) => [row.id, row]));
}

function asCustomerPharmacy(
	pharmacy: { id: number; name: string; ownerUserId: number } | undefined,
	userId: number,
): CustomerPharmacy | null {
	if (!pharmacy) return null;
	return {
		id: pharmacy.id,
		name: pharmacy.name,
		role: pharmacy.ownerUserId === userId ? 'owner' : 'member',
	};
}

type LicenceRow = Awaited<ReturnType<typeof queries.listCustomerLicences>>[number];
type PlanRow = Awaited<ReturnType<typeof queries.listGrantablePlans>>[number];

/** The other sizes a pharmacy licence can move to now (none for any other licence), smallest first. */
function sizeMovesOf(licence: LicenceRow, plans: PlanRow[], now: Date) {
	if (!isSwitchable(licence, now)) return [];
	const from = {
		id: licence.planId,
		licenceType: licence.licenceType,
		period: licence.planPeriod,
		trial: licence.planTrial,
		size: licence.planSize,
	};
	return plans
		.filter((plan) => planSizeMoveVerdict(from, plan) === 'ok')
		.sort((a, b) => a.seats - b.seats)
		.map(({ id, name, seats, priceMinor }) => ({ id, name, seats, priceMinor }));
}

/** `POST /admin/searchCustomers`: a page of people, newest account first. */
export async function searchCustomers(
	deps: AdminDeps,
	search: CustomerSearch,
): Promise<CustomerList> {
	const rows = await queries.searchCustomers(deps.db, {
		searchWords: normalizeSearchText(search.query)
			.split(/\s+/)
			.filter(Boolean)
			.slice(0, MAX_SEARCH_WORDS),
		limit: CUSTOMER_PAGE_SIZE,
		offset: (search.page - 1) * CUSTOMER_PAGE_SIZE,
	});
	const ids = rows.map((row) => row.id);
	const [pharmacies, licences] = await Promise.all([
		pharmaciesById(deps, [
			...new Set(rows.flatMap((row) => (row.pharmacyId === null ? [] : [row.pharmacyId]))),
		]),
		queries.newestLicences(deps.db, ids),
	]);
	const licenceOf = new Map(licences.map((licence) => [licence.userId, licence]));
	return {
		customers: rows.map((row) => {
			const licence = licenceOf.get(row.id);
			return {
				id: row.id,
				name: fullName(row.name, row.lastName),
				email: row.email,
				nick: row.nick,
				userType: row.userType as 1 | 2 | 3,
				staffRole: row.staffRole,
				pharmacy: asCustomerPharmacy(
					row.pharmacyId === null ? undefined : pharmacies.get(row.pharmacyId),
					row.id,
				),
				licence: licence ? { planName: licence.planName, status: licence.status } : null,
				createdAt: row.createdAt.toISOString(),
				lastLoginAt: iso(row.lastLoginAt),
				blockedAt: iso(row.blockedAt),
			};
		}),
		total: rows[0]?.total ?? 0,
		page: search.page,
		pageSize: CUSTOMER_PAGE_SIZE,
	};
}

/** `POST /admin/getCustomer`: the person's page. */
export async function getCustomer(deps: AdminDeps, userId: number): Promise<CustomerDetail> {
	const account = await queries.findCustomerAccount(deps.db, userId);
	if (!account) throw customerNotFound();
	const [
		licences,
		invoices,
		certificates,
		logins,
		openSessions,
		learning,
		pharmacies,
		plans,
		failures,
	] = await Promise.all([
		queries.listCustomerLicences(deps.db, userId),
		queries.listCustomerInvoices(deps.db, userId),
		queries.listCustomerCertificates(deps.db, userId),
		queries.recentLogins(deps.db, userId, RECENT_LOGINS),
		queries.countOpenSessions(deps.db, userId, deps.now()),
		queries.learningSummary(deps.db, userId),
		pharmaciesById(deps, account.pharmacyId === null ? [] : [account.pharmacyId]),
		queries.listGrantablePlans(deps.db),
		listPaymentFailuresOf(deps.db, userId),
	]);
	const pharmacy = account.pharmacyId === null ? undefined : pharmacies.get(account.pharmacyId);
	const standing = asCustomerPharmacy(pharmacy, userId);
	// A team's seats are those of its owner's live pharmacy licence.
	const seats =
		standing?.role === 'owner'
			? (licences.find((licence) => licence.licenceType === 1 && licence.status !== 'canceled')
					?.seats ?? null)
			: null;
	return {
		account: {
			id: account.id,
			name: account.name,
			lastName: account.lastName,
			email: account.email,
			nick: account.nick,
			phone: account.phone,
			userType: account.userType as 1 | 2 | 3,
			staffRole: account.staffRole,
			createdAt: account.createdAt.toISOString(),
			lastLoginAt: iso(account.lastLoginAt),
			termsAcceptedAt: iso(account.termsAcceptedAt),
			newsletter: account.newsletter,
			blockedAt: iso(account.blockedAt),
		},
		licences: licences.map((licence) => ({
			id: licence.id,
			planName: licence.planName,
			status: licence.status,
			trial: licence.trial,
			periodicity: licence.periodicity as 1 | 2,
			priceMinor: licence.priceMinor,
			startAt: iso(licence.startAt),
			endAt: iso(licence.endAt),
			cancelAtPeriodEnd: licence.cancelAtPeriodEnd,
			cancelAt: iso(licence.cancelAt),
			complimentary: licence.complimentary,
			failures: failures
				.filter((failure) => failure.enrollmentId === licence.id)
				.map((failure) => ({
					failedAt: failure.failedAt.toISOString(),
					periodStart: failure.periodStart.toISOString(),
					declineCode: failure.declineCode,
					amountMinor: failure.amountMinor,
					recoveredAt: iso(failure.recoveredAt),
				})),
			gatewaySubscriptionId: licence.gatewaySubscriptionId,
			sizeMoves: sizeMovesOf(licence, plans, deps.now()),
			createdAt: licence.createdAt.toISOString(),
		})),
		invoices: invoices.map((invoice) => ({
			id: invoice.id,
			series: invoice.series,
			// Rectifying invoices are negative by what they gave back.
			refundedMinor: -invoices
				.filter((rectifying) => rectifying.rectifiesId === invoice.id)
				.reduce((sum, rectifying) => sum + rectifying.totalMinor, 0),
			number: invoiceCode(invoice),
			reason: invoice.reason,
			issuedAt: invoice.issuedAt.toISOString(),
			description: invoice.description,
			totalMinor: invoice.totalMinor,
			currency: invoice.currency,
		})),
		pharmacy:
			pharmacy && standing
				? { ...standing, ownerName: pharmacy.ownerName, members: pharmacy.members, seats }
				: null,
		certificates: certificates.map((certificate) => ({
			...certificate,
			issuedAt: certificate.issuedAt.toISOString(),
			revokedAt: iso(certificate.revokedAt),
		})),
		grantablePlans: plans.map(({ id, name }) => ({ id, name })),
		sessions: { openSessions, recentLogins: logins.map((login) => login.at.toISOString()) },
		learning: {
			coursesStarted: learning.started,
			coursesCompleted: learning.completed,
			minutesWatched: Math.round(learning.seconds / 60),
			lastLearningDay: learning.lastDay,
		},
	};
}
