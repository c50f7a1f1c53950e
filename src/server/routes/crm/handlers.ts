/**
 * CRM calls (spec §7 "Other"): newsletter, lead lists and the general contact form. Each handler
 * checks the body with the schema the form uses, calls one service and answers
 * `data.<operation>: "ok"`.
 */
import type { Context } from 'hono';
import { AddToLeadListBody, AddToNewsletterBody, ContactBody } from '../../../lib/contracts/crm';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { fieldLabels, readPayload } from '../../payload';
import * as crm from '../../services/crm';

type CrmContext = Context<AppEnv>;

/** Spanish names of the fields, for the 400 message. */
const labels = (...fields: string[]) => fieldLabels('landings.fields', fields);

export async function addToNewsletter(c: CrmContext) {
	const payload = await readPayload(
		c,
		AddToNewsletterBody,
		labels('app', 'typ', 'email', 'f_name'),
	);
	return ok(c, 'addToNewsletter', await crm.addToNewsletter(c.var.deps, payload));
}

export async function addToLeadList(c: CrmContext) {
	const payload = await readPayload(
		c,
		AddToLeadListBody,
		labels('app', 'lid', 'fnl', 'typ', 'email', 'f_name'),
	);
	return ok(c, 'addToLeadList', await crm.addToLeadList(c.var.deps, payload));
}

export async function contact(c: CrmContext) {
	const payload = await readPayload(
		c,
		ContactBody,
		labels('f_name', 'l_name', 'email', 'phone', 'msg', 'terms', 'newsletter'),
	);
	return ok(c, 'contact', await crm.sendContact(c.var.deps, payload));
}
