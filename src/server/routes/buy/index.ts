/** Router of the purchase calls (spec §7 "Purchase", ADR 005), mounted at `/api/buy`. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const buyRouter = new Hono<AppEnv>()
	.post('/getPlans', handlers.getPlans)
	.get('/getLicenseBySlug', handlers.getLicenseBySlug)
	.post('/getSubscriptions', requireUser, handlers.getSubscriptions)
	.post('/getInvoices', requireUser, handlers.getInvoices)
	.get('/invoice/:id', handlers.invoicePdf)
	.post('/setCart', handlers.setCart)
	.post('/getCart', handlers.getCart)
	.post('/setOwnerCart', requireUser, handlers.setOwnerCart)
	.post('/checkCoupons', handlers.checkCoupons)
	.post('/applyCoupons', handlers.applyCoupons)
	.post('/paidCart', requireUser, handlers.paidCart)
	.post('/payConfirmation', requireUser, handlers.payConfirmation)
	.get('/checkUsedDemo', requireUser, handlers.checkUsedDemo)
	.post('/unsubscribe', requireUser, handlers.unsubscribe)
	.post('/previewPlanChange', requireUser, handlers.previewPlanChange)
	.post('/changePlan', requireUser, handlers.changePlan)
	.post('/reactivate', requireUser, handlers.reactivate)
	.post('/billingPortal', requireUser, handlers.billingPortal)
	.post('/pharmacyPlanRequest', handlers.pharmacyPlanRequest)
	.post('/webhook', handlers.webhook);
