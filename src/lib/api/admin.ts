/**
 * The back-office's calls (issue #20, `/admin`), typed and unwrapped from `data.<operation>`. The
 * types are the wire contracts (src/lib/contracts/audit.ts…), which the server answers too.
 */
import type { AuditLogPage, AuditLogQuery } from '../contracts/audit';
import type { EditablePlanList, UpdatePlanInput } from '../contracts/plan-editing';
import type { SalesQuery, SalesReport } from '../contracts/sales';
import type { BannerSettings, SaveBannerInput, SiteSettingsView } from '../contracts/site';
import type {
	CouponList,
	CouponRedemptionPage,
	CreateCouponInput,
	EndCouponInput,
} from '../contracts/coupons';
import type {
	AccountBlock,
	CancelLicenceInput,
	CorrectNameInput,
	ExtendTrialInput,
	InvoiceRefunded,
	LicenceCancelled,
	MovePlanInput,
	NameCorrected,
	PasswordResetQueued,
	PlanMoved,
	PlanMovePreview,
	PreviewPlanMoveInput,
	RefundInvoiceInput,
	SessionsEnded,
	TrialExtended,
} from '../contracts/customer-actions';
import type {
	AdminResult,
	CustomerDetail,
	CustomerList,
	CustomerSearch,
	GrantedLicence,
	GrantLicenceInput,
} from '../contracts/customers';
import type {
	AddNoteInput,
	AssignThreadInput,
	InboxPage,
	InboxQuery,
	InboxThread,
	SendReplyInput,
	SetThreadStatusInput,
	ThreadChanged,
	ThreadMessageAdded,
} from '../contracts/support-inbox';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

function post<T>(
	operation: string,
	body: Record<string, unknown>,
	client: ApiClient,
): Promise<ApiResult<T, AdminResult>> {
	return client.post(`/admin/${operation}`, body, { select: dataAt<T>(operation) });
}

export function listAuditLog(query: Partial<AuditLogQuery>, client: ApiClient = api) {
	return post<AuditLogPage>('listAuditLog', query, client);
}

export function searchCustomers(query: Partial<CustomerSearch>, client: ApiClient = api) {
	return post<CustomerList>('searchCustomers', query, client);
}

export function getCustomer(userId: number, client: ApiClient = api) {
	return post<CustomerDetail>('getCustomer', { userId }, client);
}

/** Gives a complimentary licence; `requestKey` makes a resend of the same request harmless. */
export function grantLicence(input: GrantLicenceInput, client: ApiClient = api) {
	return post<GrantedLicence>('grantLicence', { ...input }, client);
}

export function endSessions(
	input: { userId: number; requestKey: string },
	client: ApiClient = api,
) {
	return post<SessionsEnded>('endSessions', input, client);
}

export function sendPasswordReset(
	input: { userId: number; requestKey: string },
	client: ApiClient = api,
) {
	return post<PasswordResetQueued>('sendPasswordReset', input, client);
}

export function correctName(input: CorrectNameInput, client: ApiClient = api) {
	return post<NameCorrected>('correctName', { ...input }, client);
}

export function blockAccount(
	input: { userId: number; requestKey: string },
	client: ApiClient = api,
) {
	return post<AccountBlock>('blockAccount', input, client);
}

export function unblockAccount(
	input: { userId: number; requestKey: string },
	client: ApiClient = api,
) {
	return post<AccountBlock>('unblockAccount', input, client);
}

/** Gives back `amountMinor` of one of the person's invoices; `requestKey` makes a resend harmless. */
export function refundInvoice(input: RefundInvoiceInput, client: ApiClient = api) {
	return post<InvoiceRefunded>('refundInvoice', { ...input }, client);
}

/** Cancels one of the person's licences now or at the end of its period. */
export function cancelLicence(input: CancelLicenceInput, client: ApiClient = api) {
	return post<LicenceCancelled>('cancelLicence', { ...input }, client);
}

