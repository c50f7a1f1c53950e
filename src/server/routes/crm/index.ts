/** Router of the CRM calls, mounted at `/api/crm`. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import * as handlers from './handlers';

export const crmRouter = new Hono<AppEnv>()
	.post('/addToNewsletter', handlers.addToNewsletter)
	.post('/addToLeadList', handlers.addToLeadList)
	.post('/contact', handlers.contact);
