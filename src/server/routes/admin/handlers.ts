/** The back-office's calls (issue #20): validate, call one service, shape the envelope. */
import type { Context } from 'hono';
import { ListAuditLogBody } from '../../../lib/contracts/audit';
import { UpdatePlanBody } from '../../../lib/contracts/plan-editing';
import { SalesQueryBody } from '../../../lib/contracts/sales';
import { SaveBannerBody } from '../../../lib/contracts/site';
import {
	AddNoteBody,
	AssignThreadBody,
	GetThreadBody,
	ListInboxBody,
	SendReplyBody,
	SetThreadStatusBody,
} from '../../../lib/contracts/support-inbox';
import { EmptyBody } from '../../../lib/contracts/fields';
import {
	CreateCouponBody,
	EndCouponBody,
	ListCouponRedemptionsBody,
} from '../../../lib/contracts/coupons';
import {
	CancelLicenceBody,
	CorrectNameBody,
	ExtendTrialBody,
	CustomerRequestBody,
	MovePlanBody,
	PreviewPlanMoveBody,
	RefundInvoiceBody,
} from '../../../lib/contracts/customer-actions';
import {
	GetCustomerBody,
	GrantLicenceBody,
	SearchCustomersBody,
} from '../../../lib/contracts/customers';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { staffActor } from '../../middleware/require-staff';
import { fieldLabels, readPayload } from '../../payload';
import * as customers from '../../services/admin/customers';
import * as accountActions from '../../services/admin/account-actions';
import * as coupons from '../../services/admin/coupons';
import * as planEditing from '../../services/admin/plans';
import * as sales from '../../services/admin/sales';
import * as inbox from '../../services/admin/support-inbox';
import { cancelCustomerLicence } from '../../services/admin/licence-cancels';
import { grantComplimentaryLicence } from '../../services/admin/licence-grants';
import { moveCustomerPlan, previewCustomerPlanMove } from '../../services/admin/plan-moves';
import { refundCustomerInvoice } from '../../services/admin/refunds';
import { extendCustomerTrial } from '../../services/admin/trial-extensions';
import * as audit from '../../services/audit';
import * as site from '../../services/site';

const labels = fieldLabels('admin.fields', [
	'query',
	'action',
	'actorId',
	'from',
	'to',
	'page',
	'userId',
	'planId',
	'months',
	'requestKey',
	'name',
	'lastName',
	'invoiceId',
	'amountMinor',
	'enrollmentId',
	'when',
	'days',
	'code',
	'percentOff',
	'amountOffMinor',
	'everyPayment',
	'startsOn',
	'endsOn',
	'maxRedemptions',
	'perPersonLimit',
	'planIds',
	'note',
	'html',
	'audience',
	'interval',
	'prd',
	'threadId',
	'status',
	'kind',
	'assigneeId',
	'body',
]);

/** `POST /admin/listAuditLog {query?, action?, actorId?, from?, to?, page?}`. */
export async function listAuditLog(c: Context<AppEnv>) {
	const query = await readPayload(c, ListAuditLogBody, labels);
	return ok(c, 'listAuditLog', await audit.listAuditLog(c.var.deps, query));
}

/** `POST /admin/searchCustomers {query?, page?}`. */
export async function searchCustomers(c: Context<AppEnv>) {
	const search = await readPayload(c, SearchCustomersBody, labels);
	return ok(c, 'searchCustomers', await customers.searchCustomers(c.var.deps, search));
}

/** `POST /admin/getCustomer {userId}`. */
export async function getCustomer(c: Context<AppEnv>) {
	const { userId } = await readPayload(c, GetCustomerBody, labels);
	return ok(c, 'getCustomer', await customers.getCustomer(c.var.deps, userId));
}

/** `POST /admin/grantLicence {userId, planId, months, requestKey}`. */
export async function grantLicence(c: Context<AppEnv>) {
	const input = await readPayload(c, GrantLicenceBody, labels);
	return ok(c, 'grantLicence', await grantComplimentaryLicence(c.var.deps, staffActor(c), input));
}