/** Extends the free trial of one of the person's licences by whole days. */
export function extendTrial(input: ExtendTrialInput, client: ApiClient = api) {
	return post<TrialExtended>('extendTrial', { ...input }, client);
}

export function listCoupons(client: ApiClient = api) {
	return post<CouponList>('listCoupons', {}, client);
}

/** Creates a coupon; `requestKey` makes a resend of the same request harmless. */
export function createCoupon(input: CreateCouponInput, client: ApiClient = api) {
	return post<{ code: string }>('createCoupon', { ...input }, client);
}

/** Ends a coupon now: nobody can use it from then on. */
export function endCoupon(input: EndCouponInput, client: ApiClient = api) {
	return post<{ code: string; expiresAt: string }>('endCoupon', { ...input }, client);
}

export function listCouponRedemptions(
	query: { code: string; page: number },
	client: ApiClient = api,
) {
	return post<CouponRedemptionPage>('listCouponRedemptions', query, client);
}

/** What moving a pharmacy's licence to another size charges today (or credits); changes nothing. */
export function previewPlanMove(input: PreviewPlanMoveInput, client: ApiClient = api) {
	return post<PlanMovePreview>('previewPlanMove', { ...input }, client);
}

/** Moves a pharmacy's licence to another size as previewed at `prd`, once per `requestKey`. */
export function movePlan(input: MovePlanInput, client: ApiClient = api) {
	return post<PlanMoved>('movePlan', { ...input }, client);
}

export function getSiteSettings(client: ApiClient = api) {
	return post<SiteSettingsView>('getSiteSettings', {}, client);
}

/** Saves the banner; `requestKey` makes a resend of the same request harmless. */
export function saveBanner(input: SaveBannerInput, client: ApiClient = api) {
	return post<BannerSettings>('saveBanner', { ...input }, client);
}

export function getSales(query: SalesQuery, client: ApiClient = api) {
	return post<SalesReport>('getSales', { ...query }, client);
}

/** The same figures as a CSV file (UTF-8 with BOM, `;`), for Spanish Excel. */
export function exportSalesCsv(
	query: SalesQuery,
	client: ApiClient = api,
): Promise<ApiResult<Blob, AdminResult>> {
	return client.post('/admin/exportSalesCsv', { ...query }, { file: true });
}

export function listPlans(client: ApiClient = api) {
	return post<EditablePlanList>('listPlans', {}, client);
}

/** Renames, describes and reprices a plan; `requestKey` makes a resend harmless. */
export function updatePlan(input: UpdatePlanInput, client: ApiClient = api) {
	return post<{ planId: number; priceMinor: number; gatewayPriceId: string }>(
		'updatePlan',
		{ ...input },
		client,
	);
}

/** A page of the support inbox, newest request first. */
export function listInbox(query: Partial<InboxQuery>, client: ApiClient = api) {
	return post<InboxPage>('listInbox', query, client);
}

/** One thread of the inbox: the request, its notes and replies. */
export function getThread(threadId: number, client: ApiClient = api) {
	return post<InboxThread>('getThread', { threadId }, client);
}

export function setThreadStatus(input: SetThreadStatusInput, client: ApiClient = api) {
	return post<ThreadChanged>('setThreadStatus', { ...input }, client);
}

/** Gives the thread to an admin, or to nobody (`assigneeId: null`). */
export function assignThread(input: AssignThreadInput, client: ApiClient = api) {
	return post<ThreadChanged>('assignThread', { ...input }, client);
}

export function addNote(input: AddNoteInput, client: ApiClient = api) {
	return post<ThreadMessageAdded>('addNote', { ...input }, client);
}

/** Mails a reply to the person and keeps it in the thread; `requestKey` makes a resend harmless. */
export function sendReply(input: SendReplyInput, client: ApiClient = api) {
	return post<ThreadMessageAdded>('sendReply', { ...input }, client);
}
