/**
 * Router of the back-office (issue #20), mounted at `/api/admin`: admins only, the role read from
 * the database on each call; anyone else, editors included, gets 404.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireStaff } from '../../middleware/require-staff';
import * as handlers from './handlers';

export const adminRouter = new Hono<AppEnv>()
	.use(noStore, requireStaff('admin'))
	.post('/listAuditLog', handlers.listAuditLog)
	.post('/searchCustomers', handlers.searchCustomers)
	.post('/getCustomer', handlers.getCustomer)
	.post('/grantLicence', handlers.grantLicence)
	.post('/endSessions', handlers.endSessions)
	.post('/sendPasswordReset', handlers.sendPasswordReset)
	.post('/correctName', handlers.correctName)
	.post('/blockAccount', handlers.blockAccount)
	.post('/unblockAccount', handlers.unblockAccount)
	.post('/refundInvoice', handlers.refundInvoice)
	.post('/cancelLicence', handlers.cancelLicence)
	.post('/extendTrial', handlers.extendTrial)
	.post('/listCoupons', handlers.listCoupons)
	.post('/createCoupon', handlers.createCoupon)
	.post('/endCoupon', handlers.endCoupon)
	.post('/listCouponRedemptions', handlers.listCouponRedemptions)
	.post('/getSiteSettings', handlers.getSiteSettings)
	.post('/saveBanner', handlers.saveBanner)
	.post('/previewPlanMove', handlers.previewPlanMove)
	.post('/movePlan', handlers.movePlan)
	.post('/getSales', handlers.getSales)
	.post('/exportSalesCsv', handlers.exportSalesCsv)
	.post('/listPlans', handlers.listPlans)
	.post('/updatePlan', handlers.updatePlan)
	.post('/listInbox', handlers.listInbox)
	.post('/getThread', handlers.getThread)
	.post('/setThreadStatus', handlers.setThreadStatus)
	.post('/assignThread', handlers.assignThread)
	.post('/addNote', handlers.addNote)
	.post('/sendReply', handlers.sendReply);