/** `POST /admin/endSessions {userId, requestKey}`. */
export async function endSessions(c: Context<AppEnv>) {
	const request = await readPayload(c, CustomerRequestBody, labels);
	return ok(c, 'endSessions', await accountActions.endSessions(c.var.deps, staffActor(c), request));
}

/** `POST /admin/sendPasswordReset {userId, requestKey}`. */
export async function sendPasswordReset(c: Context<AppEnv>) {
	const request = await readPayload(c, CustomerRequestBody, labels);
	return ok(
		c,
		'sendPasswordReset',
		await accountActions.sendPasswordReset(c.var.deps, staffActor(c), request),
	);
}

/** `POST /admin/correctName {userId, name, lastName, requestKey}`. */
export async function correctName(c: Context<AppEnv>) {
	const input = await readPayload(c, CorrectNameBody, labels);
	return ok(c, 'correctName', await accountActions.correctName(c.var.deps, staffActor(c), input));
}

/** `POST /admin/blockAccount {userId, requestKey}`. */
export async function blockAccount(c: Context<AppEnv>) {
	const request = await readPayload(c, CustomerRequestBody, labels);
	return ok(
		c,
		'blockAccount',
		await accountActions.blockAccount(c.var.deps, staffActor(c), request),
	);
}

/** `POST /admin/unblockAccount {userId, requestKey}`. */
export async function unblockAccount(c: Context<AppEnv>) {
	const request = await readPayload(c, CustomerRequestBody, labels);
	return ok(
		c,
		'unblockAccount',
		await accountActions.unblockAccount(c.var.deps, staffActor(c), request),
	);
}

/** `POST /admin/refundInvoice {userId, invoiceId, amountMinor?, requestKey}`. */
export async function refundInvoice(c: Context<AppEnv>) {
	const input = await readPayload(c, RefundInvoiceBody, labels);
	return ok(c, 'refundInvoice', await refundCustomerInvoice(c.var.deps, staffActor(c), input));
}

/** `POST /admin/cancelLicence {userId, enrollmentId, when, requestKey}`. */
export async function cancelLicence(c: Context<AppEnv>) {
	const input = await readPayload(c, CancelLicenceBody, labels);
	return ok(c, 'cancelLicence', await cancelCustomerLicence(c.var.deps, staffActor(c), input));
}

/** `POST /admin/extendTrial {userId, enrollmentId, days, requestKey}`. */
export async function extendTrial(c: Context<AppEnv>) {
	const input = await readPayload(c, ExtendTrialBody, labels);
	return ok(c, 'extendTrial', await extendCustomerTrial(c.var.deps, staffActor(c), input));
}

/** `POST /admin/listCoupons {}`. */
export async function listCoupons(c: Context<AppEnv>) {
	await readPayload(c, EmptyBody, labels);
	return ok(c, 'listCoupons', await coupons.listCoupons(c.var.deps));
}

/** `POST /admin/createCoupon {code, percentOff | amountOffMinor, everyPayment, …, requestKey}`. */
export async function createCoupon(c: Context<AppEnv>) {
	const input = await readPayload(c, CreateCouponBody, labels);
	return ok(c, 'createCoupon', await coupons.createCoupon(c.var.deps, staffActor(c), input));
}

/** `POST /admin/endCoupon {code, requestKey}`. */
export async function endCoupon(c: Context<AppEnv>) {
	const input = await readPayload(c, EndCouponBody, labels);
	return ok(c, 'endCoupon', await coupons.endCoupon(c.var.deps, staffActor(c), input));
}

/** `POST /admin/listCouponRedemptions {code, page?}`. */
export async function listCouponRedemptions(c: Context<AppEnv>) {
	const query = await readPayload(c, ListCouponRedemptionsBody, labels);
	return ok(c, 'listCouponRedemptions', await coupons.listCouponRedemptions(c.var.deps, query));
}

/** `POST /admin/getSiteSettings {}`. */
export async function getSiteSettings(c: Context<AppEnv>) {
	await readPayload(c, EmptyBody, labels);
	return ok(c, 'getSiteSettings', await site.getSiteSettings(c.var.deps));
}

/** `POST /admin/saveBanner {html, audience, startsOn?, endsOn?, requestKey}`. */
export async function saveBanner(c: Context<AppEnv>) {
	const input = await readPayload(c, SaveBannerBody, labels);
	return ok(c, 'saveBanner', await site.saveBanner(c.var.deps, staffActor(c), input));
}

/** `POST /admin/previewPlanMove {userId, enrollmentId, planId}`. */
export async function previewPlanMove(c: Context<AppEnv>) {
	const input = await readPayload(c, PreviewPlanMoveBody, labels);
	return ok(c, 'previewPlanMove', await previewCustomerPlanMove(c.var.deps, input));
}

/** `POST /admin/movePlan {userId, enrollmentId, planId, prd, requestKey}`. */
export async function movePlan(c: Context<AppEnv>) {
	const input = await readPayload(c, MovePlanBody, labels);
	return ok(c, 'movePlan', await moveCustomerPlan(c.var.deps, staffActor(c), input));
}

/** `POST /admin/getSales {startsOn, endsOn, interval}`. */
export async function getSales(c: Context<AppEnv>) {
	const query = await readPayload(c, SalesQueryBody, labels);
	return ok(c, 'getSales', await sales.getSalesReport(c.var.deps, query));
}

/** `POST /admin/exportSalesCsv {startsOn, endsOn, interval}`: the CSV file, or the error envelope. */
export async function exportSalesCsv(c: Context<AppEnv>) {
	const query = await readPayload(c, SalesQueryBody, labels);
	const { filename, csv } = await sales.exportSalesCsv(c.var.deps, query);
	return c.body(csv, 200, {
		'Content-Type': 'text/csv; charset=utf-8',
		'Content-Disposition': `attachment; filename="${filename}"`,
	});
}

/** `POST /admin/listPlans {}`. */
export async function listPlans(c: Context<AppEnv>) {
	await readPayload(c, EmptyBody, labels);
	return ok(c, 'listPlans', await planEditing.listEditablePlans(c.var.deps));
}

/** `POST /admin/updatePlan {planId, name, description?, priceMinor, requestKey}`. */
export async function updatePlan(c: Context<AppEnv>) {
	const input = await readPayload(c, UpdatePlanBody, labels);
	return ok(c, 'updatePlan', await planEditing.updatePlan(c.var.deps, staffActor(c), input));
}

/** `POST /admin/listInbox {status?, kind?, query?, page?}`. */
export async function listInbox(c: Context<AppEnv>) {
	const query = await readPayload(c, ListInboxBody, labels);
	return ok(c, 'listInbox', await inbox.listInbox(c.var.deps, query));
}

/** `POST /admin/getThread {threadId}`. */
export async function getThread(c: Context<AppEnv>) {
	const { threadId } = await readPayload(c, GetThreadBody, labels);
	return ok(c, 'getThread', await inbox.getThread(c.var.deps, threadId));
}

/** `POST /admin/setThreadStatus {threadId, status, requestKey}`. */
export async function setThreadStatus(c: Context<AppEnv>) {
	const input = await readPayload(c, SetThreadStatusBody, labels);
	return ok(c, 'setThreadStatus', await inbox.setThreadStatus(c.var.deps, staffActor(c), input));
}

/** `POST /admin/assignThread {threadId, assigneeId, requestKey}`. */
export async function assignThread(c: Context<AppEnv>) {
	const input = await readPayload(c, AssignThreadBody, labels);
	return ok(c, 'assignThread', await inbox.assignThread(c.var.deps, staffActor(c), input));
}

/** `POST /admin/addNote {threadId, body, requestKey}`. */
export async function addNote(c: Context<AppEnv>) {
	const input = await readPayload(c, AddNoteBody, labels);
	return ok(c, 'addNote', await inbox.addNote(c.var.deps, staffActor(c), input));
}

/** `POST /admin/sendReply {threadId, body, requestKey}`. */
export async function sendReply(c: Context<AppEnv>) {
	const input = await readPayload(c, SendReplyBody, labels);
	return ok(c, 'sendReply', await inbox.sendReply(c.var.deps, staffActor(c), input));
}
